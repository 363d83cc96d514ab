/**
 * The pages nearest to an address that does not exist, for the 404 page's
 * "did you mean" list. Two measures, the better one counts:
 * - the address itself, without its language prefix, hyphens or case,
 *   against each page's path (a typo: `/en/koikoi/yakus/`, `/en/koi-koi/rules`);
 * - the address's words against each page's path and title words (an old
 *   or guessed address: `/en/hakka-payments`, `/de/glossar`).
 * Umlauts count as their two-letter spellings (ü = ue), as people type
 * them in addresses.
 *
 * @example
 * closestPages('/en/koikoi/yakus/', pages)[0].path; // '/en/koikoi/yaku/'
 */
import { fold } from './fold';

/** A page that can be suggested. */
export interface PageRef {
  path: string;
  title: string;
}

/** Suggestions below this score are left out (0 nothing alike, 1 the same). */
export const MIN_SCORE = 0.6;
/** Matching words weigh a little less than matching spelling: they may be any words. */
const WORDS = 0.9;
/** A word found only in a page's title weighs less than one in its path. */
const TITLE_WORD = 0.8;

/** Folded (see `fold`), with German umlauts and ß in their two-letter spellings. */
function foldAddress(text: string): string {
  return fold(
    text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'),
  );
}

/** The address decoded and folded, without its language prefix. */
function clean(path: string): string {
  let text = path;
  try {
    text = decodeURIComponent(path);
  } catch {
    // a malformed escape: use the address as it came
  }
  return foldAddress(text).replace(/^\/(en|de)(\/|$)/, '/');
}

/** The cleaned address with only letters, digits and inner slashes. */
function bare(path: string): string {
  return clean(path)
    .replace(/[^a-z0-9/]/g, '')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '');
}

function words(text: string): string[] {
  return foldAddress(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);
}

/** Levenshtein distance, one row at a time. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost);
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

function spelling(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
}

function near(word: string, other: string): boolean {
  return other.startsWith(word) || word.startsWith(other) || spelling(word, other) >= 0.75;
}

/** The share of the address's words that the page's path has (a word of its title counts 0.8). */
function wordMatch(asked: readonly string[], path: readonly string[], title: readonly string[]): number {
  if (asked.length === 0) return 0;
  let sum = 0;
  for (const word of asked) {
    if (path.some((p) => near(word, p))) sum += 1;
    else if (title.some((t) => near(word, t))) sum += TITLE_WORD;
  }
  return sum / asked.length;
}

/** How alike an unknown address and a page are, from 0 to 1, and the spelling alone to break ties. */
function scores(requested: string, page: PageRef): { score: number; spelled: number } {
  const spelled = spelling(bare(requested), bare(page.path));
  const worded = wordMatch(words(clean(requested)), words(clean(page.path)), words(page.title));
  return { score: Math.max(spelled, worded * WORDS), spelled };
}

/** How alike an unknown address and a page are, from 0 to 1. */
export function pageScore(requested: string, page: PageRef): number {
  return scores(requested, page).score;
}

/** Up to `max` pages, best first, that score at least MIN_SCORE against the address. */
export function closestPages(requested: string, pages: readonly PageRef[], max = 3): PageRef[] {
  return pages
    .map((page) => ({ page, ...scores(requested, page) }))
    .filter(({ score }) => score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || b.spelled - a.spelled)
    .slice(0, max)
    .map(({ page }) => page);
}
