/**
 * The wide sidebar is a sticky column that scrolls on its own when the
 * game's page list is taller than the window: Koi-Koi's list is about
 * 890 px high. In a laptop's window of 800 px, the links to the pages at the
 * end of the list (Play, Review a match) start below the window's edge, so
 * on those pages the reader would not see where they are. Once, at load,
 * this scrolls the column just far enough to show the current page's link
 * and a little below it. Where the column's own reach is too short for
 * that, the column ends above the window's bottom from then on, also while
 * the page scrolls. A link already in view is left where it is, so the list
 * does not move under a reader who clicks near its top. Without JavaScript
 * the column simply starts at the top.
 *
 * @example
 * revealCurrentPage(document.querySelector('.sidebar'));
 */

/** A vertical stretch in window coordinates (px). */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * How far to scroll a column down so that `link` ends `margin` px above the
 * end of the part of the column the reader can see (`view`): 0 if it is in
 * view already. Never scrolls so far that the link's top leaves the view.
 */
export function revealDistance(view: Span, link: Span, margin: number): number {
  if (link.top >= view.top && link.bottom + margin <= view.bottom) return 0;
  const distance = link.bottom + margin - view.bottom;
  return Math.max(0, Math.min(distance, link.top - view.top));
}

/** The nearest ancestor of `el` that scrolls vertically, if any. */
function scrollingAncestor(el: HTMLElement): HTMLElement | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return null;
}

/**
 * Ends a sticky column `gap` px above the window's bottom, as its style sheet
 * does once it sticks `gap` px below the window's top, also while the page
 * scrolls it up to that place. Returns how much shorter the column became.
 * On a narrow screen, where the column is a plain block, its height is free.
 */
function fitToWindow(column: HTMLElement, gap: number): number {
  const before = column.clientHeight;
  if (getComputedStyle(column).position !== 'sticky') column.style.maxHeight = '';
  else {
    const top = Math.max(column.getBoundingClientRect().top, gap);
    column.style.maxHeight = `${Math.round(window.innerHeight - gap - top)}px`;
  }
  return before - column.clientHeight;
}

/** Scrolls the sidebar's column so that the current page's link is in view. */
export function revealCurrentPage(sidebar: HTMLElement | null): void {
  // The wide list; on a narrow screen it is not displayed and has no box.
  const link = sidebar?.querySelector<HTMLElement>('.wide [aria-current="page"]');
  if (!link || link.getClientRects().length === 0) return;
  const column = scrollingAncestor(link);
  if (!column) return;
  // The sticky column's distance from the window's edges once it sticks.
  const gap = Number.parseFloat(getComputedStyle(column).top) || 0;
  const box = column.getBoundingClientRect();
  // The part of the column inside the window: at load the sticky column may run past the window's bottom.
  const view = { top: Math.max(box.top, 0), bottom: Math.min(box.bottom, window.innerHeight - gap) };
  const rect = link.getBoundingClientRect();
  const distance = revealDistance(view, { top: rect.top, bottom: rect.bottom }, rect.height);
  if (distance === 0) return;
  // The column's end may lie below the window until the page is scrolled; if the link is out of the
  // column's own reach, the column ends above the window's bottom instead, so that its last links can
  // be shown. It keeps doing so while the page scrolls, and the list stays where it is in the window.
  if (distance > column.scrollHeight - column.clientHeight && box.bottom > view.bottom) {
    fitToWindow(column, gap);
    const follow = () => {
      column.scrollTop += fitToWindow(column, gap);
    };
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
  }
  column.scrollTop += distance;
}
