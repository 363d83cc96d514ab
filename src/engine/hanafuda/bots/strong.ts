/**
 * The strong player: flat Monte Carlo over the unseen cards. For each
 * decision it samples the hidden cards many times (`sample.ts`: narrowed by
 * the months each seat passed over; the same samples for every candidate
 * action, so they are compared on equal deals), plays each candidate and
 * then the rest of the round with greedy players on all seats on the mutable
 * simulator (`sim.ts`, `sim-greedy.ts`), and takes the action with the best
 * average round result (its side's points minus the others'). The Koi-Koi
 * decision is made the same way: the sure points of stopping against the
 * expected result of playing on.
 */
import { EngineError } from '../../errors';
import type { Seed } from '../../rng';
import type { Action } from '../game/actions';
import { applyAction } from '../game/apply';
import { legalActions } from '../game/legal';
import { type MatchState, sideOf } from '../game/state';
import { FastRng } from './fast-rng';
import { dealSample, samplerOf } from './sample';
import { simGreedyPlayout } from './sim-greedy';
import { applyToSim } from './sim-state';
import { greedyAction, rankActions } from './greedy';
import { tableOfState, tableOfView } from './table';
import type { Bot, BotOptions } from './types';

/** Candidate actions searched per decision (the greedy rating's best ones). */
export const DEFAULT_CANDIDATES = 3;

/**
 * Play-outs per decision when no option says otherwise (a few milliseconds
 * on the simulator; strength grows slowly beyond it, see `bench/bots.ts`).
 */
export const DEFAULT_ITERATIONS = 1000;

/**
 * How a play-out's round result counts: winning the round counts 1, losing
 * −1, and every point of the difference adds this much, so the bot prefers
 * likely wins and, among them, big ones.
 */
export const POINT_SHARE = 0.05;

/** Safety bound on the actions of one play-out (a round needs at most ~60). */
const MAX_PLAYOUT_ACTIONS = 400;

/**
 * Reference play-out through the pure engine (`applyAction`), kept for tests
 * and tools; the bot itself plays out on the simulator, about nine times
 * faster. Plays the round of `state` to its end with greedy players and returns the
 * round's result for `seat`'s side: its points, or minus the winner's points
 * when another side scored (0 for a draw). `roundsBefore` is the number of
 * finished rounds before the round in question (pass it when `state` may
 * already be past the round's end).
 */
export function greedyPlayout(state: MatchState, seat: number, roundsBefore = state.results.length): number {
  let current = state;
  for (let step = 0; step < MAX_PLAYOUT_ACTIONS; step++) {
    if (current.results.length > roundsBefore) break;
    const round = current.round;
    const table = round ? tableOfState(current, round.turn) : null;
    if (!table) break;
    const result = applyAction(current, greedyAction(table, legalActions(current)));
    if (!result.ok) break;
    current = result.state;
  }
  const last = current.results[current.results.length - 1];
  if (!last || current.results.length === roundsBefore || last.winner === null) return 0;
  const mine = sideOf(state.config, last.winner) === sideOf(state.config, seat);
  return mine ? last.points : -last.points;
}

/** Average play-out result of each legal action (used by `chooseAction`; handy for hints). */
export function evaluateActions(
  view: Parameters<Bot['chooseAction']>[0],
  seed: Seed,
  options: BotOptions = {},
): { action: Action; mean: number; samples: number }[] {
  const table = tableOfView(view);
  const ranked = table ? rankActions(table, view.legal) : view.legal.slice();
  const legal = ranked.slice(0, Math.max(1, options.candidates ?? DEFAULT_CANDIDATES));
  const totals = legal.map(() => 0);
  const iterations = Math.max(1, options.iterations ?? DEFAULT_ITERATIONS);
  const deadline =
    options.budgetMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + options.budgetMs;
  const share = options.pointShare ?? POINT_SHARE;
  const sampler = samplerOf(view);
  const rng = new FastRng(seed);
  let samples = 0;
  if (sampler) {
    const world = sampler.base.clone();
    const trial = sampler.base.clone();
    while (samples * legal.length < iterations) {
      if (samples > 0 && performance.now() > deadline) break;
      dealSample(sampler, rng, world);
      for (let index = 0; index < legal.length; index++) {
        trial.copyFrom(world);
        applyToSim(trial, legal[index] as Action);
        const outcome = simGreedyPlayout(trial, view.seat);
        totals[index] = (totals[index] as number) + Math.sign(outcome) + outcome * share;
      }
      samples++;
    }
  }
  return legal.map((action, index) => ({
    action,
    mean: (totals[index] as number) / Math.max(1, samples),
    samples,
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
    let best = view.legal[0] as Action;
    let bestMean = Number.NEGATIVE_INFINITY;
    for (const { action, mean } of evaluateActions(view, seed, options)) {
      if (mean > bestMean) {
        best = action;
        bestMean = mean;
      }
    }
    return best;
  },
};
