/**
 * Where each round of a reviewed game starts, for the round select and the
 * move list of the Koi-Koi and Hakka reviews.
 *
 * @example
 * const rounds: RoundStart[] = [{ round: 1, step: 1 }, { round: 2, step: 40 }];
 * currentRound(rounds, 52); // { round: 2, step: 40 }
 */

/** Where round `round` (1-based) is dealt: its first step. */
export interface RoundStart {
  readonly round: number;
  readonly step: number;
}

/** The round step `index` belongs to (the first round for steps before any deal); `undefined` without rounds. */
export function currentRound(rounds: readonly RoundStart[], index: number): RoundStart | undefined {
  return [...rounds].reverse().find((start) => start.step <= index) ?? rounds[0];
}
