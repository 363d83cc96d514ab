// @vitest-environment happy-dom
// The calculator's single-rule options: the words of its selects are the
// words the calculator page explains, each value has its sources, and the
// labels say what the engine does.
import { describe, expect, it } from 'vitest';
import {
  customRuleset,
  evaluateYaku,
  PRESET_IDS,
  PRESET_SOURCE,
  type YakuId,
} from '../../../src/engine/hanafuda';
import { OPTION_VALUE_SOURCES } from '../../../src/engine/hanafuda/option-sources';
import { koikoiT } from '../../../src/i18n/koikoi/core';
import { pagesT } from '../../../src/i18n/koikoi/pages';
import { LANGS } from '../../../src/i18n/locales';
import Calculator from '../../../src/islands/koikoi/Calculator';
import { toolCards, toolText } from '../../../src/islands/koikoi/calc-props';
import { CALC_OPTION_FIELDS, calcOptionDocs } from '../../../src/utils/koikoi/calc-options';
import { domRoot } from '../fixtures';

const dom = domRoot();

describe('the calculator’s single-rule options', () => {
  it.each(LANGS)('%s: the selects offer exactly the values the page explains, in the same words', (lang) => {
    history.replaceState(null, '', `/${lang}/koikoi/calculator/`);
    dom.show(<Calculator lang={lang} text={toolText(lang)} cards={toolCards(lang)} />);
    const offered = CALC_OPTION_FIELDS.map((field) =>
      // The first option keeps the preset's value ("as in the rule set: …").
      [...dom.element.querySelectorAll(`[data-testid="option-${field}"] option`)]
        .slice(1)
        .map((option) => option.textContent),
    );
    expect(offered).toEqual(calcOptionDocs(lang).map((doc) => doc.values.map((v) => v.label)));
  });

  it.each(LANGS)('%s: every value says what it does and names its sources', (lang) => {
    for (const doc of calcOptionDocs(lang)) {
      for (const v of doc.values) {
        expect(v.note).not.toMatch(/[{}]/);
        expect(v.sources.length).toBeGreaterThan(0);
        for (const s of v.sources) expect(s.href).toMatch(new RegExp(`^/${lang}/sources/#`));
      }
    }
  });

  it('cites each preset’s own source for the value it starts with, and FudaWiki for every house rule', () => {
    for (const doc of calcOptionDocs('en')) {
      const sources = OPTION_VALUE_SOURCES[doc.field] as Readonly<Record<string, readonly string[]>>;
      for (const v of doc.values) {
        const presets = PRESET_IDS.filter((id) => v.presets.includes(koikoiT('en')(`preset.${id}`)));
        for (const preset of presets) expect(sources[v.value]).toContain(PRESET_SOURCE[preset]);
        // The calculator page: every choice no preset has is among the house rules FudaWiki collects.
        if (presets.length === 0) expect(sources[v.value]).toContain('fudawiki');
      }
    }
  });

  describe('the weather rule', () => {
    const cards = ['m03-light', 'm08-light', 'm09-animal'] as const;
    const rules = customRuleset('fudawiki', { viewing: 'weather' });
    const counted = (field: string[]): YakuId[] =>
      evaluateYaku([...cards], rules, { field: field as never })
        .yaku.map((y) => y.id)
        .filter((id) => id === 'hanami-zake' || id === 'tsukimi-zake');

    it('cancels only Flower-Viewing Sake in rain (November) and only Moon-Viewing Sake in fog (December)', () => {
      expect(counted([])).toEqual(['hanami-zake', 'tsukimi-zake']);
      expect(counted(['m11-chaff'])).toEqual(['tsukimi-zake']);
      expect(counted(['m12-chaff1'])).toEqual(['hanami-zake']);
      expect(counted(['m11-chaff', 'm12-chaff1'])).toEqual([]);
    });

    it.each(LANGS)('%s: is labelled as the engine plays it, each yaku with its own weather', (lang) => {
      const k = koikoiT(lang);
      const label = pagesT(lang)('value.viewing.weather');
      const [hanami, tsukimi] = [k('yaku.hanami-zake'), k('yaku.tsukimi-zake')];
      const [november, december] = lang === 'en' ? ['November', 'December'] : ['November', 'Dezember'];
      expect(label.indexOf(hanami)).toBeGreaterThanOrEqual(0);
      expect(label.indexOf(hanami)).toBeLessThan(label.indexOf(november));
      expect(label.indexOf(november)).toBeLessThan(label.indexOf(tsukimi));
      expect(label.indexOf(tsukimi)).toBeLessThan(label.indexOf(december));
    });
  });

  it('labels the other-yaku rule as the engine plays it: both viewing yaku alone do not count', () => {
    const rules = customRuleset('fudawiki', { viewing: 'with-other-yaku' });
    expect(evaluateYaku(['m03-light', 'm08-light', 'm09-animal'], rules).points).toBe(0);
    expect(pagesT('en')('value.viewing.with-other-yaku')).toMatch(/not a viewing yaku/);
    expect(pagesT('de')('value.viewing.with-other-yaku')).toMatch(/kein Sake-Yaku/);
  });
});
