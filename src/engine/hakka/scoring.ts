/**
 * Payments (seed 002, "Punkte zählen").
 *
 * @example
 * payout(7); // 2
 * settle({ activeSeats: [0, 1, 3], dreamer: 2, winner: 1, count: 6, dreamerCard: 'gon-7',
 *          winnerHand: [], privileged: 3, dealer: 0, dealerCalled: false });
 * // privileged 3 pays 2 to seat 1, seat 0 pays nothing
 */
import { type CardId, cardInfo } from './cards';
import { DEFAULT_OPTIONS, type HakkaOptions } from './options';
import type { Seat } from './seats';

/**
 * The fewest tricks that score, and so the count from which a player may
 * declare victory: "sechs oder mehr Stiche zu gewinnen, um Punkte zu
 * erzielen"; the payment table starts there.
 */
export const DECLARE_FROM = 6;

/**
 * The payment table: "6 Stiche gewonnen - 1 Punkt; 7 … 2; 8 … 4; 9 … 8;
 * 10 … 16; 11 … 32; 12 Stiche gewonnen - 128 Punkte".
 */
export const PAYOUT_TABLE: Readonly<Record<number, number>> = Object.freeze({
  6: 1,
  7: 2,
  8: 4,
  9: 8,
  10: 16,
  11: 32,
  12: 128,
});

/**
 * Points each paying player owes for `tricks` tricks; 0 below 6 (the goal is
 * "sechs oder mehr Stiche zu gewinnen, um Punkte zu erzielen"). Counts above 12
 * cannot happen and pay like 12.
 *
 * @example
 * payout(12); // 128
 */
export function payout(tricks: number): number {
  if (tricks < DECLARE_FROM) return 0;
  return PAYOUT_TABLE[Math.min(12, Math.floor(tricks))] ?? 0;
}

/** The tricks the dreamer wakes up with before any match: "der Träumer erwacht mit fünf Stichen". */
export const DREAMER_BASE_TRICKS = 5;

/**
 * The dreamer's tricks: "der Träumer erwacht mit fünf Stichen. Falls die Karte
 * im Blatt des Träumers den gleichen nummerischen Wert wie eine Karte im
 * Gewinnerblatt hat, gewinnt der Träumer einen Stich" (one per matching card).
 *
 * @example
 * dreamerTricks('gon-7', ['sup-7', 'zok-7', 'sin-7']); // 8
 */
export function dreamerTricks(dreamerCard: string, winnerHand: readonly string[]): number {
  return DREAMER_BASE_TRICKS + dreamMatches(dreamerCard, winnerHand).length;
}

/**
 * The cards of the winner's hand that earn the dreamer a trick: those with
 * the dreamer card's number.
 *
 * @example
 * dreamMatches('gon-7', ['sup-7', 'zok-2']); // ['sup-7']
 */
export function dreamMatches<C extends string>(dreamerCard: string, winnerHand: readonly C[]): C[] {
  const n = cardInfo(dreamerCard).number;
  return winnerHand.filter((c) => cardInfo(c).number === n);
}

/** One transfer of points. */
export interface Payment {
  /** Paying seat. */
  readonly from: Seat;
  /** Receiving seat. */
  readonly to: Seat;
  /** Points (always > 0). */
  readonly amount: number;
  /** Why: the winner's or the dreamer's share. */
  readonly for: 'winner' | 'dreamer';
}

/** What {@link settle} needs to know about a finished round. */
export interface SettleInput {
  /** The three active seats. */
  readonly activeSeats: readonly Seat[];
  /** The dreamer's seat. */
  readonly dreamer: Seat;
  /** The declaring player. */
  readonly winner: Seat;
  /** The winner's count looked up in the table. */
  readonly count: number;
  /** The dreamer's card. */
  readonly dreamerCard: CardId;
  /** The winner's hand at the declaration (for the dreamer's matches). */
  readonly winnerHand: readonly CardId[];
  /** The privileged player, if a non-dealer called. */
  readonly privileged: Seat | null;
  /** The dealer. */
  readonly dealer: Seat;
  /** Whether the dealer called. */
  readonly dealerCalled: boolean;
}

/** A round's settlement: a breakdown and per-seat totals (zero-sum). */
export interface Settlement {
  /** Table value each loser owes the winner. */
  readonly winnerPayout: number;
  /** The dreamer's tricks (5 + matches). */
  readonly dreamerTricks: number;
  /** Table value each loser owes the dreamer. */
  readonly dreamerPayout: number;
  /** Every transfer. */
  readonly payments: readonly Payment[];
  /** Net points per seat 0–3. */
  readonly deltas: readonly number[];
}

/**
 * Who pays whom: "Der Gewinner und der Träumer sammeln Punkte von den anderen
 * Spielern"; a privileged player who does not win pays "für sich selbst und für
 * den anderen aktiven Spieler … wogegen der andere Spieler keine Punkte
 * verliert". See `dealerCallerPays` and `dreamerPaidBy` for the silent cases.
 *
 * @example
 * settle({ activeSeats: [0, 1, 3], dreamer: 2, winner: 0, count: 12, dreamerCard: 'sup-2',
 *          winnerHand: [], privileged: null, dealer: 0, dealerCalled: true }).deltas;
 * // [256, -128, 0, -128]
 */
export function settle(input: SettleInput, options: HakkaOptions = DEFAULT_OPTIONS): Settlement {
  const winnerPayout = payout(input.count);
  const dTricks = dreamerTricks(input.dreamerCard, input.winnerHand);
  const dreamerPayout = payout(dTricks);
  const losers = input.activeSeats.filter((s) => s !== input.winner);
  // The loser who pays for both, if any: the privileged player first (seed),
  // then a calling dealer when `dealerCallerPays` says so.
  let coverer: Seat | null = null;
  if (input.privileged !== null && losers.includes(input.privileged)) coverer = input.privileged;
  else if (options.dealerCallerPays === 'for-both' && input.dealerCalled && losers.includes(input.dealer)) {
    coverer = input.dealer;
  }
  const payments: Payment[] = [];
  const add = (from: Seat, to: Seat, amount: number, why: 'winner' | 'dreamer') => {
    if (amount > 0) payments.push({ from, to, amount, for: why });
  };
  for (const loser of losers) {
    if (coverer === null) add(loser, input.winner, winnerPayout, 'winner');
    else if (loser === coverer) add(loser, input.winner, winnerPayout * losers.length, 'winner');
  }
  for (const loser of losers) {
    if (coverer === null || options.dreamerPaidBy === 'each-loser')
      add(loser, input.dreamer, dreamerPayout, 'dreamer');
    else if (loser === coverer) add(loser, input.dreamer, dreamerPayout * losers.length, 'dreamer');
  }
  const deltas = [0, 0, 0, 0];
  for (const p of payments) {
    deltas[p.from] = (deltas[p.from] ?? 0) - p.amount;
    deltas[p.to] = (deltas[p.to] ?? 0) + p.amount;
  }
  return { winnerPayout, dreamerTricks: dTricks, dreamerPayout, payments, deltas };
}
