/**
 * A mutable generator for inner loops (the deal's shuffle, the bots'
 * sampling): the same sfc32 as `rng.ts`, without a tuple per number. Seeded
 * like `seedRng`, or from an `RngState`, so a seed means the same numbers
 * everywhere.
 */
import { type RngState, type Seed, seedRng } from './rng';

/** A mutable sfc32 generator. */
export class FastRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** Seeds it like `seedRng(seed)`, or continues from a generator state. */
  constructor(seed: Seed | RngState) {
    const [a, b, c, d] = typeof seed === 'object' ? seed : seedRng(seed);
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }

  /** The state reached, to go on with the pure functions of `rng.ts`. */
  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  /** The next 32-bit unsigned integer (the same sequence as `nextUint32`). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** An integer in [0, bound) (bound ≥ 1; a bias below 1e-8 is irrelevant for sampling). */
  int(bound: number): number {
    return Math.floor(this.float() * bound);
  }

  /** An unbiased integer in [0, bound): the same number and draws as `nextInt` (rejection sampling). */
  below(bound: number): number {
    let u = this.next();
    // Below 2^32 − bound no draw is ever rejected, so the limit is computed only above it.
    if (u >= 4294967296 - bound) {
      const limit = 4294967296 - (4294967296 % bound);
      while (u >= limit) u = this.next();
    }
    return u % bound;
  }
}
