/**
 * Header behaviour on every page: the colour scheme switch, opening the
 * search dialog (button or the `/` key), and a language switch that keeps
 * the reader's place: the address's query and fragment go along (a lesson's
 * `?step=`, a card's `#m03-light`, a calculator hand, a shared game), which
 * mean the same in both languages; a heading's anchor goes as its twin's
 * (`#koi-koi-oder-aufhören` as `#koi-koi-or-stop`), a glossary term's own
 * name (`#fangen`) as its row's shared id (`#capture`). The search code itself is loaded
 * only when the dialog first opens, so pages stay light. Both buttons are in
 * the markup from the start (no layout shift when this runs) and hidden only
 * without JavaScript (`data-needs-js`). Closing the search gives the focus
 * back to where the reader was when it opened (a card in a game, for the `/`
 * key), without scrolling; to the Search button when nothing was focused or
 * that control is gone.
 */
import type { HeadingTwins } from '../utils/heading-twins';
import { hashTarget } from './hash-target';

const THEME_KEY = 'theme';

function systemDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function currentDark(): boolean {
  const pinned = document.documentElement.dataset.theme;
  return pinned ? pinned === 'dark' : systemDark();
}

/** Makes the browser toolbar's colour follow a pinned scheme (the head script does this on load). */
function pinThemeColor(theme: 'light' | 'dark'): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
    meta.media = meta.dataset.scheme === theme ? 'all' : 'not all';
  }
}

function initThemeToggle(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  if (!button) return;
  const sync = () => button.setAttribute('aria-pressed', String(currentDark()));
  sync();
  button.addEventListener('click', () => {
    const dark = !currentDark();
    const theme = dark ? 'dark' : 'light';
    document.documentElement.dataset.theme = theme;
    pinThemeColor(theme);
    try {
      // Choosing the system's own scheme again means "follow the system".
      if (dark === systemDark()) localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, theme);
    } catch {
      // Storage may be blocked; the choice then lasts for this page only.
    }
    sync();
  });
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', sync);
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('dialog:not([open])')) return false; // a field in a closed dialog is not being typed in
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

function initSearchOpener(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-search-open]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  if (!button || !dialog) return;
  // What had the focus as the search opened.
  let before: HTMLElement | null = null;
  const open = async () => {
    if (!dialog.open) {
      const active = document.activeElement;
      before = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
    }
    dialog.querySelector<HTMLInputElement>('[data-search-input]')?.focus();
    const { initSearch } = await import('./search');
    initSearch(dialog);
  };
  button.addEventListener('click', () => void open());
  document.addEventListener('keydown', (event) => {
    if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) {
      event.preventDefault();
      void open();
    }
  });
  // Back to where the reader was, unless the focus is there already (the dialog restores it
  // too) or the reader moved on.
  const giveBack = () => {
    const active = document.activeElement;
    if (active && active !== document.body && !dialog.contains(active)) return;
    const usable = before?.isConnected && !before.matches(':disabled') ? before : null;
    if (usable) usable.focus({ preventScroll: true });
    else button.focus();
  };
  dialog.addEventListener('close', giveBack);
  // Escape in a search field first clears it in some browsers; close at once.
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.close();
      // The close event comes a task later; move the focus now, so a '/'
      // typed right away opens the search again instead of going nowhere.
      giveBack();
    }
  });
  // A click on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) {
      const r = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= r.left &&
        event.clientX <= r.right &&
        event.clientY >= r.top &&
        event.clientY <= r.bottom;
      if (!inside) dialog.close();
    }
  });
}

/**
 * The address's hash as the other language knows it. A heading's anchor
 * becomes its twin's (`twins`, from `utils/heading-twins.ts`:
 * `#koi-koi-oder-aufhören` is `#koi-koi-or-stop`). A glossary term's header
 * cell carries the term's name in this language (`#fangen`); its row has
 * the id both languages share (`#capture`).
 */
function sharedHash(twins: HeadingTwins): string {
  const { hash } = window.location;
  const target = hashTarget(hash);
  if (target && Object.hasOwn(twins, target.id)) return `#${twins[target.id]}`;
  const row = target?.matches('th') ? target.closest('tr[id]') : null;
  return row ? `#${row.id}` : hash;
}

/** The link's map of heading anchors; none when it is missing or unreadable. */
function readTwins(link: HTMLElement): HeadingTwins {
  try {
    return JSON.parse(link.dataset.headingTwins ?? '{}') as HeadingTwins;
  } catch {
    return {};
  }
}

function initLangSwitch(): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-lang-switch]');
  if (!link) return;
  const path = new URL(link.href).pathname;
  const twins = readTwins(link);
  // Just before it is used (a click, a key, a context menu): the address may have changed since the load.
  const follow = () => {
    link.href = path + window.location.search + sharedHash(twins);
  };
  for (const type of ['pointerdown', 'focus', 'click'] as const) link.addEventListener(type, follow);
}

/** Wires the header's buttons. Called once per page. */
export function initHeader(): void {
  initThemeToggle();
  initSearchOpener();
  initLangSwitch();
}
