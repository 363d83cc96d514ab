/**
 * Where a search result should lead. Pagefind splits each page at its
 * headings with an id into sections (`sub_results`) and tells where the
 * query's words stand in each, with their weights. A long page such as the
 * yaku page names "Moon-Viewing Sake" in a table near the top and in its own
 * section further down; the reader wants that section. So a result links to
 * the section that holds most of the weighted hits, with that section's
 * heading and excerpt, and to the page itself when the best hits come before
 * its first heading. A section whose heading the query names comes before
 * all others (`search-heading.ts`).
 *
 * @example
 * searchHit(await result.data());
 * // { url: '/en/koikoi/yaku/#tsukimi-zake-name', title: 'Koi-Koi yaku',
 * //   section: 'Moon-Viewing Sake 月見酒 Tsukimi-zake', excerpt: '<mark>Moon</mark>-Viewing …' }
 */

import { namesHeading } from './search-heading';

/** An element with an id, and the word of the page it stands at. */
export interface PagefindAnchor {
  element: string;
  id: string;
  location: number;
}

/** A hit: the word of the page it stands at, and its weight in the ranking. */
export interface PagefindLocation {
  location: number;
  balanced_score: number;
}

/** The part of a Pagefind section this module reads. */
export interface PagefindSection {
  title: string;
  url: string;
  excerpt: string;
  locations: readonly number[];
  weighted_locations?: readonly PagefindLocation[];
  /** The heading the section starts at; none for the part before the first heading. */
  anchor?: PagefindAnchor;
}

/** The part of a Pagefind result's data this module reads. */
export interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  anchors?: readonly PagefindAnchor[];
  sub_results?: readonly PagefindSection[];
}

/** What one line of the results list shows and where it leads. */
export interface SearchHit {
  url: string;
  title: string;
  /** The section's heading, when the hit leads into the page. */
  section?: string;
  /** Pagefind's excerpt: our text with `<mark>` around the hits. */
  excerpt: string;
}

/**
 * Elements with an id that are a place to land inside a section: a glossary
 * row, a card of the catalogue, a source, a cell of the Hakka chart. Not
 * headings (sections start at them already), form fields or parts of a
 * drawing.
 */
const TARGETS = new Set(['tr', 'li', 'td', 'div']);

function score(section: PagefindSection): number {
  const weighted = section.weighted_locations;
  if (weighted && weighted.length > 0) return weighted.reduce((sum, l) => sum + l.balanced_score, 0);
  return section.locations.length;
}

/**
 * The element inside a section that holds most of its weighted hits, each
 * hit counted for the last target element before it; none when most of
 * them stand before the section's first target element.
 */
function innerTarget(data: PagefindData, section: PagefindSection): PagefindAnchor | undefined {
  const start = section.anchor?.location ?? 0;
  const targets = (data.anchors ?? [])
    .filter((a) => TARGETS.has(a.element) && a.location >= start)
    .sort((a, b) => a.location - b.location);
  const totals = new Map<PagefindAnchor | undefined, number>();
  for (const hit of section.weighted_locations ?? []) {
    const owner = targets.findLast((a) => a.location <= hit.location);
    totals.set(owner, (totals.get(owner) ?? 0) + hit.balanced_score);
  }
  let best: PagefindAnchor | undefined;
  let bestTotal = totals.get(undefined) ?? 0;
  for (const [anchor, total] of totals) {
    if (anchor && total > bestTotal) {
      best = anchor;
      bestTotal = total;
    }
  }
  return best;
}

/**
 * The best place to send a reader for one search result: the section the
 * query names, if any (`namesHeading`), else the one with the most weighted
 * hits.
 */
export function searchHit(data: PagefindData, query = ''): SearchHit {
  const title = data.meta.title ?? data.url;
  const sections = data.sub_results ?? [];
  const named = sections.filter((section) => namesHeading(query, section.title));
  let best: PagefindSection | undefined;
  for (const section of named.length > 0 ? named : sections) {
    if (!best || score(section) > score(best)) best = section;
  }
  if (!best) return { url: data.url, title, excerpt: data.excerpt };
  // A named section is the place itself, not a row or card inside it.
  const inner = named.length > 0 ? undefined : innerTarget(data, best);
  const url = inner ? `${data.url}#${encodeURIComponent(inner.id)}` : best.url;
  if (!best.url.includes('#') || best.title === title) return { url, title, excerpt: best.excerpt };
  return { url, title, section: best.title, excerpt: best.excerpt };
}
