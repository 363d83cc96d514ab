import { describe, expect, it } from 'vitest';
import { coverage, pageWords, queryWords, wordOf } from '../../src/scripts/search-words';

describe('queryWords', () => {
  it('gives the folded words Pagefind is asked, without the filler words', () => {
    expect(queryWords('Four of a Kind')).toEqual(['four', 'kind']);
    expect(queryWords('Wie viele Punkte?')).toEqual(['punkte']);
    expect(queryWords('Gon-7')).toEqual(['gon', '7']);
  });
});

describe('wordOf', () => {
  it('gives the query word a hit shares the longest start with, over the parts of the hit', () => {
    expect(wordOf('Kinds,', ['four', 'kind'])).toBe(1);
    expect(wordOf('(four', ['four', 'kind'])).toBe(0);
    expect(wordOf('Koi-Koi-Regeln.', ['regen', 'koikoi'])).toBe(0);
    expect(wordOf('Regenmann', ['regel', 'regen'])).toBe(1);
    expect(wordOf('Blüte', ['blute'])).toBe(0);
  });

  it('gives -1 for a hit that shares no start with any query word', () => {
    expect(wordOf('Sonne', ['four', 'kind'])).toBe(-1);
    expect(wordOf('', ['four'])).toBe(-1);
  });
});

describe('coverage', () => {
  it('counts the different query words the hits at the locations answer', () => {
    const page = pageWords('Three players, and four in teams. Four of a Kind (teshi): all four cards');
    const wanted = ['four', 'kind'];
    expect(page[3]).toBe('four');
    expect(coverage(page, [3], wanted)).toBe(1);
    expect(coverage(page, [3, 6, 9, 12], wanted)).toBe(2);
    expect(coverage(page, [1, 99], wanted)).toBe(0);
  });
});
