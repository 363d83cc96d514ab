/**
 * The ids that glossary terms' names give their rows' headers. A row has one
 * id in both languages (`#capture`), so that the language switch keeps the
 * place; it is the English name, short. The German page's header cell
 * carries the German name as an address too (`#fangen`,
 * `#privilegierter-spieler`), and so does an English one whose full name
 * differs from its id (`#blocking` for `#block`). So a search for a term's
 * name names its row (`namesId` in `scripts/search-heading.ts`) in either
 * language, and the name is a link of its own.
 *
 * A name that gives the row's id already gets no second one, nor does a name
 * that another row has taken (both dealers are "Dealer", „Geber“: the first
 * keeps it).
 *
 * @example
 * nameId('Privilegierter Spieler'); // 'privilegierter-spieler'
 * nameId('Pattern: run, set, single'); // 'pattern-run-set-single'
 */
import type { GlossaryTerm } from '../data/glossary';
import type { Lang } from '../i18n/locales';

/** A name as an id: lower case, letters (accents kept, as in heading ids), digits and single hyphens. */
export function nameId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** For each term whose name in `lang` gives a new id: the term's id → that id. */
export function glossaryNameIds(terms: readonly GlossaryTerm[], lang: Lang): Map<string, string> {
  const taken = new Set(terms.map((term) => term.id));
  const ids = new Map<string, string>();
  for (const term of terms) {
    const id = nameId(term[lang]);
    if (taken.has(id)) continue;
    taken.add(id);
    ids.set(term.id, id);
  }
  return ids;
}
