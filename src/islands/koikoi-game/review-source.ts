/**
 * Which game the review page shows: the game in the link's fragment when
 * there is one (or why it cannot be read), else the finished rounds of the
 * game saved by the play page on this device (or word that the save was
 * corrupt and is gone), else nothing. A game comes with the step to open
 * on: the link's `step`, or for the saved game the step the reader last
 * looked at in this tab (`game/review-position.ts`), else `null` (the first deal).
 *
 * @example
 * reviewSource(location.hash, savedGameStore(koikoiAdapter, BOT_IDS), reviewPositions('koikoi'));
 * // { kind: 'game', from: 'link', game, step } | { kind: 'error', error } | { kind: 'corrupt' } | { kind: 'none' }
 */
import type { Action } from '../../engine/hanafuda';
import type { ReviewPositions } from '../game/review-position';
import type { SavedGame } from '../game/saved-game';
import type { VersionedStore } from '../game/store';
import type { KoikoiSetup } from './adapter';
import { type GameLinkError, type LinkedGame, parseGameLink } from './game-link';
import { finishedActions } from './review-steps';

/** What the review page shows. */
export type ReviewSource =
  | {
      readonly kind: 'game';
      readonly from: 'link' | 'saved';
      readonly game: LinkedGame;
      /** The step to open on (0-based), or `null` for the first deal. */
      readonly step: number | null;
    }
  | { readonly kind: 'error'; readonly error: GameLinkError }
  | { readonly kind: 'corrupt' }
  | { readonly kind: 'none' };

/** The source for a fragment (`location.hash`), the play page's saved game and the kept positions. */
export function reviewSource(
  fragment: string,
  saved: Pick<VersionedStore<SavedGame<KoikoiSetup, Action>>, 'load'>,
  positions: Pick<ReviewPositions, 'load'>,
): ReviewSource {
  if (fragment.replace(/^#/, '')) {
    const read = parseGameLink(fragment);
    return read.ok
      ? { kind: 'game', from: 'link', game: read.game, step: read.step }
      : { kind: 'error', error: read.error };
  }
  const loaded = saved.load();
  if (loaded.kind === 'corrupt') return { kind: 'corrupt' };
  if (loaded.kind !== 'value') return { kind: 'none' };
  const { setup } = loaded.value;
  const actions = finishedActions(setup.game, loaded.value.actions);
  if (!actions.length) return { kind: 'none' };
  const game = { setup, actions };
  return { kind: 'game', from: 'saved', game, step: positions.load(gameKey(game)) };
}

/** What makes a game the same game: its config, seats and moves (not the hints flag a saved game keeps). */
export function gameKey({ setup, actions }: LinkedGame): string {
  return JSON.stringify([setup.game, setup.seats, actions]);
}

/** Whether two sources show the same game (wherever it came from, at whatever step). */
export function sameGame(a: ReviewSource | null, b: ReviewSource): boolean {
  return a?.kind === 'game' && b.kind === 'game' && gameKey(a.game) === gameKey(b.game);
}
