/**
 * The reducer: one action in, the next state and its events out. Pure: the
 * input state is never changed, a rejected action leaves nothing changed.
 */
import { isCardId } from '../cards';
import { type Action, type ActionError, isActionShape } from './actions';
import { dealRound } from './deal';
import { drawForDealer } from './dealer-draw';
import { callKoikoi, koikoiBar, stopRound } from './decision';
import type { GameEvent } from './events';
import type { MatchState } from './state';
import { chooseCapture, playCard } from './turn';

/** What {@link applyAction} returns. */
export type ApplyResult =
  | { readonly ok: true; readonly state: MatchState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly reason: ActionError };

const reject = (reason: ActionError): ApplyResult => ({ ok: false, reason });

const PHASE_OF: Readonly<Record<Action['type'], MatchState['phase']>> = {
  'draw-dealer': 'dealer-draw',
  deal: 'deal',
  play: 'play',
  'capture-choice': 'choose',
  koikoi: 'decide',
  stop: 'decide',
};

/** The reason an action that does not fit the phase is rejected with. */
function phaseError(state: MatchState): ActionError {
  if (state.phase === 'match-over') return 'koikoi.error.matchOver';
  if (state.phase === 'choose') return 'koikoi.error.mustChooseCapture';
  if (state.phase === 'decide') return 'koikoi.error.mustDecide';
  return 'koikoi.error.wrongPhase';
}

/**
 * Applies an action. Returns `{ ok: true, state, events }`, or
 * `{ ok: false, reason }` with an i18n key from `ACTION_ERRORS` (the input
 * state is unchanged either way).
 *
 * @example
 * const result = applyAction(state, { type: 'play', card: 'm03-light' });
 * if (result.ok) state = result.state; else show(t(result.reason));
 */
export function applyAction(state: MatchState, action: Action): ApplyResult {
  if (!isActionShape(action)) return reject('koikoi.error.malformedAction');
  if (PHASE_OF[action.type] !== state.phase) return reject(phaseError(state));
  const events: GameEvent[] = [];
  if (action.type === 'draw-dealer') {
    const draw = drawForDealer(state.rng, state.config.players);
    events.push({ type: 'dealer-drawn', draws: draw.draws, dealer: draw.dealer });
    return { ok: true, state: { ...state, rng: draw.rng, dealer: draw.dealer, phase: 'deal' }, events };
  }
  if (action.type === 'deal') return { ok: true, state: dealRound(state, events), events };
  const round = state.round;
  if (!round) return reject('koikoi.error.wrongPhase');
  if (action.seat !== undefined && action.seat !== round.turn) return reject('koikoi.error.notYourTurn');
  switch (action.type) {
    case 'play': {
      if (!isCardId(action.card)) return reject('koikoi.error.unknownCard');
      if (!(round.hands[round.turn] ?? []).includes(action.card)) return reject('koikoi.error.cardNotInHand');
      return { ok: true, state: playCard(state, round, action.card, events), events };
    }
    case 'capture-choice': {
      if (!isCardId(action.card)) return reject('koikoi.error.unknownCard');
      if (!round.pending?.options.includes(action.card)) return reject('koikoi.error.notACaptureOption');
      return { ok: true, state: chooseCapture(state, round, action.card, events), events };
    }
    case 'koikoi': {
      // The engine itself stops such a seat before it decides (decision.ts); this guards a hand-built state.
      const bar = koikoiBar(state, round, round.turn);
      if (bar === 'no-cards') return reject('koikoi.error.noCardsLeft');
      if (bar === 'call-limit') return reject('koikoi.error.callLimitReached');
      return { ok: true, state: callKoikoi(state, round, round.turn, events), events };
    }
    case 'stop':
      return { ok: true, state: stopRound(state, round, round.turn, null, events), events };
  }
}
