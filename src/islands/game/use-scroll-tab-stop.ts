/**
 * The island side of `src/scripts/scroll-regions.ts`: whether a scrolling
 * table box should be a tab stop. It is one while its table is too wide (or
 * too tall) for it, so a keyboard can scroll it, and while it holds the
 * focus; a box whose table fits is no extra stop on the way through the
 * game. It starts as a stop, which is what the page shows before the island
 * wakes up, and checks again whenever the box or its table changes size (a
 * new round in the sheet, a narrower window, larger text). A box whose
 * content grows inside it once it has reached its greatest height (the play
 * log's lines) no longer changes size: it passes `watch`, a value that
 * changes with the content, and is checked again whenever that changes.
 *
 * @example
 * const box = useRef<HTMLElement>(null);
 * const stop = useScrollTabStop(box);
 * <section ref={box} tabIndex={stop ? 0 : undefined}>…</section>
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';

/**
 * Whether `box` can scroll (a pixel of rounding is not overflow): the rule of
 * `overflows` in `scroll-regions.ts`, written again here on purpose. A module
 * shared with an island is split into a file of its own, and the page's
 * inline script would become two more files on every page
 * (`test/site/page-scripts.test.ts`).
 */
function overflows(box: HTMLElement): boolean {
  return box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
}

/** Whether `box` should be a tab stop now: it scrolls, or it holds the focus. */
function wantsStop(box: HTMLElement): boolean {
  return overflows(box) || document.activeElement === box;
}

/**
 * Whether the box in `ref` should be a tab stop now (see the file comment);
 * `watch` changes whenever the box's content does, if its size may not.
 */
export function useScrollTabStop(ref: RefObject<HTMLElement>, watch?: unknown): boolean {
  const [stop, setStop] = useState(true);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const sync = () => setStop(wantsStop(box));
    sync();
    const observer = new ResizeObserver(sync);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('focusout', sync);
    return () => {
      observer.disconnect();
      box.removeEventListener('focusout', sync);
    };
  }, [ref]);
  // `watch` stands for the content the box holds: a change of it is a reason to look again.
  useLayoutEffect(() => {
    const box = ref.current;
    if (box && typeof ResizeObserver !== 'undefined') setStop(wantsStop(box));
  }, [ref, watch]);
  return stop;
}
