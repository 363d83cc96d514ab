/**
 * The source of a review island (Koi-Koi or Hakka), read in the browser
 * after mount (the server cannot see the fragment): the link's game, the
 * saved game, or why there is none (`review-source.ts`). It follows a new
 * fragment; a fragment naming the game already shown (each step writes one)
 * changes nothing. `keepStep` stores the step shown where a reload finds
 * it: in the fragment for a linked game (the example too; `replaceState`,
 * so no `hashchange`), in this tab's sessionStorage for the saved one.
 * `other` names the game to offer beside the one shown; `followed` says
 * that the game came from a link followed on the page (the game then takes
 * the focus, `ReviewHead.tsx`).
 *
 * @example
 * const { source, keepStep } = useReviewSource('hakka', () => savedGameStore(hakkaAdapter, BOT_IDS), rules, example);
 */
import { useEffect, useState } from 'preact/hooks';
import { withStep } from './link-step';
import { reviewPositions } from './review-position';
import {
  gameKey,
  type OtherGame,
  otherGame,
  type ReviewRules,
  type ReviewSource,
  reviewSource,
  sameGame,
  savedSource,
} from './review-source';
import type { SavedGame } from './saved-game';
import type { VersionedStore } from './store';

/** What {@link useReviewSource} returns. */
export interface ReviewSourceState<Setup, Action> {
  /** `null` until read. */
  readonly source: ReviewSource<Setup, Action> | null;
  /** Keeps step `index` of the game shown across reloads. */
  readonly keepStep: (index: number) => void;
  /** The other game to offer beside the one shown (`otherGame`). */
  readonly other: OtherGame | null;
  /** Whether the source shown came from a new fragment (a link followed on the page), not from loading it. */
  readonly followed: boolean;
}

/** See the file comment. */
export function useReviewSource<Setup, Action>(
  game: 'koikoi' | 'hakka',
  store: () => Pick<VersionedStore<SavedGame<Setup, Action>>, 'load'>,
  rules: ReviewRules<Setup, Action>,
  example?: string,
): ReviewSourceState<Setup, Action> {
  const [source, setSource] = useState<ReviewSource<Setup, Action> | null>(null);
  const [hasSaved, setHasSaved] = useState(false);
  const [followed, setFollowed] = useState(false);
  // Read once per mount (the arguments are fixed per island), then on each new fragment.
  useEffect(() => {
    const saved = store();
    const read = (event?: Event) => {
      if (event) setFollowed(true);
      const positions = reviewPositions(game);
      const next = reviewSource(window.location.hash, saved, positions, rules, example);
      setSource((shown) => (sameGame(shown, next) ? shown : next));
      // Beside a linked game, the saved one counts as another game unless it is that very game.
      if (next.kind === 'game' && next.from !== 'saved') {
        const own = savedSource(saved, positions, rules);
        setHasSaved(own.kind === 'game' && !sameGame(next, own));
      }
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const keepStep = (index: number) => {
    if (source?.kind !== 'game') return;
    if (source.from !== 'saved') {
      window.history.replaceState(null, '', `#${withStep(window.location.hash.slice(1), index)}`);
    } else reviewPositions(game).save(gameKey(source.game), index);
  };
  return { source, keepStep, other: otherGame(source, hasSaved, example), followed };
}
