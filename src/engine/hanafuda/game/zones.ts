/**
 * Where the 48 cards are.
 */
import type { CardId } from '../card-ids';
import type { MatchState } from './state';

/** The card zones of a state: card ids and nothing else. */
export interface Zones {
  /** Cards in hand per seat. */
  readonly hands: readonly (readonly CardId[])[];
  /** Face-up cards on the table. */
  readonly field: readonly CardId[];
  /** The stock, top card first. */
  readonly stock: readonly CardId[];
  /** Captured cards per seat. */
  readonly captured: readonly (readonly CardId[])[];
  /** The card in play that waits for a capture choice (zero or one card). */
  readonly pending: readonly CardId[];
}

/**
 * The zones. During a round every one of the 48 cards is in exactly one of
 * them; before the first deal they are empty; between rounds they show the
 * finished round until the next deal.
 *
 * @example
 * zones(state).field; // ['m01-light', 'm02-ribbon', …]
 */
export function zones(state: MatchState): Zones {
  const round = state.round;
  if (!round) {
    const empty = state.scores.map(() => [] as CardId[]);
    return { hands: empty, field: [], stock: [], captured: empty, pending: [] };
  }
  return {
    hands: round.hands,
    field: round.field,
    stock: round.stock,
    captured: round.captured,
    pending: round.pending ? [round.pending.card] : [],
  };
}
