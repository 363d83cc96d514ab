import { describe, expect, it } from 'vitest';
import { HANAFUDA_CARD_IDS } from '../../../src/cards/hanafuda/ids';
import { cardInnerHtml, cardNameSpans, cardRootClass } from '../../../src/components/hanafuda/card-markup';
import { CARDS } from '../../../src/engine/hanafuda';
import { HANAFUDA_CARD_NAMES } from '../../../src/i18n/hanafuda-cards';

/** Decodes the few entities escapeXml writes. */
function decode(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

// The Astro component itself cannot be rendered here (vitest.config.ts has no
// Astro plugin, so `experimental_AstroContainer` cannot load .astro files);
// it writes exactly the root below around cardInnerHtml, and the browser
// tests check the built cards page.
describe('the shared card markup renders every card', () => {
  it.each(CARDS.map((card) => [card.id, card.kind] as const))(
    '%s: id, names in both languages, kind mark %s',
    (id, kind) => {
      const names = HANAFUDA_CARD_NAMES[id];
      for (const lang of ['en', 'de'] as const) {
        const root = cardRootClass(id, { caption: true });
        const html = decode(cardInnerHtml(id, { lang, nameId: `n-${id}`, caption: true }));
        expect(root).toContain(`hcard-kind-${kind}`);
        // The art inside carries the id too.
        expect(html).toContain(`data-card="${id}"`);
        expect(html).toContain(`<span class="hcard-name" id="n-${id}">`);
        expect(html).toContain(`<span class="hcard-n hcard-n-traditional">${names[lang]}</span>`);
        if (names.marioDe) expect(html).toContain(`>${names.marioDe}</span>`);
        if (names.marioEn) expect(html).toContain(`>${names.marioEn}</span>`);
        // The art's kind mark (bottom right) matches the engine's kind.
        expect(html).toContain(`class="kind-mark kind-${kind}"`);
        // The SVG is decorative: the root carries the name.
        expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/);
      }
    },
  );

  it('hides the name visually without a caption', () => {
    expect(cardInnerHtml('m03-light', { lang: 'de', nameId: 'x' })).toContain(
      'class="hcard-name visually-hidden"',
    );
  });
});

describe('card markup', () => {
  it('marks the other edition’s language on its name', () => {
    // seed 000 (German edition): "Mario & Gumba (Licht)"; seed 001: "Raining Light (Princess Peach)".
    expect(cardNameSpans('m11-light', 'en')).toEqual([
      { style: 'traditional', text: 'Rain Man' },
      { style: 'mario-de', text: 'Mario & Gumba', lang: 'de' },
      { style: 'mario-en', text: 'Princess Peach' },
    ]);
    expect(cardNameSpans('m11-light', 'de')[2]).toEqual({
      style: 'mario-en',
      text: 'Princess Peach',
      lang: 'en',
    });
  });

  it('indexes only the traditional name for search, and ends with a space after the names', () => {
    // Pagefind reads text only: without the space, "Rain Man" runs into the next card's name.
    const html = cardInnerHtml('m11-light', { lang: 'en', nameId: 'x' });
    expect(html).toContain('<span class="hcard-n hcard-n-traditional">Rain Man</span>');
    expect(html).toContain(
      '<span class="hcard-n hcard-n-mario-de" lang="de" data-pagefind-ignore>Mario &amp; Gumba</span>',
    );
    expect(html).toContain(
      '<span class="hcard-n hcard-n-mario-en" data-pagefind-ignore>Princess Peach</span>',
    );
    expect(html).toMatch(/<\/span><\/span> $/);
    expect(cardInnerHtml('m11-light', { lang: 'en', nameId: 'x', label: 'Card to identify' })).toMatch(
      /Card to identify<\/span> $/,
    );
  });

  it('renders only the traditional name where no edition names the card', () => {
    const html = cardInnerHtml('m01-chaff1', { lang: 'de', nameId: 'x' });
    expect(html).toContain('Kiefer (Kasu)');
    expect(html).not.toContain('hcard-n-mario');
    expect(cardRootClass('m01-chaff1')).not.toContain('has-mario');
  });

  it('flags which Mario names exist on the root, for the CSS', () => {
    // seed 001 names no August animal; seed 000 calls the geese Luigi.
    expect(cardRootClass('m08-animal').split(' ')).toEqual(
      expect.arrayContaining(['hcard-has-mario-de', 'hcard-kind-animal']),
    );
    expect(cardRootClass('m08-animal')).not.toContain('hcard-has-mario-en');
  });

  it('escapes the name id and uses a label instead of the names when given', () => {
    const html = cardInnerHtml('m05-animal', { lang: 'en', nameId: 'a"b', label: 'Card to identify' });
    expect(html).toContain('id="a&quot;b">Card to identify</span>');
    expect(html).not.toContain('Eight-Plank Bridge');
  });

  it('covers all 48 ids', () => {
    expect(HANAFUDA_CARD_IDS).toHaveLength(48);
    expect(() => cardInnerHtml('nope', { lang: 'en', nameId: 'x' })).toThrow(/Unknown hanafuda card id/);
  });
});
