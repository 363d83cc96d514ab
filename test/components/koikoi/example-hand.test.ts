import { describe, expect, it } from 'vitest';
import { YAKU_EXAMPLES } from '../../../src/components/koikoi/yaku-examples';
import { koikoiT } from '../../../src/i18n/koikoi/core';
import type { CoreKey } from '../../../src/i18n/koikoi/core-en';
import { LANGS } from '../../../src/i18n/locales';
import { ensureBuilt, fileFor, parseHtml } from '../../site/dist';

// <ExampleHand> renders static HTML at build time; these checks read the built
// rules page (run `npm run build` after changing it).
ensureBuilt();

function example(lang: string, name: string): Element {
  const file = fileFor(`/${lang}/koikoi/rules/`);
  if (!file) throw new Error(`/${lang}/koikoi/rules/ is not built`);
  const figure = parseHtml(file).querySelector(`[data-example="${name}"]`);
  if (!figure) throw new Error(`no example ${name}`);
  return figure;
}

describe.each(LANGS)('<ExampleHand> on /%s/koikoi/rules/', (lang) => {
  it.each([
    // Sheet 003, Beispiel 1: "(2+1)*2" after one own call.
    ['sheet-1a', '6'],
    // Sheet 003, Beispiel 1: "(2+1+1)*2*2" after two own calls.
    ['sheet-1b', '16'],
    // Sheet 003, Beispiel 2: "8*2*2*2" after the opponent called twice.
    ['sheet-2', '64'],
  ])('renders %s with the total %s', (name, total) => {
    expect(example(lang, name).querySelector('[data-testid="example-total"]')?.textContent).toBe(total);
  });

  it('draws every captured card with its id and a name', () => {
    const cards = [...example(lang, 'sheet-2').querySelectorAll('.kk-example-cards > [data-card]')];
    expect(cards.map((c) => c.getAttribute('data-card'))).toEqual([
      'm01-light',
      'm03-light',
      'm08-light',
      'm12-light',
      'm02-chaff1',
      'm05-ribbon',
    ]);
    const doc = example(lang, 'sheet-2').ownerDocument;
    for (const card of cards) {
      // The accessible name sits on the root or on its SVG, whichever the card component uses.
      const labelledBy =
        card.getAttribute('aria-labelledby') ?? card.querySelector('svg')?.getAttribute('aria-labelledby');
      expect(doc.getElementById(labelledBy ?? '')?.textContent?.trim()).toBeTruthy();
    }
  });

  it('highlights the cards of counting yaku only', () => {
    const lit = [...example(lang, 'sheet-2').querySelectorAll('.kk-example-cards > .hcard-highlight')].map(
      (c) => c.getAttribute('data-card'),
    );
    expect(lit).toEqual(['m01-light', 'm03-light', 'm08-light', 'm12-light']);
  });

  it('lists the derivation steps base → doubling → Koi-Koi', () => {
    const steps = [...example(lang, 'sheet-2').querySelectorAll('[data-step]')].map((s) =>
      s.getAttribute('data-step'),
    );
    expect(steps).toEqual(['base', 'seven-or-more', 'koikoi']);
  });

  it('is named by a short caption, the rules and calls, while the scoring is its content', () => {
    const figure = example(lang, 'sheet-1a');
    const caption = figure.querySelector(':scope > figcaption');
    expect(figure.firstElementChild).toBe(caption);
    const t = koikoiT(lang);
    expect(caption?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      `${t('example.rules', { preset: t('preset.multiplayer') })} ${t('example.calls', { own: 1, opp: 0 })}`,
    );
    expect(caption?.querySelector('[data-testid="example-total"], table, [data-step], a')).toBeNull();
    expect(figure.querySelector('[data-testid="example-total"]')).not.toBeNull();
  });

  it('links to the calculator with the same state', () => {
    const href = example(lang, 'sheet-1a').querySelector('.kk-example-link a')?.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/${lang}/koikoi/calculator/\\?rules=multiplayer&cards=m02-animal,`));
    expect(href).toContain('&own=1');
  });
});

describe.each(LANGS)('the example buttons of /%s/koikoi/yaku/', (lang) => {
  it('name their yaku ("Example: Five Lights"), not only "Example"', () => {
    const file = fileFor(`/${lang}/koikoi/yaku/`);
    if (!file) throw new Error(`/${lang}/koikoi/yaku/ is not built`);
    const t = koikoiT(lang);
    const summaries = [...parseHtml(file).querySelectorAll('[data-yaku] .kk-yaku-example summary')];
    expect(summaries).toHaveLength(Object.keys(YAKU_EXAMPLES).length);
    // The visible word, and the name that says which yaku.
    expect(new Set(summaries.map((summary) => summary.textContent?.trim()))).toEqual(
      new Set([lang === 'de' ? 'Beispiel' : 'Example']),
    );
    const names = summaries.map((summary) => summary.getAttribute('aria-label'));
    const yaku = summaries.map((summary) => summary.closest('[data-yaku]')?.getAttribute('data-yaku'));
    expect(names).toEqual(
      yaku.map((id) => `${lang === 'de' ? 'Beispiel' : 'Example'}: ${t(`yaku.${id}` as CoreKey)}`),
    );
    expect(names).toContain(lang === 'de' ? 'Beispiel: Fünf Lichter' : 'Example: Five Lights');
  });
});
