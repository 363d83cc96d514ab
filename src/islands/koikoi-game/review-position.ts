/**
 * The step a reader last looked at in the review of the saved game, kept in
 * sessionStorage for this tab so that a reload opens the review where it
 * was. One entry, for one game: a position saved for another game (or
 * unreadable text) reads as `null`. Storage may be blocked; then nothing is
 * kept. A game from a link keeps its step in the link instead (`step=`).
 *
 * Stored JSON under `koikoi:review-step`: `{ "game": <gameKey>, "step": <0-based index> }`.
 *
 * @example
 * const positions = reviewPositions();
 * positions.save(gameKey(game), 12);
 * positions.load(gameKey(game)); // 12
 */

/** The sessionStorage key. */
export const REVIEW_POSITION_KEY = 'koikoi:review-step';

/** Reads and writes the kept step. */
export interface ReviewPositions {
  /** The kept step of game `key`, or `null`. */
  load(key: string): number | null;
  save(key: string, step: number): void;
}

/** The positions in `storage` (default: this tab's sessionStorage, when there is one). */
export function reviewPositions(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStorageOrNull(),
): ReviewPositions {
  return {
    load(key) {
      try {
        const kept: unknown = JSON.parse(storage?.getItem(REVIEW_POSITION_KEY) ?? 'null');
        if (typeof kept !== 'object' || kept === null) return null;
        const { game, step } = kept as { game?: unknown; step?: unknown };
        return game === key && Number.isSafeInteger(step) && (step as number) >= 0 ? (step as number) : null;
      } catch {
        return null;
      }
    },
    save(key, step) {
      try {
        storage?.setItem(REVIEW_POSITION_KEY, JSON.stringify({ game: key, step }));
      } catch {
        // Full or blocked storage: the position is simply not kept.
      }
    },
  };
}

function sessionStorageOrNull(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
