/**
 * What one seat may see: its own hand, the table and the captured piles, the
 * sizes of the other hands and of the stock, but not their cards, and not the
 * seed, the generator state or stacked decks (they would give the stock away).
 * Computer players decide from a view only.
 */
import type { CardId, Month } from '../card-ids';
import type { PlayerCount, Ruleset } from '../ruleset';
import type { Action } from './actions';
import { passedHeldOf, passedOf } from './evidence';
import { currentSeat, legalActions } from './legal';
import type { MatchState, PendingCapture, Phase, RoundResult } from './state';

/** A round as one seat sees it. */
export interface RoundView {
  /** 1-based round number. */
  readonly number: number;
  /** The round's month (Tsukifuda). */
  readonly month: Month;
  /** Seat that dealt. */
  readonly dealer: number;
  /** The viewing seat's hand. */
  readonly hand: readonly CardId[];
  /** Number of cards in each seat's hand. */
  readonly handSizes: readonly number[];
  /** Face-up cards on the table. */
  readonly field: readonly CardId[];
  /** Cards left in the stock. */
  readonly stockSize: number;
  /** Captured cards per seat (face up for everybody). */
  readonly captured: readonly (readonly CardId[])[];
  /** Seat to act. */
  readonly turn: number;
  /** A card in play waiting for a capture choice (face up), or `null`. */
  readonly pending: PendingCapture | null;
  /** Koi-Koi calls per seat this round. */
  readonly calls: readonly number[];
  /** Per side: its base at its last call (a decision comes when its base rises above it). */
  readonly bases: readonly number[];
  /** Last seat that formed or improved a yaku, or `null`. */
  readonly lastImprover: number | null;
  /**
   * Per seat: months that lay on the field whenever it laid a hand card down
   * without capturing (bit `m − 1` for month `m`; see `evidence.ts`).
   * Optional so hand-built views stay valid; `viewFor` always fills it.
   */
  readonly passed?: readonly number[];
  /** Per seat: whether it was seen not capturing when it could (see `evidence.ts`). */
  readonly passedHeld?: readonly boolean[];
}

/** One seat's view of a match: plain JSON, safe to send to a worker or a bot. */
export interface PlayerView {
  /** The viewing seat. */
  readonly seat: number;
  /** The public part of the configuration. */
  readonly config: { readonly rules: Ruleset; readonly players: PlayerCount; readonly rounds: number };
  /** Current stage. */
  readonly phase: Phase;
  /** Dealer of the current or next round, `null` before the draw. */
  readonly dealer: number | null;
  /** The round, or `null` before the first deal. */
  readonly round: RoundView | null;
  /** Points per seat. */
  readonly scores: readonly number[];
  /** Finished rounds. */
  readonly results: readonly RoundResult[];
  /** The seat to act (`null` for the dealer draw, a deal or the end). */
  readonly toAct: number | null;
  /** The actions this seat may take now (empty when it is not its turn). */
  readonly legal: readonly Action[];
}

/**
 * The view of `seat`.
 *
 * @example
 * const view = viewFor(state, 1);
 * view.round?.hand; // seat 1's cards; view.round?.handSizes[0] is all it knows of seat 0's
 */
export function viewFor(state: MatchState, seat: number): PlayerView {
  const round = state.round;
  const toAct = currentSeat(state);
  const { rules, players, rounds } = state.config;
  return {
    seat,
    config: { rules, players, rounds },
    phase: state.phase,
    dealer: state.dealer,
    round: round && {
      number: round.number,
      month: round.month,
      dealer: round.dealer,
      hand: round.hands[seat] ?? [],
      handSizes: round.hands.map((hand) => hand.length),
      field: round.field,
      stockSize: round.stock.length,
      captured: round.captured,
      turn: round.turn,
      pending: round.pending,
      calls: round.calls,
      bases: round.bases,
      lastImprover: round.lastImprover,
      passed: round.hands.map((_, other) => passedOf(round, other)),
      passedHeld: round.hands.map((_, other) => passedHeldOf(round, other)),
    },
    scores: state.scores,
    results: state.results,
    toAct,
    legal: toAct === seat ? legalActions(state) : [],
  };
}
