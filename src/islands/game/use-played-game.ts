/**
 * The state of a game played on a page, kept in localStorage: the game is
 * saved after every change (`{ setup, actions, log }`) and rebuilt from the
 * save on load, its play log included (`saved-log.ts`; an older save without
 * one resumes with an empty log); a save that cannot be read is discarded and reported
 * (`message: 'corrupt'`), a good one resumes (`'resumed'`); `loaded` turns
 * true once the save has been read (pages show it as `data-ready`, so tests
 * wait for it rather than for hydration). `gameRef` always
 * holds the newest game, for callbacks that outlive a render (computer
 * moves arriving later).
 *
 * @example
 * const { game, setGame, gameRef, message } = usePlayedGame(store, (setup, actions, log) => rebuild(setup, actions, log));
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlaySetup, SavedGame } from './saved-game';
import type { LogEntry } from './saved-log';
import type { VersionedStore } from './store';

/** What a page keeps of a game besides its own view of it. */
export interface PlayedGame<Config, Action, Logged = never> {
  readonly setup: PlaySetup<Config>;
  readonly actions: readonly Action[];
  /** The play log, saved with the game. */
  readonly log?: readonly LogEntry<Logged>[];
}

/** The note shown above a game after loading. */
export type LoadMessage = 'resumed' | 'corrupt' | null;

/** The hook (see the file comment). `rebuild` turns a save back into the page's game. */
export function usePlayedGame<Config, Action, G extends PlayedGame<Config, Action, Logged>, Logged = never>(
  store: VersionedStore<SavedGame<Config, Action, Logged>>,
  rebuild: (setup: PlaySetup<Config>, actions: readonly Action[], log: readonly LogEntry<Logged>[]) => G,
) {
  const [game, setGameState] = useState<G | null>(null);
  const [message, setMessage] = useState<LoadMessage>(null);
  const [loaded, setLoaded] = useState(false);
  const gameRef = useRef<G | null>(null);

  const setGame = (next: G | null) => {
    gameRef.current = next;
    setGameState(next);
    if (next) {
      const { setup, actions, log } = next;
      store.save(log ? { setup, actions, log } : { setup, actions });
    } else store.clear();
  };

  useEffect(() => {
    const loaded = store.load();
    if (loaded.kind === 'value') {
      const { setup, actions, log = [] } = loaded.value;
      const resumed = rebuild(setup, actions, log);
      gameRef.current = resumed;
      setGameState(resumed);
      setMessage('resumed');
    } else if (loaded.kind === 'corrupt') {
      setMessage('corrupt');
    }
    setLoaded(true);
  }, [store]);

  return { game, setGame, gameRef, message, setMessage, loaded };
}
