/**
 * Drawn numerals and suit characters as brush strokes: path data on a small
 * grid, rendered as round-capped strokes. Never font text, so the cards look
 * the same everywhere and carry no `<text>`.
 */
import type { Suit } from '../../engine/hakka';
import type { CardNumber } from '../../engine/hakka/cards';

/**
 * Arabic numerals 1–9 on a 6 × 10 grid (x 0…6, y 0…10), drawn as one stroke
 * path each; the 9 is the 6 turned half round.
 */
export const DIGIT_PATHS: Readonly<Record<CardNumber, string>> = {
  1: 'M1.4 2.4L3.6 .6V10M1.6 10H5.6',
  2: 'M.8 2.8C.8 .2 5.3 .1 5.3 2.8C5.3 5 2.2 6.6 .6 10H5.6',
  3: 'M.8 1.3C2.4 0 5.2.3 5.1 2.6C5 4.3 3.6 4.8 2.4 4.8C4.2 4.8 5.6 5.8 5.5 7.4C5.4 10.3 1.8 10.6.6 9',
  4: 'M4.2 10V.6L.4 7H5.8',
  5: 'M5.2.8H1.3L.9 4.7C2.6 3.6 5.5 3.8 5.5 6.8C5.5 10.1 1.8 10.6.6 9',
  6: 'M4.9 1.1C2 .1.6 3 .6 6.4C.6 9 1.9 10 3.1 10C4.6 10 5.5 8.8 5.5 7.2C5.5 5.4 4.4 4.5 3.1 4.5C1.9 4.5 .9 5.4.7 6.4',
  7: 'M.6.9H5.4L2.4 10',
  8: 'M3 4.9C.9 4.9.9.7 3 .7C5.1.7 5.1 4.9 3 4.9C.5 4.9.5 10 3 10C5.5 10 5.5 4.9 3 4.9Z',
  9: 'M1.1 9.3C4 10.3 5.4 7.4 5.4 4C5.4 1.4 4.1.4 2.9.4C1.4.4.5 1.6.5 3.2C.5 5 1.6 5.9 2.9 5.9C4.1 5.9 5.1 5 5.3 4',
};

/**
 * The suit characters on a 10 × 10 grid, each as simplified brush strokes:
 * 拾 (Sup, "ten"), 貫 (Gon, "string of cash"), 索 (Zok, "cord") and
 * 綫 (Sin, "thread"). One path per character.
 */
export const SUIT_GLYPHS: Readonly<Record<Suit, string>> = {
  // 扌 (hand) + 合 (roof, bar, mouth)
  sup:
    'M.4 3.2H3.6M2.1 .8V9.2L1.3 8.5M.4 7L3.6 5.2' +
    'M6.8 .7L4.2 4.1M6.8 .7L9.6 4.1M5.4 4.6H8.2' +
    'M5 6V9.6M5 6H8.6V9.6M5 9.4H8.6',
  // 毌 (frame pierced by a bar and a stem) over 貝 (shell: box, two bars, legs)
  gon:
    'M2 .9H8V3.6H2ZM.7 2.25H9.3M5 .2V4.3' +
    'M2.6 5H7.4V8.1H2.6ZM2.6 6.1H7.4M2.6 7.1H7.4M3.8 8.3L2 9.8M6.2 8.3L8 9.8',
  // 十 over 冖 over 糸 (twisted thread, stem, feet)
  zok:
    'M2 1.2H8M5 .2V2.6M1.1 4V3.1H8.9V4' +
    'M5.6 3.7L3.6 5.3L6 6.1L3 7.8H7M5 7.8V9.8M3.6 8.7L2.4 9.6M6.4 8.7L7.6 9.6',
  // 糸 (thread) + 戔 (two halberds)
  sin:
    'M2.6.5L1 2.8L3 3.4L.8 5.4H3.9M2.3 5.4V9.8M1.3 7L.6 8.4M3.3 7L3.9 8.2' +
    'M4.8 2.2L9 1.6M4.6 5.4L9.4 4.8M6 .3C7 4 8 7 9.6 9.4M9 5.9L5.2 9.3M8.3.3L9.1 .9',
};

/** 萬 (ten thousand), the character of Wan Sin (萬綫), on the 10 × 10 grid. */
export const WAN_GLYPH =
  // 艹 (grass), 田-like box with a cross, 禸 (frame with a hook and an inner stroke)
  'M.8 1.5H9.2M3.4.3V2.8M6.6.3V2.8' +
  'M2.6 3.6H7.4V6.1H2.6ZM2.6 4.85H7.4M5 3.6V8.2' +
  'M1.6 9.7V7H8.4V9.5L7.6 9.1M3.6 8.6L6.4 7.9';
