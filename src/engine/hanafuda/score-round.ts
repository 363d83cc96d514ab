/**
 * Round scores: the base (sum of yaku), the 7-point doubling and the Koi-Koi
 * multiplier, with the derivation for display.
 */
import { EngineError } from '../errors';
import type { CardId } from './card-ids';
import { evaluateYaku, type YakuScore } from './evaluate';
import type { EvaluationContext } from './evaluation-context';
import type { KoikoiMultiplier, Ruleset } from './ruleset';

/** Koi-Koi calls made in the round. */
export interface KoikoiCalls {
  /** Calls by the player (or team) who ends the round. */
  readonly own: number;
  /** Calls by all other players together. */
  readonly opponents: number;
}

/** Input of {@link scoreRound}. */
export interface ScoreRoundInput {
  /** The cards captured by the player (or team) who ends the round. */
  readonly captured: readonly CardId[];
  /** The ruleset. */
  readonly rules: Ruleset;
  /** Koi-Koi calls this round; omitted = none. */
  readonly koikoiCalls?: KoikoiCalls;
  /** Optional field and month (weather rule, Tsukifuda). */
  readonly context?: EvaluationContext;
}

/** Step ids of a score derivation. */
export const SCORE_STEP_IDS = ['base', 'seven-or-more', 'koikoi'] as const;

/** A step id. */
export type ScoreStepId = (typeof SCORE_STEP_IDS)[number];

/**
 * One step of the derivation: `points` is the running total after applying
 * `factor`. The `base` step (factor 1) lists the yaku; the `koikoi` step says
 * how many calls its factor reflects.
 */
export interface ScoreStep {
  /** Step id (an i18n key on the page). */
  readonly id: ScoreStepId;
  /** Multiplier of this step (1 for the base). */
  readonly factor: number;
  /** Running total after the step. */
  readonly points: number;
  /** `base` only: the yaku that make up the base. */
  readonly yaku?: readonly YakuScore[];
  /** `koikoi` only: the calls this factor counts. */
  readonly calls?: number;
}

/** The score of a round. */
export interface RoundScore {
  /** Sum of the yaku. */
  readonly base: number;
  /** Final points after the 7-point doubling and the Koi-Koi multiplier. */
  readonly points: number;
  /** The derivation; multiplier steps appear only when their factor is above 1 and the base is above 0. */
  readonly steps: readonly ScoreStep[];
}

const NO_CALLS: KoikoiCalls = Object.freeze({ own: 0, opponents: 0 });

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * The Koi-Koi multiplier and the number of calls it reflects.
 *
 * @example
 * koikoiFactor('double-per-call', { own: 0, opponents: 2 }); // { factor: 4, calls: 2 }
 */
export function koikoiFactor(rule: KoikoiMultiplier, calls: KoikoiCalls): { factor: number; calls: number } {
  const all = calls.own + calls.opponents;
  switch (rule) {
    case 'opponent-once':
      return { factor: calls.opponents > 0 ? 2 : 1, calls: calls.opponents };
    case 'own-once':
      return { factor: calls.own > 0 ? 2 : 1, calls: calls.own };
    case 'anyone-once':
      return { factor: all > 0 ? 2 : 1, calls: all };
    case 'double-per-call':
      return { factor: 2 ** all, calls: all };
    case 'calls-plus-one':
      // FudaWiki: "a multiplier equal to the number of times koi-koi was called, plus 1";
      // we count every call, by anyone.
      return { factor: all + 1, calls: all };
  }
}

/**
 * Scores the round for the player (or team) who ends it with these captured
 * cards. `own` and `opponents` must be non-negative integers, otherwise it
 * throws `EngineError` code `'invalid-calls'`; bad cards throw
 * `'unknown-card'` / `'duplicate-card'`. The call limit is the game engine's
 * business and is not checked here.
 *
 * @example
 * // Sheet 003, example 2: 8 points after the opponent called twice.
 * scoreRound({ captured, rules: RULESETS.multiplayer, koikoiCalls: { own: 0, opponents: 2 } }).points; // 64
 */
export function scoreRound(input: ScoreRoundInput): RoundScore {
  const calls = input.koikoiCalls === undefined ? NO_CALLS : input.koikoiCalls;
  if (typeof calls !== 'object' || calls === null || !isCount(calls.own) || !isCount(calls.opponents)) {
    throw new EngineError('invalid-calls', 'Koi-Koi calls must be non-negative integers', {
      own: calls?.own,
      opponents: calls?.opponents,
    });
  }
  const { rules } = input;
  const evaluation = evaluateYaku(input.captured, rules, input.context);
  const base = evaluation.points;
  const steps: ScoreStep[] = [{ id: 'base', factor: 1, points: base, yaku: evaluation.yaku }];
  const multiplied = scoreFromBase(base, rules, calls);
  return { base, points: multiplied.points, steps: [...steps, ...multiplied.steps] };
}

/**
 * The doubling and Koi-Koi steps applied to a base that is already known
 * (for example entered by yaku on a score sheet): the same steps as
 * {@link scoreRound} after its base step. Calls are not validated here.
 *
 * @example
 * // Sheet 003, example 2: a base of 8 after the opponent called twice.
 * scoreFromBase(8, RULESETS.multiplayer, { own: 0, opponents: 2 }).points; // 64
 */
export function scoreFromBase(
  base: number,
  rules: Ruleset,
  calls: KoikoiCalls,
): { points: number; steps: ScoreStep[] } {
  const steps: ScoreStep[] = [];
  let points = base;
  if (base > 0) {
    // "Erzielst du … 7 oder mehr Punkte in einer einzigen Partie, werden sie verdoppelt!" (000);
    // sheet 003 doubles first, "Dann wird zusätzlich für jeden 'Koi Koi' Ruf … verdoppelt".
    if (rules.doublingThreshold !== null && base >= rules.doublingThreshold) {
      points *= 2;
      steps.push({ id: 'seven-or-more', factor: 2, points });
    }
    const koikoi = koikoiFactor(rules.koikoiMultiplier, calls);
    if (koikoi.factor > 1) {
      points *= koikoi.factor;
      steps.push({ id: 'koikoi', factor: koikoi.factor, points, calls: koikoi.calls });
    }
  }
  return { points, steps };
}
