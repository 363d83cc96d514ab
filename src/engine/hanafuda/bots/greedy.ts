/**
 * The greedy player: the best immediate capture, judged by the yaku points
 * it adds, the cards' worth towards further yaku and what it keeps from the
 * opponents; it lays down the card that is worth least to anybody; it stops
 * as soon as a yaku puts its side ahead in the match and calls Koi-Koi while
 * behind with cards to spare.
 */
import { EngineError } from '../../errors';
import { type CardId, SPECIAL_CARDS } from '../card-ids';
import { type CardMask, maskOfIds } from '../card-mask';
import { cardById } from '../cards';
import { compileRules, evaluateMask } from '../evaluate-mask';
import type { Action } from '../game/actions';
import { monthOfId } from '../game/lists';
import { koikoiFactor } from '../score-round';
import { type Table, tableOfView } from './table';
import type { Bot } from './types';

/** Weight of one yaku point against the card weights below. */
const POINT_WEIGHT = 6;
/** How much keeping a card from the opponents counts, relative to taking it for oneself. */
const DENIAL_WEIGHT = 0.6;

const INO = new Set<string>(['m06-animal', 'm07-animal', 'm10-animal']);
const CUP_LIGHTS = new Set<string>([SPECIAL_CARDS.sakeCup, SPECIAL_CARDS.cherryCurtain, SPECIAL_CARDS.moon]);

/** A card's worth towards future yaku, before any points it adds now. */
export function cardWeight(card: CardId): number {
  if (CUP_LIGHTS.has(card)) return 5;
  const { kind, ribbon } = cardById(card);
  if (kind === 'light') return 4;
  if (kind === 'animal') return INO.has(card) ? 3 : 2;
  if (kind === 'ribbon') return ribbon === 'plain' ? 2 : 3;
  return 1;
}

function union(mask: CardMask, cards: readonly CardId[]): CardMask {
  const add = maskOfIds(cards);
  return { lo: mask.lo | add.lo, hi: mask.hi | add.hi };
}

/** Yaku points `cards` would add to `pile` (round month known; weather ignored). */
function gain(table: Table, pile: CardMask, cards: readonly CardId[]): number {
  const compiled = compileRules(table.rules);
  const before = evaluateMask(pile.lo, pile.hi, compiled, null, table.month);
  const after = union(pile, cards);
  return evaluateMask(after.lo, after.hi, compiled, null, table.month) - before;
}

/** Worth of taking `cards` for the seat's side. */
export function captureValue(table: Table, cards: readonly CardId[]): number {
  let worth = gain(table, table.own, cards) * POINT_WEIGHT;
  worth += DENIAL_WEIGHT * gain(table, table.opponents, cards) * POINT_WEIGHT;
  for (const card of cards) worth += cardWeight(card);
  return worth;
}

/** Worth of playing `card` from the hand: its capture, or minus what laying it down gives away. */
export function playValue(table: Table, card: CardId): number {
  const month = monthOfId(card);
  const matches = table.field.filter((other) => monthOfId(other) === month);
  if (matches.length === 0) {
    // Laid down: an opponent may take it; keeping a pair partner in hand softens that.
    const partner = table.hand.some((other) => other !== card && monthOfId(other) === month);
    const risk = cardWeight(card) + gain(table, table.opponents, [card]) * POINT_WEIGHT;
    return -(partner ? risk * 0.5 : risk) - 0.1;
  }
  if (matches.length === 2) {
    return Math.max(...matches.map((match) => captureValue(table, [card, match])));
  }
  return captureValue(table, [card, ...matches]);
}

/** Points the side would score by stopping now. */
export function stopPoints(table: Table): number {
  const compiled = compileRules(table.rules);
  const base = evaluateMask(table.own.lo, table.own.hi, compiled, null, table.month);
  const threshold = table.rules.doublingThreshold;
  const doubled = threshold !== null && base >= threshold ? base * 2 : base;
  return doubled * koikoiFactor(table.rules.koikoiMultiplier, table.calls).factor;
}

/** The greedy rating of one legal action on `table` (higher is better). */
export function actionValue(table: Table, action: Action): number {
  if (action.type === 'play') return playValue(table, action.card);
  if (action.type === 'capture-choice') {
    return captureValue(table, table.pending ? [table.pending.card, action.card] : [action.card]);
  }
  if (action.type === 'stop' || action.type === 'koikoi') {
    const ahead = table.score.own + stopPoints(table) > table.score.bestOpponent;
    const wantsStop = ahead || table.handSize < 3;
    return (action.type === 'stop') === wantsStop ? 1 : 0;
  }
  return 0;
}

/** `legal` sorted by the greedy rating, best first (stable on ties). */
export function rankActions(table: Table, legal: readonly Action[]): Action[] {
  return legal
    .map((action, index) => ({ action, index, value: actionValue(table, action) }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .map(({ action }) => action);
}

/** The greedy choice among `legal` on `table`. */
export function greedyAction(table: Table, legal: readonly Action[]): Action {
  let best = legal[0] as Action;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    const value = actionValue(table, action);
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}

/**
 * The greedy player (deterministic; the seed is unused).
 *
 * @example
 * greedyBot.chooseAction(viewFor(state, 1), 0);
 */
export const greedyBot: Bot = {
  id: 'greedy',
  chooseAction(view) {
    if (view.legal.length === 0) throw new EngineError('no-legal-action', 'Not this seat’s turn', {});
    const table = tableOfView(view);
    return table ? greedyAction(table, view.legal) : (view.legal[0] as Action);
  },
};
