import { describe, expect, it } from 'vitest';
import { FIXED_READINGS, OPTION_LIST, REJECT_REASONS } from '../../../../src/engine/hakka';
import { fill } from '../../../../src/i18n/format';
import { errorsDe } from '../../../../src/i18n/hakka/errors-de';
import { errorsEn } from '../../../../src/i18n/hakka/errors-en';
import { interpretationTexts } from '../../../../src/i18n/hakka/ref';
import { refDe } from '../../../../src/i18n/hakka/ref-de';
import { refEn } from '../../../../src/i18n/hakka/ref-en';
import { LANGS } from '../../../../src/i18n/locales';
import { hakkaTextNumbers } from '../../../../src/utils/hakka/numbers';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('Interpretations texts', () => {
  const nums = hakkaTextNumbers();
  describe.each(LANGS)('in %s', (lang) => {
    const texts = interpretationTexts(lang);
    it.each(OPTION_LIST.map((o) => [o.reasonKey, o] as const))(
      '%s has every part and every value',
      (_, o) => {
        const text = texts.options[o.reasonKey];
        for (const part of [text.title, text.seed, text.open, text.why])
          expect(part.trim().length).toBeGreaterThan(10);
        for (const v of o.values) expect(text.values[String(v)]?.trim().length ?? 0).toBeGreaterThan(5);
        expect(Object.keys(text.values).sort()).toEqual(o.values.map(String).sort());
      },
    );
    it.each(FIXED_READINGS.map((r) => [r.reasonKey, r] as const))('%s has its reading', (_, r) => {
      const text = texts.readings[r.reasonKey];
      for (const part of [text.title, text.seed, text.reading])
        expect(part.trim().length).toBeGreaterThan(10);
    });
    it('has no text for keys the engine does not know', () => {
      expect(Object.keys(texts.options).sort()).toEqual(OPTION_LIST.map((o) => o.reasonKey).sort());
      expect(Object.keys(texts.readings).sort()).toEqual(FIXED_READINGS.map((r) => r.reasonKey).sort());
    });
    it('leaves no placeholder unfilled with the engine’s numbers', () => {
      const all = JSON.stringify(texts);
      expect(fill(all, nums)).not.toMatch(/\{\w+\}/);
    });
  });
});

describe('reference dictionaries', () => {
  it.each(Object.keys(refEn) as (keyof typeof refEn)[])(
    '%s is translated with the same placeholders',
    (key) => {
      expect(refDe[key].trim()).not.toBe('');
      expect(placeholders(refDe[key])).toEqual(placeholders(refEn[key]));
    },
  );

  it('covers every reject reason of the engine in both languages', () => {
    for (const reason of REJECT_REASONS) {
      expect(errorsEn[reason]).toBeTruthy();
      expect(errorsDe[reason]).toBeTruthy();
    }
  });

  it('uses German quotation marks in German', () => {
    for (const text of [...Object.values(refDe), JSON.stringify(interpretationTexts('de'))]) {
      expect(text).not.toMatch(/“\p{L}/u);
    }
  });
});
