/**
 * Other spellings of a search query, for Pagefind to be asked as well.
 * Pagefind matches the query's words against the words of a page, and a
 * page writes a romaji name as one word ("Inoshikachō", "Hanami-zake"). A
 * reader who types it in parts ("ino shika cho", "hana mi zake") found only
 * the card catalogue or nothing. And a word joined by a sign other than a
 * hyphen is one word to Pagefind: FudaWiki's "Poetry+Blue Ribbons" found
 * only the glossary's ribbon row, while "Poetry Blue Ribbons" finds the yaku.
 *
 * So while a query finds less than a list's worth, its words are also asked
 * apart, and what that finds follows the query's own results. Its words run
 * together are asked too, but what that finds is added only where the page
 * has a section or element the query names (`isNamed`) or holds the
 * run-together word as typed (`holdsTyped`): "Sake Schale" then finds the
 * September card and both sake yaku, as „Sakeschale“ does, while a
 * run-together word that is on no page, where Pagefind guesses
 * ("threebrights" finds lesson 5), adds nothing. The dialog's ranking
 * (`search-rank.ts`) then puts the named sections first.
 *
 * @example
 * wordsApart('Poetry+Blue Ribbons'); // 'Poetry Blue Ribbons'
 * wordsTogether('ino shika cho'); // 'inoshikacho'
 */
import { fold } from '../utils/fold';
import { splitWords } from './search-heading';
import { isNamed, type NamedResult } from './search-hit';
import { askedQuery } from './search-query';
import { holdsTyped, pageWords } from './search-words';

/** A result of Pagefind's search, with its score and its data loaded on demand. */
export interface Found<D> {
  id: string;
  /** Pagefind's score of the result for the search that found it. */
  score?: number;
  data(): Promise<D>;
}

/** A result's data with Pagefind's score (1 where Pagefind gave none). */
export interface Scored<D> {
  data: D;
  score: number;
}

/** What `gather` reads of a result: what `isNamed` reads, its text and where its hits stand. */
export interface GatheredResult extends NamedResult {
  content?: string;
  locations?: readonly number[];
}

/** The query's words with single spaces between, where that differs from the query. */
export function wordsApart(query: string): string | undefined {
  const apart = splitWords(query).join(' ');
  return apart && apart !== query.trim() ? apart : undefined;
}

/** The query's words run together, for a query of several words. */
export function wordsTogether(query: string): string | undefined {
  const words = splitWords(query);
  return words.length > 1 ? words.join('') : undefined;
}

/** The results of several searches in order, each result once (at its first place). */
export function mergeResults<T extends { id: string }>(lists: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  return lists.flat().filter((result) => !seen.has(result.id) && seen.add(result.id));
}

/**
 * The data of all the query's results (`found`, what Pagefind found for
 * `askedQuery(query)`), followed, while they are fewer than `limit`, by
 * what the other spellings of the words asked find (`ask` runs a search).
 * The site has some forty pages a language, each a few kilobytes in the
 * index, so all are loaded, and the dialog orders them (`search-rank.ts`).
 */
export async function gather<D extends GatheredResult>(
  query: string,
  found: readonly Found<D>[],
  ask: (query: string) => Promise<readonly Found<D>[]>,
  limit: number,
): Promise<Scored<D>[]> {
  const asked = askedQuery(query);
  const apart = wordsApart(asked);
  const results = apart && found.length < limit ? mergeResults([found, await ask(apart)]) : found;
  const own = await load(results);
  const together = wordsTogether(asked);
  if (!together || own.length >= limit) return own;
  const known = new Set(results.map((r) => r.id));
  const more = await load((await ask(together)).filter((r) => !known.has(r.id)));
  const wanted = [fold(together)];
  const kept = more.filter(
    ({ data: d }) => isNamed(query, d) || holdsTyped(pageWords(d.content ?? ''), d.locations ?? [], wanted),
  );
  return [...own, ...kept];
}

/** The data of the results, with their scores. */
function load<D>(results: readonly Found<D>[]): Promise<Scored<D>[]> {
  return Promise.all(results.map(async (r) => ({ data: await r.data(), score: r.score ?? 1 })));
}
