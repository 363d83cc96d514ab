/**
 * The deal's shuffle without a tuple per random number: the same
 * Fisher–Yates over the same sfc32 numbers as `shuffle` in `../../rng.ts`
 * (rejection sampling included), so a seed deals exactly the same cards.
 * Dealing is the largest cost of a fresh round; this keeps it small.
 */
import type { RngState } from '../../rng';

/** `shuffle(state, items)` of `rng.ts`, computed in place on a copy: the shuffled copy and the next state. */
export function shuffleDeck<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let [a, b, c, d] = state;
  for (let i = out.length - 1; i > 0; i--) {
    const bound = i + 1;
    const limit = 4294967296 - (4294967296 % bound);
    let u: number;
    do {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      u = t >>> 0;
    } while (u >= limit);
    const j = u % bound;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}
