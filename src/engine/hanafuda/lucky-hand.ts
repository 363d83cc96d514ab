/**
 * Lucky hands (teyaku): Teshi, all four cards of a month, and Kuttsuki, four
 * pairs of months, in a freshly dealt hand; and the redeal some rules call
 * for instead when a hand holds all four cards of a month.
 */
import { EngineError } from '../errors';
import type { CardId, Month } from './card-ids';
import { maskOfIds, popcount } from './card-mask';
import { PLAYER_COUNTS, type Ruleset } from './ruleset';
import type { LuckyHandId } from './yaku-ids';

/** A lucky hand and its points. */
export interface LuckyHand {
  /** Which lucky hand. */
  readonly id: LuckyHandId;
  /** Its points under the ruleset. */
  readonly points: number;
}

/** Cards per month (index 0 = January) of a mask. */
export function monthCounts(lo: number, hi: number): number[] {
  const counts: number[] = [];
  for (let m = 0; m < 6; m++) counts.push(popcount((lo >>> (m * 4)) & 0xf));
  for (let m = 0; m < 6; m++) counts.push(popcount((hi >>> (m * 4)) & 0xf));
  return counts;
}

/**
 * The lucky hand in a dealt hand, or `null`. Where both apply, the higher
 * counts, Teshi on a tie (one lucky hand per hand; FudaWiki notes that some
 * tables stack them, which this API does not model). Four cards of one month
 * also make two of Kuttsuki's four pairs. Returns `null` if the ruleset has no
 * lucky hands for this many players (sheet 003: "Im Spiel zu zweit …").
 *
 * Throws `EngineError` code `'unknown-card'` / `'duplicate-card'` for bad ids
 * and `'invalid-players'` for a player count other than 2–4.
 *
 * @example
 * luckyHand(['m01-light', 'm01-ribbon', 'm01-chaff1', 'm01-chaff2', 'm02-animal', 'm04-animal', 'm06-animal', 'm08-light'], RULESETS.nintendo);
 * // { id: 'teshi', points: 6 }
 */
export function luckyHand(hand: readonly CardId[], rules: Ruleset, players = 2): LuckyHand | null {
  const { lo, hi } = maskOfIds(hand);
  if (!(PLAYER_COUNTS as readonly number[]).includes(players)) {
    throw new EngineError('invalid-players', `Invalid player count: ${String(players)}`, { players });
  }
  return luckyHandOfMask(lo, hi, rules, players);
}

/**
 * {@link luckyHand} of a hand given as a card mask, without the checks: for
 * the deal, whose cards and player count are already known to be valid.
 */
export function luckyHandOfMask(lo: number, hi: number, rules: Ruleset, players: number): LuckyHand | null {
  const lucky = rules.luckyHands;
  if (!(lucky.playerCounts as readonly number[]).includes(players)) return null;
  const counts = monthCounts(lo, hi);
  const teshi = counts.includes(4);
  const pairs = counts.reduce((sum, n) => sum + (n >> 1), 0);
  const kuttsuki = pairs >= 4;
  const teshiPoints = teshi ? lucky.points.teshi : 0;
  const kuttsukiPoints = kuttsuki ? lucky.points.kuttsuki : 0;
  if (teshiPoints <= 0 && kuttsukiPoints <= 0) return null;
  return teshiPoints >= kuttsukiPoints
    ? { id: 'teshi', points: teshiPoints }
    : { id: 'kuttsuki', points: kuttsukiPoints };
}

/**
 * The month of which a dealt hand holds all four cards, if the ruleset throws
 * such a deal in at a table of `players` (`redeal.handFourOfMonthPlayerCounts`;
 * sheet 003: "im Spiel mit drei oder vier Spielern ein Spieler alle 4 Karten
 * eines Monats auf der Hand hat"), else `null`. The game deals again before it
 * looks for lucky hands (game/deal.ts), so such a hand is never one.
 *
 * Throws like {@link luckyHand}.
 *
 * @example
 * handRedealMonth(['m01-light', 'm01-ribbon', 'm01-chaff1', 'm01-chaff2'], RULESETS.multiplayer, 3); // 1
 * handRedealMonth(['m01-light', 'm01-ribbon', 'm01-chaff1', 'm01-chaff2'], RULESETS.multiplayer, 2); // null (Teshi)
 */
export function handRedealMonth(hand: readonly CardId[], rules: Ruleset, players = 2): Month | null {
  const { lo, hi } = maskOfIds(hand);
  if (!(PLAYER_COUNTS as readonly number[]).includes(players)) {
    throw new EngineError('invalid-players', `Invalid player count: ${String(players)}`, { players });
  }
  if (!(rules.redeal.handFourOfMonthPlayerCounts as readonly number[]).includes(players)) return null;
  const index = monthCounts(lo, hi).indexOf(4);
  return index < 0 ? null : ((index + 1) as Month);
}
