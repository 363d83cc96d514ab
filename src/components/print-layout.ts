/**
 * The print-and-play decks' sizes and how they fall onto paper. The deck
 * pages (PrintDeck.astro) take the card widths and the page margin from
 * here, for their CSS and for the page counts in their text, so what the
 * page says is what the browser prints (a browser test prints each size to
 * PDF and counts the pages).
 *
 * Cards sit edge to edge in rows, as many to a row as fit the printable
 * width, as many rows to a page as fit its height; a row never breaks over
 * two pages.
 *
 * @example
 * const size = cardSize('koikoi', 'standard'); // { width: 34, height: 54.4 }
 * printLayout(size, 'a4', 48); // { columns: 5, rows: 5, perPage: 25, pages: 2 }
 */
import { HAKKA_VIEW_BOX } from '../cards/hakka/card';
import { HANAFUDA_VIEW_BOX } from '../cards/hanafuda/card';

/** The games with a printable deck. */
export type DeckGame = 'koikoi' | 'hakka';

/** The sizes a deck prints in. */
export const PRINT_SIZES = ['standard', 'large'] as const;
export type PrintSize = (typeof PRINT_SIZES)[number];

/** The paper sizes the page states counts for, in millimetres. */
export const PAPERS = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
} as const;
export type Paper = keyof typeof PAPERS;

/** The page margin on every side (the CSS `@page` margin), in millimetres. */
export const PAGE_MARGIN_MM = 10;

/**
 * Card widths in millimetres. Standard is about the size of a bought deck
 * (hanafuda 33 × 54 mm); large is easier to hold and read. Each width is
 * chosen so that the deck fills its pages well on A4.
 */
const WIDTHS: Readonly<Record<DeckGame, Readonly<Record<PrintSize, number>>>> = {
  koikoi: { standard: 34, large: 42 },
  hakka: { standard: 22, large: 27 },
};

const VIEW_BOXES: Readonly<Record<DeckGame, string>> = { koikoi: HANAFUDA_VIEW_BOX, hakka: HAKKA_VIEW_BOX };

/** A card's printed size in millimetres. */
export interface CardSizeMm {
  readonly width: number;
  readonly height: number;
}

/** Height over width of a view box `"0 0 w h"`. */
function aspect(viewBox: string): number {
  const [, , w, h] = viewBox.split(' ').map(Number);
  if (!w || !h) throw new Error(`Bad view box: ${viewBox}`);
  return h / w;
}

/** The printed size of a game's cards: the width above, the height from the card art's proportions. */
export function cardSize(game: DeckGame, size: PrintSize): CardSizeMm {
  const width = WIDTHS[game][size];
  // Round away floating-point noise (42 × 1.6 = 67.2, not 67.200…01).
  return { width, height: Math.round(width * aspect(VIEW_BOXES[game]) * 1000) / 1000 };
}

/** How a deck falls onto one paper size. */
export interface PrintLayout {
  readonly columns: number;
  readonly rows: number;
  readonly perPage: number;
  readonly pages: number;
}

/** Columns and rows per page and the number of pages for `count` cards of `card` size on `paper`. */
export function printLayout(card: CardSizeMm, paper: Paper, count: number): PrintLayout {
  const { width, height } = PAPERS[paper];
  const columns = Math.floor((width - 2 * PAGE_MARGIN_MM) / card.width);
  const rows = Math.floor((height - 2 * PAGE_MARGIN_MM) / card.height);
  const perPage = columns * rows;
  return { columns, rows, perPage, pages: Math.ceil(count / perPage) };
}
