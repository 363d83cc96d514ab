import { describe, expect, it } from 'vitest';
import { roundMonth } from '../../../../src/engine/hanafuda';
import { roundMonthName } from '../../../../src/islands/koikoi/sheet-names';

describe('roundMonth', () => {
  it('plays round n in month n, and starts over after December', () => {
    expect([1, 2, 12, 13, 24, 25].map(roundMonth)).toEqual([1, 2, 12, 1, 12, 1]);
  });

  it('names the score sheet’s rounds (0-based) by that month', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    expect([0, 11, 12].map((index) => roundMonthName(months, index))).toEqual(['Jan', 'Dec', 'Jan']);
  });
});
