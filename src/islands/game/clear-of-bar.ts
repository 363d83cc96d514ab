/**
 * Keeps the control a keyboard user moves to out from under a bar stuck to
 * the top of the window (WCAG 2.4.11, focus not obscured).
 *
 * The browser scrolls a focused element into view only when it lies outside
 * the window; one just under a sticky bar counts as in view, so Shift+Tab
 * back up a lesson lands on a button the bar hides. This scrolls the window
 * back by what the bar covers, and a little more.
 *
 * @example
 * <section onFocusIn={(event) => scrollClearOf(bar.current, event.target as Element)}>
 */

/** Space left between the bar and the control (px). */
export const CLEAR_GAP = 8;

/**
 * How far the window scrolls (px, negative is up) so that a control starting
 * at `targetTop` starts below the bar: only while the bar is stuck to the
 * window's top (in its place in the page, it stands above what follows it).
 */
export function clearScroll(
  bar: { readonly top: number; readonly bottom: number },
  targetTop: number,
): number {
  if (bar.top > 1) return 0;
  const covered = bar.bottom + CLEAR_GAP - targetTop;
  return covered > 0 ? -covered : 0;
}

/** Scrolls the window by {@link clearScroll} for `target`, unless it is inside `bar`. */
export function scrollClearOf(bar: Element | null, target: Element | null): void {
  if (!bar || !target || bar.contains(target)) return;
  const by = clearScroll(bar.getBoundingClientRect(), target.getBoundingClientRect().top);
  if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
}
