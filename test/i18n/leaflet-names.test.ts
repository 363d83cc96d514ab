import { describe, expect, it } from 'vitest';
import { CARD_KINDS } from '../../src/cards/hanafuda/ids';
import { GLOSSARY } from '../../src/data/glossary';
import { SOURCES } from '../../src/data/sources';
import { LUCKY_HAND_IDS, type LuckyHandId, YAKU_IDS, type YakuId } from '../../src/engine/hanafuda';
import { type CoreKey, koikoiT } from '../../src/i18n/koikoi/core';
import {
  LEAFLET_LUCKY,
  LEAFLET_SOURCE,
  LEAFLET_TERMS,
  LEAFLET_YAKU,
  leafletGlossaryWord,
  leafletKindWord,
} from '../../src/i18n/koikoi/leaflet-names';
import { LANGS } from '../../src/i18n/locales';
import { seedText } from '../seeds';

// 000 is the German leaflet, 001 the English one.
const LEAFLET_SEED = { de: '000_', en: '001_' } as const;
const leaflet = (lang: keyof typeof LEAFLET_SEED): string => seedText(LEAFLET_SEED[lang]);

describe.each(LANGS)('the %s leaflet’s words', (lang) => {
  const text = leaflet(lang);
  const named = Object.entries(LEAFLET_YAKU[lang]) as [YakuId, string][];

  it('quotes every yaku name word for word', () => {
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(([, name]) => !text.includes(name))).toEqual([]);
  });

  it('lists a yaku only where the leaflet names it otherwise than the site', () => {
    const t = koikoiT(lang);
    expect(named.filter(([id, name]) => t(`yaku.${id}` as CoreKey) === name)).toEqual([]);
    expect(named.every(([id]) => YAKU_IDS.includes(id))).toBe(true);
  });

  it('has a kind word for every kind, as the leaflet writes it', () => {
    const lower = text.toLowerCase();
    const missing = CARD_KINDS.filter((kind) => !lower.includes(leafletKindWord(kind, lang).toLowerCase()));
    expect(missing).toEqual([]);
  });

  it('quotes every lucky hand word for word, and only where the site names it otherwise', () => {
    const t = koikoiT(lang);
    const lucky = Object.entries(LEAFLET_LUCKY[lang]) as [LuckyHandId, string][];
    expect(lucky.filter(([, name]) => !text.includes(name))).toEqual([]);
    expect(lucky.every(([id]) => LUCKY_HAND_IDS.includes(id))).toBe(true);
    // „Vier gleiche“ is the site's „Vier Gleiche“: a capital letter is no other name.
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    expect(lucky.filter(([id, name]) => same(t(`lucky.${id}` as CoreKey), name))).toEqual([]);
  });

  it('quotes every glossary term’s word, for Koi-Koi terms the site names otherwise', () => {
    const lower = text.toLowerCase();
    const terms = Object.entries(LEAFLET_TERMS[lang]);
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.filter(([, word]) => !lower.includes(word.toLowerCase()))).toEqual([]);
    const glossary = new Map(GLOSSARY.map((term) => [term.id, term]));
    const wrong = terms.filter(([id, word]) => {
      const term = glossary.get(id);
      // A card kind has its word from the kind; the site's own term must not hold the leaflet's word.
      return (
        !term || term.game === 'hakka' || term.kind || term[lang].toLowerCase().includes(word.toLowerCase())
      );
    });
    expect(wrong).toEqual([]);
  });

  it('cites the leaflet in the page’s language', () => {
    expect(SOURCES.find((source) => source.id === LEAFLET_SOURCE[lang])?.lang).toBe(lang);
  });
});

describe('the leaflet’s word for a glossary term', () => {
  it('is the kind word for a card kind, the term’s own word for a game term, and none for the rest', () => {
    const chaff = GLOSSARY.find((term) => term.kind === 'chaff');
    expect(chaff).toBeDefined();
    for (const lang of LANGS) {
      expect(chaff && leafletGlossaryWord(chaff, lang)).toBe(leafletKindWord('chaff', lang));
      expect(leafletGlossaryWord({ id: 'capture' }, lang)).toBeUndefined();
    }
    expect(leafletGlossaryWord({ id: 'field' }, 'de')).toBe('Spielfeld');
    expect(leafletGlossaryWord({ id: 'round' }, 'en')).toBe('Game');
    // The English leaflet's "field" is the site's own word: no line.
    expect(leafletGlossaryWord({ id: 'field' }, 'en')).toBeUndefined();
  });
});
