/**
 * The order of the search results. Pagefind scores pages by how often and
 * how heavily they use the words asked, each matched by its stem and as
 * the start of longer words. The dialog puts first:
 *
 * 1. the results with a section whose heading names the query, then those
 *    with an element or titled row that names it (`namedRank`,
 *    `search-hit.ts`);
 * 2. then the results with a section whose heading holds every word asked
 *    as a word of its own (`headingHolds`): the heading says what the
 *    section is about. „wie viele Punkte“ is asked as „Punkte“, and
 *    Pagefind put the score sheet and the calculator first, whose titles
 *    only start with it („Punktezettel“, „Punkterechner“); the rules'
 *    „Punkte zählen“ and the cheat sheet's „Yaku und ihre Punkte“ answer
 *    the question.
 *
 * Within each group the results go by Pagefind's score, of which a result
 * keeps the share its words typed as asked earn (`typedShare`), not those
 * that only share their stem: Pagefind stems „Regen“ to „reg“ and put the
 * rules („Regeln“) before the rain man („Regenmann“). A run-together
 * spelling the dialog asked as well ("Sake Schale" as „Sakeschale“,
 * `search-spellings.ts`) counts as typed. Where all hits are typed, as for
 * most queries, this is Pagefind's own order.
 *
 * This is as far as the dialog can correct Pagefind: it returns every page
 * that holds all the words asked, so none is lost, but it cannot tell a
 * word from its stem in its own scores.
 *
 * @example
 * rankResults('Regen', gathered); // the yaku, the glossary and the cards („Regenmann“) first
 */
import { fold } from '../utils/fold';
import { sameName, words } from './search-heading';
import { namedRank } from './search-hit';
import { askedQuery } from './search-query';
import { type GatheredResult, type Scored, wordsTogether } from './search-spellings';
import { pageWords, queryWords, typedShare, type WeightedHit } from './search-words';

/** What `rankResults` reads of a result: what `gather` reads, and the weights of its hits. */
export interface RankedResult extends GatheredResult {
  weighted_locations?: readonly WeightedHit[];
}

/** Whether every word asked (`queryWords`) is a word of the heading, but for a plural ending (`sameName`). */
export function headingHolds(query: string, heading: string): boolean {
  const wanted = queryWords(query);
  const own = words(heading);
  return wanted.length > 0 && wanted.every((word) => own.some((w) => sameName(word, w)));
}

/** The ways of writing the query a result may hold as typed: its words asked, and them run together. */
function typedSpellings(query: string): string[][] {
  const together = wordsTogether(askedQuery(query));
  return together ? [queryWords(query), [fold(together)]] : [queryWords(query)];
}

/** The results in the order described above; results that tie keep the order given. */
export function rankResults<T extends RankedResult>(query: string, results: readonly Scored<T>[]): T[] {
  const spellings = typedSpellings(query);
  const keys = results.map(({ data, score }, index) => {
    const page = pageWords(data.content ?? '');
    const hits =
      data.weighted_locations ?? (data.locations ?? []).map((location) => ({ location, balanced_score: 1 }));
    const share = Math.max(...spellings.map((wanted) => typedShare(page, hits, wanted)));
    return {
      data,
      index,
      named: namedRank(query, data),
      heading: (data.sub_results ?? []).some((s) => headingHolds(query, s.title)) ? 1 : 0,
      typed: data.content === undefined ? score : score * share,
    };
  });
  keys.sort((a, b) => b.named - a.named || b.heading - a.heading || b.typed - a.typed || a.index - b.index);
  return keys.map((k) => k.data);
}
