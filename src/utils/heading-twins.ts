/**
 * Where a heading's anchor leads in the other language. A heading's id is
 * made from its words, so the same section is `#koi-koi-or-stop` in English
 * and `#koi-koi-oder-aufhören` in German. Both languages have the same pages
 * with the same headings in the same order (a site test holds them to it),
 * so the n-th heading of one is the n-th heading of the other. The language
 * switch carries a heading's anchor over with this map.
 *
 * @example
 * headingTwins([{ depth: 2, slug: 'the-deck' }], [{ depth: 2, slug: 'das-blatt' }]);
 * // { 'the-deck': 'das-blatt' }
 */

/** Each heading's id mapped to its twin's in the other language, where they differ. */
export type HeadingTwins = Record<string, string>;

/** The part of Astro's `MarkdownHeading` this module reads. */
export interface HeadingAnchor {
  depth: number;
  slug: string;
}

/** Whether two lists of headings have the same levels in the same order. */
export function sameOutline(own: readonly HeadingAnchor[], other: readonly HeadingAnchor[]): boolean {
  return own.length === other.length && own.every((heading, i) => heading.depth === other[i]?.depth);
}

/**
 * Each heading's id mapped to its twin's in the other language, for the
 * headings whose ids differ; nothing when the outlines differ, as no pairing
 * can then be trusted.
 */
export function headingTwins(own: readonly HeadingAnchor[], other: readonly HeadingAnchor[]): HeadingTwins {
  if (!sameOutline(own, other)) return {};
  const twins: HeadingTwins = {};
  own.forEach((heading, i) => {
    const twin = other[i]?.slug;
    if (twin && twin !== heading.slug) twins[heading.slug] = twin;
  });
  return twins;
}
