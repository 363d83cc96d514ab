import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextFloat, nextInt, nextUint32, seedRng, shuffle } from '../../src/engine/rng';

describe('seeded generator', () => {
  it('gives a fixed reference sequence for a fixed seed (any change of output shows here)', () => {
    let state = seedRng('hanafuda');
    const out: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [value, next] = nextUint32(state);
      out.push(value);
      state = next;
    }
    expect(out).toMatchInlineSnapshot(`
      [
        1546301158,
        524751499,
        1058536009,
        3213567900,
        4106289732,
      ]
    `);
  });

  it('treats a number seed like its text', () => {
    expect(seedRng(42)).toEqual(seedRng('42'));
    expect(seedRng(42)).not.toEqual(seedRng(43));
  });

  it('rejects seeds and bounds that are not usable', () => {
    expect(() => seedRng(Number.NaN)).toThrow(expect.objectContaining({ code: 'invalid-seed' }));
    expect(() => nextInt(seedRng(1), 0)).toThrow(expect.objectContaining({ code: 'invalid-bound' }));
    expect(() => nextInt(seedRng(1), 2.5)).toThrow(expect.objectContaining({ code: 'invalid-bound' }));
  });

  it('keeps its whole state as JSON', () => {
    const state = seedRng('json');
    const copy = JSON.parse(JSON.stringify(state));
    expect(nextUint32(copy)).toEqual(nextUint32(state));
  });

  it('does not mutate the state it is given', () => {
    const state = seedRng('pure');
    const before = [...state];
    nextUint32(state);
    shuffle(state, [1, 2, 3]);
    expect([...state]).toEqual(before);
  });

  it('draws integers within the bound and floats within [0, 1)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, bound) => {
        const [n] = nextInt(seedRng(seed), bound);
        const [f] = nextFloat(seedRng(seed));
        return Number.isInteger(n) && n >= 0 && n < bound && f >= 0 && f < 1;
      }),
      { numRuns: 300 },
    );
  });

  it('shuffles into a permutation, the same one for the same seed', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
        const [a] = shuffle(seedRng(seed), items);
        const [b] = shuffle(seedRng(seed), items);
        expect(a).toEqual(b);
        expect([...a].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
      { numRuns: 300 },
    );
  });

  it('spreads values evenly enough (each of 6 outcomes 14–19 % of 6000 draws)', () => {
    let state = seedRng('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) {
      const [n, next] = nextInt(state, 6);
      counts[n] = (counts[n] ?? 0) + 1;
      state = next;
    }
    for (const c of counts) expect(c / 6000).toBeGreaterThan(0.14);
    for (const c of counts) expect(c / 6000).toBeLessThan(0.19);
  });
});
