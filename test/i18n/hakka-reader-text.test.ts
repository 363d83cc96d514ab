// The Hakka reference speaks to readers in words: no engine identifiers
// (option ids such as wanSinInSets, values such as tricks-plus-elders,
// `true` / `false`) in the texts it shows, in either language. Ids live in
// anchors and data attributes only.
import { describe, expect, it } from 'vitest';
import { FIXED_READINGS, OPTION_LIST } from '../../src/engine/hakka';
import { interpretationTexts } from '../../src/i18n/hakka/ref';
import { refDe } from '../../src/i18n/hakka/ref-de';
import { refEn } from '../../src/i18n/hakka/ref-en';
import { LANGS } from '../../src/i18n/locales';

/** Every reader-facing text of the Hakka reference in a language, placeholders removed. */
function readerTexts(lang: (typeof LANGS)[number]): string[] {
  const texts = interpretationTexts(lang);
  return [
    ...Object.values(lang === 'en' ? refEn : refDe),
    ...OPTION_LIST.flatMap((o) => {
      const t = texts.options[o.reasonKey];
      return [t.title, t.seed, t.open, t.why, ...Object.values(t.values)];
    }),
    ...FIXED_READINGS.flatMap((r) => {
      const t = texts.readings[r.reasonKey];
      return [t.title, t.seed, t.reading];
    }),
  ].map((text) => text.replace(/\{\w+\}/g, '…'));
}

/**
 * Words only the engine uses: option ids, hyphenated values (`tricks-plus-elders`; one-word values
 * such as `same` are plain words, and so is `non-elders`, the English word for cards that are not
 * elders), camelCase names and the booleans.
 */
const CODE_WORDS = [
  ...OPTION_LIST.map((o) => o.id),
  ...OPTION_LIST.flatMap((o) =>
    o.values.filter((v): v is string => typeof v === 'string' && v.includes('-') && v !== 'non-elders'),
  ),
  ...FIXED_READINGS.map((r) => r.id),
];

describe.each(LANGS)('the Hakka reference in %s', (lang) => {
  it('shows no engine identifiers to readers', () => {
    const texts = readerTexts(lang);
    expect(texts.length).toBeGreaterThan(150);
    const code = (text: string) =>
      /\b[a-z]+[A-Z][A-Za-z]*\b|\b(true|false)\b/.test(text) ||
      CODE_WORDS.some((word) => text.includes(word));
    expect(texts.filter(code)).toEqual([]);
  });
});
