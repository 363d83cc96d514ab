/**
 * Rebuilding a match from its configuration and its actions: the way to
 * save a game (store `config` and the action list) and to undo (replay all
 * but the last actions).
 */
import { EngineError } from '../../errors';
import type { Action } from './actions';
import { applyAction } from './apply';
import type { GameEvent } from './events';
import { newMatch } from './match';
import type { MatchConfig, MatchState } from './state';

/** A replayed match and the events of every action, in order. */
export interface Replay {
  readonly state: MatchState;
  readonly events: readonly (readonly GameEvent[])[];
}

/**
 * `newMatch(config)` followed by every action. Throws `EngineError` like
 * `newMatch` for a bad config, and code `'invalid-replay'` with
 * `details: { index, reason }` for the first action the match rejects.
 *
 * @example
 * const saved = { config, actions };            // e.g. from localStorage
 * const { state } = replayWithEvents(saved.config, saved.actions);
 */
export function replayWithEvents(config: MatchConfig, actions: readonly Action[]): Replay {
  if (!Array.isArray(actions)) {
    throw new EngineError('invalid-replay', 'actions must be an array', {
      index: -1,
      reason: 'not-an-array',
    });
  }
  let state = newMatch(config);
  const events: (readonly GameEvent[])[] = [];
  actions.forEach((action, index) => {
    const result = applyAction(state, action);
    if (!result.ok) {
      throw new EngineError('invalid-replay', `Action ${index} rejected: ${result.reason}`, {
        index,
        reason: result.reason,
      });
    }
    state = result.state;
    events.push(result.events);
  });
  return { state, events };
}

/**
 * The state after `newMatch(config)` and `actions` (see {@link replayWithEvents}).
 *
 * @example
 * replay(config, actions); // same config and actions → same state on every machine
 */
export function replay(config: MatchConfig, actions: readonly Action[]): MatchState {
  return replayWithEvents(config, actions).state;
}
