/**
 * The strong player: flat Monte Carlo over the unseen cards. For each
 * decision it samples the hidden cards many times (`sample.ts`: narrowed by
 * the months each seat passed over; the same samples for every candidate
 * action, so they are compared on equal deals; successive halving drops the
 * worse half of the candidates stage by stage), plays each candidate and
 * then the rest of the round with greedy players on all seats on the mutable
 * simulator (`sim.ts`, `sim-greedy.ts`), and takes the action with the best
 * average round result (its side's points minus the others'). The Koi-Koi
 * decision is made the same way: the sure points of stopping against the
 * expected result of playing on.
 */
import { EngineError } from '../../errors';
import { FastRng } from '../../fast-rng';
import { rankEvaluations } from '../../rank-evaluations';
import type { Seed } from '../../rng';
import { CARD_IDS } from '../card-ids';
import type { Action } from '../game/actions';
import { applyAction } from '../game/apply';
import { legalActions } from '../game/legal';
import { type MatchState, sideOf } from '../game/state';
import { greedyAction, rankActions } from './greedy';
import { dealSample, samplerOf } from './sample';
import { simGreedyPlayout } from './sim-greedy';
import { applyToSim } from './sim-state';
import { tableOfState, tableOfView } from './table';
import type { Bot, BotOptions } from './types';

/**
 * Candidate actions searched per decision (the greedy rating's best ones);
 * 8 covers every card of a full hand, so by default all legal actions are
 * searched and successive halving spends the play-outs on the close ones.
 */
export const DEFAULT_CANDIDATES = 8;

/**
 * Play-outs per decision when no option says otherwise: about 25 ms on the
 * simulator from a round's first turn (less later in the round), well inside
 * a Web Worker's time limit. Measured with `npm run bench:bots` over 4,000
 * rounds against greedy: 1,000 play-outs win 55.2 % of decided rounds,
 * 4,000 win 56.5 % with a wider point margin. 16,000 win the same share as
 * 4,000 on the same 1,000 rounds (57.8 % both, `--seeds x1`): the search has
 * converged on what greedy play-outs can tell.
 */
export const DEFAULT_ITERATIONS = 4000;

/**
 * How a play-out's round result counts: winning the round counts 1, losing
 * −1, and every point of the difference adds this much, so the bot prefers
 * likely wins and, among them, big ones.
 */
export const POINT_SHARE = 0.05;

/** Safety bound on the actions of one play-out (a round needs at most ~60). */
const MAX_PLAYOUT_ACTIONS = 400;

/** Orders actions by their cards' places in the catalog (`CARD_IDS`); others keep their order. */
function byCatalog(a: Action, b: Action): number {
  return 'card' in a && 'card' in b ? CARD_IDS.indexOf(a.card) - CARD_IDS.indexOf(b.card) : 0;
}

/**
 * Reference play-out through the pure engine (`applyAction`), which the
 * tests hold the simulator's play-out (`simGreedyPlayout`) to; the bot
 * itself plays out on the simulator, about nine times faster. Plays the
 * round of `state` to its end with greedy players and returns the round's
 * result for `seat`'s side: its points, or minus the winner's points when
 * another side scored (0 for a draw). Between equally rated cards it takes
 * the one first in the catalog, as the simulator does: a sampled deal has no
 * order of the hand (the greedy bot takes the first in its hand, which is
 * the order of the deal). `roundsBefore` is the number of finished rounds
 * before the round in question (pass it when `state` may already be past
 * the round's end).
 */
export function greedyPlayout(state: MatchState, seat: number, roundsBefore = state.results.length): number {
  let current = state;
  for (let step = 0; step < MAX_PLAYOUT_ACTIONS; step++) {
    if (current.results.length > roundsBefore) break;
    const round = current.round;
    const table = round ? tableOfState(current, round.turn) : null;
    if (!table) break;
    const result = applyAction(current, greedyAction(table, legalActions(current).sort(byCatalog)));
    if (!result.ok) break;
    current = result.state;
  }
  const last = current.results[current.results.length - 1];
  if (!last || current.results.length === roundsBefore || last.winner === null) return 0;
  const mine = sideOf(state.config, last.winner) === sideOf(state.config, seat);
  return mine ? last.points : -last.points;
}

/** One searched action: its average play-out result over `samples` sampled deals. */
export interface ActionEvaluation {
  readonly action: Action;
  readonly mean: number;
  readonly samples: number;
}

/**
 * Average play-out result of the greedy rating's best actions (used by
 * `chooseAction`; handy for hints). The play-outs are spent by successive
 * halving: every candidate gets the same sampled deals in each stage, and
 * after each stage the worse half drops out, so the close candidates get
 * most of the samples. Candidates that dropped out keep the mean of the
 * samples they had (fewer `samples` than the survivors).
 */
export function evaluateActions(
  view: Parameters<Bot['chooseAction']>[0],
  seed: Seed,
  options: BotOptions = {},
): ActionEvaluation[] {
  const table = tableOfView(view);
  const ranked = table ? rankActions(table, view.legal) : view.legal.slice();
  const legal = ranked.slice(0, Math.max(1, options.candidates ?? DEFAULT_CANDIDATES));
  const totals = legal.map(() => 0);
  const counts = legal.map(() => 0);
  const iterations = Math.max(1, options.iterations ?? DEFAULT_ITERATIONS);
  const deadline =
    options.budgetMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + options.budgetMs;
  const share = options.pointShare ?? POINT_SHARE;
  const sampler = samplerOf(view);
  const rng = new FastRng(seed);
  if (sampler) {
    const world = sampler.base.clone();
    const trial = sampler.base.clone();
    let alive = legal.map((_, index) => index);
    const stages = Math.max(1, Math.ceil(Math.log2(legal.length)));
    let spent = 0;
    let stopped = false;
    for (let stage = 0; stage < stages && !stopped; stage++) {
      const budget = Math.floor((iterations - spent) / (stages - stage));
      const rounds = Math.max(1, Math.floor(budget / alive.length));
      for (let round = 0; round < rounds; round++) {
        if (spent > 0 && performance.now() > deadline) {
          stopped = true;
          break;
        }
        dealSample(sampler, rng, world);
        for (const index of alive) {
          trial.copyFrom(world);
          applyToSim(trial, legal[index] as Action);
          const outcome = simGreedyPlayout(trial, view.seat);
          totals[index] = (totals[index] as number) + Math.sign(outcome) + outcome * share;
          counts[index] = (counts[index] as number) + 1;
        }
        spent += alive.length;
      }
      if (stage < stages - 1) {
        // Equal counts among the survivors, so totals compare like means; stable on ties.
        alive = alive
          .slice()
          .sort((a, b) => (totals[b] as number) - (totals[a] as number) || a - b)
          .slice(0, Math.ceil(alive.length / 2));
      }
    }
  }
  return legal.map((action, index) => ({
    action,
    mean: (totals[index] as number) / Math.max(1, counts[index] as number),
    samples: counts[index] as number,
  }));
}

/**
 * The Monte Carlo player. Deterministic for a seed when only `iterations`
 * limits it.
 *
 * @example
 * strongBot.chooseAction(viewFor(state, 1), 'worker-3', { iterations: 200, budgetMs: 800 });
 */
export const strongBot: Bot = {
  id: 'strong',
  chooseAction(view, seed, options) {
    if (view.legal.length === 0) throw new EngineError('no-legal-action', 'Not this seat’s turn', {});
    if (view.legal.length === 1) return view.legal[0] as Action;
    const [best] = rankEvaluations(evaluateActions(view, seed, options));
    return best ? best.action : (view.legal[0] as Action);
  },
};
