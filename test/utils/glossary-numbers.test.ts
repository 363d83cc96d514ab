import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/data/glossary';
import { LANGS } from '../../src/i18n/locales';
import { glossaryText } from '../../src/utils/glossary-numbers';

describe('glossaryText', () => {
  it('fills Koi-Koi numbers from the engine, as figures or as words', () => {
    expect(glossaryText('the {koikoi-word:kind:light} {koikoi:kind-points:light}-point cards', 'en')).toBe(
      'the five 20-point cards',
    );
    expect(glossaryText('{koikoi:deck} Karten, {koikoi-word:month-cards} je Monat', 'de')).toBe(
      '48 Karten, vier je Monat',
    );
  });

  it('fills Hakka numbers from the engine', () => {
    expect(glossaryText('{hakka-word:declare-at} or more; a game has {hakka:rounds} rounds', 'en')).toBe(
      'six or more; a game has 4 rounds',
    );
    expect(glossaryText('mit {hakka-word:tigers-tricks} Stichen', 'de')).toBe('mit acht Stichen');
  });

  it('leaves text without placeholders as it is', () => {
    expect(glossaryText('Sup 1, Sin 1 und {nichts}', 'de')).toBe('Sup 1, Sin 1 und {nichts}');
  });

  it('throws for a key the engines do not know, so the build fails', () => {
    expect(() => glossaryText('{koikoi:kind:dragon}', 'en')).toThrow(/Unknown rule number/);
    expect(() => glossaryText('{hakka-word:jokers}', 'en')).toThrow(/Unknown Hakka number/);
  });
});

describe('the glossary meanings', () => {
  const meanings = GLOSSARY.flatMap((term) =>
    LANGS.map((lang) => ({ id: term.id, lang, text: term.meaning[lang] })),
  );

  it.each(meanings)('$id ($lang) fills every placeholder', ({ text, lang }) => {
    expect(glossaryText(text, lang)).not.toMatch(/[{}]/);
  });

  it('type no number by hand except the numbers printed on cards (Sup 1, the 9s, 1 to 9)', () => {
    const cardNumbers = /\b(Sup|Sin|Gon|Zok)[ -]\d\b|\b\d(s|en)\b|\b1 (to|bis) \{|\b(worth|Wert) 1\b/g;
    const typed = meanings.filter(({ text }) =>
      /\d/.test(text.replace(cardNumbers, '').replace(/\{[^}]*\}/g, '')),
    );
    expect(typed.map(({ id, lang }) => `${id} (${lang})`)).toEqual([]);
  });
});
