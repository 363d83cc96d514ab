import { describe, expect, it } from 'vitest';
import { CARDS } from '../../src/engine/hanafuda';
import { editionIn, kindTerm } from '../../src/i18n/hanafuda-cards';
import { pointsText } from '../../src/i18n/koikoi/core';
import { LANGS } from '../../src/i18n/locales';
import { ensureBuilt, parseHtml } from './dist';

// The card catalog names each card's kind twice, the traditional word and
// that of the Mario edition in the page's language; the card-names setting
// (CSS in hcard.css) shows one (src/components/hanafuda/KindWord.astro).
ensureBuilt();

describe.each(LANGS)('the kind of each card in the %s catalog', (lang) => {
  const doc = parseHtml(`${lang}/koikoi/cards/index.html`);
  const edition = editionIn(lang);

  it.each(CARDS.map((card) => [card.id, card] as const))('%s', (_id, card) => {
    const word = doc.querySelector(`li[id="${card.id}"] dd [data-kind-word="${card.kind}"]`);
    const traditional = word?.querySelector('.hcard-n-traditional');
    const mario = word?.querySelector(`.hcard-n-${edition}`);
    expect(word?.className).toBe(`hcard-has-${edition}`);
    expect(traditional?.textContent).toBe(kindTerm(card.kind, lang).one);
    expect(mario?.textContent).toBe(kindTerm(card.kind, lang, edition).one);
    // Only the traditional word goes into the search index, as with the card names.
    expect(mario?.hasAttribute('data-pagefind-ignore')).toBe(true);
    expect(traditional?.hasAttribute('data-pagefind-ignore')).toBe(false);
    // The template is filled around the words, with nothing stray between.
    mario?.remove();
    expect(word?.parentElement?.textContent).toBe(
      `${kindTerm(card.kind, lang).one}, ${pointsText(lang, card.points)}`,
    );
  });
});
