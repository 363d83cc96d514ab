/**
 * The internal card-set representation: 48 bits split into two 24-bit
 * integers, so every set operation is one 32-bit bitwise instruction and no
 * allocation. Card index `i` (its position in `CARDS`) is bit `i` of `lo` for
 * months 1–6 (`i < 24`) and bit `i - 24` of `hi` for months 7–12.
 *
 * @example
 * const pile = maskOfIds(['m01-light', 'm08-light']);
 * hasCard(pile, cardIndex('m08-light')); // true
 */
import { EngineError } from '../errors';
import { CARD_IDS, type CardId } from './card-ids';
import { cardIndex } from './cards';

/** A set of cards as two 24-bit halves. */
export interface CardMask {
  /** Bits 0–23: cards of months 1–6. */
  readonly lo: number;
  /** Bits 0–23: cards of months 7–12 (card index − 24). */
  readonly hi: number;
}

/** The empty set. */
export const EMPTY_MASK: CardMask = Object.freeze({ lo: 0, hi: 0 });

/** Every card. */
export const FULL_MASK: CardMask = Object.freeze({ lo: 0xffffff, hi: 0xffffff });

/** Number of set bits in a 32-bit integer (SWAR popcount). */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Number of cards in a mask. */
export function maskSize(mask: CardMask): number {
  return popcount(mask.lo) + popcount(mask.hi);
}

/** Whether card index `index` is in the mask. */
export function hasCard(mask: CardMask, index: number): boolean {
  return index < 24 ? ((mask.lo >>> index) & 1) === 1 : ((mask.hi >>> (index - 24)) & 1) === 1;
}

/** The mask with card index `index` added. */
export function withCard(mask: CardMask, index: number): CardMask {
  return index < 24
    ? { lo: mask.lo | (1 << index), hi: mask.hi }
    : { lo: mask.lo, hi: mask.hi | (1 << (index - 24)) };
}

/** The mask of a list of card indexes (no validation). */
export function maskOfIndexes(indexes: readonly number[]): CardMask {
  let lo = 0;
  let hi = 0;
  for (const index of indexes) {
    if (index < 24) lo |= 1 << index;
    else hi |= 1 << (index - 24);
  }
  return { lo, hi };
}

/**
 * The index of a card id, or throws like `cardIndex`. The hot path of every
 * public call: the month digits pick four candidates and one string
 * comparison confirms the exact id, which beats a hash lookup.
 */
function quickIndex(id: string): number {
  if (typeof id === 'string' && id.length >= 9 && id.charCodeAt(0) === 109 /* m */) {
    const month = (id.charCodeAt(1) - 48) * 10 + (id.charCodeAt(2) - 48);
    if (month >= 1 && month <= 12) {
      const base = (month - 1) * 4;
      for (let k = base; k < base + 4; k++) if (CARD_IDS[k] === id) return k;
    }
  }
  return cardIndex(id); // throws 'unknown-card'
}

/**
 * The mask of card ids. Throws `EngineError` code `'unknown-card'` for an
 * unknown id and `'duplicate-card'` for a repeated one (a pile never holds a
 * card twice).
 */
export function maskOfIds(ids: readonly string[]): CardMask {
  if (!Array.isArray(ids)) {
    throw new EngineError('unknown-card', 'Expected an array of card ids', { card: String(ids) });
  }
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    const index = quickIndex(id);
    if (index < 24) {
      const bit = 1 << index;
      if (lo & bit) throw new EngineError('duplicate-card', `Duplicate card id: ${id}`, { card: id });
      lo |= bit;
    } else {
      const bit = 1 << (index - 24);
      if (hi & bit) throw new EngineError('duplicate-card', `Duplicate card id: ${id}`, { card: id });
      hi |= bit;
    }
  }
  return { lo, hi };
}

/** The card ids of a mask, in catalog order. */
export function idsOfMask(mask: CardMask): CardId[] {
  const out: CardId[] = [];
  let lo = mask.lo & 0xffffff;
  while (lo !== 0) {
    const bit = lo & -lo;
    out.push(CARD_IDS[31 - Math.clz32(bit)] as CardId);
    lo ^= bit;
  }
  let hi = mask.hi & 0xffffff;
  while (hi !== 0) {
    const bit = hi & -hi;
    out.push(CARD_IDS[55 - Math.clz32(bit)] as CardId);
    hi ^= bit;
  }
  return out;
}
