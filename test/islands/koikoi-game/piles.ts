/**
 * A test position: a dealt round whose captured piles are replaced by the
 * given ones (hands, table and stock stay as dealt; the yaku hints read the
 * piles only).
 */
import {
  applyAction,
  type CardId,
  type MatchState,
  newMatch,
  type PlayerCount,
  RULESETS,
} from '../../../src/engine/hanafuda';

export function withPiles(preset: 'nintendo' | 'multiplayer', captured: CardId[][]): MatchState {
  const start = newMatch({
    rules: RULESETS[preset],
    players: captured.length as PlayerCount,
    seed: 'piles',
    firstDealer: 0,
  });
  const dealt = applyAction(start, { type: 'deal' });
  if (!dealt.ok || !dealt.state.round) throw new Error('no deal');
  return { ...dealt.state, round: { ...dealt.state.round, captured } };
}
