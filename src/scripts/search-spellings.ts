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
 * has a section or element the query names (`isNamed`): a run-together word
 * that is on no page makes Pagefind guess ("threebrights" finds lesson 5).
 * The dialog's ranking of named sections then puts the yaku first.
 *
 * @example
 * wordsApart('Poetry+Blue Ribbons'); // 'Poetry Blue Ribbons'
 * wordsTogether('ino shika cho'); // 'inoshikacho'
 */
import { splitWords } from './search-heading';
import { isNamed, type NamedResult } from './search-hit';
import { askedQuery } from './search-query';

/** A result of Pagefind's search, with its data loaded on demand. */
export interface Found<D> {
  id: string;
  data(): Promise<D>;
}

/** The results to list, at most `limit`, and how many there are in all. */
export interface Gathered<D> {
  data: D[];
  count: number;
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
 * The data of the query's first results (`found`, what Pagefind found for
 * `askedQuery(query)`), with what the other spellings of the words asked
 * find while there is room (`ask` runs a search).
 */
export async function gather<D extends NamedResult>(
  query: string,
  found: readonly Found<D>[],
  ask: (query: string) => Promise<readonly Found<D>[]>,
  limit: number,
): Promise<Gathered<D>> {
  const asked = askedQuery(query);
  const apart = wordsApart(asked);
  const results = apart && found.length < limit ? mergeResults([found, await ask(apart)]) : found;
  const data = await Promise.all(results.slice(0, limit).map((r) => r.data()));
  const together = wordsTogether(asked);
  if (!together || data.length >= limit) return { data, count: results.length };
  const known = new Set(results.map((r) => r.id));
  const more = (await ask(together)).filter((r) => !known.has(r.id)).slice(0, limit - data.length);
  const named = (await Promise.all(more.map((r) => r.data()))).filter((d) => isNamed(query, d));
  return { data: [...data, ...named], count: results.length + named.length };
}
