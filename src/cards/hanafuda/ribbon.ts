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

/** What a ribbon carries besides its colour. */
export type RibbonMarking = 'writing' | 'bands' | 'plain';

/**
 * How each ribbon look is told apart without its colour (printed in black
 * and white, or by a reader who cannot tell red from indigo, whose greys
 * are close): a poem ribbon carries writing, a blue ribbon pale bands across
 * it, a plain red ribbon neither. The ribbon on the card and the small one
 * of its kind mark (marks.ts) both show it.
 */
export const RIBBON_MARKING: Readonly<Record<RibbonStyle, RibbonMarking>> = {
  poem: 'writing',
  blue: 'bands',
  red: 'plain',
};

// Brush "writing" as abstract strokes, never font text (issue: "Writing on
// the cards is drawn as shapes"). Two sets so that March reads differently
// from January and February, as the real cards do (あかよろし / みよしの).
const WRITING = [
  'M-3-24c3 0 5 2 4 6M-4-14h7M0-17v9c0 2-2 3-4 2M-3 0c2 2 5 2 6-1M1 4c0 5-2 8-5 10M-3 18c3 0 5 2 4 6',
  'M-4-23h7M-1-26v10M-4-12c3 2 6 1 7-2M-2-3c3 3 4 7 1 10M-4 12h8M0 12v12',
];

/**
 * A ribbon hanging at (x, y), tilted by `tilt` degrees, 16 by 66 units,
 * with its marking (RIBBON_MARKING).
 * @example ribbon('poem', 50, 80, -12)
 */
export function ribbon(style: RibbonStyle, x: number, y: number, tilt: number, writing = 0): string {
  const body = path('M-8-33h16v66h-16z', ribbonColour(style));
  // A thin lighter line inside the edge gives the paper strip some depth.
  const edge = stroke('M-5-30v60', style === 'blue' ? '#5a74c0' : '#ef6a5e', 1.6, 'stroke-linecap="round"');
  const marking = RIBBON_MARKING[style];
  const text =
    marking === 'writing'
      ? stroke(WRITING[writing % WRITING.length] ?? '', PALETTE.ink, 2.4, 'stroke-linecap="round"')
      : '';
  // Two pale bands across the strip, inside its outline (which is 1.2 wide).
  const bands =
    marking === 'bands'
      ? path('M-7.4-17h14.8v6h-14.8zM-7.4 11h14.8v6h-14.8z', PALETTE.face, 'stroke="none"')
      : '';
  return group(`transform="translate(${x} ${y}) rotate(${tilt})"`, body + edge + bands + text);
}

/**
 * The small ribbon of a ribbon card's kind mark, 6 by 13 units around (0, 0),
 * in the ribbon's colour and with its marking: a pale band across for a blue
 * ribbon, a pale stroke of writing down a poem ribbon (ink would not show on
 * so small a strip).
 * @example markRibbon('blue')
 */
export function markRibbon(style: RibbonStyle): string {
  const body = path('M-3-6.5h6v13h-6z', ribbonColour(style), `stroke="${PALETTE.ink}" stroke-width="1.2"`);
  switch (RIBBON_MARKING[style]) {
    case 'bands':
      return body + path('M-2.4-1.6h4.8v3.2h-4.8z', PALETTE.face, 'stroke="none"');
    case 'writing':
      return body + stroke('M0-4.6v2.6M-1.3-.6h2.6M0 1v3.6', PALETTE.face, 1.2, 'stroke-linecap="round"');
    case 'plain':
      return body;
  }
}
