/**
 * The Koi-Koi scoring engine: cards, yaku, rule presets and round scores.
 * Pure TypeScript, the single source of truth for every Koi-Koi number on the
 * site. Pages and islands import from here only.
 *
 * @example
 * import { evaluateYaku, scoreRound, RULESETS } from '../engine/hanafuda';
 * const { yaku, points } = evaluateYaku(['m01-light', 'm03-light', 'm08-light'], RULESETS.fudawiki);
 */
export { EngineError, isEngineError } from '../errors';
// The game engine (match state, actions, events, views) and the computer players.
export * from './bots';
export {
  type CallCaps,
  type CallMaxima,
  type CallsProblem,
  callCaps,
  callsAllowed,
  callsPossible,
  callsProblem,
  maxCalls,
} from './calls-allowed';
export {
  CARD_IDS,
  CARD_KINDS,
  type CardId,
  type CardKind,
  MONTHS,
  type Month,
  RIBBON_COLOURS,
  type RibbonColour,
  SPECIAL_CARDS,
} from './card-ids';
export {
  type CardMask,
  EMPTY_MASK,
  FULL_MASK,
  hasCard,
  idsOfMask,
  maskOfIds,
  maskOfIndexes,
  maskSize,
  popcount,
  withCard,
} from './card-mask';
export {
  CARDS,
  type Card,
  type CardPoints,
  cardById,
  cardIndex,
  cardsOfMonth,
  isCardId,
  KIND_POINTS,
  monthOf,
} from './cards';
export {
  evaluateYaku,
  evaluateYakuOfMask,
  type YakuEvaluation,
  type YakuScore,
  yakuCardMask,
} from './evaluate';
export {
  type CompiledRules,
  CUP_AS_ANIMAL,
  CUP_AS_CHAFF,
  CUP_ROLE_SLOT,
  compileRules,
  EVAL_SLOTS,
  evaluateMask,
  WEATHER_FOG,
  WEATHER_RAIN,
  weatherOfField,
  YAKU_COUNT,
} from './evaluate-mask';
export { type EvaluationContext, resolveContext } from './evaluation-context';
export * from './game';
export { handRedealMonth, type LuckyHand, luckyHand, monthCounts } from './lucky-hand';
export {
  baseOfPickedYaku,
  type ExtraCards,
  extraCardsOf,
  type PickedYaku,
  type PickedYakuError,
} from './picked-yaku';
export {
  customRuleset,
  PRESET_IDS,
  PRESET_SOURCE,
  type PresetId,
  RULESET_SOURCES,
  RULESETS,
} from './presets';
export { RULE_SOURCES, type RuleSource, type RulesetSources, type SourceRef } from './rule-sources';
export {
  CALL_LIMIT_SCOPES,
  type CallLimit,
  type CallLimitScope,
  DEALER_AFTER_DRAW,
  DEALER_AFTER_WIN,
  type DealerAfterDraw,
  type DealerAfterWin,
  type DealerSuccession,
  type DealSize,
  EXHAUSTED_ROUND_RULES,
  type ExhaustedRoundRule,
  fitPlayerCount,
  KOIKOI_MULTIPLIERS,
  type KoikoiMultiplier,
  type LuckyHandRules,
  PLAYER_COUNTS,
  type PlayerCount,
  type RedealRules,
  type Ruleset,
  SAKE_CUP_ROLES,
  type SakeCupRole,
  SEVERAL_LUCKY_HANDS,
  type SeveralLuckyHands,
  VIEWING_RULES,
  type ViewingRule,
  YAKU_GROUPINGS,
  type YakuGrouping,
} from './ruleset';
export {
  type KoikoiCalls,
  koikoiFactor,
  type RoundScore,
  SCORE_STEP_IDS,
  type ScoreRoundInput,
  type ScoreStep,
  type ScoreStepId,
  scoreFromBase,
  scoreRound,
} from './score-round';
export {
  groupIsExclusive,
  YAKU_DEFINITIONS,
  type YakuDefinition,
  type YakuExtras,
  yakuBasePoints,
  yakuPointsIfCounted,
} from './yaku-definitions';
export { type YakuHint, yakuHints } from './yaku-hints';
export {
  LUCKY_HAND_IDS,
  type LuckyHandId,
  YAKU_GROUPS,
  YAKU_IDS,
  type YakuGroup,
  type YakuId,
} from './yaku-ids';
export { YAKU_REASON_KEYS, type YakuProgress, type YakuReason, yakuProgress } from './yaku-progress';
