import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FastRng } from '../../src/engine/fast-rng';
import { nextInt, nextUint32, type RngState, seedRng } from '../../src/engine/rng';

describe('FastRng', () => {
  it('draws the same numbers as nextUint32 for a seed', () => {
    const rng = new FastRng('fast');
    let state: RngState = seedRng('fast');
    for (let i = 0; i < 100; i++) {
      const [u, next] = nextUint32(state);
      state = next;
      expect(rng.next()).toBe(u);
    }
    expect(rng.state()).toEqual(state);
  });

  it('below() gives what nextInt gives and ends in the same state', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.integer({ min: 1, max: 2 ** 32 }), { maxLength: 30 }),
        (seed, bounds) => {
          const rng = new FastRng(seedRng(seed));
          let state = seedRng(seed);
          for (const bound of bounds) {
            const [value, next] = nextInt(state, bound);
            state = next;
            expect(rng.below(bound)).toBe(value);
          }
          expect(rng.state()).toEqual(state);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('below() rejects like nextInt where half the numbers are rejected (bound 2^31 + 1)', () => {
    const rng = new FastRng('reject');
    let state = seedRng('reject');
    for (let i = 0; i < 50; i++) {
      const [value, next] = nextInt(state, 2 ** 31 + 1);
      state = next;
      expect(rng.below(2 ** 31 + 1)).toBe(value);
    }
    // About half of the draws were rejected, so the states moved on by more than 50 numbers.
    expect(rng.state()).toEqual(state);
    expect(state[3] - seedRng('reject')[3]).toBeGreaterThan(50);
  });
});
