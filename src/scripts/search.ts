/**
 * The search dialog, loaded on first use. It queries Pagefind's JS API;
 * Pagefind picks the index of the page's `<html lang>`, so results come from
 * the current language only. Pagefind is asked the query without its small
 * joining and question words ("of", "a", „wie viele“, `search-query.ts`),
 * which it would match as the start of any word. While the query finds less
 * than a list's worth, its words are also asked apart and run together
 * ("ino shika cho" as "inoshikacho", `search-spellings.ts`). The results
 * are ordered by `rankResults`: those that name the query by a heading, an
 * id or a row's title first, then those with a heading that holds the words
 * asked, then by how much of Pagefind's score the words typed as asked earn
 * (not only their stem). Each result leads to the section that holds its
 * best hits (`searchHit`), under the page's title and the section's heading.
 * The list shows ten at a time; the status says how many of how many it
 * shows, and "Show more results" adds the next ten (`search-status.ts`).
 * While the results of a new query are pending, the list of the old one is
 * dimmed and out of reach, and Enter waits for the new results
 * (`search-pending.ts`).
 * Excerpts are Pagefind's own HTML (our text with <mark> around the hits).
 */
import { hashTarget } from './hash-target';
import { type PagefindData, type SearchHit, searchHit } from './search-hit';
import { resultItem } from './search-item';
import { PendingQuery } from './search-pending';
import { askedQuery } from './search-query';
import { rankResults } from './search-rank';
import { type Found, gather } from './search-spellings';
import { fill, resultStatus, type SearchStrings } from './search-status';

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

const MAX_RESULTS = 10;
/**
 * Pagefind's ranking, with less weight on page length than its default
 * (0.75): the rules and the glossary, where a term is explained, are the
 * site's longest pages, and at the default a short page that merely uses
 * the term (the score sheet's "Geber" column) came first.
 */
const RANKING = { pageLength: 0.4 };
let pagefindPromise: Promise<Pagefind> | undefined;
/** Whether Pagefind has loaded its index (after that, no "Loading the search index…"). */
let indexLoaded = false;
let wired = false;

function loadPagefind(): Promise<Pagefind> {
  // A path built at run time, so the bundler leaves Pagefind's file alone
  // (it is written into dist/ after the site build).
  const url = new URL('/pagefind/pagefind.js', window.location.href).href;
  pagefindPromise ??= import(/* @vite-ignore */ url).then(async (module: Pagefind) => {
    await module.options?.({ ranking: RANKING });
    await module.init?.();
    indexLoaded = true;
    return module;
  });
  return pagefindPromise;
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
  const more = dialog.querySelector<HTMLButtonElement>('[data-search-more]');
  const stringsEl = document.querySelector('[data-search-strings]');
  if (!input || !status || !list || !more || !stringsEl) return;
  const strings = JSON.parse(stringsEl.textContent ?? '{}') as SearchStrings;
  let latest = 0;

  /** The query whose results the list shows, and all its hits (the list holds the first of them). */
  let hits: SearchHit[] = [];
  let query = '';
  const pending = new PendingQuery();

  /** Marks the list as the results of an older query (dimmed, out of reach, busy), or as current. */
  const setStale = (stale: boolean) => {
    list.inert = stale;
    list.toggleAttribute('data-stale', stale);
    status.toggleAttribute('data-stale', stale);
    if (stale) {
      list.setAttribute('aria-busy', 'true');
      more.hidden = true;
    } else list.removeAttribute('aria-busy');
  };

  /** Shows the next hits (a list's worth), and says how many of how many it shows. */
  const showMore = (): HTMLAnchorElement | null => {
    const shown = list.children.length;
    const items = hits.slice(shown, shown + MAX_RESULTS).map((hit) => resultItem(hit, document));
    list.append(...items);
    more.hidden = list.children.length >= hits.length;
    status.textContent = resultStatus(strings, query, list.children.length, hits.length);
    return items[0]?.querySelector('a') ?? null;
  };

  const run = async () => {
    const asked = input.value.trim();
    const ticket = ++latest;
    setStale(pending.typed(asked).stale);
    if (!asked) {
      list.replaceChildren();
      pending.arrived('');
      setStale(false);
      more.hidden = true;
      status.textContent = strings.hint;
      return;
    }
    // Said once, while the index loads; later keys leave the status alone (the list is marked stale instead).
    if (pending.sayLoading(indexLoaded)) status.textContent = strings.loading;
    try {
      const pagefind = await loadPagefind();
      const search = await pagefind.debouncedSearch(askedQuery(asked), {}, 200);
      if (search === null || ticket !== latest) return; // superseded by newer typing
      const gathered = await gather(
        asked,
        search.results,
        async (spelling) => (await pagefind.search(spelling)).results,
        MAX_RESULTS,
      );
      if (ticket !== latest) return;
      query = asked;
      hits = rankResults(asked, gathered).map((data) => searchHit(data, asked));
      list.replaceChildren();
      setStale(false);
      showMore();
      // Enter pressed while these were pending: open the first now.
      if (pending.arrived(asked)) list.querySelector('a')?.click();
    } catch {
      status.textContent = strings.error;
    }
  };

  // "Show more results" adds the next hits and puts the focus on the first of them.
  more.addEventListener('click', () => showMore()?.focus());
  input.addEventListener('input', () => void run());
  input.addEventListener('keydown', (event) => {
    // Arrow down moves from the box into the results; Tab works as well.
    if (event.key === 'Enter') {
      // Enter opens the best hit of the query in the box instead of closing
      // the dialog; while its results are pending it waits for them and says so.
      event.preventDefault();
      const query = input.value.trim();
      const action = pending.enter(query);
      if (action === 'open') list.querySelector('a')?.click();
      else if (action === 'wait') status.textContent = fill(strings.pending, { query });
    } else if (event.key === 'ArrowDown') {
      const first = list.inert ? null : list.querySelector('a');
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
    if (event.key === 'ArrowDown' && (index < links.length - 1 || !more.hidden)) {
      event.preventDefault();
      (index < links.length - 1 ? links[index + 1] : more)?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      (index === 0 ? input : links[index - 1])?.focus();
    }
  });
  more.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowUp') return;
    event.preventDefault();
    [...list.querySelectorAll('a')].at(-1)?.focus();
  });
  if (input.value) void run();
}
