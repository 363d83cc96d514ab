import { describe, expect, it } from 'vitest';
import { CARDS } from '../../src/engine/hanafuda';
import { LANGS } from '../../src/i18n/locales';
import { ensureBuilt, parseHtml } from './dist';

// In the card catalog, the names of the lights and the animals weigh in
// search like a heading, in the page's language only; the other cards'
// names carry their plant and kind and keep the plain weight
// (src/components/hanafuda/CardCatalog.astro).
ensureBuilt();

describe.each(LANGS)('the search weight of the card names in the %s catalog', (lang) => {
  const doc = parseHtml(`${lang}/koikoi/cards/index.html`);

  it('is raised for the name of each light and animal in the page’s language, and for nothing else in the name rows', () => {
    const weighted = CARDS.flatMap((card) =>
      [...doc.querySelectorAll(`li[id="${card.id}"] dd[data-pagefind-weight]`)].map((dd) => [
        card.id,
        dd.getAttribute('lang') ?? lang,
        dd.getAttribute('data-pagefind-weight'),
      ]),
    );
    const wanted = CARDS.filter((card) => card.kind === 'light' || card.kind === 'animal').map((card) => [
      card.id,
      lang,
      '10',
    ]);
    expect(weighted).toEqual(wanted);
  });
});
