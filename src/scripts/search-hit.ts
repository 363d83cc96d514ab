/**
 * Where a search result should lead. Pagefind splits each page at its
 * headings with an id, and at elements with an id and a
 * `data-pagefind-title` (each glossary row, titled by its term; each lucky
 * hand's row), into sections (`sub_results`) and tells where the query's
 * words stand in each, with their weights. A long page such as the yaku
 * page names "Moon-Viewing Sake" in a table near the top and in its own
 * section further down; the reader wants that section. So a result links
 * to the section that holds most of the query's different words and, of
 * those, most of the weighted hits, with that section's heading and
 * excerpt, and to the page itself when the best hits come before its first
 * heading. A section whose heading the query names comes before all
 * others, and an element whose id the query names (a card of the Hakka
 * chart, a glossary row) or a titled row the query names by its title
 * before the sections it stands in (`search-heading.ts`). `namedFirst`
 * puts the results that name the query first.
 *
 * @example
 * searchHit(await result.data());
 * // { url: '/en/koikoi/yaku/#tsukimi-zake-name', title: 'Koi-Koi yaku',
 * //   section: 'Moon-Viewing Sake 月見酒 Tsukimi-zake', excerpt: '<mark>Moon</mark>-Viewing …' }
 */

import { namesHeading, namesId } from './search-heading';
import { coverage, pageWords, queryWords, typedWord } from './search-words';

/**
 * An element with an id, and the word of the page it stands at. An element
 * with `data-pagefind-title` (a glossary row, a lucky hand's row) has that
 * title, and Pagefind starts a section at it as at a heading.
 */
export interface PagefindAnchor {
  element: string;
  id: string;
  location: number;
  title?: string;
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
  /** The heading or titled element the section starts at; none for the part before the first heading. */
  anchor?: PagefindAnchor;
}

/** The part of a Pagefind result's data this module reads. */
export interface PagefindData {
  url: string;
  excerpt: string;
  /** The page's text, whose words the hits' locations count (`pageWords`). */
  content?: string;
  /** Where the page's hits stand, and with what weight. */
  locations?: readonly number[];
  weighted_locations?: readonly PagefindLocation[];
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

/** The weight of a section's hits, of those at the locations `counts` lets count. */
function score(section: PagefindSection, counts: (location: number) => boolean = () => true): number {
  const weighted = section.weighted_locations;
  if (weighted && weighted.length > 0) {
    return weighted.reduce((sum, l) => (counts(l.location) ? sum + l.balanced_score : sum), 0);
  }
  return section.locations.filter(counts).length;
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
 * Elements a query can name by their id: the places to land, and a glossary
 * row's header cell, which carries the term's name in the page's language
 * (`#fangen` in the row `#capture`, `utils/glossary-name-id.ts`).
 */
const NAMED = new Set([...TARGETS, 'th']);

/** The first element (`NAMED`) whose id the query names (`namesId`). */
function namedTarget<A extends { element: string; id: string }>(
  query: string,
  anchors: readonly A[] = [],
): A | undefined {
  return anchors.find((a) => NAMED.has(a.element) && namesId(query, a.id));
}

/** The section an element stands in: the last one starting at or before it. */
function sectionOf(sections: readonly PagefindSection[], at: PagefindAnchor): PagefindSection | undefined {
  return sections.findLast((s) => (s.anchor?.location ?? 0) <= at.location);
}

/** What `namedFirst` reads of a result. */
export interface NamedResult {
  sub_results?: readonly { title: string; anchor?: Pick<PagefindAnchor, 'element'> }[];
  anchors?: readonly Pick<PagefindAnchor, 'element' | 'id'>[];
}

/**
 * Whether a section starts at a heading (or is the part before the first
 * one, under the page's title), rather than at a row with a title of its own.
 */
function atHeading(section: { anchor?: Pick<PagefindAnchor, 'element'> }): boolean {
  return !section.anchor || /^h[1-6]$/i.test(section.anchor.element);
}

/**
 * 2 when a section's heading names the query; 1 when an element (`NAMED`)
 * does by its id or a titled row by its title; else 0. A row (a glossary
 * term, a lucky hand) explains a name in a line, a section at length, so a
 * heading comes first.
 */
export function namedRank(query: string, result: NamedResult): number {
  const named = (result.sub_results ?? []).filter((s) => namesHeading(query, s.title));
  if (named.some(atHeading)) return 2;
  return named.length > 0 || namedTarget(query, result.anchors) ? 1 : 0;
}

/** Whether a section's heading or an element's id (`NAMED`) names the query. */
export function isNamed(query: string, result: NamedResult): boolean {
  return namedRank(query, result) > 0;
}

/**
 * The results in Pagefind's order, except that those with a section whose
 * heading the query names come first, then those with an element the query
 * names by its id or a titled row it names by its title, each group in
 * Pagefind's order.
 */
export function namedFirst<T extends NamedResult>(query: string, results: readonly T[]): T[] {
  const ranked = results.map((result) => ({ result, rank: namedRank(query, result) }));
  return [2, 1, 0].flatMap((rank) => ranked.filter((r) => r.rank === rank).map((r) => r.result));
}

/**
 * The best place to send a reader for one search result: the section whose
 * heading the query names, if any (`namesHeading`), else the element it
 * names by its id (`namesId`), else the titled row it names by its title,
 * else the section with the most weighted hits. A glossary row is both a
 * section (titled by its term) and named by the id of its header cell,
 * which is the term's German name on the German page (`#fangen` in the
 * row `#capture`): the query then leads to that id.
 */
export function searchHit(data: PagefindData, query = ''): SearchHit {
  const sections = data.sub_results ?? [];
  const allNamed = sections.filter((section) => namesHeading(query, section.title));
  const headings = allNamed.filter(atHeading);
  const target = headings.length > 0 ? undefined : namedTarget(query, data.anchors);
  if (target) return hitIn(data, sectionOf(sections, target), placeUrl(data, target.id));
  const named = headings.length > 0 ? headings : allNamed;
  const best = bestSection(data, query, named.length > 0 ? named : sections);
  // A named section is the place itself, not a row or card inside it.
  const inner = best && named.length === 0 ? innerTarget(data, best) : undefined;
  return hitIn(data, best, inner ? placeUrl(data, inner.id) : (best?.url ?? data.url));
}

/**
 * The section that answers most of the query's words (`coverage`), and of
 * those the one with the most weighted hits: for "four of a kind" on the
 * rules page, "Redeals and lucky hands", where both "four" and "kind"
 * stand, rather than the section that says "four" most often. Where the
 * page holds a query word as typed (`typedWord`), only such hits count:
 * for „Regen“ the yaku page leads to „Vier Lichter mit Regenmann“, not to
 * a section that says „Regelwerk“ more often.
 */
function bestSection(
  data: PagefindData,
  query: string,
  sections: readonly PagefindSection[],
): PagefindSection | undefined {
  const wanted = queryWords(query);
  const page = data.content === undefined ? [] : pageWords(data.content);
  const isTyped = (at: number) => typedWord(page[at] ?? '', wanted);
  const typedOnly = sections.some((section) => section.locations.some(isTyped));
  const counts = (at: number) => !typedOnly || isTyped(at);
  let best: { section: PagefindSection; covered: number; score: number } | undefined;
  for (const section of sections) {
    const covered = wanted.length < 2 ? 0 : coverage(page, section.locations.filter(counts), wanted);
    const total = score(section, counts);
    if (!best || covered > best.covered || (covered === best.covered && total > best.score)) {
      best = { section, covered, score: total };
    }
  }
  return best?.section;
}

/** The address of an element of the result's page. */
function placeUrl(data: PagefindData, id: string): string {
  return `${data.url}#${encodeURIComponent(id)}`;
}

/** The line for a hit that leads to `url` in `section`; with the page's excerpt when it has no sections. */
function hitIn(data: PagefindData, section: PagefindSection | undefined, url: string): SearchHit {
  const title = data.meta.title ?? data.url;
  if (!section) return { url, title, excerpt: data.excerpt };
  if (!section.url.includes('#') || section.title === title) return { url, title, excerpt: section.excerpt };
  return { url, title, section: section.title, excerpt: section.excerpt };
}
