import { describe, expect, it } from 'vitest';
import { CARD_KINDS } from '../../src/cards/hanafuda/ids';
import { SOURCES } from '../../src/data/sources';
import { YAKU_IDS, type YakuId } from '../../src/engine/hanafuda';
import { type CoreKey, koikoiT } from '../../src/i18n/koikoi/core';
import { LEAFLET_SOURCE, LEAFLET_YAKU, leafletKindWord } from '../../src/i18n/koikoi/leaflet-names';
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

  it('cites the leaflet in the page’s language', () => {
    expect(SOURCES.find((source) => source.id === LEAFLET_SOURCE[lang])?.lang).toBe(lang);
  });
});
