/**
 * What one seat may see: its own hand (and discards), the table's face-up
 * cards, counts of everything hidden. Computer players decide from this only.
 *
 * @example
 * const view = viewFor(state, 0);
 * view.hand; // seat 0's cards
 * view.handSizes; // [12, 12, 0, 12]
 */
import type { CardId } from './cards';
import { currentElders, declarationCount } from './derived';
import { legalActions } from './game';
import type { HakkaOptions } from './options';
import type { Seat } from './seats';
import type { HakkaAction, HakkaState, Phase, RoundResult, TableEntry } from './state';

/** A seat's view of the game. Plain JSON. */
export interface HakkaView {
  /** Whose view this is. */
  readonly seat: Seat;
  /** The rules in force. */
  readonly options: HakkaOptions;
  /** Current round, 1-based. */
  readonly round: number;
  /** Current phase. */
  readonly phase: Phase;
  /** Dealer, dreamer, leader and seat to act. */
  readonly dealer: Seat;
  readonly dreamer: Seat;
  readonly leader: Seat;
  readonly toAct: Seat | null;
  /** This seat's hand. */
  readonly hand: readonly CardId[];
  /** Hand sizes of all seats. */
  readonly handSizes: readonly number[];
  /** The dreamer's card when this seat is the dreamer or the round is over, else `null`. */
  readonly dreamerCard: CardId | null;
  /** The current trick (discards as counts; this seat's own discards are in `myDiscards`). */
  readonly table: readonly TableEntry[];
  /** Face-up cards of the tricks each seat won. */
  readonly won: readonly (readonly CardId[])[];
  /** Tricks per seat. */
  readonly tricks: readonly number[];
  /** Cards played face up this round. */
  readonly played: readonly CardId[];
  /** The current elders not yet played (shown with a star). Under `discardsPromoteElders` this reflects face-down discards too, as the computer game shows the stars. */
  readonly elders: readonly CardId[];
  /** Number of face-down discards per seat. */
  readonly discardCounts: readonly number[];
  /** Cards this seat discarded. */
  readonly myDiscards: readonly CardId[];
  /** Calling so far. */
  readonly calls: readonly { readonly seat: Seat; readonly called: boolean }[];
  /** The privileged player. */
  readonly privileged: Seat | null;
  /** Whether the dealer called. */
  readonly dealerCalled: boolean;
  /** This seat's declaration count. */
  readonly count: number;
  /** Game totals. */
  readonly scores: readonly number[];
  /** Finished rounds. */
  readonly rounds: readonly RoundResult[];
  /** Legal actions when this seat is to act, else empty. */
  readonly legal: readonly HakkaAction[];
}

/**
 * The part of `state` that `seat` may see.
 *
 * @example
 * const { legal } = viewFor(state, state.toAct!);
 */
export function viewFor(state: HakkaState, seat: Seat): HakkaView {
  const discardCounts = [0, 0, 0, 0];
  const myDiscards: CardId[] = [];
  state.discardOwners.forEach((owner, i) => {
    discardCounts[owner] = (discardCounts[owner] ?? 0) + 1;
    if (owner === seat) myDiscards.push(state.discards[i] as CardId);
  });
  return {
    seat,
    options: state.options,
    round: state.round,
    phase: state.phase,
    dealer: state.dealer,
    dreamer: state.dreamer,
    leader: state.leader,
    toAct: state.toAct,
    hand: state.hands[seat] ?? [],
    handSizes: state.hands.map((h) => h.length),
    dreamerCard: seat === state.dreamer || state.phase === 'over' ? (state.dreamerCard[0] ?? null) : null,
    table: state.table,
    won: state.won,
    tricks: state.tricks,
    played: state.played,
    elders: currentElders(state),
    discardCounts,
    myDiscards,
    calls: state.calls,
    privileged: state.privileged,
    dealerCalled: state.dealerCalled,
    count: declarationCount(state, seat),
    scores: state.scores,
    rounds: state.rounds,
    legal: state.toAct === seat ? legalActions(state) : [],
  };
}
