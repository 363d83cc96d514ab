/**
 * The current yaku of a pile and what is missing for the closest further
 * ones, as sentences: read from the engine's `evaluateYaku` and
 * `yakuProgress` (no rule is decided here). Cards another player already
 * captured cannot be won any more, so yaku that need them are left out.
 *
 * @example
 * yakuStatus(state, 0, names, 3); // { current: ['“Ribbons” (1 point)'], next: ['1 more Ribbon for Ribbons', …] }
 */
import {
  type CardId,
  cardById,
  type MatchState,
  YAKU_DEFINITIONS,
  type YakuId,
  type YakuProgress,
  yakuProgress,
  zones,
} from '../../engine/hanafuda';
import { kindTerm } from '../../i18n/hanafuda-cards';
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

/** Status of `seat`'s pile (partners' piles are not pooled here; the engine pools them when scoring). */
export function yakuStatus(state: MatchState, seat: number, names: Names, limit = 3): YakuStatus {
  const z = zones(state);
  const pile = z.captured[seat] ?? [];
  const taken = new Set(z.captured.flatMap((p, s) => (s === seat ? [] : p)));
  const rules = state.config.rules;
  const progress = yakuProgress(pile, rules, state.round ? { month: state.round.month } : undefined);
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

function needText(id: YakuId, missing: readonly CardId[], count: number, names: Names): string {
  const t = gameT(names.lang);
  const yaku = names.yaku(id);
  if (missing.length === count) return t('need.cards', { yaku, cards: names.cards(missing) });
  const pool = YAKU_DEFINITIONS[id].pool;
  if (missing.length === 0 && pool[0]) {
    const term = kindTerm(cardById(pool[0]).kind, names.lang);
    const word = count === 1 ? term.one : term.many;
    return t('need.kind', { n: count, kind: names.lang === 'en' ? word.toLowerCase() : word, yaku });
  }
  return t('need.any', { n: count, yaku });
}
