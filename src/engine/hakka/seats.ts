/**
 * Seats 0–3, numbered counter-clockwise, so "the next player counter-clockwise"
 * (seed 002: "der nächste Spieler gegen den Uhrzeigersinn") is `seat + 1 mod 4`.
 *
 * @example
 * dreamerOf(1); // 3, opposite the dealer
 * activeOrder(1, 0); // [1, 2, 0]: from the dealer, skipping the dreamer 3
 */

/** The four seats. */
export const SEATS = [0, 1, 2, 3] as const;

/** A seat number. */
export type Seat = (typeof SEATS)[number];

/** The next seat counter-clockwise. */
export function nextSeat(seat: Seat): Seat {
  return ((seat + 1) % 4) as Seat;
}

/** The dreamer: "Der Spieler, der dem Geber gegenübersitzt, wird zum Träumer". */
export function dreamerOf(dealer: Seat): Seat {
  return ((dealer + 2) % 4) as Seat;
}

/** The three active seats counter-clockwise starting at `from`, skipping the dreamer. */
export function activeOrder(from: Seat, dreamer: Seat): Seat[] {
  const out: Seat[] = [];
  let s = from;
  for (let i = 0; i < 4; i++) {
    if (s !== dreamer) out.push(s);
    s = nextSeat(s);
  }
  return out;
}
