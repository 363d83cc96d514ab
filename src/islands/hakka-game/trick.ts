/**
 * What the middle of the table shows: the current trick, or — right after a
 * trick was won — the completed trick (the engine has already cleared it), so
 * a reader sees what won. Pure; shared by the tutorial and the play island.
 *
 * @example
 * shownTrick(before, action, events); // { entries: [...], winner: 3 } after the third card of a trick
 */
import type { Seat } from '../../engine/hakka/seats';
import type { HakkaAction, HakkaEvent, HakkaState, TableEntry } from '../../engine/hakka/state';

/** The trick the table shows. */
export interface ShownTrick {
  readonly entries: readonly TableEntry[];
  /** The seat that won it, when the trick is complete. */
  readonly winner: Seat | null;
}

/**
 * The trick to show after `action` turned `before` into `after` with
 * `events`: the completed trick when the action won one, else `after`'s table.
 */
export function shownTrick(
  before: HakkaState | null,
  action: HakkaAction | null,
  events: readonly HakkaEvent[],
  after: HakkaState,
): ShownTrick {
  const won = events.find((e) => e.type === 'trick-won');
  if (won?.type !== 'trick-won' || !before || !action) return { entries: after.table, winner: null };
  const last: TableEntry | null =
    action.type === 'play'
      ? { seat: action.seat, kind: 'play', cards: action.cards }
      : action.type === 'discard'
        ? { seat: action.seat, kind: 'discard', count: action.cards.length }
        : null;
  return { entries: last ? [...before.table, last] : before.table, winner: won.seat };
}
