import { describe, expect, it } from 'vitest';
import { filterSearch, matchesFilter, parseFilterParams } from '../../../src/islands/hanafuda/filter-params';

describe('parseFilterParams', () => {
  it.each([
    // no parameters: everything
    ['', { month: null, kind: null }, []],
    // both valid
    ['?month=3&kind=light', { month: 3, kind: 'light' }, []],
    // leading zero allowed
    ['?month=03', { month: 3, kind: null }, []],
    // month out of range: reported, ignored
    ['?month=13&kind=chaff', { month: null, kind: 'chaff' }, [{ code: 'invalid-month', value: '13' }]],
    // not a number
    ['?month=1e1', { month: null, kind: null }, [{ code: 'invalid-month', value: '1e1' }]],
    // unknown kind
    ['?kind=dragon', { month: null, kind: null }, [{ code: 'invalid-kind', value: 'dragon' }]],
  ])('%s', (search, filter, errors) => {
    expect(parseFilterParams(search)).toEqual({ filter, errors });
  });
});

describe('filterSearch', () => {
  it('writes the filter and keeps other parameters', () => {
    expect(filterSearch('', { month: 3, kind: null })).toBe('?month=3');
    expect(filterSearch('?x=1&month=2', { month: null, kind: 'animal' })).toBe('?x=1&kind=animal');
    expect(filterSearch('?month=2', { month: null, kind: null })).toBe('');
  });
});

describe('matchesFilter', () => {
  it('matches on month and kind, null meaning all', () => {
    expect(matchesFilter({ month: null, kind: null }, 5, 'chaff')).toBe(true);
    expect(matchesFilter({ month: 5, kind: null }, 5, 'chaff')).toBe(true);
    expect(matchesFilter({ month: 5, kind: 'animal' }, 5, 'chaff')).toBe(false);
    expect(matchesFilter({ month: 4, kind: null }, 5, 'chaff')).toBe(false);
  });
});
