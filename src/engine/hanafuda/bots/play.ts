/**
 * Letting bots play whole rounds and matches (benchmarks, tests, demos).
 */
import { EngineError } from '../../errors';
import type { Seed } from '../../rng';
import type { Action } from '../game/actions';
import { applyAction } from '../game/apply';
import { currentSeat, legalActions } from '../game/legal';
import { isOver, newMatch } from '../game/match';
import type { MatchConfig, MatchState } from '../game/state';
import { viewFor } from '../game/view';
import type { Bot, BotOptions } from './types';

/** A bot in a seat, with its limits. */
export interface SeatPlayer {
  readonly bot: Bot;
  readonly options?: BotOptions;
}

/** A finished match and every action taken (feed them to `replay`). */
export interface PlayedMatch {
  readonly state: MatchState;
  readonly actions: readonly Action[];
}

/** Most actions a match may take before `playMatch` gives up (a 12-round match of 4 needs ~700). */
const MAX_ACTIONS = 20_000;

/**
 * Plays `config` to its end, seat `i` played by `players[i]`; the dealer
 * draw and the deals happen by themselves. Each decision gets the seed
 * `${seed}/${action number}`, so a match is reproducible. Throws
 * `EngineError` `'invalid-players'` when the number of bots is wrong.
 *
 * @example
 * playMatch({ rules: RULESETS.nintendo, players: 2, seed: 1, rounds: 1 }, [{ bot: strongBot }, { bot: greedyBot }]);
 */
export function playMatch(config: MatchConfig, players: readonly SeatPlayer[], seed: Seed = 0): PlayedMatch {
  if (players.length !== config.players) {
    throw new EngineError('invalid-players', 'One bot per seat', { players: players.length });
  }
  let state = newMatch(config);
  const actions: Action[] = [];
  while (!isOver(state)) {
    if (actions.length >= MAX_ACTIONS) throw new EngineError('runaway-match', 'Too many actions', {});
    const seat = currentSeat(state);
    let action: Action;
    if (seat === null) action = legalActions(state)[0] as Action;
    else {
      const player = players[seat] as SeatPlayer;
      action = player.bot.chooseAction(viewFor(state, seat), `${seed}/${actions.length}`, player.options);
    }
    const result = applyAction(state, action);
    if (!result.ok) throw new EngineError('illegal-bot-action', result.reason, { seat, action });
    state = result.state;
    actions.push(action);
  }
  return { state, actions };
}

/**
 * Plays a single round (a match of one round) with `firstDealer` dealing.
 *
 * @example
 * const { state } = playRound({ rules: RULESETS.nintendo, seed: 5 }, 0, [{ bot: greedyBot }, { bot: randomBot }]);
 * state.results[0]; // winner, points, reason
 */
export function playRound(
  config: Omit<MatchConfig, 'players' | 'rounds' | 'firstDealer'> & {
    readonly players?: MatchConfig['players'];
  },
  firstDealer: number,
  players: readonly SeatPlayer[],
  seed: Seed = 0,
): PlayedMatch {
  const full: MatchConfig = {
    ...config,
    players: config.players ?? (players.length as MatchConfig['players']),
    rounds: 1,
    firstDealer,
  };
  return playMatch(full, players, seed);
}
