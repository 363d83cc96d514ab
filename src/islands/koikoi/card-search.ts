/**
 * Card search for the calculator's filter box: a card matches when every word
 * of the query occurs in one of its names – English, German, both Mario
 * editions, romaji (with or without long-vowel marks), kanji, its month's
 * plant – or its id. The index is built on the server ({@link buildSearchIndex})
 * and handed to the island as a prop, so the names are not bundled as code.
 */
import type { CardId } from '../../engine/hanafuda';
import { fold } from '../../utils/fold';

/** Folded searchable text per card. */
export type SearchIndex = Readonly<Record<CardId, string>>;

/**
 * The cards matching a query, in the index's order; an empty query matches all.
 *
 * @example
 * searchCards('kiku', index); // ['m09-animal', 'm09-ribbon', 'm09-chaff1', 'm09-chaff2']
 * searchCards('Regenmann', index); // ['m11-light']
 */
export function searchCards(query: string, index: SearchIndex): CardId[] {
  const ids = Object.keys(index) as CardId[];
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return ids;
  return ids.filter((id) => words.every((word) => index[id].includes(word)));
}
