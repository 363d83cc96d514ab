/**
 * A saved Koi-Koi game for the play island's tests: played by the first
 * legal move each time (stopping rather than calling Koi-Koi, so the match
 * moves on) until seat 0 is to act in a phase, and stored where the island
 * reads it (hints off: no advice to ask the worker for).
 */
import { type Action, BOT_IDS, currentSeat, type MatchState, type Phase } from '../../../src/engine/hanafuda';
import { savedGameStore } from '../../../src/islands/game/saved-game';
import type { SeatSetup } from '../../../src/islands/game/seats';
import { koikoiAdapter } from '../../../src/islands/koikoi-game/adapter';

/** You against the greedy computer. */
export const YOU_AND_COMPUTER: readonly SeatSetup[] = [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }];

/** Two people at one device. */
export const TWO_PEOPLE: readonly SeatSetup[] = [{ kind: 'human' }, { kind: 'human' }];

/** Saves the game (see the file comment); returns its actions. */
export function saveAt(phase: Phase, seed: string, seats: readonly SeatSetup[]): Action[] {
  const setup = {
    game: { preset: 'nintendo' as const, players: 2 as const, rounds: 12, seed },
    seats,
    hints: false,
  };
  const actions: Action[] = [];
  let state: MatchState = koikoiAdapter.replay(setup.game, actions).state;
  while (!(state.phase === phase && currentSeat(state) === 0)) {
    const legal = koikoiAdapter.legal(state);
    actions.push(legal.find((action) => action.type === 'stop') ?? (legal[0] as Action));
    state = koikoiAdapter.replay(setup.game, actions).state;
    if (state.phase === 'match-over') throw new Error(`no ${phase} for seat 0 with ${seed}`);
  }
  savedGameStore(koikoiAdapter, BOT_IDS).save({ setup, actions });
  return actions;
}
