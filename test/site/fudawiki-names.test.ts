import { describe, expect, it } from 'vitest';
import { YAKU_IDS } from '../../src/engine/hanafuda';
import { koikoiT } from '../../src/i18n/koikoi/core';
import { FUDAWIKI_YAKU } from '../../src/i18n/koikoi/fudawiki-names';
import { LANGS } from '../../src/i18n/locales';
import { sameName, words } from '../../src/scripts/search-heading';
import { ensureBuilt, parseHtml } from './dist';

// FudaWiki's English yaku names (src/i18n/koikoi/fudawiki-names.ts), as the
// yaku page shows them in both languages: under the site's name, FudaWiki
// linked to its entry on the sources page.
ensureBuilt();

describe.each(LANGS)('FudaWiki’s names on the %s yaku page', (lang) => {
  const doc = parseHtml(`${lang}/koikoi/yaku/index.html`);

  it('stand under the yaku FudaWiki names otherwise, and only there, linked to the sources page', () => {
    const shown = YAKU_IDS.map((id) => {
      const line = doc.querySelector(`section[data-yaku="${id}"] [data-fudawiki-name]`);
      return [
        id,
        line?.querySelector('[data-pagefind-weight]')?.textContent ?? null,
        line?.querySelector('a')?.getAttribute('href'),
      ];
    });
    const wanted = YAKU_IDS.map((id) => [
      id,
      FUDAWIKI_YAKU[id] ?? null,
      FUDAWIKI_YAKU[id] ? `/${lang}/sources/#fudawiki` : undefined,
    ]);
    expect(shown).toEqual(wanted);
  });

  it('are marked as English, also on the German page', () => {
    const names = [...doc.querySelectorAll('[data-fudawiki-name] [data-pagefind-weight]')];
    expect(names.length).toBe(Object.keys(FUDAWIKI_YAKU).length);
    // On the German page the closest language is the name's own, not the page's.
    expect(names.map((name) => name.closest('[lang]')?.getAttribute('lang'))).toEqual(names.map(() => 'en'));
  });
});

describe('FudaWiki’s yaku names', () => {
  const site = koikoiT('en');

  it('each use a word that the site’s English name lacks', () => {
    const same = Object.entries(FUDAWIKI_YAKU).filter(([id, name]) => {
      // The words as search compares them: folded, a plural the same as its singular.
      const ours = words(site(`yaku.${id}` as Parameters<typeof site>[0]));
      return words(name ?? '').every((word) => ours.some((own) => sameName(word, own)));
    });
    expect(same).toEqual([]);
  });
});
