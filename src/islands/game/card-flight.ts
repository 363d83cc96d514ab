/**
 * Where the cards of a table went between two game positions, for the
 * card flights (`use-card-flight.ts`): each face-up card (`data-card`) with
 * its box relative to the table and the zone (`data-zone`) it lies in. A
 * card that moved glides from its old box to its new one; a card that comes
 * into sight (from a hidden hand or the stock) fades in where it lands.
 * When many cards change zone at once (a deal, a new game, a jump to a
 * lesson's end) nothing flies: that would be a blur, not a move to follow.
 *
 * @example
 * const before = cardBoxes(table);
 * // … the table renders the next position …
 * flightsBetween(before, cardBoxes(table)); // [{ id: 'm03-light', from: {…}, to: {…} }, …]
 */

/** A card's box relative to the table, and its zone. */
export interface CardBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** `data-zone` of the zone it lies in (`''` when none). */
  readonly zone: string;
}

/** A card gliding from one box to another, or fading in at its box. */
export type Flight =
  | { readonly id: string; readonly from: CardBox; readonly to: CardBox }
  | { readonly id: string; readonly appear: CardBox };

/**
 * Most cards that may change zone (or come into sight) in one move: a
 * Koi-Koi turn moves at most the played card and three it takes, then the
 * drawn card and three; a Hakka trick at most four plays of a few cards.
 * More is a deal or a jump.
 */
export const MAX_ZONE_CHANGES = 12;

/** Moves smaller than this (px) are rounding, not moves. */
const STILL = 1;

/** The face-up cards inside `root`, by card id (the first of a repeated id). */
export function cardBoxes(root: Element): Map<string, CardBox> {
  const origin = root.getBoundingClientRect();
  const boxes = new Map<string, CardBox>();
  for (const element of root.querySelectorAll<HTMLElement>('[data-card]')) {
    const id = element.dataset.card;
    if (!id || boxes.has(id)) continue;
    const rect = element.getBoundingClientRect();
    boxes.set(id, {
      x: rect.left - origin.left,
      y: rect.top - origin.top,
      width: rect.width,
      height: rect.height,
      zone: element.closest<HTMLElement>('[data-zone]')?.dataset.zone ?? '',
    });
  }
  return boxes;
}

/** The flights from `before` to `after` (see the file comment); none for a deal or a jump. */
export function flightsBetween(
  before: ReadonlyMap<string, CardBox>,
  after: ReadonlyMap<string, CardBox>,
): Flight[] {
  const flights: Flight[] = [];
  let zoneChanges = 0;
  for (const [id, to] of after) {
    const from = before.get(id);
    if (!from) {
      zoneChanges++;
      flights.push({ id, appear: to });
      continue;
    }
    if (from.zone !== to.zone) zoneChanges++;
    const moved =
      Math.abs(from.x - to.x) > STILL ||
      Math.abs(from.y - to.y) > STILL ||
      Math.abs(from.width - to.width) > STILL ||
      Math.abs(from.height - to.height) > STILL;
    if (moved) flights.push({ id, from, to });
  }
  return zoneChanges > MAX_ZONE_CHANGES ? [] : flights;
}

/** The keyframes of a flight: from the old box (moved and scaled) to the card's own place. */
export function flightKeyframes(flight: Flight): Keyframe[] {
  if ('appear' in flight) {
    return [
      { opacity: 0, transform: 'scale(0.85)' },
      { opacity: 1, transform: 'none' },
    ];
  }
  const { from, to } = flight;
  const dx = from.x - to.x;
  const dy = from.y - to.y;
  const sx = to.width > 0 ? from.width / to.width : 1;
  const sy = to.height > 0 ? from.height / to.height : 1;
  return [
    { transformOrigin: '0 0', transform: `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})` },
    { transformOrigin: '0 0', transform: 'none' },
  ];
}
