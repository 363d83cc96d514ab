/**
 * The current yaku of a side's pile (partners in four-player teams pool
 * their captures, as the engine does when scoring) and what is missing for
 * the closest further ones, as sentences; and the dangers from the other
 * sides: a Koi-Koi call (after one, any further point lets them end the
 * round) and the yaku they are one card from. Read from the engine's
 * `yakuProgress` and the round's calls (no rule is decided here). Cards
 * another side already captured cannot be won any more, so yaku that need
 * them are left out.
 *
 * @example
 * yakuStatus(state, 0, names, 3); // { current: ['“Ribbons” (1 point)'], next: ['One more ribbon for Ribbons', …] }
 * threats(state, 0, names, sideName); // ['The computer: only “Butterflies” missing for Boar, Deer and Butterflies']
 */
import {
  type CardId,
  cardById,
  type MatchState,
  seatsOfSide,
  sideCount,
  sideOf,
  sidePile,
  YAKU_DEFINITIONS,
  type YakuId,
  type YakuProgress,
  yakuProgress,
} from '../../engine/hanafuda';
import { capitalise, countWord } from '../../i18n/format';
import { gameT } from '../../i18n/koikoi-game';
import type { Names } from './names';

/** Current yaku and the closest missing ones. */
export interface YakuStatus {
  readonly current: readonly string[];
  readonly next: readonly string[];
  /** Cards that would bring the closest yaku nearer (for highlighting). */
  readonly wanted: readonly CardId[];
}

/**
 * Whether an incomplete yaku can still be completed: it scores under these
 * rules, and no card it needs lies in another player's pile (`taken`).
 */
export function isReachable(p: YakuProgress, taken: ReadonlySet<CardId>): boolean {
  return (
    !p.counts &&
    p.basePoints > 0 &&
    p.reasons.every((r) => r === 'incomplete') &&
    p.missing.every((c) => !taken.has(c)) &&
    p.candidates.filter((c) => !taken.has(c)).length >= p.missingCount
  );
}

/** The sides of a match: 0…n−1. */
function sides(config: MatchState['config']): number[] {
  return Array.from({ length: sideCount(config) }, (_, side) => side);
}

/**
 * `count` cards of the kind a yaku counts (its pool's), as the hints write
 * them: "one ribbon", „eine Fahne“, "three ribbons", „vier Kasu-Karten“
 * (with the Mario names of the page's language: "one scroll card",
 * „vier einfache Karten“);
 * `null` for a yaku without a pool.
 */
function kindCount(id: YakuId, count: number, names: Names): { n: string; kind: string } | null {
  const first = YAKU_DEFINITIONS[id].pool[0];
  if (!first) return null;
  const term = names.kind(cardById(first).kind);
  const words = term.counted ?? term;
  const word = count === 1 ? words.one : words.many;
  return {
    n: countWord(names.lang, count, term.gender),
    kind: names.lang === 'en' ? word.toLowerCase() : word,
  };
}

/** The yaku progress of a side's pooled pile, and the cards the other sides took. */
function sideProgress(
  state: MatchState,
  side: number,
): { progress: readonly YakuProgress[]; taken: Set<CardId> } {
  const { round, config } = state;
  if (!round) return { progress: yakuProgress([], config.rules), taken: new Set() };
  const others = sides(config).filter((other) => other !== side);
  const taken = new Set(others.flatMap((other) => sidePile(state, round, other)));
  return {
    progress: yakuProgress(sidePile(state, round, side), config.rules, { month: round.month }),
    taken,
  };
}

/** Status of the pile of `seat`'s side (with four-player teams, both partners' captures). */
export function yakuStatus(state: MatchState, seat: number, names: Names, limit = 3): YakuStatus {
  const { progress, taken } = sideProgress(state, sideOf(state.config, seat));
  const t = gameT(names.lang);
  const current = progress
    .filter((p) => p.counts)
    .map((p) => t('yaku.with', { yaku: names.yaku(p.id), points: names.points(p.points) }));
  const reachable = progress.filter((p) => isReachable(p, taken));
  reachable.sort((a, b) => a.missingCount - b.missingCount);
  const chosen = reachable.slice(0, limit);
  const next = chosen.map((p) => needText(p.id, p.missing, p.missingCount, names));
  const wanted = [...new Set(chosen.flatMap((p) => p.candidates.filter((c) => !taken.has(c))))];
  return { current, next, wanted };
}

/**
 * For every side but `seat`'s: whether it called Koi-Koi this round, and
 * the yaku it could complete with one more card, as sentences naming the
 * side (`sideName` gets the side's seats).
 */
export function threats(
  state: MatchState,
  seat: number,
  names: Names,
  sideName: (seats: readonly number[]) => string,
): string[] {
  const t = gameT(names.lang);
  const own = sideOf(state.config, seat);
  return sides(state.config)
    .filter((side) => side !== own)
    .flatMap((side) => {
      const { progress, taken } = sideProgress(state, side);
      const seats = seatsOfSide(state.config, side);
      const name = sideName(seats);
      const called = seats.some((s) => (state.round?.calls[s] ?? 0) > 0);
      const nearly = progress
        .filter((p) => p.missingCount === 1 && isReachable(p, taken))
        .map((p) => {
          const yaku = names.yaku(p.id);
          const [card] = p.missing;
          if (card) return t('threat.card', { side: name, card: names.card(card), yaku });
          const kind = kindCount(p.id, 1, names);
          return kind
            ? t('threat.kind', { side: name, ...kind, yaku })
            : t('threat.any', { side: name, yaku });
        });
      return called ? [t('threat.called', { side: name }), ...nearly] : nearly;
    });
}

/**
 * What a yaku still needs, as a sentence of its own: "One more ribbon for
 * Ribbons", „Für Drei Lichter fehlen noch zwei Lichter“ (the verb agrees with
 * the count).
 */
function needText(id: YakuId, missing: readonly CardId[], count: number, names: Names): string {
  const t = gameT(names.lang);
  const yaku = names.yaku(id);
  const one = count === 1;
  if (missing.length === count)
    return t(one ? 'need.cards.one' : 'need.cards', { yaku, cards: names.cards(missing) });
  const kind = missing.length === 0 ? kindCount(id, count, names) : null;
  if (kind) return capitalise(t(one ? 'need.kind.one' : 'need.kind', { ...kind, yaku }));
  // Specific cards and more from the pool: at least two cards in all.
  return capitalise(t('need.any', { n: countWord(names.lang, count), yaku }));
}
