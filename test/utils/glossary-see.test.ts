import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/data/glossary';
import { type PageOutline, seeLink } from '../../src/utils/glossary-see';

const rules: PageOutline = {
  title: 'Koi-Koi-Regeln',
  headings: [
    { slug: 'ein-zug', text: 'Ein Zug' },
    { slug: 'neu-geben-und-glückshände', text: 'Neu geben und Glückshände' },
  ],
};
const outline = (id: string) => (id === 'de/koikoi/rules' ? rules : undefined);

describe('seeLink', () => {
  it('links to a heading by its id in the page language, with the page title and the heading text', () => {
    const see = {
      page: 'koikoi/rules',
      section: { en: 'redeals-and-lucky-hands', de: 'neu-geben-und-glückshände' },
    };
    expect(seeLink(see, 'de', outline)).toEqual({
      href: '/de/koikoi/rules/#neu-geben-und-glückshände',
      page: 'Koi-Koi-Regeln',
      section: 'Neu geben und Glückshände',
    });
  });

  it('links to a whole page without a section', () => {
    expect(seeLink({ page: 'koikoi/rules' }, 'de', outline)).toEqual({
      href: '/de/koikoi/rules/',
      page: 'Koi-Koi-Regeln',
    });
  });

  it('throws for a heading the page does not have, so the build fails instead of linking nowhere', () => {
    const see = { page: 'koikoi/rules', section: { en: 'a-turn', de: 'ein-spielzug' } };
    expect(() => seeLink(see, 'de', outline)).toThrow('no heading #ein-spielzug on de/koikoi/rules');
  });

  it('throws for a page that does not exist', () => {
    expect(() => seeLink({ page: 'koikoi/rulez' }, 'de', outline)).toThrow('no page de/koikoi/rulez');
  });
});

describe('the glossary links', () => {
  it('name a page of the term’s own game', () => {
    const wrong = GLOSSARY.flatMap((term) =>
      term.see && term.game !== 'both' && !term.see.page.startsWith(term.game) ? [term.id] : [],
    );
    expect(wrong).toEqual([]);
  });
});
