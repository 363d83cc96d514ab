import { describe, expect, it } from 'vitest';
import { HANAFUDA_MONTHS } from '../../src/i18n/hanafuda-cards';
import { cardPicture, PICTURED_CARDS } from '../../src/i18n/hanafuda-pictures';
import { LANGS } from '../../src/i18n/locales';

describe('card picture descriptions', () => {
  // The quiz asks for month and kind: the words may say what the drawing
  // shows (a deer, a ribbon) but never the month, the kind or the points.
  it.each(PICTURED_CARDS)(
    '%s is described in both languages without naming its month, kind or points',
    (id) => {
      for (const lang of LANGS) {
        const text = cardPicture(id, lang);
        expect(text).toMatch(/^.+: .+$/);
        expect(text).not.toMatch(/\d|\b(light|animal|chaff|Licht|Tier|Kasu)\b/i);
        for (const month of HANAFUDA_MONTHS) expect(text).not.toContain(month.monthName[lang]);
      }
    },
  );

  it('tells the three kinds of ribbon apart, as the drawings do', () => {
    const ribbons = ['m01-ribbon', 'm06-ribbon', 'm04-ribbon'] as const;
    const texts = ribbons.map((id) => cardPicture(id, 'en').split(': ')[1]);
    expect(new Set(texts).size).toBe(3);
  });

  it('starts with the plant of the card’s month', () => {
    expect(cardPicture('m08-animal', 'de')).toBe('Chinaschilf (Susuki): drei fliegende Gänse');
    expect(cardPicture('m12-chaff1', 'en')).toBe('Paulownia: only the plant');
  });
});
