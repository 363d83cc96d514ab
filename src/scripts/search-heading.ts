/**
 * Whether a search query is the name of a section. Pagefind ranks pages by
 * how often and how heavily they use the query's words, so a long page that
 * mentions a name many times can come before the section that bears it: the
 * card catalogue names the boar, the deer and the butterflies, each card
 * with its yaku, and came first for "Boar, Deer and Butterflies". A reader
 * who types a heading's name means that section. The search dialog puts
 * such results first, and a result leads to that section of its page.
 *
 * A heading names the query when the query's words, run together, equal its
 * name: the words before its Japanese writing, the Japanese writing itself,
 * or the romaji after it ("Four Lights 四光 Shikō" is named by "four lights",
 * "四光", "Shiko" and "shi-ko"). Case, accents, spaces and punctuation do
 * not count, nor does a plural ending ("run" names "Runs", "butterfly"
 * names "Butterflies") or an "and" between the parts of a name ("boar deer
 * butterfly" names "Boar, Deer and Butterflies"); a part of a name does not
 * match ("Rainy Four Lights" is not named by "four lights").
 * An element without a heading of its own, such as a card of the Hakka
 * chart, is named by its id (`namesId`).
 *
 * @example
 * namesHeading('ino shika cho', 'Boar, Deer and Butterflies 猪鹿蝶 Inoshikachō'); // true
 * namesHeading('four lights', 'Rainy Four Lights 雨四光 Ame-shikō'); // false
 */

import { splitCjk } from '../utils/cjk';
import { fold } from '../utils/fold';

/** Whether a word is written in Chinese or Japanese script (the site's one definition of it, `utils/cjk.ts`). */
function isCjk(word: string): boolean {
  return splitCjk(word).some((part) => part.cjk);
}

/** The words of a text as written, split at whatever is not a letter or digit. */
export function splitWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The words of a text: folded (`fold`), split as `splitWords` does. */
export function words(text: string): string[] {
  return splitWords(fold(text));
}

/**
 * Words that join the parts of a name ("Boar, Deer and Butterflies", „Rote
 * und blaue Fahnen“). A reader who lists the parts often leaves them out,
 * so a name is compared without them, on both sides.
 */
const JOINERS = new Set(['and', 'und']);

/** The words of a name as compared: `words`, without the joining words. */
function nameWords(text: string): string[] {
  return words(text).filter((word) => !JOINERS.has(word));
}

/** The names a heading gives, each written without spaces: its words, or the parts before, in and after its Japanese writing. */
function headingNames(heading: string): string[] {
  const all = nameWords(heading);
  const first = all.findIndex(isCjk);
  if (first < 0) return [all.join('')];
  const last = all.findLastIndex(isCjk);
  return [all.slice(0, first), all.slice(first, last + 1), all.slice(last + 1)]
    .map((part) => part.join(''))
    .filter(Boolean);
}

/**
 * Endings of a plural in English or German, once accents are dropped: "runs",
 * "Folgen", "Lichter", "Sätze" ("satze"). A heading in the plural is named
 * by the singular and the other way round, as Pagefind finds both.
 */
export const PLURAL_ENDINGS = ['s', 'es', 'e', 'n', 'en', 'er'];

/** Whether two folded words or names are the same, but for a plural ending ("butterfly" and "butterflies" too). */
export function sameName(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.endsWith('y') && long === `${short.slice(0, -1)}ies`) return true;
  return long.startsWith(short) && (long === short || PLURAL_ENDINGS.includes(long.slice(short.length)));
}

/** Whether the query, its words run together, is one of the heading's names. */
export function namesHeading(query: string, heading: string): boolean {
  const wanted = nameWords(query).join('');
  return wanted !== '' && headingNames(heading).some((name) => sameName(wanted, name));
}

/**
 * Whether the query, its words run together, is an element's id with its
 * hyphens dropped. The site builds ids from names: a Hakka card's cell is
 * `#gon-7` ("Gon 7", „Gon-7“), a glossary row `#elder-card`, a source
 * `#fudawiki`. Plural endings and joining words count as for headings.
 *
 * @example
 * namesId('Gon 7', 'gon-7'); // true
 * namesId('Gon', 'gon-7'); // false
 */
export function namesId(query: string, id: string): boolean {
  const wanted = nameWords(query).join('');
  return wanted !== '' && sameName(wanted, nameWords(id).join(''));
}
