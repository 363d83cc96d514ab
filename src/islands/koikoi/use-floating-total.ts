/**
 * Whether the calculator's floating total shows. In the one-column layout the
 * result sits below the 48 cards, so while the reader picks cards a small
 * total floats at the bottom of the screen. It is only wanted there: it goes
 * once the result comes near the screen (it would sit on the result's
 * right-aligned values and repeat the total beside it) and once the reader
 * has scrolled past the calculator. Shown at all, it has the result still to
 * come below it, so whatever it covers can be scrolled out from under it.
 *
 * Needs IntersectionObserver; without it (and on the server) the total does
 * not float: the result says it anyway.
 *
 * @example
 * const root = useRef<HTMLDivElement>(null);
 * const result = useRef<HTMLElement>(null);
 * const floating = useFloatingTotal(root, result);
 */
import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** How far below the screen the result already counts as in view: about the floating total's height and offset. */
export const RESULT_MARGIN_PX = 64;

/** The part of a bounding box that {@link floatTotal} reads. */
export interface Box {
  readonly top: number;
  readonly bottom: number;
}

/**
 * Whether to float the total: the calculator is on the screen and its result
 * still wholly below it (by more than {@link RESULT_MARGIN_PX}).
 * @example floatTotal({ top: -400, bottom: 2500 }, { top: 1800, bottom: 2500 }, 800) // true
 */
export function floatTotal(calc: Box, result: Box, viewportHeight: number): boolean {
  const calcInView = calc.bottom > 0 && calc.top < viewportHeight;
  return calcInView && result.top > viewportHeight + RESULT_MARGIN_PX;
}

/** The hook (see the file comment). */
export function useFloatingTotal(
  root: RefObject<HTMLElement | null>,
  result: RefObject<HTMLElement | null>,
): boolean {
  const [floating, setFloating] = useState(false);
  useEffect(() => {
    const rootEl = root.current;
    const resultEl = result.current;
    if (!rootEl || !resultEl || typeof IntersectionObserver !== 'function') return;
    // The observer says when to look again, the boxes say what is where: an
    // entry alone is not enough, since a jump (Home, a link) can take the
    // result from above the screen to below it without ever crossing it.
    const observer = new IntersectionObserver(
      () =>
        setFloating(
          floatTotal(rootEl.getBoundingClientRect(), resultEl.getBoundingClientRect(), window.innerHeight),
        ),
      // The result counts as in view a little before it enters, so the total
      // is gone before the result's first line reaches it.
      { rootMargin: `0px 0px ${RESULT_MARGIN_PX}px 0px` },
    );
    observer.observe(rootEl);
    observer.observe(resultEl);
    return () => observer.disconnect();
  }, []);
  return floating;
}
