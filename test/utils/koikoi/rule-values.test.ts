import { describe, expect, it } from 'vitest';
import { PRESET_IDS, RULESET_SOURCES, RULESETS } from '../../../src/engine/hanafuda';
import { pagesT } from '../../../src/i18n/koikoi/pages';
import { LANGS } from '../../../src/i18n/locales';
import { citation, citedInCell, ruleValueText, VARIANT_FIELDS } from '../../../src/utils/koikoi/rule-values';

describe('ruleValueText', () => {
  const cases = LANGS.flatMap((lang) =>
    PRESET_IDS.flatMap((preset) => VARIANT_FIELDS.map((field) => [lang, preset, field] as const)),
  );
  it.each(cases)('%s: %s %s is text without placeholders', (lang, preset, field) => {
    const text = ruleValueText(pagesT(lang), RULESETS[preset], field);
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/[{}]|value\./);
  });

  it.each([
    // Leaflet 000: one call per round.
    ['nintendo', 'callLimit', 'one per round in all'],
    // Sheet 003: every call doubles.
    ['multiplayer', 'koikoiMultiplier', '×2 for every call by anyone'],
    // Sheet 003: deal sizes for 2, 3 and 4 players.
    ['multiplayer', 'deal', '2 players: 8 / 8; 3 players: 7 / 6; 4 players: 5 / 6'],
    // FudaWiki: the winner deals; after a draw the same dealer.
    ['fudawiki', 'dealer', 'after a win: the winner; after a draw: the same dealer'],
  ] as const)('%s %s reads “%s”', (preset, field, expected) => {
    expect(ruleValueText(pagesT('en'), RULESETS[preset], field)).toBe(expected);
  });

  it('reads as one phrase with its German row label, without "ab … ab"', () => {
    const t = pagesT('de');
    const row = `${t('field.doublingThreshold')}: ${ruleValueText(t, RULESETS.nintendo, 'doublingThreshold')}`;
    expect(row).toBe('Verdopplung: ab einem Grundwert von 7');
  });
});

describe('citation', () => {
  it.each(LANGS)('cites every preset field in %s, linking to the sources page', (lang) => {
    for (const preset of PRESET_IDS) {
      for (const field of VARIANT_FIELDS) {
        const c = citation(pagesT(lang), lang, RULESET_SOURCES[preset][field]);
        expect(c.name).not.toMatch(/source\./);
        if (c.href) expect(c.href).toMatch(new RegExp(`^/${lang}/sources/#`));
        if (c.note) expect(c.note).not.toMatch(/^note\./);
      }
    }
  });

  it('names the source a site decision follows', () => {
    const c = citation(pagesT('de'), 'de', RULESET_SOURCES.nintendo.sakeCup);
    expect(c.href).toBeNull();
    expect(c.follows).toEqual({ name: 'Nintendo-Anleitung', href: '/de/sources/#nintendo-leaflet-de' });
  });
});

describe('citedInCell', () => {
  it('leaves out a preset’s own source without a note', () => {
    expect(citedInCell('nintendo', { source: 'nintendo-leaflet' })).toBe(false);
    expect(citedInCell('multiplayer', { source: 'koikoi-sheet' })).toBe(false);
  });

  it('names a note, a site decision or another source', () => {
    expect(citedInCell('nintendo', { source: 'nintendo-leaflet', note: 'not-listed' })).toBe(true);
    expect(citedInCell('fudawiki', { source: 'site-decision' })).toBe(true);
    expect(citedInCell('nintendo', { source: 'fudawiki' })).toBe(true);
  });
});
