import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/data/glossary';
import { LUCKY_HAND_IDS, YAKU_IDS } from '../../src/engine/hanafuda';
import {
  LEAFLET_LUCKY,
  LEAFLET_SOURCE,
  LEAFLET_YAKU,
  leafletGlossaryWord,
} from '../../src/i18n/koikoi/leaflet-names';
import { LANGS } from '../../src/i18n/locales';
import { ensureBuilt, parseHtml } from './dist';

// The words of Nintendo's Mario Hanafuda leaflets, as the yaku page and the
// glossary show them (src/i18n/koikoi/leaflet-names.ts): under the site's
// term, the leaflet of the page's language linked to the sources page.
ensureBuilt();

describe.each(LANGS)('the leaflet’s words on the %s pages', (lang) => {
  const href = `/${lang}/sources/#${LEAFLET_SOURCE[lang]}`;

  /**
   * For each id, the leaflet's word shown in the element `at(id)` of the yaku
   * page and where its label links, next to what `names` says it should be:
   * the word and the leaflet's entry, or nothing.
   */
  function leafletLines(
    ids: readonly string[],
    at: (id: string) => string,
    names: Partial<Record<string, string>>,
  ) {
    const doc = parseHtml(`${lang}/koikoi/yaku/index.html`);
    const shown = ids.map((id) => {
      const line = doc.querySelector(`${at(id)} [data-leaflet-name]`);
      return [
        id,
        line?.querySelector('[data-pagefind-weight]')?.textContent ?? null,
        line?.querySelector('a')?.getAttribute('href'),
      ];
    });
    const wanted = ids.map((id) => [id, names[id] ?? null, names[id] ? href : undefined]);
    return { shown, wanted };
  }

  it('stand under the yaku the leaflet names otherwise, and only there', () => {
    const { shown, wanted } = leafletLines(
      YAKU_IDS,
      (id) => `section[data-yaku="${id}"]`,
      LEAFLET_YAKU[lang],
    );
    expect(shown).toEqual(wanted);
  });

  it('stand under the lucky hands the leaflet names otherwise, and only there', () => {
    const { shown, wanted } = leafletLines(LUCKY_HAND_IDS, (id) => `tr[id="${id}"]`, LEAFLET_LUCKY[lang]);
    expect(shown).toEqual(wanted);
  });

  it('stand under the card kinds and the terms the leaflet names otherwise in the glossary, and only there', () => {
    const doc = parseHtml(`${lang}/glossary/index.html`);
    const rows = [...doc.querySelectorAll('tr:has([data-leaflet-name])')].map((row) => row.id);
    const named = GLOSSARY.flatMap((term) => {
      const word = leafletGlossaryWord(term, lang);
      return word ? [{ id: term.id, word }] : [];
    });
    // The four kinds and, in each language, some game terms.
    expect(named.length).toBeGreaterThan(4);
    expect(rows).toEqual(named.map(({ id }) => id));
    for (const { id, word } of named) {
      const line = doc.querySelector(`tr[id="${id}"] [data-leaflet-name]`);
      expect(line?.querySelector('[data-pagefind-weight]')?.textContent).toBe(word);
      expect(line?.querySelector('a')?.getAttribute('href')).toBe(href);
    }
  });
});
