import { CARD_IDS } from '../card-ids';

/**
 * Small copy-on-write helpers for the state's arrays (the engine never
 * mutates a state it was given).
 */

/** A copy of `list` without the first occurrence of `item`. */
export function without<T>(list: readonly T[], item: T): T[] {
  // One pass and one array (hot path: every card played).
  const out: T[] = [];
  let skipped = false;
  for (let i = 0; i < list.length; i++) {
    const value = list[i] as T;
    if (!skipped && value === item) skipped = true;
    else out.push(value);
  }
  return out;
}

/** A copy of `list` with `list[index]` replaced by `value`. */
export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  const copy = list.slice();
  copy[index] = value;
  return copy;
}

/** Cards per month (index 0 = January) of a list of card ids. */
export function monthTally(cards: readonly string[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const card of cards) {
    const month = (card.charCodeAt(1) - 48) * 10 + (card.charCodeAt(2) - 48);
    counts[month - 1] = (counts[month - 1] as number) + 1;
  }
  return counts;
}

/** The month (1–12) of a valid card id, read from its digits (hot path; no validation). */
export function monthOfId(card: string): number {
  return (card.charCodeAt(1) - 48) * 10 + (card.charCodeAt(2) - 48);
}

// Module-local copy: the hot paths below must not go through an import binding per card.
const INDEX_OF: ReadonlyMap<string, number> = new Map(CARD_IDS.map((id, index) => [id, index]));

/**
 * The 48-bit mask (two 24-bit halves, see `card-mask.ts`) of cards already
 * known to be valid and distinct: the game's hot path, without the checks of
 * `maskOfIds`.
 */
export function pileMask(cards: readonly string[]): { lo: number; hi: number } {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < cards.length; i++) {
    const index = INDEX_OF.get(cards[i] as string) as number;
    if (index < 24) lo |= 1 << index;
    else hi |= 1 << (index - 24);
  }
  return { lo, hi };
}
