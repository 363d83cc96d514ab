/**
 * The search dialog, loaded on first use. It queries Pagefind's JS API;
 * Pagefind picks the index of the page's `<html lang>`, so results come from
 * the current language only. Excerpts are Pagefind's own HTML (our text with
 * <mark> around the hits).
 */

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}
interface Pagefind {
  init?(): Promise<void>;
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
let pagefindPromise: Promise<Pagefind> | undefined;
let wired = false;

function loadPagefind(): Promise<Pagefind> {
  // A path built at run time, so the bundler leaves Pagefind's file alone
  // (it is written into dist/ after the site build).
  const url = new URL('/pagefind/pagefind.js', window.location.href).href;
  pagefindPromise ??= import(/* @vite-ignore */ url).then(async (module: Pagefind) => {
    await module.init?.();
    return module;
  });
  return pagefindPromise;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
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
      const search = await pagefind.debouncedSearch(query, {}, 200);
      if (search === null || ticket !== latest) return; // superseded by newer typing
      const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((r) => r.data()));
      if (ticket !== latest) return;
      list.replaceChildren(
        ...data.map((item) => {
          const li = document.createElement('li');
          const a = document.createElement('a');
          a.href = item.url;
          const title = document.createElement('span');
          title.className = 'result-title';
          title.textContent = item.meta.title ?? item.url;
          const excerpt = document.createElement('span');
          excerpt.className = 'result-excerpt';
          excerpt.innerHTML = item.excerpt;
          a.append(title, excerpt);
          li.append(a);
          return li;
        }),
      );
      status.textContent = data.length
        ? fill(search.results.length === 1 ? strings.countOne : strings.count, {
            count: search.results.length,
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
