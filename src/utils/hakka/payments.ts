/**
 * The payments tool's input for a round played with real cards, checked and
 * turned into the engine's `settle` input. The tool never computes a payment
 * itself: {@link settleRound} hands everything to `settle`.
 *
 * @example
 * settleRound({ dealer: 0, caller: 1, winner: 1, count: 7, dreamerCard: 'gon-7', matches: 2 });
 * // { ok: true, settlement: { winnerPayout: 2, dreamerTricks: 7, … } }
 */
import {
  activeOrder,
  CARDS,
  type CardId,
  cardInfo,
  DECLARE_FROM,
  DEFAULT_OPTIONS,
  dreamerOf,
  type HakkaOptions,
  PAYOUT_TABLE,
  type Seat,
  type SettleInput,
  type Settlement,
  settle,
} from '../../engine/hakka';

/** What the reader enters about a finished round. */
export interface RoundEntry {
  /** The dealer; the dreamer sits opposite. */
  readonly dealer: Seat;
  /** The active player who called (the dealer, or a non-dealer who becomes privileged). */
  readonly caller: Seat;
  /** The player who declared victory. */
  readonly winner: Seat;
  /** The winner's count (tricks, plus elders in hand under our default). */
  readonly count: number;
  /** The dreamer's card. */
  readonly dreamerCard: CardId;
  /** Cards in the winner's hand with the number of the dreamer's card. */
  readonly matches: number;
}

/** Why an entry cannot be settled. */
export type EntryErrorCode = 'caller-is-dreamer' | 'winner-is-dreamer' | 'count-range' | 'matches-range';

/** Result of {@link settleRound}. */
export type SettleRoundResult =
  | { ok: true; input: SettleInput; settlement: Settlement }
  | { ok: false; error: EntryErrorCode };

/** The smallest and largest count the payment table knows. */
export function countRange(): { min: number; max: number } {
  return { min: DECLARE_FROM, max: Math.max(...Object.keys(PAYOUT_TABLE).map(Number)) };
}

/** The other cards with the dreamer's card's number: the most a winner can match. */
export function matchingCards(dreamerCard: CardId): CardId[] {
  const n = cardInfo(dreamerCard).number;
  return CARDS.filter((c) => c !== dreamerCard && cardInfo(c).number === n);
}

/**
 * Checks an entry and settles it with the engine. The winner's hand is
 * represented by `matches` real cards of the dreamer's number, which is all
 * `settle` reads from it.
 */
export function settleRound(entry: RoundEntry, options: HakkaOptions = DEFAULT_OPTIONS): SettleRoundResult {
  const dreamer = dreamerOf(entry.dealer);
  if (entry.caller === dreamer) return { ok: false, error: 'caller-is-dreamer' };
  if (entry.winner === dreamer) return { ok: false, error: 'winner-is-dreamer' };
  const { min, max } = countRange();
  if (!Number.isInteger(entry.count) || entry.count < min || entry.count > max)
    return { ok: false, error: 'count-range' };
  const pool = matchingCards(entry.dreamerCard);
  if (!Number.isInteger(entry.matches) || entry.matches < 0 || entry.matches > pool.length) {
    return { ok: false, error: 'matches-range' };
  }
  const dealerCalled = entry.caller === entry.dealer;
  const input: SettleInput = {
    activeSeats: activeOrder(entry.dealer, dreamer),
    dreamer,
    winner: entry.winner,
    count: entry.count,
    dreamerCard: entry.dreamerCard,
    winnerHand: pool.slice(0, entry.matches),
    privileged: dealerCalled ? null : entry.caller,
    dealer: entry.dealer,
    dealerCalled,
  };
  return { ok: true, input, settlement: settle(input, options) };
}
