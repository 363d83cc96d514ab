import { describe, expect, it } from 'vitest';
import { type PagefindSection, searchHit } from '../../src/scripts/search-hit';

function section(title: string, url: string, scores: number[]): PagefindSection {
  return {
    title,
    url,
    excerpt: `excerpt of ${title}`,
    locations: scores.map((_, i) => i),
    weighted_locations: scores.map((balanced_score) => ({ balanced_score })),
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

  it('falls back to the page and its excerpt without sections, and to the address without a title', () => {
    expect(searchHit({ url: '/de/about/', excerpt: 'Über <mark>uns</mark>', meta: {} })).toEqual({
      url: '/de/about/',
      title: '/de/about/',
      excerpt: 'Über <mark>uns</mark>',
    });
  });
});
