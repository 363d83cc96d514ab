// The settled round a resumed Hakka game shows: the settlement that was on
// show when the game was saved (its log ends with that round's end), with the
// next deal's events still to tell; none once play went on or without a log;
// the last round's settlement at the end of the game.
import { describe, expect, it } from 'vitest';
import { applyAction, isOver, legalActions, newGame } from '../../../src/engine/hakka/game';
import type { HakkaAction, HakkaEvent } from '../../../src/engine/hakka/state';
import { addToLog, type LogEntry, UNDONE } from '../../../src/islands/game/saved-log';
import { gameConfig, type HakkaSetup } from '../../../src/islands/hakka-game/adapter';
import type { LoggedEvent } from '../../../src/islands/hakka-game/logged-events';
import { isRoundEnd } from '../../../src/islands/hakka-game/review-steps';
import { resumedRoundEnd } from '../../../src/islands/hakka-game/round-end';

const game: HakkaSetup = { seed: 'round-end' };

/** The first legal action each time until the first round is settled (or, with `all`, the game ends); every action's events. */
function firstMoves(all = false) {
  let state = newGame(gameConfig(game));
  const actions: HakkaAction[] = [];
  const events: HakkaEvent[][] = [[...state.events]];
  while (!isOver(state)) {
    const action = legalActions(state)[0] as HakkaAction;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.reason);
    actions.push(action);
    events.push([...result.events]);
    state = result.state;
    if (!all && result.events.some(isRoundEnd)) break;
  }
  return { actions, events, state };
}

describe('resumedRoundEnd', () => {
  const { actions, events } = firstMoves();
  const caused = events.at(-1) ?? [];
  const at = caused.findIndex(isRoundEnd);
  /** The log as the page keeps it while the settlement is on show: up to the round's end. */
  const onShow: LogEntry<LoggedEvent>[] = addToLog(
    [],
    [...events.slice(0, -1).flat(), ...caused.slice(0, at + 1)],
  );

  it('shows the settlement that was on show, with the next deal still to tell', () => {
    const shown = resumedRoundEnd(game, actions, onShow);
    expect(shown?.result.round).toBe(1);
    expect(shown?.later).toEqual(caused.slice(at + 1));
    expect(shown?.later.some((event) => event.type === 'dealt' && event.round === 2)).toBe(true);
    // The table as the round ended: the state before the last action.
    expect(shown?.table.round).toBe(1);
  });

  it('shows none once play went on, after an undo, without a log, or before the round ends', () => {
    expect(resumedRoundEnd(game, actions, addToLog(onShow, caused.slice(at + 1)))).toBeNull();
    expect(resumedRoundEnd(game, actions, addToLog(onShow, [UNDONE]))).toBeNull();
    expect(resumedRoundEnd(game, actions, [])).toBeNull();
    expect(resumedRoundEnd(game, actions.slice(0, -1), onShow)).toBeNull();
    expect(resumedRoundEnd(game, [], [])).toBeNull();
  });

  it('shows the last round’s settlement when the game is over, with nothing after it', () => {
    const whole = firstMoves(true);
    const shown = resumedRoundEnd(game, whole.actions, []);
    expect(shown?.result).toEqual(whole.state.rounds.at(-1));
    expect(shown?.later).toEqual([]);
  });
});
