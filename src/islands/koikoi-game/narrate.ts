/**
 * Narration: the engine's events as sentences in the page language, one
 * per event (the capture choice and the Koi-Koi decision included), built
 * from the event data only — cards, seats, yaku and points come from the
 * engine, never from the page.
 *
 * @example
 * narrate(events, { names: namesFor('de', 'traditional'), seats: seatNames('de', ['human', 'opponent']) });
 * // ['Du spielst „Kirschblüte mit Vorhang“ und nimmst „Kirschblüte“.', …]
 */
import { type CardId, cardById, type RoundResult, tiedMonth } from '../../engine/hanafuda';
import { capitalise, countWord } from '../../i18n/format';
import { monthNames } from '../../i18n/hanafuda-cards';
import { type GameKey, gameT } from '../../i18n/koikoi-game';
import type { LoggedEvent } from './logged-events';
import { joinList, type Names, type SeatName } from './names';
import { teamScoreList } from './team-score';

/** What narration needs. */
export interface NarrateOptions {
  readonly names: Names;
  /** Name per seat. */
  readonly seats: readonly SeatName[];
}

/**
 * One event as a sentence (`null` for events that say nothing on their own);
 * an engine event, or one kept in a saved log (the fields narration reads).
 */
export function narrateEvent(event: LoggedEvent, options: NarrateOptions): string | null {
  const { names, seats } = options;
  const t = gameT(names.lang);
  const who = (seat: number | null) => seats[seat ?? -1] ?? { name: String(seat), you: false };
  const say = (base: string, seat: number | null, params: Record<string, string | number> = {}) => {
    const s = who(seat);
    return capitalise(t(`${base}.${s.you ? 'you' : 'other'}` as GameKey, { seat: s.name, ...params }));
  };
  switch (event.type) {
    case 'dealer-drawn':
      return [
        ...event.draws.flatMap((draw, i) => [
          ...(i > 0 ? [t('ev.draws.again')] : []),
          drawLine(draw, options),
        ]),
        ...tieLine(event.draws[event.draws.length - 1] ?? [], names),
        say('ev.dealer', event.dealer),
      ].join(' ');
    case 'redeal':
      return t('ev.redeal', { reason: t(`redeal.${event.reason}`) });
    case 'dealt': {
      // „Runde 1: Der Computer gibt“: German capitalises the sentence after the colon.
      const dealer = who(event.dealer);
      const seat = names.lang === 'de' ? capitalise(dealer.name) : dealer.name;
      return say('ev.dealt', event.dealer, {
        round: event.round,
        n: countWord(names.lang, event.field.length, 'f'),
        seat,
      });
    }
    case 'lucky-hand':
      return say('ev.lucky', event.seat, {
        hand: names.lucky(event.hand),
        points: names.points(event.points),
      });
    case 'card-played':
    case 'card-drawn': {
      const verb = event.type === 'card-played' ? 'ev.play' : 'ev.draw';
      const card = names.card(event.card);
      const captured = names.cards(event.captured);
      // A chaff card taking its sibling: both have the same name, so the sentence says "the matching" one.
      const mode = event.captured.length === 0 ? 'lay' : captured === card ? 'sibling' : 'capture';
      return say(`${verb}.${mode}`, event.seat, { card, captured });
    }
    case 'capture-choice-needed':
      return say('ev.choice', event.seat, {
        card: names.card(event.card),
        a: names.card(event.options[0]),
        b: names.card(event.options[1]),
      });
    case 'yaku-formed': {
      const yaku = say('ev.yaku', event.seat, {
        yaku: names.yakuList(event.yaku),
        points: names.points(event.base),
      });
      return event.canCallKoikoi ? `${yaku} ${say('ev.decide', event.seat)}` : yaku;
    }
    case 'koikoi-called':
      return say('ev.koikoi', event.seat);
    case 'stopped':
      if (!event.automatic) return say('ev.stop', event.seat);
      return say(event.cause === 'no-cards' ? 'ev.stopLast' : 'ev.stopAuto', event.seat);
    case 'exhausted':
      return t('ev.exhausted');
    case 'round-scored':
      return scoredLine(event, options);
    case 'match-over':
      return finalScore(event.scores, options, 'over', event.teams);
  }
}

/** One attempt of the dealer draw: every seat's card with its month (the earliest month deals). */
function drawLine(draw: readonly CardId[], { names, seats }: NarrateOptions): string {
  const t = gameT(names.lang);
  const cardText = (card: CardId) =>
    t('ev.draws.card', {
      card: names.card(card),
      month: monthNames(cardById(card).month)?.monthName[names.lang] ?? '',
    });
  const [first, ...rest] = draw;
  if (first === undefined) return '';
  const firstSeat = seats[0] ?? { name: '0', you: false };
  const cards = joinList(names.lang, [
    cardText(first),
    ...rest.map((card, i) =>
      t('ev.draws.seat', { seat: seats[i + 1]?.name ?? String(i + 1), card: cardText(card) }),
    ),
  ]);
  return capitalise(t(firstSeat.you ? 'ev.draws.you' : 'ev.draws.other', { seat: firstSeat.name, cards }));
}

/**
 * When the earliest month of the deciding draw came up more than once (the
 * engine's `tiedMonth`), why the dealer is who it is: the higher-ranking
 * card of that month decides.
 */
function tieLine(draw: readonly CardId[], names: Names): string[] {
  const tied = tiedMonth(draw);
  if (tied === null) return [];
  const month = monthNames(tied)?.monthName[names.lang] ?? '';
  return [gameT(names.lang)('ev.draws.tie', { month })];
}

/** Every event as a sentence, in order. */
export function narrate(events: readonly LoggedEvent[], options: NarrateOptions): string[] {
  return events.flatMap((event) => {
    const line = narrateEvent(event, options);
    return line === null ? [] : [line];
  });
}

/**
 * The end of the match with every seat's points, or with `teams` (four
 * players in teams) every team's (`team-score.ts`): "The match is over.
 * Final score: …" (`'over'`, the narration), or only "Final score: …"
 * (`'score'`, beside the New match button, under a status line that says
 * the match is over).
 */
export function finalScore(
  scores: readonly number[],
  options: NarrateOptions,
  opener: 'over' | 'score' = 'over',
  teams: readonly number[] | null = null,
): string {
  const { names, seats } = options;
  const t = gameT(names.lang);
  // "player 1 has 0 points", not "player 1 0 points" (read aloud as one number).
  const entry = (score: number, seat: number) => {
    const s = seats[seat] ?? { name: String(seat), you: false };
    return t(s.you ? 'ev.final.you' : 'ev.final.other', { seat: s.name, points: names.points(score) });
  };
  const list = teams ? teamScoreList(teams, options) : joinList(names.lang, scores.map(entry));
  // A full sentence follows the colon: German starts it with a capital, English need not.
  return t(opener === 'over' ? 'ev.matchOver' : 'ev.finalScore', {
    scores: names.lang === 'de' ? capitalise(list) : list,
  });
}

/** Who won a round and what it scored, or that nobody did. */
function scoredLine(
  round: { readonly round: number; readonly winner: number | null; readonly points: number },
  { names, seats }: NarrateOptions,
): string {
  const t = gameT(names.lang);
  if (round.winner === null) return t('ev.draw', { round: round.round });
  const s = seats[round.winner] ?? { name: String(round.winner), you: false };
  return capitalise(
    t(s.you ? 'ev.scored.you' : 'ev.scored.other', {
      seat: s.name,
      round: round.round,
      points: names.points(round.points),
    }),
  );
}

/**
 * A finished round in one or two sentences, for the status line between
 * rounds: who won and how many points, and the yaku or lucky hand behind
 * them (from the engine's `RoundResult`, so it also reads after a reload).
 */
export function roundOutcome(result: RoundResult, options: NarrateOptions): string {
  const { names } = options;
  const t = gameT(names.lang);
  const scored = scoredLine(result, options);
  if (result.winner === null) return scored;
  if (result.luckyHand)
    return `${scored} ${t('play.outcome.lucky', { hand: names.lucky(result.luckyHand) })}`;
  if (result.yaku.length > 0)
    return `${scored} ${t('play.outcome.yaku', { yaku: names.yakuList(result.yaku) })}`;
  return scored;
}
