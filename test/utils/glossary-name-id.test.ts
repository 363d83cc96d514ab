import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/data/glossary';
import { LANGS } from '../../src/i18n/locales';
import { glossaryNameIds, nameId } from '../../src/utils/glossary-name-id';

describe('nameId', () => {
  it('writes a name as an id: lower case, accents kept, anything else a single hyphen', () => {
    expect(nameId('Fangen')).toBe('fangen');
    expect(nameId('Privilegierter Spieler')).toBe('privilegierter-spieler');
    expect(nameId('Ältestenkarte')).toBe('ältestenkarte');
    expect(nameId('Koi-Koi (Ruf)')).toBe('koi-koi-ruf');
    expect(nameId('Pattern: run, set, single')).toBe('pattern-run-set-single');
  });
});

describe('glossaryNameIds', () => {
  const term = (id: string, en: string, de: string) =>
    ({ ...GLOSSARY[0], id, en, de }) as (typeof GLOSSARY)[number];

  it('gives a name its own id only where it differs from every row id and earlier name', () => {
    const terms = [
      term('capture', 'Capture', 'Fangen'),
      term('oya', 'Dealer', 'Geber'),
      term('hakka-dealer', 'Dealer', 'Geber'), // the first row keeps the shared name
      term('yaku', 'Yaku (combination)', 'Yaku'), // the row's id already
      term('chaff', 'Chaff', 'Kasu'),
      term('kasu-cards', 'Kasu cards', 'Chaff'), // another row's id
    ];
    expect([...glossaryNameIds(terms, 'de')]).toEqual([
      ['capture', 'fangen'],
      ['oya', 'geber'],
      ['chaff', 'kasu'],
    ]);
    expect([...glossaryNameIds(terms, 'en')]).toEqual([
      ['oya', 'dealer'],
      ['yaku', 'yaku-combination'],
    ]);
  });

  it.each(LANGS)('keeps every id of the %s glossary unique, and names most German rows', (lang) => {
    const ids = [...GLOSSARY.map((t) => t.id), ...glossaryNameIds(GLOSSARY, lang).values()];
    expect(new Set(ids).size).toBe(ids.length);
    if (lang === 'de') expect(glossaryNameIds(GLOSSARY, lang).size).toBeGreaterThan(GLOSSARY.length / 2);
  });
});
