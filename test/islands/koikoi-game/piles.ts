/**
 * A test position for the yaku hints: a round in play whose captured piles
 * are the given ones (hands and table empty, every other card in the stock),
 * made with the engine tests' `craftRound`.
 */
import {
  type CardId,
  type MatchState,
  newMatch,
  type PlayerCount,
  RULESETS,
} from '../../../src/engine/hanafuda';
import { act, craftRound } from '../../engine/hanafuda/game/helpers';

export function withPiles(preset: 'nintendo' | 'multiplayer', captured: CardId[][]): MatchState {
  const players = captured.length as PlayerCount;
  const { state } = act(newMatch({ rules: RULESETS[preset], players, seed: 'piles', firstDealer: 0 }), {
    type: 'deal',
  });
  return craftRound(state, { hands: captured.map(() => []), field: [], captured });
}
