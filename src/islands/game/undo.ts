/**
 * Undo for a played game, shared by every game: drop the last action a
 * person took and everything after it (the computer players' answers), so
 * the replay ends where that person was to act. Game-independent: the game
 * says which seat took an action.
 *
 * @example
 * undoLastHuman(actions, seats, (a) => a.seat); // the actions before your last move
 */
import type { SeatSetup } from './seats';

/**
 * The actions with the last person's action (and everything after it)
 * removed; `null` when no person has acted yet.
 */
export function undoLastHuman<A>(
  actions: readonly A[],
  seats: readonly SeatSetup[],
  seatOf: (action: A) => number | undefined,
): A[] | null {
  for (let i = actions.length - 1; i >= 0; i--) {
    const seat = seatOf(actions[i] as A);
    if (seat !== undefined && seats[seat]?.kind === 'human') return actions.slice(0, i);
  }
  return null;
}
