/**
 * The 37 Hakka cards (seed 002: "Die Karten umfassen vier Kartenfarben, nämlich
 * Sup, Gon, Zok und Sin in absteigender Rangfolge. Jede Kartenfarbe hat
 * insgesamt neun Karten … von 1 bis 9. Eine weitere Karte heißt „Wan Sin“. Sie
 * hat den nummerischen Wert von 1, aber gehört zu keiner Kartenfarbe.").
 *
 * @example
 * cardInfo('gon-7'); // { id: 'gon-7', suit: 'gon', number: 7, index: 15 }
 */
import { EngineError } from '../errors';

/** Suits from highest to lowest rank (seed 002: "in absteigender Rangfolge"). */
export const SUITS = ['sup', 'gon', 'zok', 'sin'] as const;

/** One of the four suits. */
export type Suit = (typeof SUITS)[number];

/** The card numbers 1–9. */
export const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** A card number. */
export type CardNumber = (typeof NUMBERS)[number];

/** The suitless card (seed 002: "gehört zu keiner Kartenfarbe"). */
export const WAN_SIN = 'wan-sin' as const;

/** A card id: `sup-1` … `sin-9` or `wan-sin`. */
export type CardId = `${Suit}-${CardNumber}` | typeof WAN_SIN;

/** Everything the rules need to know about one card. */
export interface CardInfo {
  /** The card's id. */
  readonly id: CardId;
  /** The suit, or `null` for Wan Sin. */
  readonly suit: Suit | null;
  /** The numeric value; Wan Sin counts as 1. */
  readonly number: CardNumber;
  /** Position in {@link CARDS} (0–36), handy for sorting. */
  readonly index: number;
}

/** All 37 cards: Sup 1–9, Gon 1–9, Zok 1–9, Sin 1–9, then Wan Sin. */
export const CARDS: readonly CardId[] = Object.freeze([
  ...SUITS.flatMap((suit) => NUMBERS.map((n): CardId => `${suit}-${n}`)),
  WAN_SIN,
]);

// A null-prototype record: the lookup runs for every card of every simulated
// move, and keys like "toString" must not resolve to Object.prototype.
const INFO: Readonly<Record<string, CardInfo | undefined>> = Object.assign(
  Object.create(null) as Record<string, CardInfo>,
  Object.fromEntries(
    CARDS.map((id, index): [string, CardInfo] => {
      if (id === WAN_SIN) return [id, Object.freeze({ id, suit: null, number: 1, index })];
      const [suit, n] = id.split('-') as [Suit, string];
      return [id, Object.freeze({ id, suit, number: Number(n) as CardNumber, index })];
    }),
  ),
);

/** True when `id` is one of the 37 card ids. */
export function isCardId(id: unknown): id is CardId {
  return typeof id === 'string' && INFO[id] !== undefined;
}

/**
 * The facts about a card. Throws an EngineError with code `'unknown-card'` for
 * anything that is not a card id.
 */
export function cardInfo(id: string): CardInfo {
  const info = typeof id === 'string' ? INFO[id] : undefined;
  if (info === undefined) {
    throw new EngineError('unknown-card', `Unknown Hakka card: ${String(id)}`, { card: String(id) });
  }
  return info;
}

/** Rank of a suit, 0 for Sup (highest) to 3 for Sin (lowest). */
export function suitRank(suit: Suit): number {
  return SUITS.indexOf(suit);
}

/**
 * Sorts card ids by suit rank (Sup first), then number, Wan Sin last: the order
 * hands are shown in and the canonical order of cards inside an action.
 */
export function sortCards(ids: readonly CardId[]): CardId[] {
  return ids.slice().sort((a, b) => cardInfo(a).index - cardInfo(b).index);
}
