/**
 * The element an address's hash points to (`#fangen`, `#%C3%A4ltestenkarte`
 * for `#ältestenkarte`), or null. Used by the language switch and by the
 * search dialog's jump within a page.
 */
export function hashTarget(hash: string): HTMLElement | null {
  return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
}
