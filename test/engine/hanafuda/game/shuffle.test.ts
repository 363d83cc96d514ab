import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_IDS } from '../../../../src/engine/hanafuda';
import { shuffleDeck } from '../../../../src/engine/hanafuda/game/shuffle';
import { nextUint32, seedRng, shuffle } from '../../../../src/engine/rng';

describe('the deal shuffle', () => {
  it('deals exactly what rng.shuffle deals, with the same next state', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), fc.nat(40), (seed, skip) => {
        let state = seedRng(seed);
        for (let i = 0; i < skip; i++) state = nextUint32(state)[1];
        expect(shuffleDeck(state, CARD_IDS)).toEqual(shuffle(state, CARD_IDS));
      }),
      { numRuns: 300 },
    );
  });

  it('takes the rejection path like rng.shuffle on small lists too', () => {
    for (let seed = 0; seed < 200; seed++) {
      const items = [1, 2, 3, 4, 5, 6, 7];
      expect(shuffleDeck(seedRng(seed), items)).toEqual(shuffle(seedRng(seed), items));
    }
  });
});
