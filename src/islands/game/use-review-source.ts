/**
 * The source of a review island (Koi-Koi or Hakka), read in the browser
 * after mount (the server cannot see the fragment): the link's game, the
 * saved game, or why there is none (`review-source.ts`). It follows the
 * address: each new fragment (an edited address, another link pasted into
 * the tab, Back or Forward) is read as on load and shows another game, sends
 * the game shown to the step it names (`jump`), or, when it cannot be read
 * while a game is shown, changes nothing but saying why (`refused`) and
 * putting the game's address back (`review-follow.ts`). `keepStep` stores
 * the step shown where a reload finds it: in the fragment for a linked game
 * (the example too), in this tab's sessionStorage for the saved one.
 *
 * Each step replaces the address (`replaceState`, so no `hashchange`)
 * rather than pushing an entry: a game has up to a few hundred steps, and
 * Back leaves the review (or returns to the link opened before) instead of
 * walking back through them, as in the lessons (`use-step-in-url.ts`). So
 * the entries of the browser's history are the links the reader opened,
 * each holding the step last shown there; going Back or Forward to one is a
 * new fragment like any other, and the page follows it.
 *
 * `other` names the game to offer beside the one shown; `followed` says
 * that the game came from a link followed on the page (the game then takes
 * the focus, `ReviewHead.tsx`).
 *
 * @example
 * const { source, keepStep, jump, refused } = useReviewSource('hakka', () => savedGameStore(hakkaAdapter, BOT_IDS), rules, example);
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { withStep } from './link-step';
import { followedFragment, inPageAnchor } from './review-follow';
import { reviewPositions } from './review-position';
import {
  gameKey,
  type OtherGame,
  otherGame,
  type ReviewLinkError,
  type ReviewRules,
  type ReviewSource,
  reviewSource,
  sameGame,
  savedSource,
} from './review-source';
import type { SavedGame } from './saved-game';
import type { VersionedStore } from './store';

/** A step the address asked the game shown to go to: `null` for its first deal; a new object for each ask. */
export interface StepJump {
  readonly step: number | null;
}

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
  /** The step the address last asked the game shown to go to, or `null` (none since it was shown). */
  readonly jump: StepJump | null;
  /** Why a link followed while a game is shown could not be read, until the reader moves or follows another. */
  readonly refused: ReviewLinkError | null;
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
  const [jump, setJump] = useState<StepJump | null>(null);
  const [refused, setRefused] = useState<ReviewLinkError | null>(null);
  // The source shown, the fragment that holds it ('' for the saved game) and its step, for the listener.
  const shown = useRef<ReviewSource<Setup, Action> | null>(null);
  const fragment = useRef('');
  const index = useRef<number | null>(null);
  // Read once per mount (the arguments are fixed per island), then on each new fragment.
  useEffect(() => {
    const saved = store();
    const exists = (id: string) => document.getElementById(id) !== null;
    /** Puts the address of the game shown back (the address is replaced: no `hashchange`). */
    const restore = () => {
      const at = index.current;
      const hash = fragment.current && at !== null ? withStep(fragment.current, at) : fragment.current;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}${hash ? `#${hash}` : ''}`);
    };
    const read = (event?: Event) => {
      const hash = window.location.hash;
      const anchor = inPageAnchor(hash, exists);
      if (anchor && event) {
        // A place on the page: the address goes back to the game shown, if any.
        if (shown.current?.kind === 'game') restore();
        return;
      }
      const positions = reviewPositions(game);
      const next = reviewSource(anchor ? '' : hash, saved, positions, rules, example);
      const follow = followedFragment(shown.current, next);
      if (follow.kind === 'refuse') {
        setRefused(follow.error);
        restore();
        return;
      }
      setRefused(null);
      fragment.current = next.kind === 'game' && next.from !== 'saved' ? hash.replace(/^#/, '') : '';
      setJump(follow.kind === 'jump' ? { step: follow.step } : null);
      // The same game keeps its source (and its worked-out steps) unless it now comes from elsewhere.
      if (follow.kind === 'jump' && shown.current?.kind === 'game' && shown.current.from === follow.from)
        return;
      if (event && follow.kind === 'show') setFollowed(true);
      if (follow.kind === 'show') index.current = null;
      shown.current = next;
      setSource(next);
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
  const keepStep = (step: number) => {
    if (source?.kind !== 'game') return;
    index.current = step;
    setRefused(null);
    if (source.from !== 'saved') {
      window.history.replaceState(null, '', `#${withStep(fragment.current, step)}`);
    } else reviewPositions(game).save(gameKey(source.game), step);
  };
  return { source, keepStep, other: otherGame(source, hasSaved, example), followed, jump, refused };
}
