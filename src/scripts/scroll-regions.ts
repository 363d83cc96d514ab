/**
 * Table regions that scroll sideways (`.table-wrap` with `tabindex="0"` in
 * the page's markup) are tab stops, so a keyboard can scroll them. A region
 * whose table fits needs no tab stop: this keeps the stop only while the
 * region actually overflows, and checks again whenever its size or its
 * table's size changes (a narrower window, longer card names) and when the
 * focus leaves it. Without JavaScript every such region stays a tab stop,
 * which is safe.
 *
 * Regions inside islands do the same through their `ScrollBox`
 * (`src/islands/game/use-scroll-tab-stop.ts`).
 *
 * @example
 * initScrollRegions(document);
 */

const SELECTOR = '.table-wrap[tabindex="0"]';

/** Whether `region` can scroll (a pixel of rounding is not overflow; the islands repeat this rule, see use-scroll-tab-stop.ts). */
export function overflows(region: HTMLElement): boolean {
  return region.scrollWidth > region.clientWidth + 1 || region.scrollHeight > region.clientHeight + 1;
}

/** Gives `region` a tab stop exactly while it overflows. */
export function syncTabStop(region: HTMLElement): void {
  if (overflows(region)) region.tabIndex = 0;
  else if (document.activeElement !== region) region.removeAttribute('tabindex');
}

/** Watches every static scrolling table region under `root`. */
export function initScrollRegions(root: ParentNode = document): void {
  const regions = [...root.querySelectorAll<HTMLElement>(SELECTOR)].filter(
    (el) => !el.closest('astro-island'),
  );
  if (regions.length === 0 || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const region = (entry.target as HTMLElement).closest<HTMLElement>('.table-wrap');
      if (region) syncTabStop(region);
    }
  });
  for (const region of regions) {
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    // A focused region keeps its stop (see syncTabStop) until the focus leaves it.
    region.addEventListener('focusout', () => syncTabStop(region));
  }
}
