/**
 * The search dialog, loaded on first use. It queries Pagefind's JS API;
 * Pagefind picks the index of the page's `<html lang>`, so results come from
 * the current language only. Each result leads to the section that holds its
 * best hits (`searchHit`), under the page's title and the section's heading;
 * results with a section the query names come first, then those with a card
 * or row the query names by its id or title, then those with a heading that
 * holds the words asked, then those that hold them as typed rather than by
 * their stem (`rankResults`). While the query finds
 * less than a list's worth, its words are also asked apart and run together
 * ("ino shika cho" as "inoshikacho", `search-spellings.ts`). Pagefind is
 * asked the query without its small joining and question words ("of",
 * "a", „wie viele“, `search-query.ts`), which it would match as the start
 * of any word; the headings and ids are compared with the whole query.
 * Excerpts are Pagefind's own HTML (our text with <mark> around the hits).
 */
import { hashTarget } from './hash-target';
import { markCjk } from './search-cjk';
import { type PagefindData, searchHit } from './search-hit';
import { askedQuery } from './search-query';
import { rankResults } from './search-rank';
import { type Found, gather } from './search-spellings';

type PagefindResult = Found<PagefindData>;
interface Pagefind {
  options?(options: object): Promise<void>;
  init?(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
  debouncedSearch(
    query: string,
    options?: object,
    ms?: number,
  ): Promise<{ results: PagefindResult[] } | null>;
}

interface Strings {
  loading: string;
  none: string;
  count: string;
  countOne: string;
  error: string;
  hint: string;
}

const MAX_RESULTS = 10;
/**
 * Pagefind's ranking, with less weight on page length than its default
 * (0.75): the rules and the glossary, where a term is explained, are the
 * site's longest pages, and at the default a short page that merely uses
 * the term (the score sheet's "Geber" column) came first.
 */
const RANKING = { pageLength: 0.4 };
let pagefindPromise: Promise<Pagefind> | undefined;
let wired = false;

function loadPagefind(): Promise<Pagefind> {
  // A path built at run time, so the bundler leaves Pagefind's file alone
  // (it is written into dist/ after the site build).
  const url = new URL('/pagefind/pagefind.js', window.location.href).href;
  pagefindPromise ??= import(/* @vite-ignore */ url).then(async (module: Pagefind) => {
    await module.options?.({ ranking: RANKING });
    await module.init?.();
    return module;
  });
  return pagefindPromise;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** Goes to a section of this page, as following its link would, and puts the focus there. */
function jumpTo(hash: string): void {
  const target = hashTarget(hash);
  if (hash !== window.location.hash) window.location.hash = hash;
  else (target ?? document.body).scrollIntoView();
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Wires the dialog's input to Pagefind (idempotent). */
export function initSearch(dialog: HTMLDialogElement): void {
  if (wired) return;
  wired = true;
  const input = dialog.querySelector<HTMLInputElement>('[data-search-input]');
  const status = dialog.querySelector<HTMLElement>('[data-search-status]');
  const list = dialog.querySelector<HTMLOListElement>('[data-search-results]');
  const stringsEl = document.querySelector('[data-search-strings]');
  if (!input || !status || !list || !stringsEl) return;
  const strings = JSON.parse(stringsEl.textContent ?? '{}') as Strings;
  let latest = 0;

  const run = async () => {
    const query = input.value.trim();
    const ticket = ++latest;
    if (!query) {
      list.replaceChildren();
      status.textContent = strings.hint;
      return;
    }
    status.textContent = strings.loading;
    try {
      const pagefind = await loadPagefind();
      const search = await pagefind.debouncedSearch(askedQuery(query), {}, 200);
      if (search === null || ticket !== latest) return; // superseded by newer typing
      const gathered = await gather(
        query,
        search.results,
        async (spelling) => (await pagefind.search(spelling)).results,
        MAX_RESULTS,
      );
      if (ticket !== latest) return;
      const data = rankResults(query, gathered);
      const count = data.length;
      list.replaceChildren(
        ...data.slice(0, MAX_RESULTS).map((item) => {
          const hit = searchHit(item, query);
          const li = document.createElement('li');
          const a = document.createElement('a');
          a.href = hit.url;
          const title = document.createElement('span');
          title.className = 'result-title';
          title.textContent = hit.title;
          a.append(title);
          if (hit.section) {
            const section = document.createElement('span');
            section.className = 'result-section';
            section.textContent = hit.section;
            a.append(section);
          }
          const excerpt = document.createElement('span');
          excerpt.className = 'result-excerpt';
          excerpt.innerHTML = hit.excerpt;
          a.append(excerpt);
          markCjk(a, hit.url);
          li.append(a);
          return li;
        }),
      );
      status.textContent = data.length
        ? fill(count === 1 ? strings.countOne : strings.count, {
            count,
            query,
          })
        : fill(strings.none, { query });
    } catch {
      status.textContent = strings.error;
    }
  };

  input.addEventListener('input', () => void run());
  input.addEventListener('keydown', (event) => {
    // Arrow down moves from the box into the results; Tab works as well.
    if (event.key === 'Enter') {
      // Enter opens the best hit instead of closing the dialog.
      event.preventDefault();
      list.querySelector('a')?.click();
    } else if (event.key === 'ArrowDown') {
      const first = list.querySelector('a');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  // A hit on this very page only moves to its section. The dialog must close
  // first (it would cover the place), and closing gives the focus back to the
  // search button at the top, so the jump comes after that.
  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (!link || link.pathname !== window.location.pathname) return;
    event.preventDefault();
    dialog.addEventListener('close', () => jumpTo(link.hash), { once: true });
    dialog.close();
  });
  list.addEventListener('keydown', (event) => {
    const links = [...list.querySelectorAll('a')];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    if (event.key === 'ArrowDown' && index < links.length - 1) {
      event.preventDefault();
      links[index + 1]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      (index === 0 ? input : links[index - 1])?.focus();
    }
  });
  if (input.value) void run();
}
