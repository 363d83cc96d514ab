/**
 * Letting bots play a whole Hakka game (demos, tests): the counterpart of
 * Koi-Koi's `playMatch`.
 */
import { EngineError } from '../../errors';
import type { Seed } from '../../rng';
import { applyAction, type GameConfig, isOver, newGame } from '../game';
import type { HakkaAction, HakkaState } from '../state';
import { viewFor } from '../view';
import type { BotBudget, HakkaBot } from './types';

/** A finished game and every action taken (feed them to `replay`). */
export interface PlayedGame {
  readonly state: HakkaState;
  readonly actions: readonly HakkaAction[];
}

/** Most actions a game may take before `playGame` gives up (four rounds take about 50). */
const MAX_ACTIONS = 2_000;

/**
 * Plays `config` to its end, seat `i` played by `bots[i]` within `budget`.
 * Each decision gets the seed `${seed}/${action number}`, so with an
 * iteration budget (no clock) a game is the same on every machine. Throws
 * `EngineError` `'invalid-players'` unless there are four bots.
 *
 * @example
 * const { state, actions } = playGame({ seed: 7 }, [strongBot, greedyBot, greedyBot, randomBot], 'demo', { iterations: 200 });
 * isOver(state); // true; replay({ seed: 7 }, actions) gives the same game
 */
export function playGame(
  config: GameConfig,
  bots: readonly HakkaBot[],
  seed: Seed = 0,
  budget?: BotBudget,
): PlayedGame {
  if (bots.length !== 4)
    throw new EngineError('invalid-players', 'One bot per seat', { players: bots.length });
  let state = newGame(config);
  const actions: HakkaAction[] = [];
  while (!isOver(state)) {
    if (actions.length >= MAX_ACTIONS) throw new EngineError('runaway-game', 'Too many actions', {});
    const seat = state.toAct;
    if (seat === null) throw new EngineError('no-seat-to-act', 'Nobody is to act', {});
    const bot = bots[seat] as HakkaBot;
    const action = bot.chooseAction(viewFor(state, seat), `${seed}/${actions.length}`, budget);
    const result = applyAction(state, action);
    if (!result.ok) throw new EngineError('illegal-bot-action', result.reason, { seat, action });
    state = result.state;
    actions.push(action);
  }
  return { state, actions };
}
