import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../../src/engine/errors';
import { CARDS, SUITS } from '../../../src/engine/hakka';
import {
  HAKKA_CARD_NAMES,
  HAKKA_SUIT_NAMES,
  hakkaCardName,
  hakkaNumberPlural,
  hakkaSuitName,
} from '../../../src/i18n/hakka-cards';

describe('Hakka card names', () => {
  it.each([
    // Seed 002 names the suits Sup, Gon, Zok, Sin and the card "Wan Sin".
    ['sup-7', 'en', 'Sup 7'],
    ['sup-7', 'de', 'Sup-7'],
    ['sin-1', 'de', 'Sin-1'],
    ['zok-9', 'en', 'Zok 9'],
    ['wan-sin', 'en', 'Wan Sin'],
    ['wan-sin', 'de', 'Wan Sin'],
  ] as const)('%s in %s is %s', (id, lang, name) => {
    expect(hakkaCardName(id, lang)).toBe(name);
  });

  it('gives every card a distinct name in each language and a character', () => {
    for (const lang of ['en', 'de'] as const) {
      expect(new Set(CARDS.map((id) => hakkaCardName(id, lang))).size).toBe(CARDS.length);
    }
    for (const id of CARDS) expect(HAKKA_CARD_NAMES[id].hanzi).toMatch(/^[\u4e00-\u9fff]+$/);
  });

  it.each([
    // The characters the traditional cards print (glossary "suit").
    ['sup', '拾'],
    ['gon', '貫'],
    ['zok', '索'],
    ['sin', '綫'],
  ] as const)('suit %s is written %s', (suit, hanzi) => {
    expect(HAKKA_SUIT_NAMES[suit].hanzi).toBe(hanzi);
    expect(hakkaSuitName(suit)).toBe(suit[0]?.toUpperCase() + suit.slice(1));
  });

  it('covers the four suits in rank order', () => {
    expect(Object.keys(HAKKA_SUIT_NAMES)).toEqual([...SUITS]);
  });

  it('rejects an unknown id with unknown-card', () => {
    expect(() => hakkaCardName('gon-0', 'en')).toThrow();
    try {
      hakkaCardName('gon-0', 'en');
    } catch (error) {
      expect(isEngineError(error, 'unknown-card')).toBe(true);
    }
  });
});

describe('card numbers in the plural', () => {
  it('are spelled out in German and written as digits in English', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => hakkaNumberPlural(n, 'de'))).toEqual([
      'Einsen',
      'Zweien',
      'Dreien',
      'Vieren',
      'Fünfen',
      'Sechsen',
      'Sieben',
      'Achten',
      'Neunen',
    ]);
    expect(hakkaNumberPlural(9, 'en')).toBe('9s');
  });

  it.each([0, 10, 1.5])('reject %s, which no card has, with a typed error', (n) => {
    expect(() => hakkaNumberPlural(n, 'de')).toThrow(expect.objectContaining({ code: 'unknown-number' }));
  });
});
