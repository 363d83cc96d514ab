/**
 * Narration: the engine's Hakka events as sentences in the page language,
 * built from the event data only — cards, seats, patterns, counts and
 * payments come from the engine, never from the page.
 *
 * @example
 * narrate(events, { names: hakkaNames('de'), seats: hakkaSeatNames('de', ['human', 'bot', 'bot', 'bot']) });
 * // ['Runde 1: Ben gibt; Dee sitzt gegenüber und träumt mit einer Karte.', 'Ben passt.', …]
 */

import { capitalise } from '../../i18n/format';
import { type HakkaGameKey, hakkaGameT } from '../../i18n/hakka-game';
import type { LoggedEvent, ToldPayment } from './logged-events';
import type { HakkaNames, SeatName } from './names';

/** What narration needs. */
export interface NarrateOptions {
  readonly names: HakkaNames;
  /** Name per seat. */
  readonly seats: readonly SeatName[];
}

type Person = 'you' | 'other';

/** One payment as a clause ("Ben pays you 2 points"). */
export function paymentText(payment: ToldPayment, options: NarrateOptions): string {
  const { names, seats } = options;
  const t = hakkaGameT(names.lang);
  const from = seats[payment.from] ?? { name: String(payment.from), you: false };
  const to = seats[payment.to] ?? { name: String(payment.to), you: false };
  const points = names.points(payment.amount);
  if (from.you) return t('pay.fromYou', { to: to.name, points });
  if (to.you) return t('pay.toYou', { from: from.name, points });
  return t('pay.other', { from: from.name, to: to.name, points });
}

/**
 * One event as a sentence (`null` for events that say nothing on their own);
 * an engine event, or one kept in a saved log (the fields narration reads).
 */
export function narrateEvent(event: LoggedEvent, options: NarrateOptions): string | null {
  const { names, seats } = options;
  const t = hakkaGameT(names.lang);
  const who = (seat: number) => seats[seat] ?? { name: String(seat), you: false };
  const say = (base: string, seat: number, params: Record<string, string | number> = {}) => {
    const s = who(seat);
    const person: Person = s.you ? 'you' : 'other';
    return capitalise(t(`${base}.${person}` as HakkaGameKey, { seat: capitalise(s.name), ...params }));
  };
  switch (event.type) {
    case 'dealt': {
      const variant = who(event.dealer).you ? 'you' : who(event.dreamer).you ? 'dreamer' : 'other';
      return capitalise(
        t(`ev.dealt.${variant}`, {
          round: event.round,
          dealer: capitalise(who(event.dealer).name),
          dreamer: capitalise(who(event.dreamer).name),
        }),
      );
    }
    case 'called':
      return say(event.privileged ? 'ev.privileged' : 'ev.called', event.seat);
    case 'passed':
      return say('ev.passed', event.seat);
    case 'calling-ended':
      return t('ev.callingEnded');
    case 'played':
      return say('ev.played', event.seat, {
        cards: names.cards(event.cards),
        pattern: names.pattern(event.pattern),
      });
    case 'discarded':
      return say('ev.discarded', event.seat, { cards: names.cardCount(event.count) });
    case 'trick-won':
      return say('ev.trickWon', event.seat, {
        tricks: names.tricks(event.tricks),
        total: names.tricks(event.total),
      });
    case 'elder-promoted':
      return capitalise(
        t(event.cards.length === 1 ? 'ev.elder.one' : 'ev.elder.many', { cards: names.cards(event.cards) }),
      );
    case 'may-declare':
      // A count is tricks plus elder cards, so it is a bare number, not "6 tricks".
      return say('ev.mayDeclare', event.seat, { count: event.count });
    case 'declared':
      return say('ev.declared', event.seat, { count: event.count });
    case 'continued':
      return say('ev.continued', event.seat);
    case 'five-tigers':
      return say('ev.tigers', event.seat);
    case 'five-tigers-declined':
      return say('ev.tigersDeclined', event.seat);
    case 'dreamer-woke':
      return say('ev.woke', event.seat, { card: names.card(event.card), tricks: names.tricks(event.tricks) });
    case 'round-scored': {
      const { result } = event;
      // A redeal is told by its own event.
      if (result.outcome === 'redeal') return null;
      const payments = result.settlement?.payments ?? [];
      if (payments.length === 0) return t('ev.scored.none', { round: result.round });
      return t('ev.scored', {
        round: result.round,
        payments: names.list(payments.map((p) => paymentText(p, options))),
      });
    }
    case 'redeal':
      // No next dealer: the last round was thrown in, and no new one is dealt.
      if (event.nextDealer === null) return t('ev.redeal.last');
      return who(event.nextDealer).you
        ? t('ev.redeal.you')
        : t('ev.redeal', { dealer: capitalise(who(event.nextDealer).name) });
    case 'game-over':
      return t('ev.gameOver', {
        scores: names.list(
          event.scores.map((score, seat) => {
            // Mid-sentence after the colon: "you" stays small, as in the settlement line.
            const s = who(seat);
            return `${s.you ? s.name : capitalise(s.name)} ${names.points(score)}`;
          }),
        ),
      });
  }
}

/** Every event as a sentence, in order. */
export function narrate(events: readonly LoggedEvent[], options: NarrateOptions): string[] {
  return events.flatMap((event) => {
    const line = narrateEvent(event, options);
    return line === null ? [] : [line];
  });
}
