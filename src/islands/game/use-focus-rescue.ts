/**
 * Keeps the keyboard focus in play: on the play pages, the control a reader
 * just used often disappears (a played card leaves the hand, the Koi-Koi
 * buttons go once decided, the start button gives way to the table). The
 * browser then drops the focus to the page, and a keyboard or screen-reader
 * user would have to find the game again. This hook notices that and, as
 * soon as the game offers something to do, moves the focus there: to the
 * first control matched by the game's selectors, in their order of
 * priority, and within the zone the reader was using to the card at the
 * same position. It never takes the focus from anything the reader chose.
 *
 * @example
 * const root = useRef<HTMLDivElement>(null);
 * useFocusRescue(root, ['[data-zone="field"] button', '[data-zone="hand-0"] button']);
 */
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

/** Where the focus was last seen inside the root. */
interface Seen {
  readonly element: HTMLElement;
  /** `data-zone` of the nearest zone around it, if any. */
  readonly zone: string | null;
  /** Its position among the buttons of that zone. */
  readonly index: number;
}

function zoneOf(element: Element): HTMLElement | null {
  return element.closest<HTMLElement>('[data-zone]');
}

function seenOf(element: HTMLElement): Seen {
  const zone = zoneOf(element);
  const index = zone ? [...zone.querySelectorAll('button')].indexOf(element as HTMLButtonElement) : -1;
  return { element, zone: zone?.dataset.zone ?? null, index };
}

/**
 * Whether the focus was lost with `seen`: it is gone or disabled, and nothing
 * else holds the focus. A button disabled while it has the focus still is the
 * active element when this runs; the browser drops the focus to the page only
 * afterwards, so that counts as lost too ("Play" after a trick you win, Undo,
 * "Clear the selection").
 */
function focusLost(seen: Seen, doc: Document): boolean {
  const active = doc.activeElement;
  const disabled = (seen.element as HTMLButtonElement).disabled === true;
  if (active === seen.element) return disabled;
  if (active && active !== doc.body && active !== doc.documentElement) return false;
  return !seen.element.isConnected || disabled;
}

/**
 * The control to move the focus to: the first selector that matches an
 * enabled element wins; within the zone the reader was using, the element
 * at the same position (or the last one).
 */
export function rescueTarget(
  root: HTMLElement,
  selectors: readonly string[],
  seen: Seen,
): HTMLElement | null {
  for (const selector of selectors) {
    const found = [...root.querySelectorAll<HTMLElement>(selector)].filter(
      (element) => !(element as HTMLButtonElement).disabled,
    );
    const first = found[0];
    if (!first) continue;
    const zone = zoneOf(first)?.dataset.zone ?? null;
    if (zone !== null && zone === seen.zone && seen.index >= 0) {
      return found[Math.min(seen.index, found.length - 1)] ?? first;
    }
    return first;
  }
  return null;
}

/** See the file comment. Runs after every render of the calling component. */
export function useFocusRescue(root: RefObject<HTMLElement>, selectors: readonly string[]): void {
  const seen = useRef<Seen | null>(null);
  useEffect(() => {
    // On the document, not the root: a game swaps its root element between setup and table.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && root.current?.contains(target)) seen.current = seenOf(target);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [root]);
  useLayoutEffect(() => {
    const element = root.current;
    const last = seen.current;
    if (!element || !last) return;
    const doc = element.ownerDocument;
    const active = doc.activeElement;
    if (active && active !== doc.body && active !== doc.documentElement && !element.contains(active)) {
      // The reader moved on to something outside the game.
      seen.current = null;
      return;
    }
    if (!focusLost(last, doc)) return;
    rescueTarget(element, selectors, last)?.focus();
  });
}
