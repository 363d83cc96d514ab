/**
 * Which game a review page shows (Koi-Koi or Hakka): the game in the link's
 * fragment when there is one (or why it cannot be read), else the finished
 * rounds of the game the play page saved on this device (or word that the
 * save was corrupt and is gone), else nothing. A game comes with the step to
 * open on: the link's `step`, or for the saved game the step the reader
 * last looked at in this tab (`review-position.ts`), else `null` (the first
 * deal). A link to the page's example game (see the games'
 * `example-game.ts`) counts as coming from the example. The game's own
 * parts come in `ReviewRules`. Beside the game shown, a review offers the
 * other one there is (`otherGame`): the example beside the saved game, the
 * saved game beside a link.
 *
 * @example
 * const rules = { parse: parseGameLink, finished: finishedActions };
 * reviewSource(location.hash, savedGameStore(koikoiAdapter, BOT_IDS), reviewPositions('koikoi'), rules, example);
 * // { kind: 'game', from: 'link', game, step } | { kind: 'error', error } | { kind: 'corrupt' } | { kind: 'none' }
 */
import type { ReviewPositions } from './review-position';
import type { PlaySetup, SavedGame } from './saved-game';
import type { VersionedStore } from './store';

/** A game to review: its setup and actions. */
export interface ReviewedGame<Setup, Action> {
  readonly setup: PlaySetup<Setup>;
  readonly actions: readonly Action[];
}

/** Why a link could not be read: a code the page translates, and for bad moves their position. */
export interface ReviewLinkError<Code extends string = string> {
  readonly code: Code;
  readonly move?: number;
}

/** What reading a link gives: the game and the step it points to (0-based) or `null`, or why not. */
export type ReviewLinkResult<Setup, Action, Code extends string = string> =
  | { readonly ok: true; readonly game: ReviewedGame<Setup, Action>; readonly step: number | null }
  | { readonly ok: false; readonly error: ReviewLinkError<Code> };

/** A game's own parts of the source. */
export interface ReviewRules<Setup, Action> {
  /** Reads a link fragment. */
  readonly parse: (fragment: string) => ReviewLinkResult<Setup, Action>;
  /** The actions of the finished rounds. */
  readonly finished: (setup: Setup, actions: readonly Action[]) => Action[];
}

/** Where a reviewed game comes from: a link, the page's example (also a link), or this device's saved game. */
export type ReviewFrom = 'link' | 'example' | 'saved';

/** The title of a reviewed game by where it comes from (keys every review dictionary has). */
export const FROM_TITLES = {
  link: 'review.fromLink',
  example: 'review.fromExample',
  saved: 'review.fromSaved',
} as const satisfies Record<ReviewFrom, string>;

/** What a review page shows. */
export type ReviewSource<Setup, Action> =
  | {
      readonly kind: 'game';
      readonly from: ReviewFrom;
      readonly game: ReviewedGame<Setup, Action>;
      /** The step to open on (0-based), or `null` for the first deal. */
      readonly step: number | null;
    }
  | { readonly kind: 'error'; readonly error: ReviewLinkError }
  | { readonly kind: 'corrupt' }
  | { readonly kind: 'none' };

/**
 * The source for a fragment (`location.hash`), the play page's saved game,
 * the kept positions and the fragment of the page's example game.
 */
export function reviewSource<Setup, Action>(
  fragment: string,
  saved: Pick<VersionedStore<SavedGame<Setup, Action>>, 'load'>,
  positions: Pick<ReviewPositions, 'load'>,
  rules: ReviewRules<Setup, Action>,
  example?: string,
): ReviewSource<Setup, Action> {
  if (fragment.replace(/^#/, '')) {
    const read = rules.parse(fragment);
    if (!read.ok) return { kind: 'error', error: read.error };
    const shown = example === undefined ? undefined : rules.parse(example);
    const from = shown?.ok && gameKey(shown.game) === gameKey(read.game) ? 'example' : 'link';
    return { kind: 'game', from, game: read.game, step: read.step };
  }
  return savedSource(saved, positions, rules);
}

/** The finished rounds of the play page's saved game as a source, or why there are none. */
export function savedSource<Setup, Action>(
  saved: Pick<VersionedStore<SavedGame<Setup, Action>>, 'load'>,
  positions: Pick<ReviewPositions, 'load'>,
  rules: ReviewRules<Setup, Action>,
): ReviewSource<Setup, Action> {
  const loaded = saved.load();
  if (loaded.kind === 'corrupt') return { kind: 'corrupt' };
  if (loaded.kind !== 'value') return { kind: 'none' };
  const { setup } = loaded.value;
  const actions = rules.finished(setup.game, loaded.value.actions);
  if (!actions.length) return { kind: 'none' };
  const game = { setup, actions };
  return { kind: 'game', from: 'saved', game, step: positions.load(gameKey(game)) };
}

/** Which other game a review offers beside the one shown: see {@link otherGame}. */
export type OtherGame = 'example' | 'saved';

/**
 * The other game a review offers beside the game shown: the example beside
 * the reader's own saved game, the saved game (when it has a finished round)
 * beside the example or a link; `null` beside no game, or when there is no
 * other game to offer.
 */
export function otherGame(
  source: ReviewSource<unknown, unknown> | null,
  hasSaved: boolean,
  example?: string,
): OtherGame | null {
  if (source?.kind !== 'game') return null;
  if (source.from === 'saved') return example ? 'example' : null;
  return hasSaved ? 'saved' : null;
}

/** What makes a game the same game: its config, seats and moves (not the hints flag a saved game keeps). */
export function gameKey<Setup, Action>({ setup, actions }: ReviewedGame<Setup, Action>): string {
  return JSON.stringify([setup.game, setup.seats, actions]);
}

/** Whether two sources show the same game (wherever it came from, at whatever step). */
export function sameGame<Setup, Action>(
  a: ReviewSource<Setup, Action> | null,
  b: ReviewSource<Setup, Action>,
): boolean {
  return a?.kind === 'game' && b.kind === 'game' && gameKey(a.game) === gameKey(b.game);
}
