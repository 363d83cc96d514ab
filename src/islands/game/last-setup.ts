/**
 * The setup a reader last started a game with (rules, length, who sits
 * where, hints), remembered so that the play page's form offers it again on
 * the next visit. The deal number is not kept: a new visit deals new cards.
 *
 * Stored JSON (key `<game>:last-setup`, envelope as in `store.ts`):
 * `{ "v": 1, "data": { "game": <game config, seed "">, "seats": [ … ], "hints": true } }`.
 * A stored setup that no longer fits (an unknown computer player, a rule set
 * that was renamed) is removed and the form keeps its defaults: it is a
 * preference, not a game, so nothing is lost and nothing needs saying.
 *
 * @example
 * const last = lastSetupStore(koikoiAdapter, BOT_IDS);
 * last.save(setup);
 * const loaded = last.load(); // { kind: 'value', value: setup } | { kind: 'none' } | { kind: 'corrupt', … }
 */
import type { GameAdapter } from './adapter';
import { type PlaySetup, parsePlaySetup } from './saved-game';
import { createStore, type StorageLike, type VersionedStore } from './store';

/** Format version of the remembered setup. */
export const LAST_SETUP_VERSION = 1;

/** The remembered-setup store of one game. */
export function lastSetupStore<Config, State, Action, Event, View>(
  adapter: GameAdapter<Config, State, Action, Event, View>,
  bots: readonly string[],
  storage?: StorageLike,
): VersionedStore<PlaySetup<Config>> {
  return createStore({
    key: `${adapter.id}:last-setup`,
    version: LAST_SETUP_VERSION,
    parse: (data) => parsePlaySetup(adapter, bots, data),
    ...(storage ? { storage } : {}),
  });
}

/** The remembered setup, or `fallback` when there is none (the store removes one that no longer fits). */
export function rememberedSetup<Config>(
  store: VersionedStore<PlaySetup<Config>>,
  fallback: PlaySetup<Config>,
): PlaySetup<Config> {
  const loaded = store.load();
  return loaded.kind === 'value' ? loaded.value : fallback;
}

/**
 * The setup with its deal number cleared: what is remembered, and what the
 * form offers for the next game (a new game deals new cards).
 */
export function withoutSeed<Config extends { readonly seed: unknown }>(
  setup: PlaySetup<Config>,
): PlaySetup<Config> {
  return { ...setup, game: { ...setup.game, seed: '' } };
}
