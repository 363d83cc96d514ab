/**
 * What a group of cards forms, with the facts a reader needs to see why:
 * the pattern from `classifyPattern`, or the reason it is none.
 *
 * @example
 * describeCards(['gon-3', 'gon-4', 'gon-5']);
 * // { pattern: { kind: 'run', size: 3 }, suit: 'gon', low: 3, high: 5, number: null, reason: null }
 * describeCards(['sup-1', 'gon-2']).reason; // 'two-cards'
 */
import {
  type CardId,
  cardInfo,
  classifyPattern,
  DEFAULT_OPTIONS,
  type HakkaOptions,
  type Pattern,
  type Suit,
  WAN_SIN,
} from '../../engine/hakka';

/** Why cards form no pattern. */
export type NoPatternReason = 'empty' | 'two-cards' | 'wan-sin-excluded' | 'gap' | 'mixed';

/** The description of a group of cards. */
export interface CardsInfo {
  /** The engine's classification, `null` when no pattern. */
  readonly pattern: Pattern | null;
  /** The run's suit, or the single's suit (`null` for Wan Sin and sets). */
  readonly suit: Suit | null;
  /** Lowest and highest number (runs); the number (sets and singles). */
  readonly low: number;
  readonly high: number;
  /** Why no pattern, else `null`. */
  readonly reason: NoPatternReason | null;
}

/**
 * Describes cards (ids must be valid; unknown ids throw the engine's
 * `unknown-card` error). The pattern itself always comes from `classifyPattern`.
 */
export function describeCards(cards: readonly CardId[], options: HakkaOptions = DEFAULT_OPTIONS): CardsInfo {
  const pattern = classifyPattern(cards, options);
  const infos = cards.map(cardInfo);
  const numbers = infos.map((c) => c.number);
  const low = numbers.length ? Math.min(...numbers) : 0;
  const high = numbers.length ? Math.max(...numbers) : 0;
  const first = infos[0];
  const suit = first && infos.every((c) => c.suit === first.suit) ? first.suit : null;
  let reason: NoPatternReason | null = null;
  if (pattern === null) {
    if (cards.length === 0) reason = 'empty';
    else if (cards.length === 2) reason = 'two-cards';
    else if (low === high && cards.includes(WAN_SIN)) reason = 'wan-sin-excluded';
    else if (suit !== null) reason = 'gap';
    else reason = 'mixed';
  }
  return { pattern, suit: pattern?.kind === 'set' ? null : suit, low, high, reason };
}
