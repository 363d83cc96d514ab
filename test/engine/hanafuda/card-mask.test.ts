import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_IDS,
  cardIndex,
  EMPTY_MASK,
  FULL_MASK,
  hasCard,
  idsOfMask,
  maskOfIds,
  maskSize,
  popcount,
  withCard,
} from '../../../src/engine/hanafuda';

describe('card masks', () => {
  it.each([
    [0, 0],
    [1, 1],
    [0xffffff, 24],
    [0b1011, 3],
    [0x800000, 1],
  ])('popcount(%i) = %i', (x, n) => {
    expect(popcount(x)).toBe(n);
  });

  it('maps the full deck and the empty set', () => {
    expect(idsOfMask(FULL_MASK)).toEqual([...CARD_IDS]);
    expect(idsOfMask(EMPTY_MASK)).toEqual([]);
    expect(maskOfIds(CARD_IDS)).toEqual(FULL_MASK);
  });

  it('round-trips any subset in catalog order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...CARD_IDS]), (ids) => {
        const mask = maskOfIds(ids);
        expect(maskSize(mask)).toBe(ids.length);
        expect(idsOfMask(mask)).toEqual([...ids].sort((a, b) => cardIndex(a) - cardIndex(b)));
        for (const id of ids) expect(hasCard(mask, cardIndex(id))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('adds cards in both halves', () => {
    const mask = withCard(withCard(EMPTY_MASK, 3), 40);
    expect(idsOfMask(mask)).toEqual(['m01-chaff2', 'm11-light']);
  });
});
