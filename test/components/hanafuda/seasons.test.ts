// The cards page gives each month its season in the old lunisolar calendar
// (January to March spring, October to December winter), which looks wrong
// beside a red autumn maple unless the page says so: the label names the old
// calendar, and a note by the catalog explains it with the card data's seasons.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardsT } from '../../../src/i18n/cards-pages';
import { HANAFUDA_MONTHS } from '../../../src/i18n/hanafuda-cards';
import { LANGS } from '../../../src/i18n/locales';
import { CONTENT } from '../../content/files';

const NOTE = {
  en: 'That is why pine and plum are spring cards and October’s red maple is a winter card.',
  de: 'Deshalb gehören Kiefer und Pflaume zum Frühling und der rote Ahorn des Oktobers zum Winter.',
} as const;

describe('the seasons on the cards page', () => {
  it('follow the old calendar in the card data, as the note says', () => {
    expect(HANAFUDA_MONTHS.map((m) => m.season)).toEqual([
      ...Array<string>(3).fill('spring'),
      ...Array<string>(3).fill('summer'),
      ...Array<string>(3).fill('autumn'),
      ...Array<string>(3).fill('winter'),
    ]);
  });

  it.each(LANGS)('%s: are labelled as the old calendar’s and explained next to the catalog', (lang) => {
    expect(cardsT(lang)('catalog.season', { season: '' })).toMatch(/old calendar|alten Kalender/);
    const page = readFileSync(join(CONTENT, lang, 'koikoi/cards.mdx'), 'utf8');
    const catalog = page.slice(page.lastIndexOf('\n## '));
    expect(catalog).toContain(NOTE[lang]);
    expect(catalog).toMatch(/lunisolar|Lunisolarkalender/);
  });
});
