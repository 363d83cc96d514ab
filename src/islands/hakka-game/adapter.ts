/**
 * Hakka for the shared game islands (`islands/game/adapter.ts`): a small
 * serialisable setup (a seed and optional rule options) and the engine's
 * reducer behind the adapter interface. Imports the engine's files directly
 * (not its index), so a page does not pull in the computer players.
 *
 * @example
 * const setup: HakkaSetup = { seed: 'abc' };
 * const { state, events } = hakkaAdapter.replay(setup, actions);
 * events[0]; // the first deal; events[k + 1] come from actions[k]
 */

import { EngineError } from '../../engine/errors';
import { isCardId } from '../../engine/hakka/cards';
import { applyAction, type GameConfig, isOver, legalActions, replay } from '../../engine/hakka/game';
import { type HakkaOptions, OPTION_LIST } from '../../engine/hakka/options';
import type { Seat } from '../../engine/hakka/seats';
import { ACTION_TYPES, type HakkaAction, type HakkaEvent, type HakkaState } from '../../engine/hakka/state';
import { type HakkaView, viewFor } from '../../engine/hakka/view';
import type { GameAdapter } from '../game/adapter';

/** The setup of a Hakka game, plain JSON (saved games and lessons store it). */
export interface HakkaSetup {
  /** Seed of the first dealer and every deal. */
  readonly seed: string | number;
  /** Rule options; missing ones take the engine's defaults. */
  readonly options?: Partial<HakkaOptions>;
}

/** The engine config of a setup. */
export function gameConfig(setup: HakkaSetup): GameConfig {
  return setup.options === undefined ? { seed: setup.seed } : { seed: setup.seed, options: setup.options };
}

/** Whether `value` is a {@link HakkaSetup}: a seed and only known options with allowed values. */
export function isHakkaSetup(value: unknown): value is HakkaSetup {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const s = value as Record<string, unknown>;
  if (typeof s.seed !== 'string' && !(typeof s.seed === 'number' && Number.isFinite(s.seed))) return false;
  if (s.options === undefined) return true;
  if (typeof s.options !== 'object' || s.options === null || Array.isArray(s.options)) return false;
  return Object.entries(s.options).every(([id, v]) => {
    const option = OPTION_LIST.find((o) => o.id === id);
    return option?.values.includes(v as string | boolean) === true;
  });
}

/** Whether `value` has the shape of a {@link HakkaAction} (the engine checks legality). */
export function isHakkaAction(value: unknown): value is HakkaAction {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  if (!(ACTION_TYPES as readonly unknown[]).includes(a.type)) return false;
  if (!Number.isInteger(a.seat) || (a.seat as number) < 0 || (a.seat as number) > 3) return false;
  if (a.type === 'play' || a.type === 'discard') {
    return Array.isArray(a.cards) && a.cards.length > 0 && a.cards.every(isCardId);
  }
  return true;
}

/**
 * Replays a setup's actions with every transition's events: `events[0]` is
 * the first deal, `events[k + 1]` what `actions[k]` caused. Throws an
 * `EngineError('invalid-replay')` naming the first rejected action.
 */
export function replayHakka(
  setup: HakkaSetup,
  actions: readonly HakkaAction[],
): { state: HakkaState; events: readonly (readonly HakkaEvent[])[] } {
  if (!Array.isArray(actions)) {
    throw new EngineError('invalid-replay', 'actions must be an array', {
      index: -1,
      reason: 'not-an-array',
    });
  }
  const result = replay(gameConfig(setup), actions);
  if (!result.ok) {
    throw new EngineError('invalid-replay', `Action ${result.index} rejected: ${result.reason}`, {
      index: result.index,
      reason: result.reason,
    });
  }
  return { state: result.state, events: result.events };
}

/** Hakka behind the shared interface. */
export const hakkaAdapter: GameAdapter<HakkaSetup, HakkaState, HakkaAction, HakkaEvent, HakkaView> = {
  id: 'hakka',
  isConfig: isHakkaSetup,
  isAction: isHakkaAction,
  replay: replayHakka,
  apply: (state, action) => applyAction(state, action),
  legal: legalActions,
  toAct: (state) => state.toAct,
  isOver,
  view: (state, seat) => viewFor(state, seat as Seat),
  seats: () => 4,
};
