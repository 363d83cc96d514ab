/**
 * Hakka cards engine (a computer version of Luk Fu), pure TypeScript.
 * Rule source: seed 002. Everything here is plain data and pure functions.
 *
 * @example
 * import { newGame, legalActions, applyAction, viewFor, BOTS } from '../engine/hakka';
 */

export {
  type ActionCodeError,
  type ActionCodeErrorCode,
  type DecodedActions,
  decodeActions,
  encodeActions,
} from './action-code';
export * from './bots/index';
export {
  CARDS,
  type CardId,
  type CardInfo,
  cardInfo,
  isCardId,
  NUMBERS,
  SUITS,
  type Suit,
  sortCards,
  WAN_SIN,
} from './cards';
export {
  currentElders,
  declarationCount,
  FIVE_TIGERS,
  FIVE_TIGERS_TRICKS,
  holdsFiveTigers,
  mayClaimTigers,
  paidCount,
} from './derived';
export { elders, isElder } from './elders';
export { applyAction, type GameConfig, gameScores, isOver, legalActions, newGame, replay } from './game';
export { beatingPlays, bestOnTable, leadPlays, leadSingles, type RatedPlay } from './moves';
export {
  DEFAULT_OPTIONS,
  FIXED_READINGS,
  type FixedReading,
  type HakkaOptionId,
  type HakkaOptions,
  OPTION_LIST,
  type OptionDescriptor,
  resolveOptions,
} from './options';
export {
  beats,
  classifyPattern,
  LEAD_ONLY_CARDS,
  PATTERN_KINDS,
  type Pattern,
  type PatternKind,
  setRank,
} from './patterns';
export { sameAction } from './same-action';
export {
  DECLARE_FROM,
  dreamerTricks,
  dreamMatches,
  PAYOUT_TABLE,
  type Payment,
  payout,
  type SettleInput,
  type Settlement,
  settle,
} from './scoring';
export { activeOrder, dreamerOf, nextSeat, SEATS, type Seat } from './seats';
export {
  ACTION_TYPES,
  type ApplyResult,
  HAND_SIZE,
  type HakkaAction,
  type HakkaEvent,
  type HakkaState,
  PHASES,
  type Phase,
  REJECT_REASONS,
  type RejectReason,
  ROUNDS_PER_GAME,
  type RoundOutcome,
  type RoundResult,
  type TableEntry,
} from './state';
export { type HakkaView, viewFor } from './view';
export { CARDS_DEALT, type Zones, zones } from './zones';
