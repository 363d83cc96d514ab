/**
 * The deal's shuffle without a tuple per random number: the same
 * Fisher–Yates over the same sfc32 numbers as `shuffle` in `../../rng.ts`
 * (rejection sampling included, through `FastRng.below`), so a seed deals
 * exactly the same cards. Dealing is the largest cost of a fresh round;
 * this keeps it small.
 */
import { FastRng } from '../../fast-rng';
import type { RngState } from '../../rng';

/** `shuffle(state, items)` of `rng.ts`, computed in place on a copy: the shuffled copy and the next state. */
export function shuffleDeck<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  const rng = new FastRng(state);
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, rng.state()];
}
