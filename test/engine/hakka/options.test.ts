import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS,
  FIXED_READINGS,
  OPTION_LIST,
  resolveOptions,
} from '../../../src/engine/hakka/options';

describe('options', () => {
  it('lists every option exactly once with its default first among its values', () => {
    expect(OPTION_LIST.map((o) => o.id).sort()).toEqual(Object.keys(DEFAULT_OPTIONS).sort());
    for (const o of OPTION_LIST) {
      expect(o.default).toBe(DEFAULT_OPTIONS[o.id]);
      expect(o.values[0]).toBe(o.default);
      expect(new Set(o.values).size).toBe(o.values.length);
      expect(o.reasonKey).toBe(`hakka.interpretation.${o.id}`);
      expect(o.summary.length).toBeGreaterThan(10);
    }
  });

  it('has stable, unique reason keys for the fixed readings', () => {
    const keys = FIXED_READINGS.map((r) => r.reasonKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('hakka.reading.singleSameSuit');
  });

  it('fills missing options with the defaults', () => {
    expect(resolveOptions()).toEqual(DEFAULT_OPTIONS);
    expect(resolveOptions({ wanSinInSets: false })).toEqual({ ...DEFAULT_OPTIONS, wanSinInSets: false });
  });

  it('the defaults survive a JSON round trip (they live in saved games)', () => {
    expect(JSON.parse(JSON.stringify(DEFAULT_OPTIONS))).toEqual(DEFAULT_OPTIONS);
  });
});
