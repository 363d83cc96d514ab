/**
 * What the Koi-Koi bot worker answers (kept apart from the worker entry so
 * tests can call it): `choose` asks a bot for a move, `evaluate` estimates
 * each option of a decision by simulated play-outs (the engine's
 * `evaluateActions`), for the play page's Koi-Koi advice.
 *
 * @example
 * KOIKOI_HANDLERS.choose({ bot: 'greedy', view, seed: 'abc/12', budgetMs: 800 });
 */
import { type Action, BOT_IDS, BOTS, type BotId, evaluateActions, type PlayerView } from '../engine/hanafuda';
import type { BotHandlers } from './protocol';

/** A `choose` request. */
export interface ChoosePayload {
  readonly bot: BotId;
  readonly view: PlayerView;
  readonly seed: string;
  /** Thinking time for the strong bot (below the page's time limit). */
  readonly budgetMs: number;
}

/** An `evaluate` request. */
export interface EvaluatePayload {
  readonly view: PlayerView;
  readonly seed: string;
  /** Play-outs per option. */
  readonly iterations: number;
}

/** One option's estimate. */
export interface ActionEstimate {
  readonly action: Action;
  /** Share of play-outs won minus share lost (−1…1). */
  readonly balance: number;
  /** Average points for the viewing seat's side (negative when the others score). */
  readonly points: number;
  readonly samples: number;
}

/** Picks a move (throws for an unknown bot). */
export function chooseMove(payload: ChoosePayload): Action {
  if (!(BOT_IDS as readonly string[]).includes(payload.bot)) throw new Error(`Unknown bot ${payload.bot}`);
  return BOTS[payload.bot].chooseAction(payload.view, payload.seed, { budgetMs: payload.budgetMs });
}

/**
 * Estimates every legal action of the view. Two runs over the same sampled
 * play-outs (same seed, fixed iterations): with `pointShare` 0 the mean is
 * wins minus losses; with 1 it adds the mean points, so the difference is
 * the mean points.
 */
export function estimateActions(payload: EvaluatePayload): ActionEstimate[] {
  const options = {
    iterations: payload.iterations * payload.view.legal.length,
    candidates: payload.view.legal.length,
  };
  const balance = evaluateActions(payload.view, payload.seed, { ...options, pointShare: 0 });
  const withPoints = evaluateActions(payload.view, payload.seed, { ...options, pointShare: 1 });
  return balance.map((entry, index) => ({
    action: entry.action,
    balance: entry.mean,
    points: (withPoints[index]?.mean ?? entry.mean) - entry.mean,
    samples: entry.samples,
  }));
}

/** The worker's handlers. */
export const KOIKOI_HANDLERS: BotHandlers = {
  choose: (payload) => chooseMove(payload as ChoosePayload),
  evaluate: (payload) => estimateActions(payload as EvaluatePayload),
};
