/**
 * What the Hakka bot worker answers (kept apart from the worker entry so
 * tests can call it): `choose` asks a computer player for a move within a
 * time budget; `evaluate` estimates each legal action by simulated play-outs
 * (the strong player's `evaluateActions`).
 *
 * @example
 * HAKKA_HANDLERS.choose({ bot: 'greedy', view, seed: 'abc/12', budgetMs: 800 });
 */
import { BOT_IDS, BOTS, type BotId } from '../engine/hakka/bots/index';
import { evaluateActions } from '../engine/hakka/bots/strong';
import type { HakkaAction } from '../engine/hakka/state';
import type { HakkaView } from '../engine/hakka/view';
import { seedRng } from '../engine/rng';
import type { BotHandlers } from './protocol';

/** A `choose` request. */
export interface HakkaChoosePayload {
  readonly bot: BotId;
  readonly view: HakkaView;
  readonly seed: string;
  /** Thinking time for the strong player (below the page's time limit). */
  readonly budgetMs: number;
}

/** An `evaluate` request. */
export interface HakkaEvaluatePayload {
  readonly view: HakkaView;
  readonly seed: string;
  /** Sampled deals. */
  readonly iterations: number;
  /** Stop sampling after this many milliseconds (at least one deal is sampled). */
  readonly budgetMs?: number;
  /** A move to rate as well, when legal (a review rates the move that was made, even a costly discard). */
  readonly include?: HakkaAction;
}

const clock = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** Picks a move (throws for an unknown bot). */
export function chooseHakkaMove(payload: HakkaChoosePayload): HakkaAction {
  if (!(BOT_IDS as readonly string[]).includes(payload.bot)) throw new Error(`Unknown bot ${payload.bot}`);
  return BOTS[payload.bot].chooseAction(payload.view, payload.seed, {
    maxMillis: payload.budgetMs,
    clock,
  });
}

/** One option's estimate: average points for the asking seat over the sampled deals. */
export interface HakkaEstimate {
  readonly action: HakkaAction;
  readonly mean: number;
  readonly samples: number;
}

/** Average points per legal action over sampled deals. */
export function estimateHakkaActions(payload: HakkaEvaluatePayload): HakkaEstimate[] {
  return evaluateActions(
    payload.view,
    seedRng(payload.seed),
    {
      iterations: payload.iterations,
      ...(payload.budgetMs === undefined ? {} : { maxMillis: payload.budgetMs, clock }),
    },
    payload.include,
  );
}

/** The worker's handlers. */
export const HAKKA_HANDLERS: BotHandlers = {
  choose: (payload) => chooseHakkaMove(payload as HakkaChoosePayload),
  evaluate: (payload) => estimateHakkaActions(payload as HakkaEvaluatePayload),
};
