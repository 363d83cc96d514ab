import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../src/i18n';
import { de } from '../../src/i18n/ui/de';
import { en } from '../../src/i18n/ui/en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI dictionaries', () => {
  it('have the same keys in both languages', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en) as (keyof typeof en)[])('%s is translated with the same placeholders', (key) => {
    expect(de[key].trim()).not.toBe('');
    expect(placeholders(de[key])).toEqual(placeholders(en[key]));
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = useTranslations('de');
    expect(t('search.count', { count: 3, query: 'Yaku' })).toBe('3 Treffer für „Yaku“');
    expect(t('search.count', { count: 3 })).toBe('3 Treffer für „{query}“');
  });

  it('uses German quotation marks, not English ones, in German strings', () => {
    for (const text of Object.values(de)) expect(text).not.toMatch(/[“”]\w|\w“(?!\s|$|\)|,|\.)/u);
  });
});
