/**
 * Puts the keyboard focus in the game once after a saved game resumes, as
 * the play pages promise ("when it is your turn, the focus is already on
 * your hand"): the first control the game offers, in the order the focus
 * rescue uses (`use-focus-rescue.ts`) — a pass-the-device cover, a capture
 * choice, Koi-Koi or stop, the hand. After a deal or an undo the focus
 * rescue does this; on page load nothing was focused yet, so it would not.
 *
 * Decisions: the focus moves only while it is still on the page itself
 * (nobody has chosen anything yet); if the reader focuses something first,
 * the game leaves it there and stops trying. When the game resumes on a
 * computer player's turn, the focus moves once the reader's turn comes.
 * The browser's own jump to the focused control is suppressed: the window
 * scrolls the least that shows the control (and the region given, e.g. the
 * table down to the hand), not at all when it is already in view (a reload
 * keeps the window where it was), smoothly unless the reader asked for
 * reduced motion (`reveal-region.ts`), so the page's "saved game was
 * restored" note stays in view whenever it can.
 *
 * @example
 * useResumeFocus(root, FOCUS_ORDER, message === 'resumed' && phase !== 'match-over', ['.kt-field']);
 */
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { revealRegion } from './reveal-region';
import { rescueTarget } from './use-focus-rescue';

/** Whether nothing on the page holds the focus (it is on the body). */
function focusOnPage(doc: Document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || active === doc.documentElement;
}

/**
 * See the file comment. `resumed`: a saved game was resumed and the game
 * may still ask for the reader (false for a finished game). Runs after
 * every render until it has moved the focus or given up.
 */
export function useResumeFocus(
  root: RefObject<HTMLElement>,
  selectors: readonly string[],
  resumed: boolean,
  region: readonly string[] = [],
): void {
  const done = useRef(false);
  useEffect(() => {
    const element = root.current;
    if (done.current || !resumed || !element) return;
    const doc = element.ownerDocument;
    if (!focusOnPage(doc)) {
      done.current = true;
      return;
    }
    const target = rescueTarget(element, selectors, { element: doc.body, zone: null, index: -1 });
    if (!target) return;
    done.current = true;
    target.focus({ preventScroll: true });
    revealRegion([...region.map((selector) => element.querySelector(selector)), target]);
  });
}
