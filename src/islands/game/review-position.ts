/**
 * The step a reader last looked at in the review of a game's saved match,
 * kept in sessionStorage for this tab so that a reload opens the review
 * where it was. One entry per game (`<game>:review-step`), for one match: a
 * position saved for another match (or unreadable text) reads as `null`.
 * Storage may be blocked; then nothing is kept. A match from a link keeps
 * its step in the link instead (`step=`).
 *
 * Stored JSON: `{ "game": <the match's key>, "step": <0-based index> }`.
 *
 * @example
 * const positions = reviewPositions('koikoi');
 * positions.save(gameKey(game), 12);
 * positions.load(gameKey(game)); // 12
 */

/** The sessionStorage key of a game's review position. */
export const reviewPositionKey = (game: 'koikoi' | 'hakka'): string => `${game}:review-step`;

/** Reads and writes the kept step. */
export interface ReviewPositions {
  /** The kept step of game `key`, or `null`. */
  load(key: string): number | null;
  save(key: string, step: number): void;
}

/** The positions of `game` in `storage` (default: this tab's sessionStorage, when there is one). */
export function reviewPositions(
  game: 'koikoi' | 'hakka',
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStorageOrNull(),
): ReviewPositions {
  const entry = reviewPositionKey(game);
  return {
    load(key) {
      try {
        const kept: unknown = JSON.parse(storage?.getItem(entry) ?? 'null');
        if (typeof kept !== 'object' || kept === null) return null;
        const { game, step } = kept as { game?: unknown; step?: unknown };
        return game === key && Number.isSafeInteger(step) && (step as number) >= 0 ? (step as number) : null;
      } catch {
        return null;
      }
    },
    save(key, step) {
      try {
        storage?.setItem(entry, JSON.stringify({ game: key, step }));
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
