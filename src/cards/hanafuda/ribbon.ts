/**
 * The ribbon (tanzaku) of the ribbon cards: red poem ribbons with writing in
 * months 1–3, blue ribbons in 6, 9 and 10, plain red ribbons in 4, 5, 7 and 11
 * (seed 003's card list; seed 000: "drei rote Fahnen mit Schrift und vier
 * ohne … drei blaue Fahnen").
 */

import { group, path, stroke } from '../svg';
import { PALETTE } from './palette';

/** The three looks of a ribbon. */
export const RIBBON_STYLES = ['poem', 'blue', 'red'] as const;

/** A ribbon look: poem (red with writing), blue, or plain red. */
export type RibbonStyle = (typeof RIBBON_STYLES)[number];

/**
 * The ribbon look of a month's ribbon card.
 * @example ribbonStyleOf(9) // 'blue'
 */
export function ribbonStyleOf(month: number): RibbonStyle {
  if (month <= 3) return 'poem';
  return month === 6 || month === 9 || month === 10 ? 'blue' : 'red';
}

/** The fill colour of a ribbon look. */
export function ribbonColour(style: RibbonStyle): string {
  return style === 'blue' ? PALETTE.indigo : PALETTE.red;
}

// Brush "writing" as abstract strokes, never font text (issue: "Writing on
// the cards is drawn as shapes"). Two sets so that March reads differently
// from January and February, as the real cards do (あかよろし / みよしの).
const WRITING = [
  'M-3-24c3 0 5 2 4 6M-4-14h7M0-17v9c0 2-2 3-4 2M-3 0c2 2 5 2 6-1M1 4c0 5-2 8-5 10M-3 18c3 0 5 2 4 6',
  'M-4-23h7M-1-26v10M-4-12c3 2 6 1 7-2M-2-3c3 3 4 7 1 10M-4 12h8M0 12v12',
];

/**
 * A ribbon hanging at (x, y), tilted by `tilt` degrees, 16 by 66 units.
 * @example ribbon('poem', 50, 80, -12)
 */
export function ribbon(style: RibbonStyle, x: number, y: number, tilt: number, writing = 0): string {
  const body = path('M-8-33h16v66h-16z', ribbonColour(style));
  // A thin lighter line inside the edge gives the paper strip some depth.
  const edge = stroke('M-5-30v60', style === 'blue' ? '#5a74c0' : '#ef6a5e', 1.6, 'stroke-linecap="round"');
  const text =
    style === 'poem'
      ? stroke(WRITING[writing % WRITING.length] ?? '', PALETTE.ink, 2.4, 'stroke-linecap="round"')
      : '';
  return group(`transform="translate(${x} ${y}) rotate(${tilt})"`, body + edge + text);
}
