/**
 * Which of the query's words a hit answers. Pagefind tells where a page's
 * hits stand (the positions of words in its text) but not which word of
 * the query each one matched; it matches a word by its stem and as the
 * start of a longer word ("kind" finds "kinds", „Regen“ „Regenmann“). A
 * hit is taken to answer the query word it shares the longest start with.
 * The dialog uses this to prefer the section of a page that holds all the
 * query's words ("four of a kind": the rules' "Redeals and lucky hands",
 * not the section that says "four" most often), and the pages and sections
 * where a word stands as typed, not only its stem: Pagefind stems „Regen“
 * to „reg“ and finds „Regeln“ as well as „Regenmann“ (`typedWord`).
 *
 * @example
 * queryWords('four of a kind'); // ['four', 'kind']
 * wordOf('Kinds,', ['four', 'kind']); // 1
 * typedWord('Koi-Koi-Regeln.', ['regen']); // false
 */
import { PLURAL_ENDINGS, sameName, words } from './search-heading';
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

/**
 * The starts a hit may have to hold a query word as typed: the word, and
 * the word without a plural ending where at least five letters remain
 * („Regel“ of „Regeln“ starts „Regelblatt“, „Punkt“ of „Punkte“
 * „Punktzahl“). With fewer the rest is no word of its own: „Rege“ of
 * „Regen“ would let „Regeln“ in again.
 */
function starts(word: string): string[] {
  const singulars = PLURAL_ENDINGS.filter((e) => word.endsWith(e) && word.length - e.length >= 5);
  return [word, ...singulars.map((e) => word.slice(0, -e.length))];
}

/**
 * Whether a hit as written holds one of the query words (folded) as typed,
 * in one of its parts: it starts with the word or its singular (`starts`),
 * or is the word but for a plural ending ("card" for "cards", `sameName`);
 * „Regenmann“ holds „Regen“, „Regeln“ only its stem.
 */
export function typedWord(hit: string, wanted: readonly string[]): boolean {
  return words(hit).some((part) =>
    wanted.some((word) => sameName(part, word) || starts(word).some((start) => part.startsWith(start))),
  );
}

/** Whether each query word starts one of the hits at `locations` (`typedWord`). */
export function holdsTyped(
  page: readonly string[],
  locations: readonly number[],
  wanted: readonly string[],
): boolean {
  return (
    wanted.length > 0 && wanted.every((word) => locations.some((at) => typedWord(page[at] ?? '', [word])))
  );
}

/** A hit and its weight in Pagefind's score. */
export interface WeightedHit {
  location: number;
  balanced_score: number;
}

/**
 * The share of the hits' weight that falls on words typed as asked
 * (`typedWord`): 1 where every hit is, 0 where some query word stands only
 * by its stem. For „Regen“, the rules hold „Regenmann“ once and „Regeln“
 * many times (0.05), the card catalogue „Regenmann“ almost alone (0.99).
 */
export function typedShare(
  page: readonly string[],
  hits: readonly WeightedHit[],
  wanted: readonly string[],
): number {
  const locations = hits.map((hit) => hit.location);
  if (!holdsTyped(page, locations, wanted)) return 0;
  let typed = 0;
  let all = 0;
  for (const hit of hits) {
    all += hit.balanced_score;
    if (typedWord(page[hit.location] ?? '', wanted)) typed += hit.balanced_score;
  }
  return all > 0 ? typed / all : 1;
}
