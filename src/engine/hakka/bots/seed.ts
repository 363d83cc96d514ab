/** Turns a bot seed (number, string or generator state) into a generator state. */
import { type RngState, type Seed, seedRng } from '../../rng';

/** Accepts a seed or an existing generator state. */
export function toRng(seed: Seed | RngState): RngState {
  return Array.isArray(seed) ? (seed as RngState) : seedRng(seed as Seed);
}
