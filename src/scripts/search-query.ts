/**
 * What of a search query is asked of Pagefind. Pagefind matches each word
 * of a query as the start of a word (a "prefix"), so in "four of a kind"
 * the "a" matched every "and", "are" and "all", the "of" every "offer",
 * and ranked and highlighted those. The small words that only join a
 * sentence ("of", "a", „der“, „mit“) and the words of a question ("how
 * many", „wie viele“) are therefore left out of what Pagefind is asked,
 * in English and German alike (a German reader may type "of", an English
 * one „die“ as a card's name; neither is a word of the site's names).
 * The dialog still compares the whole query with the headings and ids it
 * names (`search-heading.ts`), so "four of a kind" names the lucky hand
 * "Four of a Kind". A query of such words alone ("the", „wie“) is asked
 * as it is.
 *
 * @example
 * askedQuery('four of a kind'); // 'four kind'
 * askedQuery('wie viele Punkte'); // 'Punkte'
 * askedQuery('Sup 1'); // 'Sup 1'
 */
import { fold } from '../utils/fold';
import { splitWords } from './search-heading';

/**
 * Articles, prepositions, conjunctions and question words of English and
 * German, folded (`fold`): „für“ is "fur". Each is either too short to be
 * asked as a prefix or says nothing about the site's subjects; none is
 * part of a name the site gives without other words.
 */
const FILLERS = new Set([
  ...['a', 'an', 'the', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'from', 'with', 'and', 'or'],
  ...['is', 'are', 'be', 'do', 'does', 'can', 'i', 'my', 'it', 'its'],
  ...['how', 'many', 'much', 'what', 'which', 'who', 'when', 'where', 'why'],
  ...['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines'],
  ...['und', 'oder', 'von', 'vom', 'zu', 'zum', 'zur', 'im', 'am', 'auf', 'aus', 'mit', 'fur', 'bei'],
  ...['ist', 'sind', 'ich', 'man', 'es', 'mein', 'meine'],
  ...[
    'wie',
    'viel',
    'viele',
    'wieviel',
    'wieviele',
    'was',
    'welche',
    'welcher',
    'welches',
    'wer',
    'wo',
    'wann',
    'warum',
  ],
]);

/** Whether a word of a query, as typed, is a filler word (or a single Latin letter). */
export function isFiller(word: string): boolean {
  const folded = fold(word);
  return FILLERS.has(folded) || /^[a-z]$/.test(folded);
}

/**
 * The query without its filler words (`isFiller`), the other words as
 * typed; the query itself when it has no other word. A part of the query
 * between spaces is left out only when every word in it is a filler
 * ("of", "a,"), so "Koi-Koi" or "Gon-7" stay whole.
 */
export function askedQuery(query: string): string {
  const parts = query.trim().split(/\s+/).filter(Boolean);
  const kept = parts.filter((part) => !splitWords(part).every(isFiller));
  return kept.length > 0 ? kept.join(' ') : query.trim();
}
