/**
 * Koi-Koi for the shared game islands (`islands/game/adapter.ts`): a small
 * serialisable setup (a preset id instead of a whole ruleset) and the
 * engine's functions behind the adapter interface.
 *
 * @example
 * const setup: KoikoiSetup = { preset: 'nintendo', players: 2, rounds: 3, seed: 'abc' };
 * const { state, events } = koikoiAdapter.replay(setup, actions);
 */
import {
  type Action,
  applyAction,
  CARD_IDS,
  type CardId,
  currentSeat,
  type GameEvent,
  isActionShape,
  isOver,
  legalActions,
  type MatchConfig,
  type MatchState,
  type PlayerCount,
  type PlayerView,
  PRESET_IDS,
  type PresetId,
  RULESETS,
  replayWithEvents,
  viewFor,
} from '../../engine/hanafuda';
import type { GameAdapter } from '../game/adapter';

/** The setup of a Koi-Koi match, plain JSON (saved games and lessons store it). */
export interface KoikoiSetup {
  /** Rule preset. */
  readonly preset: PresetId;
  /** Number of players; the preset must allow it. */
  readonly players: PlayerCount;
  /** Rounds in the match (1 for a single round; the issue offers 3, 6, 12). */
  readonly rounds: number;
  /** Seed of the shuffles. */
  readonly seed: string | number;
  /** Skip the dealer draw: this seat deals first (lessons). */
  readonly firstDealer?: number;
  /** Stacked decks (lessons; see `stackDeck`). */
  readonly decks?: readonly (readonly CardId[])[];
}

/** The engine config of a setup. */
export function matchConfig(setup: KoikoiSetup): MatchConfig {
  return {
    rules: RULESETS[setup.preset],
    players: setup.players,
    seed: setup.seed,
    rounds: setup.rounds,
    ...(setup.firstDealer === undefined ? {} : { firstDealer: setup.firstDealer }),
    ...(setup.decks === undefined ? {} : { decks: setup.decks }),
  };
}

/** Whether `value` is a {@link KoikoiSetup} the preset allows. */
export function isKoikoiSetup(value: unknown): value is KoikoiSetup {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  if (!(PRESET_IDS as readonly unknown[]).includes(s.preset)) return false;
  const rules = RULESETS[s.preset as PresetId];
  if (!(rules.playerCounts as readonly unknown[]).includes(s.players)) return false;
  if (!Number.isSafeInteger(s.rounds) || (s.rounds as number) < 1 || (s.rounds as number) > 12) return false;
  if (typeof s.seed !== 'string' && !(typeof s.seed === 'number' && Number.isFinite(s.seed))) return false;
  if (s.firstDealer !== undefined && !Number.isInteger(s.firstDealer)) return false;
  if (s.decks !== undefined) {
    const ids = CARD_IDS as readonly unknown[];
    if (!Array.isArray(s.decks)) return false;
    if (!s.decks.every((deck) => Array.isArray(deck) && deck.every((card) => ids.includes(card)))) {
      return false;
    }
  }
  return true;
}

/** Koi-Koi behind the shared interface. */
export const koikoiAdapter: GameAdapter<KoikoiSetup, MatchState, Action, GameEvent, PlayerView> = {
  id: 'koikoi',
  isConfig: isKoikoiSetup,
  isAction: isActionShape,
  replay: (setup, actions) => replayWithEvents(matchConfig(setup), actions),
  apply: (state, action) => applyAction(state, action),
  legal: legalActions,
  toAct: currentSeat,
  isOver,
  view: viewFor,
  seats: (state) => state.config.players,
};
