/**
 * Hakka card faces and back as complete, self-contained SVG strings, drawn
 * from data: a suit-coloured header with the number as a drawn numeral, the
 * suit's character as brush strokes, and the number again as suit pips. The
 * markup has no ids, gradients, `<use>`, images, external references or
 * `<text>`, so all 37 cards can share a page.
 */
import { cardInfo, type Suit, WAN_SIN } from '../../engine/hakka';
import type { CardNumber } from '../../engine/hakka/cards';
import { escapeXml, num, starPath } from '../svg';
import { HAKKA_PALETTE, SUIT_COLOURS } from './palette';
import { pips } from './pips';
import { DIGIT_PATHS, SUIT_GLYPHS, WAN_GLYPH } from './strokes';

/** Options of {@link hakkaCardSvg} and {@link hakkaCardBackSvg}. */
export interface HakkaCardSvgOptions {
  /**
   * The accessible name, written as the SVG's `<title>` (the SVG then has
   * `role="img"`). Without it the SVG is `aria-hidden` and the caller names
   * the card around it.
   */
  title?: string;
  /** Draw the elder star (elders change during play, so the caller decides). */
  elder?: boolean;
}

/** The long, narrow proportions of Chinese money cards (about 2 : 5). */
export const HAKKA_VIEW_BOX = '0 0 60 150';

const { ink, face, rimLine, star, gold } = HAKKA_PALETTE;

/** The root `<svg>` open tag with its accessibility attributes. */
function openSvg(dataAttr: string, options: HakkaCardSvgOptions): string {
  const a11y = options.title === undefined ? ' aria-hidden="true"' : ' role="img"';
  const title = options.title === undefined ? '' : `<title>${escapeXml(options.title)}</title>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${HAKKA_VIEW_BOX}" class="hakka-card"${dataAttr}${a11y}>${title}`;
}

/** The dark rim and the face inside it (as on the hanafuda cards). */
function frame(fill: string): string {
  return (
    `<rect x=".5" y=".5" width="59" height="149" rx="4.5" fill="${ink}" stroke="${rimLine}"/>` +
    `<rect x="2.5" y="2.5" width="55" height="145" rx="3" fill="${fill}"/>`
  );
}

/** Round-capped strokes of grid path data, placed and scaled onto the card. */
function brush(d: string, x: number, y: number, scale: number, colour: string, width: number): string {
  return (
    `<path transform="translate(${num(x)} ${num(y)}) scale(${num(scale)})" d="${d}" fill="none" ` +
    `stroke="${colour}" stroke-width="${num(width / scale)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** The header: a coloured box with the number drawn large in cream. */
function header(n: CardNumber, colour: string): string {
  return (
    `<rect x="6" y="6" width="48" height="36" rx="2.5" fill="${colour}" stroke="${ink}" stroke-width="1"/>` +
    brush(DIGIT_PATHS[n], 22, 10, 2.75, face, 3.6)
  );
}

/** The elder star in the header's top-right corner. */
function elderStar(): string {
  return `<path d="${starPath(47, 14.5, 5, 7.8, 3.4)}" fill="${star}" stroke="${ink}" stroke-width="1" stroke-linejoin="round"/>`;
}

/** The face of a suited card. */
function suitFace(suit: Suit, n: CardNumber, elder: boolean): string {
  const colour = SUIT_COLOURS[suit];
  return (
    frame(face) +
    header(n, colour) +
    // The character: ink shadow under the suit colour gives the brush a dark edge.
    brush(SUIT_GLYPHS[suit], 8, 46, 4.4, ink, 4.6) +
    brush(SUIT_GLYPHS[suit], 8, 46, 4.4, colour, 2.8) +
    `<path d="M8 96.5H52" stroke="${ink}" stroke-width=".6" stroke-dasharray="1.5 1.5"/>` +
    pips(suit, n, 30, 121.5, 15.5, colour) +
    (elder ? elderStar() : '')
  );
}

/** The face of Wan Sin: black header with a gold 1, 萬 in red, one large gold coin. */
function wanSinFace(elder: boolean): string {
  return (
    frame(face) +
    `<rect x="6" y="6" width="48" height="36" rx="2.5" fill="${ink}" stroke="${gold}" stroke-width="1.2"/>` +
    brush(DIGIT_PATHS[1], 22, 10, 2.75, star, 3.6) +
    brush(WAN_GLYPH, 8, 46, 4.4, ink, 4.6) +
    brush(WAN_GLYPH, 8, 46, 4.4, SUIT_COLOURS.sup, 2.8) +
    `<path d="M8 96.5H52" stroke="${ink}" stroke-width=".6" stroke-dasharray="1.5 1.5"/>` +
    // A large cash coin with a square hole and a ring of four small holes.
    `<circle cx="30" cy="121.5" r="19" fill="${gold}" stroke="${ink}" stroke-width="1.2"/>` +
    `<circle cx="30" cy="121.5" r="14.5" fill="none" stroke="${ink}" stroke-width=".8"/>` +
    `<rect x="24.5" y="116" width="11" height="11" fill="${face}" stroke="${ink}" stroke-width="1"/>` +
    `<path d="M30 105v3.5M30 134.5v3.5M13.5 121.5h3.5M43 121.5h3.5" stroke="${ink}" stroke-width="2.2" stroke-linecap="round"/>` +
    (elder ? elderStar() : '')
  );
}

/**
 * The SVG markup of one Hakka card face. Throws an EngineError with code
 * `unknown-card` (from the engine's `cardInfo`) for any other id.
 * @example
 * // Astro: <Fragment set:html={hakkaCardSvg('sup-9', { title: 'Sup 9', elder: true })} />
 * hakkaCardSvg('gon-3').includes('data-card="gon-3"') // true
 */
export function hakkaCardSvg(id: string, options: HakkaCardSvgOptions = {}): string {
  const info = cardInfo(id);
  const elder = options.elder === true;
  const body =
    info.id === WAN_SIN || info.suit === null ? wanSinFace(elder) : suitFace(info.suit, info.number, elder);
  return `${openSvg(` data-card="${info.id}"${elder ? ' data-elder=""' : ''}`, options)}${body}</svg>`;
}

/**
 * The SVG markup of a card back (hidden cards in games): indigo with a gold
 * frame and a column of coins. The root carries `data-card-back`.
 * @example hakkaCardBackSvg({ title: 'Hidden card' })
 */
export function hakkaCardBackSvg(options: Pick<HakkaCardSvgOptions, 'title'> = {}): string {
  let coins = '';
  for (let y = 22; y <= 128; y += 21.2) {
    coins += `<circle cx="30" cy="${num(y)}" r="8" fill="none" stroke="${gold}" stroke-width="1.4"/>`;
    coins += `<rect x="27" y="${num(y - 3)}" width="6" height="6" fill="none" stroke="${gold}" stroke-width="1.2"/>`;
  }
  return (
    openSvg(' data-card-back=""', options) +
    frame(HAKKA_PALETTE.back) +
    `<rect x="7" y="7" width="46" height="136" rx="2" fill="none" stroke="${gold}" stroke-width="1.2"/>` +
    coins +
    '</svg>'
  );
}
