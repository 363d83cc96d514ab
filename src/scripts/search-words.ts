/**
 * Which of the query's words a hit answers. Pagefind tells where a page's
 * hits stand (the positions of words in its text) but not which word of
 * the query each one matched; it matches a word by its stem and as the
 * start of a longer word ("kind" finds "kinds", „Regen“ „Regenmann“). A
 * hit is taken to answer the query word it shares the longest start with.
 * The dialog uses this to prefer the section of a page that holds all the
 * query's words ("four of a kind": the rules' "Redeals and lucky hands",
 * not the section that says "four" most often).
 *
 * @example
 * queryWords('four of a kind'); // ['four', 'kind']
 * wordOf('Kinds,', ['four', 'kind']); // 1
 */
import { words } from './search-heading';
import { askedQuery } from './search-query';

/** The words of a page's text as Pagefind counts them: split at white space, as written. */
export function pageWords(content: string): string[] {
  return content.split(/[^\S\uFEFF]+/);
}

/** The folded words of what Pagefind is asked for the query (`askedQuery`). */
export function queryWords(query: string): string[] {
  return words(askedQuery(query));
}

/** How many letters the two share at their start. */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * The index of the query word (folded, `queryWords`) that a hit as written
 * shares the longest start with, over the parts of the hit ("Koi-Koi-Regeln"
 * is "koi", "koi", "regeln"); -1 when it shares none.
 */
export function wordOf(hit: string, wanted: readonly string[]): number {
  let best = -1;
  let bestLength = 0;
  for (const part of words(hit)) {
    wanted.forEach((word, i) => {
      const length = sharedStart(part, word);
      if (length > bestLength) {
        best = i;
        bestLength = length;
      }
    });
  }
  return best;
}

/** How many different query words the hits at `locations` answer (`wordOf`). */
export function coverage(
  page: readonly string[],
  locations: readonly number[],
  wanted: readonly string[],
): number {
  const answered = new Set(locations.map((at) => wordOf(page[at] ?? '', wanted)));
  answered.delete(-1);
  return answered.size;
}
