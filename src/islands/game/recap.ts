/**
 * Pass and play: what each person missed since their own last move, read
 * out when they take the device again ("Since your last turn: …"). Game-
 * independent; the events are the game's own.
 *
 * @example
 * let recap = addToRecap(undefined, seats, dealEvents);
 * recap = addToRecap(recap, seats, moveEvents, 0); // seat 0 moved: its recap starts again
 * missedBy(recap, 1, true); // the deal and seat 0's move
 */
import type { SeatSetup } from './seats';

/** Per person's seat, the events since that seat's last move. */
export type Recap<E> = Readonly<Record<number, readonly E[]>>;

/**
 * The recap after `events`; `actor` is the seat whose move caused them (its
 * own recap starts empty again), none for things that happen by themselves.
 */
export function addToRecap<E>(
  recap: Recap<E> | undefined,
  seats: readonly SeatSetup[],
  events: readonly E[],
  actor?: number,
): Recap<E> {
  const next: Record<number, readonly E[]> = {};
  seats.forEach((seat, index) => {
    if (seat.kind !== 'human') return;
    next[index] = index === actor ? [] : [...(recap?.[index] ?? []), ...events];
  });
  return next;
}

/**
 * What `seat` missed, when it takes the device: nothing before any person
 * has moved (the start of the game was just read out to everyone at the
 * table), and nothing when nothing happened.
 */
export function missedBy<E>(recap: Recap<E> | undefined, seat: number, someoneMoved: boolean): readonly E[] {
  if (!someoneMoved) return [];
  return recap?.[seat] ?? [];
}
