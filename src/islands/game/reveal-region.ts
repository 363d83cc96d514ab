/**
 * Brings a part of the game into view after the reader changed the whole
 * table (Koi-Koi: dealt a round): the window would otherwise stay where the
 * button was, and on a phone held sideways or a tablet that leaves the
 * table above the window or the hand below it. The region (for
 * Koi-Koi the field down to the reader's hand) is scrolled the least that
 * shows all of it; a region taller than the window shows from its top.
 * Smooth unless the reader asked for reduced motion.
 *
 * @example
 * const reveal = useRevealRequest(root, ['[data-zone="field"]', '[data-zone="hand-0"]']);
 * // in the deal button's handler, before the state changes:
 * reveal();
 */
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { prefersReducedMotion } from './reduced-motion';

/** Space kept between the region and the window's edges (px). */
export const REVEAL_MARGIN = 8;

/**
 * How far to scroll (px, positive down) so that the region from `top` to
 * `bottom` (relative to the window) is in view with `margin` to spare: not
 * at all when it already is, the least that shows all of it when it fits,
 * else its top at the window's top.
 */
export function revealScroll(top: number, bottom: number, viewport: number, margin = REVEAL_MARGIN): number {
  const fits = bottom - top + 2 * margin <= viewport;
  if (!fits || top < margin) return top - margin;
  if (bottom > viewport - margin) return bottom - viewport + margin;
  return 0;
}

/** Scrolls the window so that the elements (together) are in view; missing ones are ignored. */
export function revealRegion(elements: readonly (Element | null | undefined)[]): void {
  const rects = elements
    .filter((element): element is Element => Boolean(element))
    .map((e) => e.getBoundingClientRect());
  if (rects.length === 0) return;
  const top = Math.min(...rects.map((rect) => rect.top));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  const delta = revealScroll(top, bottom, window.innerHeight);
  if (delta !== 0) window.scrollBy({ top: delta, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Returns a function that asks for the region (the first element inside
 * `root` matching each selector) to be revealed after the next render,
 * once the new table is laid out and the focus has settled.
 */
export function useRevealRequest(root: RefObject<HTMLElement>, selectors: readonly string[]): () => void {
  const wanted = useRef(false);
  useEffect(() => {
    const element = root.current;
    if (!wanted.current || !element) return;
    wanted.current = false;
    revealRegion(selectors.map((selector) => element.querySelector(selector)));
  });
  return () => {
    wanted.current = true;
  };
}
