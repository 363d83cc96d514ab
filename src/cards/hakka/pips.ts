/**
 * Pips: the number shown a second time as a count of small suit symbols, in
 * the spirit of the money suits (coins, rolls and strings of cash). Each suit
 * has its own pip shape, so a reader who cannot tell the colours apart still
 * tells the suits apart.
 */
import type { Suit } from '../../engine/hakka';
import type { CardNumber } from '../../engine/hakka/cards';
import { num } from '../svg';
import { HAKKA_PALETTE } from './palette';

/** Pip positions in a 3 × 3 grid (column, row), like dice and playing cards. */
const LAYOUTS: Readonly<Record<CardNumber, readonly (readonly [number, number])[]>> = {
  1: [[1, 1]],
  2: [
    [1, 0],
    [1, 2],
  ],
  3: [
    [1, 0],
    [1, 1],
    [1, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
  7: [
    [0, 0],
    [2, 0],
    [0, 1],
    [1, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
  8: [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
  ],
  9: [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [1, 1],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
  ],
};

/**
 * One pip centred on (x, y), about 11 units across: Sup a lozenge with a
 * square hole, Gon a roll of coins, Zok a knotted cord, Sin a round coin with
 * a square hole.
 */
export function pipShape(suit: Suit, x: number, y: number, colour: string): string {
  const { face, ink } = HAKKA_PALETTE;
  const o = `stroke="${ink}" stroke-width=".8"`;
  const hole = (s: number) =>
    `<rect x="${num(x - s)}" y="${num(y - s)}" width="${num(2 * s)}" height="${num(2 * s)}" fill="${face}" ${o}/>`;
  switch (suit) {
    case 'sup':
      return `<path d="M${num(x)} ${num(y - 6)}L${num(x + 5.5)} ${num(y)}L${num(x)} ${num(y + 6)}L${num(x - 5.5)} ${num(y)}Z" fill="${colour}" ${o}/>${hole(1.5)}`;
    case 'gon':
      return (
        `<rect x="${num(x - 3.4)}" y="${num(y - 5.8)}" width="6.8" height="11.6" rx="2.4" fill="${colour}" ${o}/>` +
        `<path d="M${num(x - 3.4)} ${num(y - 1.9)}h6.8M${num(x - 3.4)} ${num(y + 1.9)}h6.8" fill="none" stroke="${face}" stroke-width="1"/>`
      );
    case 'zok':
      return (
        `<circle cx="${num(x)}" cy="${num(y - 2.9)}" r="2.9" fill="${colour}" ${o}/>` +
        `<circle cx="${num(x)}" cy="${num(y + 2.9)}" r="2.9" fill="${colour}" ${o}/>` +
        `<circle cx="${num(x)}" cy="${num(y)}" r="1" fill="${face}"/>`
      );
    case 'sin':
      return `<circle cx="${num(x)}" cy="${num(y)}" r="5.2" fill="${colour}" ${o}/>${hole(1.6)}`;
  }
}

/**
 * `n` pips of a suit in a 3 × 3 grid whose centre cell sits at (cx, cy),
 * cells `step` units apart.
 * @example pips('sin', 3, 30, 120, 14) // three coins in a column
 */
export function pips(
  suit: Suit,
  n: CardNumber,
  cx: number,
  cy: number,
  step: number,
  colour: string,
): string {
  return LAYOUTS[n]
    .map(([c, r]) => pipShape(suit, cx + (c - 1) * step, cy + (r - 1) * step, colour))
    .join('');
}
