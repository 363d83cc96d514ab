/**
 * What the calculator shows for a state, computed by the engine: the score
 * with its derivation, the closest further yaku, the reasons why complete-
 * looking yaku do not count, or the lucky hand of a dealt hand. Pure; the
 * island only renders it.
 */
import { type CallMaxima, callsPossible, maxCalls } from '../../engine/hanafuda/calls-allowed';
import type { CardId, Month } from '../../engine/hanafuda/card-ids';
import { cardsOfMonth } from '../../engine/hanafuda/cards';
import type { EvaluationContext } from '../../engine/hanafuda/evaluation-context';
import { handRedealMonth, type LuckyHand, luckyHand } from '../../engine/hanafuda/lucky-hand';
import { fitPlayerCount, type Ruleset } from '../../engine/hanafuda/ruleset';
import { type RoundScore, scoreRound } from '../../engine/hanafuda/score-round';
import { type YakuHint, yakuHints } from '../../engine/hanafuda/yaku-hints';
import { type YakuProgress, yakuProgress } from '../../engine/hanafuda/yaku-progress';
import type { CalcState } from '../../utils/koikoi/url-state';

/** How many "closest further yaku" the calculator lists. */
export const NEAREST_LIMIT = 3;

/** The calculator's output for one state. */
export interface CalcResult {
  readonly mode: CalcState['mode'];
  /** How many cards are picked. */
  readonly cardCount: number;
  /** The number shown as the total (score or lucky-hand points). */
  readonly total: number;
  /** Score mode: the round score. */
  readonly score?: RoundScore;
  /** Score mode: yaku that more cards would make count, fewest cards first (the engine's true hints). */
  readonly nearest: readonly YakuHint[];
  /** Score mode: yaku with captured cards that do not count for a reason other than missing cards. */
  readonly blocked: readonly YakuProgress[];
  /** Lucky mode: the lucky hand, or null. */
  readonly lucky?: LuckyHand | null;
  /** Lucky mode: the hand size of a deal at the chosen table (0 when the rules do not deal for it). */
  readonly handSize?: number;
  /** Lucky mode: the players the hand was checked for (the state's, or the rules' first count when they do not allow it). */
  readonly players?: number;
  /** Lucky mode: whether the rules know lucky hands at that table at all. */
  readonly luckyApplies?: boolean;
  /** Lucky mode: the month whose four cards in the hand make the rules deal again at that table, or null. */
  readonly redealMonth?: Month | null;
  /**
   * Score mode: set when the calls cannot happen under the rules (then there
   * is no score): the most calls of each side, and the per-round limit of
   * all calls together where the rules have one and the calls break it.
   */
  readonly impossibleCalls?: CallMaxima & { readonly roundLimit: number | null };
}

/**
 * The round context of a state: its month, and one November/December card
 * on the field for rain/fog (one not among the picked cards; none if all
 * four are picked, since then no such card can lie on the field).
 */
export function contextOf(state: Pick<CalcState, 'cards' | 'month' | 'rain' | 'fog'>): EvaluationContext {
  const field: CardId[] = [];
  for (const [on, month] of [
    [state.rain, 11],
    [state.fog, 12],
  ] as const) {
    const free = on ? cardsOfMonth(month).find((id) => !state.cards.includes(id)) : undefined;
    if (free) field.push(free);
  }
  return {
    ...(state.month >= 1 && state.month <= 12 ? { month: state.month as Month } : {}),
    ...(field.length > 0 ? { field } : {}),
  };
}

function isAbsent(row: YakuProgress): boolean {
  return !row.counts && row.reasons.length > 0;
}

/**
 * Computes the calculator's output. Calls the rules do not allow
 * (`callsPossible`) give no score but `impossibleCalls`.
 *
 * @example
 * calcResult(state, RULESETS.nintendo).total; // 20 for the five lights
 */
export function calcResult(
  state: Pick<CalcState, 'cards' | 'own' | 'opp' | 'mode' | 'month' | 'rain' | 'fog' | 'players'>,
  rules: Ruleset,
): CalcResult {
  const cards: readonly CardId[] = state.cards;
  if (state.mode === 'lucky') {
    const players = fitPlayerCount(rules, state.players);
    // The game throws such a deal in before it looks for lucky hands (game/deal.ts).
    const redealMonth = handRedealMonth(cards, rules, players);
    const lucky = redealMonth === null ? luckyHand(cards, rules, players) : null;
    return {
      mode: 'lucky',
      cardCount: cards.length,
      total: lucky?.points ?? 0,
      lucky,
      redealMonth,
      handSize: rules.deal[players]?.hand ?? 0,
      players,
      luckyApplies: rules.luckyHands.playerCounts.includes(players),
      nearest: [],
      blocked: [],
    };
  }
  if (!callsPossible(rules, state.own, state.opp)) {
    const { max, scope } = rules.callLimit;
    const roundLimit = scope === 'round' && max !== null && state.own + state.opp > max ? max : null;
    return {
      mode: 'score',
      cardCount: cards.length,
      total: 0,
      impossibleCalls: { ...maxCalls(rules), roundLimit },
      nearest: [],
      blocked: [],
    };
  }
  const context = contextOf(state);
  const score = scoreRound({
    captured: cards,
    rules,
    koikoiCalls: { own: state.own, opponents: state.opp },
    context,
  });
  const progress = yakuProgress(cards, rules, context);
  const nearest = [...yakuHints(cards, rules, context)]
    .sort((a, b) => a.count - b.count || b.basePoints - a.basePoints)
    .slice(0, NEAREST_LIMIT);
  const blocked = progress.filter(
    (row) =>
      isAbsent(row) &&
      row.cards.length > 0 &&
      row.reasons.some((r) => r !== 'incomplete' && r !== 'month-bonus-disabled' && r !== 'month-unknown'),
  );
  return { mode: 'score', cardCount: cards.length, total: score.points, score, nearest, blocked };
}
