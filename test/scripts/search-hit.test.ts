import { describe, expect, it } from 'vitest';
import { type PagefindSection, searchHit } from '../../src/scripts/search-hit';

/** A section whose hits stand at `at`, `at + 1`, … with the given scores. */
function section(title: string, url: string, scores: number[], at = 0): PagefindSection {
  return {
    title,
    url,
    excerpt: `excerpt of ${title}`,
    locations: scores.map((_, i) => at + i),
    weighted_locations: scores.map((balanced_score, i) => ({ balanced_score, location: at + i })),
  };
}

const page = { url: '/en/koikoi/yaku/', excerpt: 'page excerpt', meta: { title: 'Koi-Koi yaku' } };

describe('searchHit', () => {
  it('leads to the section with the most weighted hits, not the first or the most numerous', () => {
    const hit = searchHit({
      ...page,
      sub_results: [
        section('Viewing yaku', '/en/koikoi/yaku/#viewing-yaku', [500, 500, 500]),
        section('Moon-Viewing Sake', '/en/koikoi/yaku/#tsukimi-zake-name', [51_000]),
        section('How the groups combine', '/en/koikoi/yaku/#combine', [500]),
      ],
    });
    expect(hit).toEqual({
      url: '/en/koikoi/yaku/#tsukimi-zake-name',
      title: 'Koi-Koi yaku',
      section: 'Moon-Viewing Sake',
      excerpt: 'excerpt of Moon-Viewing Sake',
    });
  });

  it('leads to the page itself when the best hits stand before its first heading', () => {
    const hit = searchHit({
      ...page,
      sub_results: [
        section('Koi-Koi yaku', '/en/koikoi/yaku/', [900]),
        section('Lights', '/en/koikoi/yaku/#lights', [500]),
      ],
    });
    expect(hit).toEqual({
      url: '/en/koikoi/yaku/',
      title: 'Koi-Koi yaku',
      excerpt: 'excerpt of Koi-Koi yaku',
    });
  });

  it('counts plain locations where Pagefind gives no weights', () => {
    const a = { ...section('A', '/en/x/#a', []), locations: [1] };
    const b = { ...section('B', '/en/x/#b', []), locations: [4, 9] };
    expect(searchHit({ ...page, sub_results: [a, b] }).section).toBe('B');
  });

  it('goes on to the glossary row or catalogue card that holds most of the section’s hits', () => {
    const glossary = { url: '/en/glossary/', excerpt: '', meta: { title: 'Glossary' } };
    const hakka = {
      ...section('Hakka cards', '/en/glossary/#hakka-cards', [500, 500, 51_000, 51_000], 100),
      anchor: { element: 'h2', id: 'hakka-cards', location: 90 },
    };
    const anchors = [
      { element: 'tr', id: 'oya', location: 20 }, // in an earlier section
      { element: 'h2', id: 'hakka-cards', location: 90 },
      { element: 'tr', id: 'trick', location: 95 },
      { element: 'input', id: 'a-field', location: 101 }, // not a place to land
      { element: 'tr', id: 'wan-sin', location: 102 },
    ];
    expect(searchHit({ ...glossary, anchors, sub_results: [hakka] })).toEqual({
      url: '/en/glossary/#wan-sin',
      title: 'Glossary',
      section: 'Hakka cards',
      excerpt: 'excerpt of Hakka cards',
    });
  });

  it('stays with the section when most hits stand before its first row, and works before any heading', () => {
    const anchors = [{ element: 'li', id: 'm01-light', location: 10 }];
    const cards = { url: '/en/koikoi/cards/', excerpt: '', meta: { title: 'Cards' }, anchors };
    const top = section('Cards', '/en/koikoi/cards/', [900, 900, 100], 8);
    expect(searchHit({ ...cards, sub_results: [top] }).url).toBe('/en/koikoi/cards/');
    const later = section('Cards', '/en/koikoi/cards/', [100, 900, 900], 9);
    expect(searchHit({ ...cards, sub_results: [later] }).url).toBe('/en/koikoi/cards/#m01-light');
  });

  it('leads to the section the query names, even with fewer hits, and to its heading rather than a row in it', () => {
    const data = {
      ...page,
      anchors: [{ element: 'div', id: 'shiko-example', location: 12 }],
      sub_results: [
        section('Rainy Four Lights 雨四光 Ame-shikō', '/en/koikoi/yaku/#ame-shiko-name', [51_000, 51_000]),
        {
          ...section('Four Lights 四光 Shikō', '/en/koikoi/yaku/#shiko-name', [500, 51_000], 11),
          anchor: { element: 'h3', id: 'shiko-name', location: 10 },
        },
      ],
    };
    expect(searchHit(data, 'four lights').url).toBe('/en/koikoi/yaku/#shiko-name');
    expect(searchHit(data, 'four lights').section).toBe('Four Lights 四光 Shikō');
    // Without a name to go by, the most weighted hits decide, as before.
    expect(searchHit(data, 'four').url).toBe('/en/koikoi/yaku/#ame-shiko-name');
    expect(searchHit(data).url).toBe('/en/koikoi/yaku/#ame-shiko-name');
  });

  it('leads to the element the query names by its id, in its own section, unless a heading is named', () => {
    const chart = {
      ...section('The chart', '/en/hakka/cards/#the-chart', [500, 500, 51_000], 60),
      anchor: { element: 'h2', id: 'the-chart', location: 53 },
    };
    const elders = {
      ...section('Elder cards', '/en/hakka/cards/#elder-cards', [51_000, 51_000], 200),
      anchor: { element: 'h2', id: 'elder-cards', location: 190 },
    };
    const data = {
      url: '/en/hakka/cards/',
      excerpt: 'page excerpt',
      meta: { title: 'The Hakka cards' },
      anchors: [
        { element: 'h2', id: 'the-chart', location: 53 },
        { element: 'span', id: 'gon-7', location: 60 }, // not a place to land
        { element: 'td', id: 'sup-1', location: 95 },
        { element: 'td', id: 'gon-7', location: 131 },
        { element: 'h2', id: 'elder-cards', location: 190 },
        { element: 'tr', id: 'elder-card', location: 201 },
      ],
      sub_results: [chart, elders],
    };
    expect(searchHit(data, 'Gon-7')).toEqual({
      url: '/en/hakka/cards/#gon-7',
      title: 'The Hakka cards',
      section: 'The chart',
      excerpt: 'excerpt of The chart',
    });
    expect(searchHit(data, 'elder card').url).toBe('/en/hakka/cards/#elder-cards');
    const glossary = {
      url: '/de/glossary/',
      excerpt: 'Glossar',
      meta: { title: 'Glossar' },
      anchors: [
        { element: 'tr', id: 'capture', location: 40 },
        { element: 'th', id: 'fangen', location: 40 }, // the German name of the row #capture
      ],
    };
    expect(searchHit(glossary, 'Fangen').url).toBe('/de/glossary/#fangen');
    expect(searchHit(glossary, 'capture').url).toBe('/de/glossary/#capture');
    expect(searchHit({ ...data, sub_results: [] }, 'sup 1')).toEqual({
      url: '/en/hakka/cards/#sup-1',
      title: 'The Hakka cards',
      excerpt: 'page excerpt',
    });
  });

  it('leads to a glossary row as a section of its own, titled by its term, and to its German id when the query names it', () => {
    const row = (title: string, id: string, at: number, scores: number[]) => ({
      ...section(title, `/de/glossary/#${id}`, scores, at + 1),
      anchor: { element: 'tr', id, title, location: at },
    });
    const glossary = {
      url: '/de/glossary/',
      excerpt: 'Glossar',
      meta: { title: 'Glossar' },
      anchors: [
        { element: 'tr', id: 'oya', title: 'Geber', location: 20 },
        { element: 'th', id: 'geber', location: 20 },
        { element: 'tr', id: 'capture', title: 'Fangen', location: 40 },
        { element: 'th', id: 'fangen', location: 40 }, // the German name of the row #capture
      ],
      sub_results: [row('Geber', 'oya', 20, [500]), row('Fangen', 'capture', 40, [51_000, 500])],
    };
    expect(searchHit(glossary, 'Fangen')).toEqual({
      url: '/de/glossary/#fangen',
      title: 'Glossar',
      section: 'Fangen',
      excerpt: 'excerpt of Fangen',
    });
    expect(searchHit(glossary, 'nehmen')).toEqual({
      url: '/de/glossary/#capture',
      title: 'Glossar',
      section: 'Fangen',
      excerpt: 'excerpt of Fangen',
    });
    // The row the query names by its title, though another holds more hits.
    expect(searchHit(glossary, 'Geber').url).toBe('/de/glossary/#geber');
  });

  it('leads to the section that holds most of the query’s different words, then the most weighted hits', () => {
    /** A section with hits at the given locations and scores. */
    const at = (title: string, url: string, hits: [number, number][]): PagefindSection => ({
      title,
      url,
      excerpt: `excerpt of ${title}`,
      locations: hits.map(([location]) => location),
      weighted_locations: hits.map(([location, balanced_score]) => ({ location, balanced_score })),
    });
    // Words 3, 6 and 7 are "four"; 12 is "Four", 15 "Kind".
    const content =
      'Three players, and four in teams. four four. Redeals and lucky hands. Four of a Kind (teshi): all four cards';
    const rules = {
      url: '/en/koikoi/rules/',
      excerpt: '',
      meta: { title: 'Koi-Koi rules' },
      content,
      sub_results: [
        at('Three players, and four in teams', '/en/koikoi/rules/#three-players', [
          [3, 6000],
          [6, 500],
          [7, 500],
        ]),
        at('Redeals and lucky hands', '/en/koikoi/rules/#redeals', [
          [12, 500],
          [15, 500],
        ]),
      ],
    };
    expect(searchHit(rules, 'four of a kind').section).toBe('Redeals and lucky hands');
    // One word: the most weighted hits decide, as before; and so without the page's text.
    expect(searchHit(rules, 'four').section).toBe('Three players, and four in teams');
    expect(searchHit({ ...rules, content: undefined }, 'four of a kind').section).toBe(
      'Three players, and four in teams',
    );
  });

  it('counts only the hits of a word typed as asked where the page has any, not those of its stem', () => {
    // Words 0–2 „Regelwerk“ (a table's caption, three times), 3 „Regenmann“.
    const content = 'Regelwerk Regelwerk Regelwerk Regenmann';
    const at = (title: string, hits: [number, number][]): PagefindSection => ({
      title,
      url: `/de/koikoi/yaku/#${title.length}`,
      excerpt: title,
      locations: hits.map(([location]) => location),
      weighted_locations: hits.map(([location, balanced_score]) => ({ location, balanced_score })),
    });
    const yaku = {
      url: '/de/koikoi/yaku/',
      excerpt: '',
      meta: { title: 'Koi-Koi-Yaku' },
      content,
      sub_results: [
        at('Fünf Lichter', [
          [0, 500],
          [1, 500],
          [2, 500],
        ]),
        at('Vier Lichter mit Regenmann', [[3, 1000]]),
      ],
    };
    expect(searchHit(yaku, 'Regen').section).toBe('Vier Lichter mit Regenmann');
    // „Regel“ holds the typed word in the caption: the most weighted hits decide.
    expect(searchHit(yaku, 'Regel').section).toBe('Fünf Lichter');
  });

  it('leads to a lucky hand’s row, titled like a yaku’s heading, when the query names it', () => {
    const lucky = {
      ...page,
      anchors: [{ element: 'tr', id: 'teshi', title: 'Four of a Kind 手四 Teshi', location: 90 }],
      sub_results: [
        section(
          'Rainy Four Lights 雨四光 Ame-shikō',
          '/en/koikoi/yaku/#ame-shiko-name',
          [51_000, 51_000],
          10,
        ),
        {
          ...section('Four of a Kind 手四 Teshi', '/en/koikoi/yaku/#teshi', [500], 91),
          anchor: { element: 'tr', id: 'teshi', title: 'Four of a Kind 手四 Teshi', location: 90 },
        },
      ],
    };
    for (const query of ['four of a kind', '手四', 'Teshi']) {
      expect(searchHit(lucky, query)).toEqual({
        url: '/en/koikoi/yaku/#teshi',
        title: 'Koi-Koi yaku',
        section: 'Four of a Kind 手四 Teshi',
        excerpt: 'excerpt of Four of a Kind 手四 Teshi',
      });
    }
  });

  it('falls back to the page and its excerpt without sections, and to the address without a title', () => {
    expect(searchHit({ url: '/de/about/', excerpt: 'Über <mark>uns</mark>', meta: {} })).toEqual({
      url: '/de/about/',
      title: '/de/about/',
      excerpt: 'Über <mark>uns</mark>',
    });
  });
});
