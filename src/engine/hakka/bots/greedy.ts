/**
 * The greedy player: takes the most tricks it can right now and declares as
 * soon as it may. It calls with a strong hand (many elders and patterns).
 *
 * @example
 * const action = greedyBot.chooseAction(viewFor(state, state.toAct!), 0);
 */
import { type CardId, cardInfo, suitRank } from '../cards';
import { currentElders } from '../derived';
import { beatingPlays, bestOnTable, kindOf, leadPlays, patternStrength, runsIn, setsIn } from '../moves';
import type { HakkaOptions } from '../options';
import type { Seat } from '../seats';
import type { HakkaAction, HakkaState, Phase, TableEntry } from '../state';
import type { HakkaView } from '../view';
import type { HakkaBot } from './types';

/** What a seat knows when it decides: its hand and public facts. */
export interface DecisionContext {
  readonly seat: Seat;
  readonly phase: Phase;
  readonly hand: readonly CardId[];
  readonly table: readonly TableEntry[];
  readonly elders: readonly CardId[];
  readonly privileged: Seat | null;
  readonly dealer: Seat;
  readonly options: HakkaOptions;
}

/** The context of the seat to act, from a full state (uses only that seat's hand and public facts). */
export function contextOf(state: HakkaState): DecisionContext {
  const seat = state.toAct as Seat;
  return {
    seat,
    phase: state.phase,
    hand: state.hands[seat] ?? [],
    table: state.table,
    elders: currentElders(state),
    privileged: state.privileged,
    dealer: state.dealer,
    options: state.options,
  };
}

/** The context of a view's seat. */
export function contextOfView(view: HakkaView): DecisionContext {
  return {
    seat: view.seat,
    phase: view.phase,
    hand: view.hand,
    table: view.table,
    elders: view.elders,
    privileged: view.privileged,
    dealer: view.dealer,
    options: view.options,
  };
}

/** How much a card is worth keeping: elders most, then high numbers of high suits. */
export function keepValue(card: CardId, elderCards: readonly CardId[]): number {
  if (elderCards.includes(card)) return 100;
  const info = cardInfo(card);
  return info.number * 4 + (3 - suitRank(info.suit ?? 'sin'));
}

/** A rough count of the tricks a hand should win: elders plus cards in runs and sets. */
export function handStrength(
  hand: readonly CardId[],
  elderCards: readonly CardId[],
  options: HakkaOptions,
): number {
  const inPatterns = new Set<CardId>();
  for (const p of [...runsIn(hand), ...setsIn(hand, options)]) for (const c of p) inPatterns.add(c);
  const el = hand.filter((c) => elderCards.includes(c)).length;
  return el + [...inPatterns].filter((c) => !elderCards.includes(c)).length / 2;
}

/** The greedy choice for a context. */
export function greedyDecide(ctx: DecisionContext): HakkaAction {
  const { seat, hand } = ctx;
  switch (ctx.phase) {
    case 'calling': {
      const strength = handStrength(hand, ctx.elders, ctx.options);
      // A caller who is not the dealer pays double when he loses, so he needs more.
      const call = seat === ctx.dealer ? strength >= 3 : strength >= 5;
      return { type: call ? 'call' : 'pass', seat };
    }
    case 'tigers':
      return { type: 'claim-tigers', seat };
    case 'declaring':
      return { type: 'declare', seat };
    case 'over':
      throw new Error('game over');
    default:
      break;
  }
  const best = bestOnTable(ctx.table);
  if (best === null) {
    const plays = leadPlays(hand, ctx.elders, seat === ctx.privileged, ctx.options);
    let pick = plays[0] as CardId[];
    let score = -1;
    for (const p of plays) {
      const kind = kindOf(p);
      // Bigger patterns win more tricks; among singles prefer elders, then high cards.
      const s =
        p.length * 10000 +
        (kind === 'single' ? keepValue(p[0] as CardId, ctx.elders) : patternStrength(kind, p));
      if (s > score) {
        score = s;
        pick = p;
      }
    }
    return { type: 'play', seat, cards: pick };
  }
  const beating = beatingPlays(hand, best, ctx.options);
  if (beating.length > 0) {
    let pick = beating[0] as CardId[];
    let score = -1;
    for (const p of beating) {
      const s = best.kind === 'single' ? cardInfo(p[0] as CardId).number : patternStrength(best.kind, p);
      if (s > score) {
        score = s;
        pick = p;
      }
    }
    return { type: 'play', seat, cards: pick };
  }
  const cards = hand
    .slice()
    .sort((a, b) => keepValue(a, ctx.elders) - keepValue(b, ctx.elders))
    .slice(0, best.size);
  return { type: 'discard', seat, cards };
}

/** The greedy choice for the seat to act in a full state (only its own hand is read). */
export function greedyMove(state: HakkaState): HakkaAction {
  return greedyDecide(contextOf(state));
}

/** The greedy player. */
export const greedyBot: HakkaBot = {
  id: 'greedy',
  chooseAction(view) {
    if (view.toAct !== view.seat || view.legal.length === 0)
      throw new Error(`Seat ${view.seat} is not to act`);
    return greedyDecide(contextOfView(view));
  },
};
