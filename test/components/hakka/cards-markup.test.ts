import { describe, expect, it } from 'vitest';
import {
  hakkaCardInnerHtml,
  hakkaCardLabel,
  hakkaCardRootClass,
} from '../../../src/components/hakka/cards-markup';
import { CARDS, elders } from '../../../src/engine/hakka';

describe('Hakka card markup', () => {
  it.each(CARDS)('%s carries its id and its name in both languages', (id) => {
    for (const lang of ['en', 'de'] as const) {
      const html = hakkaCardInnerHtml(id, { lang, nameId: 'n1' });
      expect(html).toContain(`data-card="${id}"`);
      expect(html).toContain(`id="n1">${hakkaCardLabel(id, lang)}</span>`);
      expect(html).not.toContain('<text');
    }
  });

  it.each(elders([]))('starting elder %s says so and shows the star', (id) => {
    expect(hakkaCardInnerHtml(id, { lang: 'en', nameId: 'n', elder: true })).toContain(', elder card</span>');
    expect(hakkaCardInnerHtml(id, { lang: 'de', nameId: 'n', elder: true })).toContain(', Ältestenkarte');
    expect(hakkaCardInnerHtml(id, { lang: 'de', nameId: 'n', elder: true })).toContain('data-elder=""');
  });

  it('names a captioned elder with one text, so no space comes before the comma', () => {
    const html = hakkaCardInnerHtml('zok-9', { lang: 'en', nameId: 'n', caption: true, elder: true });
    expect(html).toContain('<span class="visually-hidden" id="n">Zok 9, elder card</span>');
    expect(html).toContain(
      'elder card</span> <span class="hkcard-name" aria-hidden="true" data-pagefind-ignore>Zok 9</span>',
    );
    const de = hakkaCardInnerHtml('sup-9', { lang: 'de', nameId: 'n', caption: true, elder: true });
    expect(de).toContain('id="n">Sup-9, Ältestenkarte</span>');
  });

  it('shows a visible caption only when asked', () => {
    expect(hakkaCardInnerHtml('gon-2', { lang: 'en', nameId: 'n', caption: true })).toContain(
      '<span class="hkcard-name" id="n">Gon 2</span>',
    );
    expect(hakkaCardInnerHtml('gon-2', { lang: 'en', nameId: 'n' })).toContain('hkcard-name visually-hidden');
  });

  it('replaces the name with a label (a quiz must not give it away)', () => {
    const html = hakkaCardInnerHtml('gon-2', { lang: 'en', nameId: 'n', label: 'Card to name' });
    expect(html).toContain('>Card to name</span>');
    expect(html).not.toContain('Gon 2');
  });

  it('ends with a space after the name, so search reads the next card or word apart', () => {
    expect(hakkaCardInnerHtml('gon-2', { lang: 'en', nameId: 'n' })).toMatch(/>Gon 2<\/span> $/);
    expect(hakkaCardInnerHtml('gon-2', { lang: 'en', nameId: 'n', label: 'Card to name' })).toMatch(
      /<\/span> $/,
    );
  });

  it('builds the root classes', () => {
    expect(hakkaCardRootClass('wan-sin', { size: 'lg', elder: true, selected: true })).toBe(
      'hkcard hkcard-lg hkcard-suit-none hkcard-elder hkcard-selected',
    );
    expect(() => hakkaCardRootClass('nope')).toThrow(/Unknown Hakka card/);
  });
});
