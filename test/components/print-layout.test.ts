import { describe, expect, it } from 'vitest';
import {
  cardSize,
  type DeckGame,
  PAGE_MARGIN_MM,
  PAPERS,
  type Paper,
  PRINT_SIZES,
  printLayout,
} from '../../src/components/print-layout';

const GAMES: readonly DeckGame[] = ['koikoi', 'hakka'];
const DECK_SIZE: Record<DeckGame, number> = { koikoi: 48, hakka: 37 };

describe('print-and-play layout', () => {
  it('keeps the card art’s proportions (hanafuda 100 × 160, Hakka 60 × 150)', () => {
    for (const size of PRINT_SIZES) {
      const hanafuda = cardSize('koikoi', size);
      const hakka = cardSize('hakka', size);
      expect(hanafuda.height / hanafuda.width).toBeCloseTo(1.6, 6);
      expect(hakka.height / hakka.width).toBeCloseTo(2.5, 6);
    }
    expect(cardSize('koikoi', 'large').width).toBeGreaterThan(cardSize('koikoi', 'standard').width);
    expect(cardSize('hakka', 'large').width).toBeGreaterThan(cardSize('hakka', 'standard').width);
  });

  it('puts as many cards in a row and rows on a page as fit inside the margins, and no more', () => {
    for (const game of GAMES) {
      for (const size of PRINT_SIZES) {
        for (const paper of Object.keys(PAPERS) as Paper[]) {
          const card = cardSize(game, size);
          const { columns, rows, perPage, pages } = printLayout(card, paper, DECK_SIZE[game]);
          const width = PAPERS[paper].width - 2 * PAGE_MARGIN_MM;
          const height = PAPERS[paper].height - 2 * PAGE_MARGIN_MM;
          expect(columns * card.width).toBeLessThanOrEqual(width);
          expect((columns + 1) * card.width).toBeGreaterThan(width);
          expect(rows * card.height).toBeLessThanOrEqual(height);
          expect((rows + 1) * card.height).toBeGreaterThan(height);
          expect(perPage).toBe(columns * rows);
          expect((pages - 1) * perPage).toBeLessThan(DECK_SIZE[game]);
          expect(pages * perPage).toBeGreaterThanOrEqual(DECK_SIZE[game]);
        }
      }
    }
  });

  it('prints a standard hanafuda deck on two A4 pages and a standard Hakka deck on one', () => {
    expect(printLayout(cardSize('koikoi', 'standard'), 'a4', 48)).toEqual({
      columns: 5,
      rows: 5,
      perPage: 25,
      pages: 2,
    });
    expect(printLayout(cardSize('hakka', 'standard'), 'a4', 37).pages).toBe(1);
  });
});
