/**
 * Cards that glide: when a game table shows a new position, each card that
 * changed place moves there from where it was, and a card that comes into
 * sight fades in (see `card-flight.ts` for what flies). So a reader can
 * follow where the computer's card went, not only read it in the log.
 * Nothing moves under `prefers-reduced-motion`, on the first render, when
 * the position stays the same (a hint switched on, hands shown), or when
 * the table turns to another seat (`viewer`: pass and play), where every
 * card changes place without moving in the game.
 *
 * The old boxes are measured while the table renders the new position: the
 * page still shows the old one then. The new boxes are measured right after
 * the change, before the browser paints it.
 *
 * @example
 * const table = useRef<HTMLElement>(null);
 * useCardFlight(table, state, viewer);
 * return <section ref={table}>…</section>;
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { type CardBox, cardBoxes, flightKeyframes, flightsBetween } from './card-flight';
import './card-flight.css';
import { prefersReducedMotion } from './reduced-motion';

/** How long a card takes to reach its place (ms). */
export const FLIGHT_MS = 320;

/** Class of a card while it flies (drawn above the others). */
const FLYING = 'card-flying';

/**
 * See the file comment; `position` is anything that changes with the game
 * position, `viewer` the seat the table is seen from.
 */
export function useCardFlight(root: RefObject<HTMLElement>, position: unknown, viewer: number): void {
  const shown = useRef({ position, viewer });
  const before = useRef<Map<string, CardBox> | null>(null);
  const moved = position !== shown.current.position && viewer === shown.current.viewer;
  if (moved && before.current === null && root.current && !prefersReducedMotion()) {
    before.current = cardBoxes(root.current);
  }
  useLayoutEffect(() => {
    shown.current = { position, viewer };
    const from = before.current;
    before.current = null;
    const element = root.current;
    if (!from || !element || typeof element.animate !== 'function') return;
    for (const flight of flightsBetween(from, cardBoxes(element))) {
      const card = element.querySelector<HTMLElement>(`[data-card="${CSS.escape(flight.id)}"]`);
      if (!card) continue;
      for (const running of card.getAnimations()) running.cancel();
      card.classList.add(FLYING);
      const animation = card.animate(flightKeyframes(flight), {
        duration: FLIGHT_MS,
        easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)',
      });
      const land = () => card.classList.remove(FLYING);
      animation.addEventListener('finish', land);
      animation.addEventListener('cancel', land);
    }
  }, [position, viewer]);
}
