/**
 * What the state accepts next.
 */
import type { Action } from './actions';
import { canCallKoikoi } from './decision';
import type { MatchState } from './state';

/** The seat to act, or `null` when nobody owns the next step (dealer draw, deal) or the match is over. */
export function currentSeat(state: MatchState): number | null {
  if (state.phase === 'play' || state.phase === 'choose' || state.phase === 'decide') {
    return state.round?.turn ?? null;
  }
  return null;
}

/**
 * The actions the state accepts, with the acting seat filled in. Never empty
 * until the match is over: `draw-dealer` before the first deal, `deal`
 * between rounds, one `play` per hand card, one `capture-choice` per
 * matching field card, or `koikoi` and `stop` (`stop` alone when the seat
 * may not call: see `canCallKoikoi`).
 *
 * @example
 * legalActions(state); // [{ type: 'play', seat: 0, card: 'm01-light' }, …]
 */
export function legalActions(state: MatchState): Action[] {
  const round = state.round;
  switch (state.phase) {
    case 'dealer-draw':
      return [{ type: 'draw-dealer' }];
    case 'deal':
      return [{ type: 'deal' }];
    case 'match-over':
      return [];
    case 'play': {
      if (!round) return [];
      const seat = round.turn;
      return (round.hands[seat] ?? []).map((card) => ({ type: 'play', seat, card }));
    }
    case 'choose': {
      if (!round?.pending) return [];
      const seat = round.turn;
      return round.pending.options.map((card) => ({ type: 'capture-choice', seat, card }));
    }
    case 'decide': {
      if (!round) return [];
      // The engine stops a seat that may not call before it decides (decision.ts); a hand-built state gets stop alone.
      const stop: Action = { type: 'stop', seat: round.turn };
      return canCallKoikoi(state, round, round.turn) ? [{ type: 'koikoi', seat: round.turn }, stop] : [stop];
    }
  }
}
