import { describe, expect, it } from 'vitest';
import {
  coverage,
  holdsTyped,
  pageWords,
  queryWords,
  typedShare,
  typedWord,
  wordOf,
} from '../../src/scripts/search-words';

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

describe('typedWord', () => {
  it('holds a query word typed at the start of a part, its singular of five letters or more, or the word but for a plural ending', () => {
    expect(typedWord('Regenmann.', ['regen'])).toBe(true);
    expect(typedWord('„Regenmann“', ['regen'])).toBe(true);
    expect(typedWord('Koi-Koi-Regelblatt', ['regeln'])).toBe(true);
    expect(typedWord('Punktzahl', ['punkte'])).toBe(true);
    expect(typedWord('card', ['cards'])).toBe(true);
  });

  it('does not hold a word that only shares the query word’s stem', () => {
    expect(typedWord('Koi-Koi-Regeln.', ['regen'])).toBe(false);
    expect(typedWord('Regelwerk', ['regen'])).toBe(false);
    expect(typedWord('cardboard', ['cards'])).toBe(false);
    expect(typedWord('score', ['scoring'])).toBe(false);
  });
});

describe('holdsTyped and typedShare', () => {
  // Words: 0 Regeln, 1 Regenmann, 2 Regelblatt, 3 Regeln
  const page = pageWords('Regeln Regenmann Regelblatt Regeln');
  const hits = [0, 1, 2, 3].map((location) => ({ location, balanced_score: location === 1 ? 300 : 100 }));

  it('holds the query when each of its words stands typed among the hits', () => {
    expect(holdsTyped(page, [0, 1], ['regen'])).toBe(true);
    expect(holdsTyped(page, [0, 2, 3], ['regen'])).toBe(false);
    expect(holdsTyped(page, [1], ['regen', 'mann'])).toBe(false);
    expect(holdsTyped(page, [1], [])).toBe(false);
  });

  it('gives the share of the hits’ weight on typed words, 0 when a word stands only by its stem', () => {
    expect(typedShare(page, hits, ['regen'])).toBe(0.5);
    expect(typedShare(page, hits, ['regeln'])).toBe(0.5);
    expect(typedShare(page, hits.slice(1, 2), ['regen'])).toBe(1);
    expect(typedShare(page, hits.slice(0, 1), ['regen'])).toBe(0);
  });
});
