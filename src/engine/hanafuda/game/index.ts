/**
 * The Koi-Koi game engine: a match as plain JSON state, a pure reducer and
 * one seat's view. See `actions.ts` for every action, `events.ts` for every
 * event and `state.ts` for the state.
 *
 * @example
 * let state = newMatch({ rules: RULESETS.nintendo, players: 2, seed: 42 });
 * while (!isOver(state)) {
 *   const result = applyAction(state, legalActions(state)[0]);
 *   if (result.ok) state = result.state;
 * }
 * matchScores(state);
 */

export {
  type ActionCodeError,
  type ActionCodeErrorCode,
  type DecodedActions,
  decodeActions,
  encodeActions,
} from './action-code';
export {
  ACTION_ERRORS,
  ACTION_TYPES,
  type Action,
  type ActionError,
  type ActionType,
  type CaptureChoiceAction,
  type DealAction,
  type DrawDealerAction,
  isActionShape,
  type KoikoiAction,
  type PlayAction,
  type StopAction,
  sameAction,
} from './actions';
export { type ApplyResult, applyAction } from './apply';
export { onlyYoursOnField, unseenCards } from './counting';
export { redealReason, splitDeck } from './deal';
export { type DealerDraw, dealerOfDraw, drawForDealer, tiedMonth } from './dealer-draw';
export { canCallKoikoi, sideBase } from './decision';
export {
  type GameEvent,
  type GameEventType,
  REDEAL_REASONS,
  type RedealReason,
  type YakuPoints,
} from './events';
export { monthBit, monthsOf, passedHeldOf, passedOf } from './evidence';
export { currentSeat, legalActions } from './legal';
export { isOver, MATCH_CONFIG_ERRORS, type MatchScores, matchScores, newMatch, stackDeck } from './match';
export { type Replay, replay, replayWithEvents } from './replay';
export { nextDealer } from './round-end';
export { roundMonth } from './round-month';
export {
  hasTeams,
  type MatchConfig,
  type MatchState,
  type PendingCapture,
  PHASES,
  type Phase,
  ROUND_END_REASONS,
  type RoundEndReason,
  type RoundResult,
  type RoundState,
  STATE_VERSION,
  seatsOfSide,
  sideCount,
  sideOf,
  sidePile,
  teamSeats,
} from './state';
export { stopScore } from './stop-score';
export { matchesOnField } from './turn';
export { type PlayerView, type RoundView, viewFor } from './view';
export { type Zones, zones } from './zones';
