import { describe, expect, it } from 'vitest';
import type { CardId } from '../../../../src/engine/hanafuda';
import { dealerOfDraw, drawForDealer, tiedMonth } from '../../../../src/engine/hanafuda/game';
import { seedRng } from '../../../../src/engine/rng';

describe('dealerOfDraw', () => {
  it.each<[string, CardId[], number | null]>([
    // Leaflets 000/001: the earliest month deals.
    ['earliest month deals (2 players)', ['m05-chaff1', 'm02-chaff1'], 1],
    ['earliest month deals (4 players)', ['m12-light', 'm07-ribbon', 'm03-chaff2', 'm09-animal'], 2],
    // Sheet 003: on the same lowest month the higher card value deals.
    ['same month: the light beats the chaff', ['m01-chaff1', 'm01-light'], 1],
    ['same month: the ribbon beats the chaff', ['m04-ribbon', 'm04-chaff2', 'm06-animal'], 0],
    ['a tie above the lowest month does not matter', ['m08-chaff1', 'm02-ribbon', 'm08-chaff2'], 1],
    // Sheet 003: two chaff cards of the lowest month → draw again.
    ['two chaff of the lowest month: draw again', ['m03-chaff1', 'm03-chaff2'], null],
    ['two chaff of December with three players', ['m12-chaff1', 'm12-chaff3', 'm12-light'], 2],
  ])('%s', (_name, cards, dealer) => {
    expect(dealerOfDraw(cards)).toBe(dealer);
  });
});

describe('tiedMonth', () => {
  it.each<[CardId[], number | null]>([
    [['m02-chaff1', 'm02-animal'], 2],
    [['m03-chaff1', 'm05-chaff1', 'm03-chaff2'], 3],
    [['m05-chaff1', 'm02-chaff1'], null],
    // A tie above the earliest month is no tie of the draw.
    [['m08-chaff1', 'm02-ribbon', 'm08-chaff2'], null],
  ])('%j → %s', (cards, month) => {
    expect(tiedMonth(cards)).toBe(month);
  });
});

describe('drawForDealer', () => {
  it('draws one distinct card per seat and names the seat the last draw picks', () => {
    for (let seed = 0; seed < 200; seed++) {
      const { draws, dealer } = drawForDealer(seedRng(seed), 3);
      const last = draws[draws.length - 1] as CardId[];
      expect(new Set(last).size).toBe(3);
      expect(dealerOfDraw(last)).toBe(dealer);
      for (const earlier of draws.slice(0, -1)) expect(dealerOfDraw(earlier)).toBeNull();
    }
  });

  it('draws again after a tie of chaff cards (some seed shows it)', () => {
    const seeds = Array.from({ length: 400 }, (_, i) => i);
    expect(seeds.some((seed) => drawForDealer(seedRng(seed), 2).draws.length > 1)).toBe(true);
  });
});
