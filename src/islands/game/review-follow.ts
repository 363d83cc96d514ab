/**
 * What a review page (Koi-Koi or Hakka) does when the address's fragment
 * changes while it is open: the reader edits the address, pastes another
 * review link into the same tab, or goes Back or Forward to an entry with
 * another fragment. The page follows the address, reading it exactly as on
 * load (`reviewSource`):
 *
 * - another game (or no game: the saved one, or the notice) is shown in
 *   place of the one shown (`show`);
 * - the game already shown goes to the step the link names, or to its first
 *   deal when it names none (`jump`, with where the game now comes from: the
 *   saved game's own link makes it a linked game);
 * - a link that cannot be read, a step the game does not have included,
 *   changes nothing while a game is shown: the page says why, with the
 *   message it gives on load (`refuse`), and puts the shown game's address
 *   back, so a reload and Back still agree with the page. With no game
 *   shown, the message takes the notice's place, as on load (`show`).
 *
 * A fragment that names an element of the page (the skip link's
 * `#content`, a heading's id) is a place on the page, not a game link
 * (`inPageAnchor`): it changes nothing but the address.
 *
 * @example
 * followedFragment(shown, reviewSource(location.hash, saved, positions, rules));
 * // { kind: 'jump', step: 39, from: 'link' } for the same game's link with `step=40`
 * inPageAnchor('#content', (id) => document.getElementById(id) !== null); // true
 */
import { type ReviewFrom, type ReviewLinkError, type ReviewSource, sameGame } from './review-source';

/** What following a new fragment does (see the file comment). */
export type FollowedFragment<Setup, Action> =
  | { readonly kind: 'show'; readonly source: ReviewSource<Setup, Action> }
  | { readonly kind: 'jump'; readonly step: number | null; readonly from: ReviewFrom }
  | { readonly kind: 'refuse'; readonly error: ReviewLinkError };

/** What following `next` (the source of the new fragment) does while `shown` is on the page. */
export function followedFragment<Setup, Action>(
  shown: ReviewSource<Setup, Action> | null,
  next: ReviewSource<Setup, Action>,
): FollowedFragment<Setup, Action> {
  if (shown?.kind === 'game') {
    if (next.kind === 'error') return { kind: 'refuse', error: next.error };
    if (sameGame(shown, next) && next.kind === 'game')
      return { kind: 'jump', step: next.step, from: next.from };
  }
  return { kind: 'show', source: next };
}

/**
 * Whether `hash` (`location.hash`) names an element of the page (`exists`
 * says whether an id is there) rather than holding a game link.
 */
export function inPageAnchor(hash: string, exists: (id: string) => boolean): boolean {
  const text = hash.replace(/^#/, '');
  if (!text) return false;
  try {
    return exists(decodeURIComponent(text));
  } catch {
    // A malformed %-escape is no id.
    return false;
  }
}
