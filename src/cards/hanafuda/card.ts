/**
 * The card face and back as complete, self-contained SVG strings.
 *
 * One generator serves every page and island: Astro pages insert the string
 * with `set:html`, Preact islands with `dangerouslySetInnerHTML`. The markup
 * has no ids, gradients, `<use>`, images, external references or `<text>`
 * (writing is drawn as shapes), so 48 cards can share a page without clashes.
 */

import { escapeXml } from '../svg';
import {
  type CardKind,
  type CardMonth,
  cardKind,
  cardMonth,
  chaffVariant,
  HANAFUDA_CARD_IDS,
  type HanafudaCardId,
  isHanafudaCardId,
} from './ids';
import { kindMark, monthPips } from './marks';
import { pineArt } from './months/m01-pine';
import { plumArt } from './months/m02-plum';
import { cherryArt } from './months/m03-cherry';
import { wisteriaArt } from './months/m04-wisteria';
import { irisArt } from './months/m05-iris';
import { peonyArt } from './months/m06-peony';
import { cloverArt } from './months/m07-clover';
import { pampasArt } from './months/m08-pampas';
import { chrysanthemumArt } from './months/m09-chrysanthemum';
import { mapleArt } from './months/m10-maple';
import { willowArt } from './months/m11-willow';
import { paulowniaArt } from './months/m12-paulownia';
import { PALETTE } from './palette';
import { ribbonStyleOf } from './ribbon';
import type { CardArt } from './shared';

/** Options for {@link cardSvg} and {@link cardBackSvg}. */
export interface CardSvgOptions {
  /**
   * The card's accessible name, written as the SVG's `<title>` (the SVG then
   * has `role="img"`). Without a title the SVG is `aria-hidden` and the
   * caller names the card around it, e.g. in a figure caption.
   */
  title?: string;
  /**
   * Prefix for element ids. The art uses no ids at all, so this is accepted
   * for callers that pass one and otherwise ignored.
   */
  idPrefix?: string;
}

/** The error thrown for an id that is not one of the 48 cards. */
export class UnknownCardError extends Error {
  /** Machine-readable reason. */
  readonly code = 'unknown-card';
  /** The id that was asked for. */
  readonly id: string;
  constructor(id: string) {
    super(`Unknown hanafuda card id: ${JSON.stringify(id)}`);
    this.name = 'UnknownCardError';
    this.id = id;
  }
}

const MONTH_ART: Record<CardMonth, (kind: CardKind, variant: number) => CardArt> = {
  1: pineArt,
  2: plumArt,
  3: cherryArt,
  4: wisteriaArt,
  5: irisArt,
  6: peonyArt,
  7: cloverArt,
  8: pampasArt,
  9: chrysanthemumArt,
  10: mapleArt,
  11: willowArt,
  12: paulowniaArt,
};

/** Card proportions: a hanafuda card is about 33 × 54 mm, so 100 × 160. */
export const HANAFUDA_VIEW_BOX = '0 0 100 160';

/** The root `<svg>` open tag with accessibility attributes. */
function openSvg(dataAttr: string, options: CardSvgOptions): string {
  const a11y = options.title === undefined ? ' aria-hidden="true"' : ` role="img"`;
  const title = options.title === undefined ? '' : `<title>${escapeXml(options.title)}</title>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${HANAFUDA_VIEW_BOX}" class="hanafuda-card"${dataAttr}${a11y}>${title}`;
}

/** The dark rounded edge and the face inside it. */
function frame(face: string): string {
  return (
    // The thin warm-grey rim that keeps dark faces (August, lightning) apart
    // from a dark page background is drawn over the art (FRAME_OVER_ART).
    `<rect x=".5" y=".5" width="99" height="159" rx="6.5" fill="${PALETTE.ink}"/>` +
    `<rect x="3" y="3" width="94" height="154" rx="4.5" fill="${face}"/>`
  );
}

/**
 * The edge again, over the drawing: branches, leaves and water that reach
 * the edge of the face stop there instead of running over the dark frame.
 * A stroked outline (covering the frame, .5 to 3) rather than a clip path,
 * so the many cards on one page need no ids; then the rim.
 */
const FRAME_OVER_ART =
  `<rect x="1.75" y="1.75" width="96.5" height="156.5" rx="5.5" fill="none" stroke="${PALETTE.ink}" stroke-width="2.5"/>` +
  '<rect x=".5" y=".5" width="99" height="159" rx="6.5" fill="none" stroke="#8c8177"/>';

/**
 * The SVG markup of one card face: the month's plant, the card's special
 * element, the month pips (top left) and the kind mark (bottom right).
 * Throws {@link UnknownCardError} (code `unknown-card`) for any other id.
 * @example
 * // Astro: <Fragment set:html={cardSvg('m03-light', { title: 'Curtain' })} />
 * // Preact: <span dangerouslySetInnerHTML={{ __html: cardSvg(id, { title }) }} />
 * cardSvg('m03-light', { title: 'Curtain' }).startsWith('<svg') // true
 */
export function cardSvg(id: string, options: CardSvgOptions = {}): string {
  if (!isHanafudaCardId(id)) throw new UnknownCardError(id);
  const month = cardMonth(id);
  const kind = cardKind(id);
  const { face, art } = MONTH_ART[month](kind, chaffVariant(id));
  return (
    openSvg(` data-card="${id}"`, options) +
    frame(face ?? PALETTE.face) +
    // One ink outline style for the whole drawing keeps the deck consistent.
    `<g stroke="${PALETTE.ink}" stroke-width="1.2" stroke-linejoin="round">${art}</g>` +
    FRAME_OVER_ART +
    monthPips(month) +
    kindMark(kind, ribbonStyleOf(month)) +
    '</svg>'
  );
}

/**
 * The SVG markup of a card back, for hidden cards in games: dark red-brown
 * with a black frame and a lozenge pattern drawn as paths. The root carries
 * `data-card-back` instead of `data-card`.
 * @example cardBackSvg({ title: 'Hidden card' })
 */
export function cardBackSvg(options: CardSvgOptions = {}): string {
  let lozenges = '';
  for (let y = 20; y <= 140; y += 24) {
    for (let x = 22; x <= 78; x += 28) lozenges += `M${x} ${y - 9}l7 9l-7 9l-7-9z`;
  }
  return (
    openSvg(' data-card-back=""', options) +
    `<rect x=".5" y=".5" width="99" height="159" rx="6.5" fill="${PALETTE.ink}" stroke="#8c8177"/>` +
    `<rect x="3" y="3" width="94" height="154" rx="4.5" fill="${PALETTE.darkRed}"/>` +
    `<rect x="9" y="9" width="82" height="142" rx="3" fill="none" stroke="#b8862c" stroke-width="1.5"/>` +
    `<path d="${lozenges}" fill="#6a1411" stroke="#b8862c" stroke-width="1"/>` +
    '</svg>'
  );
}

/** Every card id {@link cardSvg} draws (all 48). */
export const SUPPORTED_CARD_IDS: readonly HanafudaCardId[] = HANAFUDA_CARD_IDS;
