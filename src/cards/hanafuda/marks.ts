/**
 * The two corner marks every face carries, so that a card's kind and month
 * can be told without colour (issue: "the kind shown by more than colour"):
 * the kind mark in the bottom-right corner and month pips in the top-left.
 */

import { circle, ellipse, num, path, starPath } from '../svg';
import type { CardKind } from './ids';
import { PALETTE } from './palette';
import { markRibbon, type RibbonStyle } from './ribbon';

/** Centre of the kind mark's badge. */
const MARK_X = 85;
const MARK_Y = 145;
/** The mark is drawn at radius 8.6 and scaled up so it reads at 48 px. */
const MARK_SCALE = 1.2;

/**
 * The kind mark: a cream badge in the bottom-right corner holding a red disc
 * with a white star (light), a paw (animal), a small ribbon (ribbon; plain,
 * with writing or with a pale band, see ribbon.ts) or a dot (chaff). The
 * group has the classes `kind-mark kind-<kind>` for CSS and tests.
 * @example kindMark('light') // '<g class="kind-mark kind-light" …'
 */
export function kindMark(kind: CardKind, ribbonStyle: RibbonStyle = 'red'): string {
  let inner: string;
  switch (kind) {
    case 'light':
      inner =
        circle(0, 0, 6.6, PALETTE.red) + path(starPath(0, 0, 5, 5, 2.1), PALETTE.white, 'stroke="none"');
      break;
    case 'animal':
      inner =
        ellipse(0, 2.4, 3.6, 2.9, PALETTE.ink) +
        circle(-4, -1.6, 1.5, PALETTE.ink) +
        circle(-1.4, -4.4, 1.5, PALETTE.ink) +
        circle(1.4, -4.4, 1.5, PALETTE.ink) +
        circle(4, -1.6, 1.5, PALETTE.ink);
      break;
    case 'ribbon':
      inner = markRibbon(ribbonStyle);
      break;
    case 'chaff':
      inner = circle(0, 0, 2.2, PALETTE.ink);
      break;
  }
  return (
    `<g class="kind-mark kind-${kind}" transform="translate(${MARK_X} ${MARK_Y}) scale(${MARK_SCALE})">` +
    circle(0, 0, 8.6, PALETTE.face, `stroke="${PALETTE.ink}" stroke-width="1.3"`) +
    inner +
    '</g>'
  );
}

/**
 * Month pips in the top-left corner, counted like dominoes of five: a bar is
 * five, a dot is one (month 7 = one bar and two dots; 12 = two bars, two
 * dots). Fewer shapes than twelve dots, so they stay countable when small.
 * @example monthPips(12)
 */
export function monthPips(month: number): string {
  const bars = Math.floor(month / 5);
  const dots = month % 5;
  const rows = (dots > 0 ? 1 : 0) + bars;
  let shapes = '';
  let y = 9;
  if (dots > 0) {
    const start = 13 - (dots - 1) * 2.3;
    for (let i = 0; i < dots; i++) shapes += circle(start + i * 4.6, y, 1.8, PALETTE.ink);
    y += 5;
  }
  for (let i = 0; i < bars; i++) {
    shapes += path(`M6 ${num(y - 1.5)}h14v3h-14z`, PALETTE.ink);
    y += 5;
  }
  const height = 4 + rows * 5;
  return (
    `<g class="month-pips month-${month}">` +
    path(
      `M5 5h16a2 2 0 0 1 2 2v${num(height - 4)}a2 2 0 0 1-2 2h-16a2 2 0 0 1-2-2v-${num(height - 4)}a2 2 0 0 1 2-2z`,
      PALETTE.face,
      `stroke="${PALETTE.ink}" stroke-width="1"`,
    ) +
    shapes +
    '</g>'
  );
}
