/**
 * Where a search result should lead. Pagefind splits each page at its
 * headings with an id into sections (`sub_results`) and tells where the
 * query's words stand in each, with their weights. A long page such as the
 * yaku page names "Moon-Viewing Sake" in a table near the top and in its own
 * section further down; the reader wants that section. So a result links to
 * the section that holds most of the weighted hits, with that section's
 * heading and excerpt, and to the page itself when the best hits come before
 * its first heading.
 *
 * @example
 * searchHit(await result.data());
 * // { url: '/en/koikoi/yaku/#tsukimi-zake-name', title: 'Koi-Koi yaku',
 * //   section: 'Moon-Viewing Sake 月見酒 Tsukimi-zake', excerpt: '<mark>Moon</mark>-Viewing …' }
 */

/** The part of a Pagefind section this module reads. */
export interface PagefindSection {
  title: string;
  url: string;
  excerpt: string;
  locations: readonly number[];
  weighted_locations?: readonly { balanced_score: number }[];
}

/** The part of a Pagefind result's data this module reads. */
export interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
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

function score(section: PagefindSection): number {
  const weighted = section.weighted_locations;
  if (weighted && weighted.length > 0) return weighted.reduce((sum, l) => sum + l.balanced_score, 0);
  return section.locations.length;
}

/** The best place to send a reader for one search result. */
export function searchHit(data: PagefindData): SearchHit {
  const title = data.meta.title ?? data.url;
  let best: PagefindSection | undefined;
  for (const section of data.sub_results ?? []) {
    if (!best || score(section) > score(best)) best = section;
  }
  if (!best?.url.includes('#') || best.title === title) {
    return { url: data.url, title, excerpt: best?.excerpt ?? data.excerpt };
  }
  return { url: best.url, title, section: best.title, excerpt: best.excerpt };
}
