/**
 * Which game the review page shows: the game in the link's fragment when
 * there is one (or why it cannot be read), else the finished rounds of the
 * game saved by the play page on this device, else nothing.
 *
 * @example
 * reviewSource(location.hash, savedGameStore(koikoiAdapter, BOT_IDS));
 * // { kind: 'game', from: 'link', game } | { kind: 'error', error } | { kind: 'none' }
 */
import type { Action } from '../../engine/hanafuda';
import type { SavedGame } from '../game/saved-game';
import type { VersionedStore } from '../game/store';
import type { KoikoiSetup } from './adapter';
import { type GameLinkError, type LinkedGame, parseGameLink } from './game-link';
import { finishedActions } from './review-steps';

/** What the review page shows. */
export type ReviewSource =
  | { readonly kind: 'game'; readonly from: 'link' | 'saved'; readonly game: LinkedGame }
  | { readonly kind: 'error'; readonly error: GameLinkError }
  | { readonly kind: 'none' };

/** The source for a fragment (`location.hash`) and the play page's saved game. */
export function reviewSource(
  fragment: string,
  saved: Pick<VersionedStore<SavedGame<KoikoiSetup, Action>>, 'load'>,
): ReviewSource {
  if (fragment.replace(/^#/, '')) {
    const read = parseGameLink(fragment);
    return read.ok ? { kind: 'game', from: 'link', game: read.game } : { kind: 'error', error: read.error };
  }
  const loaded = saved.load();
  if (loaded.kind !== 'value') return { kind: 'none' };
  const { setup } = loaded.value;
  const actions = finishedActions(setup.game, loaded.value.actions);
  return actions.length ? { kind: 'game', from: 'saved', game: { setup, actions } } : { kind: 'none' };
}
