/**
 * Where the cards of a round are.
 *
 * @example
 * const { hands, dreamer, table, won, discards } = zones(state);
 */
import type { CardId } from './cards';
import { HAND_SIZE, type HakkaState } from './state';

/** The card zones of the current round; every dealt card is in exactly one. */
export interface Zones {
  /** Hands per seat (the dreamer's is empty). */
  readonly hands: readonly (readonly CardId[])[];
  /** The dreamer's card. */
  readonly dreamer: readonly CardId[];
  /** Face-up cards of the current trick. */
  readonly table: readonly CardId[];
  /** Face-up cards of won tricks per seat. */
  readonly won: readonly (readonly CardId[])[];
  /** Face-down discards. */
  readonly discards: readonly CardId[];
}

/**
 * Where the cards of the current round are. Discards of the current trick are
 * already in `discards` (face down).
 *
 * @example
 * const z = zones(state);
 * z.hands[0].length + z.table.length; // …
 */
export function zones(state: HakkaState): Zones {
  return {
    hands: state.hands,
    dreamer: state.dreamerCard,
    table: state.table.flatMap((e) => (e.kind === 'play' ? e.cards : [])),
    won: state.won,
    discards: state.discards,
  };
}

/** Number of cards in a full deal (all 37 are dealt: 1 + 3 × 12). */
export const CARDS_DEALT = 1 + 3 * HAND_SIZE;
