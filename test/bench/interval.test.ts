import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../bench/interval';

describe('wilsonInterval', () => {
  it('matches a textbook value (81 of 263, 95 %)', () => {
    // Wilson interval for 81/263: 0.2553 … 0.3662 (Newcombe 1998, method 3 style check).
    const [low, high] = wilsonInterval(81, 263);
    expect(low).toBeCloseTo(0.2553, 3);
    expect(high).toBeCloseTo(0.3662, 3);
  });

  it('brackets the observed share and narrows with more trials', () => {
    const [low1, high1] = wilsonInterval(572, 984);
    const [low2, high2] = wilsonInterval(5720, 9840);
    const share = 572 / 984;
    expect(low1).toBeLessThan(share);
    expect(high1).toBeGreaterThan(share);
    expect(high2 - low2).toBeLessThan((high1 - low1) / 3);
  });

  it('stays within 0–1 at the ends', () => {
    expect(wilsonInterval(0, 10)[0]).toBe(0);
    expect(wilsonInterval(10, 10)[1]).toBe(1);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it('rejects impossible counts', () => {
    expect(() => wilsonInterval(5, 4)).toThrow(RangeError);
    expect(() => wilsonInterval(-1, 4)).toThrow(RangeError);
    expect(() => wilsonInterval(1.5, 4)).toThrow(RangeError);
  });
});
