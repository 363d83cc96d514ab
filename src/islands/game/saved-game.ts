/**
 * The saved game of a play page: its setup and the actions taken, replayed
 * on load (the engine's state holds its random generator, so the same setup
 * and actions give the same game).
 *
 * Stored JSON (key `<game>:saved-game`, see `store.ts` for the envelope):
 * `{ "v": 1, "data": { "setup": { "game": <game config>, "seats": [{ "kind": "human" }, { "kind": "bot", "bot": "greedy" }], "hints": true }, "actions": [ … ], "log": [ … ] } }`.
 * `log` is the play log in no language (`saved-log.ts`); saves from before
 * it was kept have none, and still load (the format stays version 1).
 * Lifecycle: written after every action and setup change, removed by "new
 * game"; on load the setup is checked and the actions replayed, and anything
 * that fails is discarded (`corrupt`) so the page can say so. A log that
 * fails its check is dropped alone: the game resumes with an empty log.
 */
import type { GameAdapter } from './adapter';
import type { Guard } from './json-guards';
import { type LogEntry, parseLog } from './saved-log';
import { isSeatSetup, type SeatSetup } from './seats';
import { createStore, type StorageLike, StoreError, type VersionedStore } from './store';

/** Format version of the saved game. */
export const SAVED_GAME_VERSION = 1;

/** A game's setup: the engine config, the seats and whether hints show. */
export interface PlaySetup<Config> {
  /** The game's config (e.g. preset, players, rounds, seed). */
  readonly game: Config;
  /** One entry per seat. */
  readonly seats: readonly SeatSetup[];
  /** Whether hints are shown. */
  readonly hints: boolean;
}

/** What is saved; `Logged` is the game's event as its log keeps it. */
export interface SavedGame<Config, Action, Logged = never> {
  readonly setup: PlaySetup<Config>;
  readonly actions: readonly Action[];
  /** The play log (`saved-log.ts`); absent in older saves and when the log was dropped. */
  readonly log?: readonly LogEntry<Logged>[];
}

/**
 * Checks a game's setup against the adapter: a valid config, one valid seat
 * per player and the hints flag. Throws `StoreError('invalid-data')`
 * otherwise. Also used for the remembered setup (`last-setup.ts`).
 */
export function parsePlaySetup<Config, State, Action, Event, View>(
  adapter: GameAdapter<Config, State, Action, Event, View>,
  bots: readonly string[],
  data: unknown,
  actions: readonly Action[] = [],
): PlaySetup<Config> {
  const fail = (message: string): never => {
    throw new StoreError('invalid-data', message);
  };
  if (typeof data !== 'object' || data === null) return fail('no setup');
  const { game, seats, hints } = data as { game?: unknown; seats?: unknown; hints?: unknown };
  if (!adapter.isConfig(game)) return fail('bad game config');
  if (!Array.isArray(seats) || !seats.every((seat) => isSeatSetup(seat, bots))) return fail('bad seats');
  if (typeof hints !== 'boolean') return fail('bad hints');
  let state: State;
  try {
    state = adapter.replay(game, actions).state;
  } catch (error) {
    return fail(`replay failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (adapter.seats(state) !== seats.length) return fail('seat count does not match');
  return { game, seats: seats as SeatSetup[], hints };
}

/**
 * Checks a saved game against the adapter: a valid setup
 * ({@link parsePlaySetup}) and actions of the right shape that the engine
 * replays. Throws `StoreError('invalid-data')` otherwise. The log is kept
 * when `isLogged` is given and accepts it, and dropped otherwise (pages
 * that show no log, such as the review, pass no guard).
 */
export function parseSavedGame<Config, State, Action, Event, View, Logged = never>(
  adapter: GameAdapter<Config, State, Action, Event, View>,
  bots: readonly string[],
  data: unknown,
  isLogged?: Guard<Logged>,
): SavedGame<Config, Action, Logged> {
  if (typeof data !== 'object' || data === null) throw new StoreError('invalid-data', 'not an object');
  const { setup, actions, log } = data as { setup?: unknown; actions?: unknown; log?: unknown };
  if (!Array.isArray(actions) || !actions.every((action) => adapter.isAction(action))) {
    throw new StoreError('invalid-data', 'bad actions');
  }
  const parsed = { setup: parsePlaySetup(adapter, bots, setup, actions), actions };
  const kept = isLogged && log !== undefined ? parseLog(log, isLogged) : null;
  return kept ? { ...parsed, log: kept } : parsed;
}

/** Options of {@link savedGameStore}. */
export interface SavedGameOptions<Logged> {
  /** Storage to use (tests); default `localStorage`. */
  readonly storage?: StorageLike;
  /** The guard of the game's logged events; without it the log is not read back. */
  readonly isLogged?: Guard<Logged>;
}

/**
 * The saved-game store of one game.
 *
 * @example
 * const store = savedGameStore(koikoiAdapter, BOT_IDS, { isLogged: isLoggedEvent });
 * store.save({ setup, actions, log });
 */
export function savedGameStore<Config, State, Action, Event, View, Logged = never>(
  adapter: GameAdapter<Config, State, Action, Event, View>,
  bots: readonly string[],
  options: SavedGameOptions<Logged> = {},
): VersionedStore<SavedGame<Config, Action, Logged>> {
  const { storage, isLogged } = options;
  return createStore({
    key: `${adapter.id}:saved-game`,
    version: SAVED_GAME_VERSION,
    parse: (data) => parseSavedGame(adapter, bots, data, isLogged),
    ...(storage ? { storage } : {}),
  });
}
