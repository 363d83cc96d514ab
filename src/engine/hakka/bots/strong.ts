/**
 * The strong player: Monte Carlo over the unseen cards. For each sampled deal
 * of the cards it cannot see (the other hands, the dreamer's card, the other
 * players' discards) it tries every candidate action and plays the round out
 * with greedy players; it picks the action with the best average points for
 * its seat. It decides calling, Five Tigers and declaring the same way.
 *
 * @example
 * const action = strongBot.chooseAction(viewFor(state, seat), 7, { iterations: 40 });
 */

import { rankEvaluations } from '../../rank-evaluations';
import { nextUint32, type RngState, shuffle } from '../../rng';
import { CARDS, type CardId } from '../cards';
import { applyAction } from '../game';
import { sameAction } from '../same-action';
import type { Seat } from '../seats';
import type { HakkaAction, HakkaState } from '../state';
import type { HakkaView } from '../view';
import { greedyMove, keepValue } from './greedy';
import { toRng } from './seed';
import type { BotBudget, HakkaBot } from './types';

/** Sampled deals per decision when the budget does not say. */
export const DEFAULT_ITERATIONS = 48;

/** At most this many candidate discards are tried (there can be 924). */
const MAX_DISCARD_CANDIDATES = 6;

/**
 * A full state consistent with what `view` shows, with the hidden cards dealt
 * at random. Only the current round is reconstructed (`rounds` is empty), so a
 * playout ends when `rounds` gets its first entry.
 */
export function determinize(view: HakkaView, rng: RngState): [HakkaState, RngState] {
  const known = new Set<CardId>([...view.hand, ...view.played, ...view.myDiscards]);
  if (view.dreamerCard !== null) known.add(view.dreamerCard);
  const unseen = CARDS.filter((c) => !known.has(c));
  const [mixed, next] = shuffle(rng, unseen);
  let i = 0;
  const take = (n: number) => {
    const out = mixed.slice(i, i + n);
    i += n;
    return out;
  };
  const hands = view.handSizes.map((n, s) => (s === view.seat ? view.hand.slice() : take(n)));
  const dreamerCard = view.dreamerCard !== null ? [view.dreamerCard] : take(1);
  const discards: CardId[] = [];
  const discardOwners: Seat[] = [];
  view.discardCounts.forEach((n, s) => {
    const cards = s === view.seat ? view.myDiscards.slice() : take(n);
    discards.push(...cards);
    for (let k = 0; k < cards.length; k++) discardOwners.push(s as Seat);
  });
  const state: HakkaState = {
    version: 1,
    options: view.options,
    seed: 0,
    rng: next,
    round: view.round,
    phase: view.phase,
    dealer: view.dealer,
    dreamer: view.dreamer,
    hands,
    dreamerCard,
    table: view.table,
    won: view.won,
    discards,
    discardOwners,
    tricks: view.tricks,
    played: view.played,
    toAct: view.toAct,
    leader: view.leader,
    calls: view.calls,
    privileged: view.privileged,
    dealerCalled: view.dealerCalled,
    scores: view.scores,
    rounds: [],
    events: [],
  };
  return [state, next];
}

/** Plays the round out with greedy players; returns `seat`'s points. */
function playout(state: HakkaState, seat: Seat): number {
  let s = state;
  for (let guard = 0; guard < 500; guard++) {
    if (s.rounds.length > 0) return s.rounds[0]?.deltas[seat] ?? 0;
    if (s.phase === 'over') return 0;
    const r = applyAction(s, greedyMove(s));
    if (!r.ok) throw new Error(`greedy playout made an illegal move: ${r.reason}`);
    s = r.state;
  }
  throw new Error('playout did not end');
}

/** The actions worth trying: all, except discards (only the cheapest few). */
function candidates(view: HakkaView): readonly HakkaAction[] {
  const first = view.legal[0];
  if (first === undefined || first.type !== 'discard' || view.legal.length <= MAX_DISCARD_CANDIDATES)
    return view.legal;
  const cost = (a: HakkaAction) =>
    'cards' in a ? a.cards.reduce((sum, c) => sum + keepValue(c, view.elders), 0) : 0;
  return view.legal
    .map((a) => ({ a, c: cost(a) }))
    .sort((x, y) => x.c - y.c)
    .slice(0, MAX_DISCARD_CANDIDATES)
    .map((x) => x.a);
}

/** `cands` and the legal move matching `include`, when it is not among them. */
function withIncluded(
  view: HakkaView,
  cands: readonly HakkaAction[],
  include: HakkaAction | undefined,
): readonly HakkaAction[] {
  if (!include || cands.some((action) => sameAction(action, include))) return cands;
  const legal = view.legal.find((action) => sameAction(action, include));
  return legal ? [...cands, legal] : cands;
}

/**
 * Average points per candidate over sampled deals. Exposed for tests and for
 * hints ("the computer would play…"). `include` adds a legal action that
 * the candidates may leave out (a costly discard), so a review can rate the
 * move that was made; an action that is not legal here is ignored.
 */
export function evaluateActions(
  view: HakkaView,
  seed: RngState,
  budget: BotBudget = {},
  include?: HakkaAction,
): { action: HakkaAction; mean: number; samples: number }[] {
  const cands = withIncluded(view, candidates(view), include);
  const totals = cands.map(() => 0);
  const iterations = Math.max(1, budget.iterations ?? DEFAULT_ITERATIONS);
  const start = budget.clock?.() ?? 0;
  let rng = seed;
  let samples = 0;
  for (let it = 0; it < iterations; it++) {
    if (it > 0 && budget.clock !== undefined && budget.maxMillis !== undefined) {
      if (budget.clock() - start > budget.maxMillis) break;
    }
    const [state, next] = determinize(view, rng);
    rng = nextUint32(next)[1];
    cands.forEach((action, k) => {
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(`candidate rejected: ${r.reason}`);
      totals[k] = (totals[k] ?? 0) + playout(r.state, view.seat);
    });
    samples++;
  }
  return cands.map((action, k) => ({ action, mean: (totals[k] ?? 0) / samples, samples }));
}

/** The strong player. */
export const strongBot: HakkaBot = {
  id: 'strong',
  chooseAction(view, seed, budget) {
    if (view.toAct !== view.seat || view.legal.length === 0)
      throw new Error(`Seat ${view.seat} is not to act`);
    const only = view.legal[0] as HakkaAction;
    if (view.legal.length === 1) return only;
    const [best] = rankEvaluations(evaluateActions(view, toRng(seed), budget));
    return best?.action ?? only;
  },
};
