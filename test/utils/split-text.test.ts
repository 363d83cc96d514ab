import { describe, expect, it } from 'vitest';
import { splitMatches } from '../../src/utils/split-text';

describe('splitMatches', () => {
  it('splits text into the matched runs and the text between them, in order', () => {
    expect(splitMatches('a1b22', /\d+/g)).toEqual([
      { text: 'a', match: false },
      { text: '1', match: true },
      { text: 'b', match: false },
      { text: '22', match: true },
    ]);
    expect(splitMatches('12x', /\d+/g)).toEqual([
      { text: '12', match: true },
      { text: 'x', match: false },
    ]);
  });

  it('gives one unmatched run for text without a match, and none for empty text', () => {
    expect(splitMatches('abc', /\d+/g)).toEqual([{ text: 'abc', match: false }]);
    expect(splitMatches('', /\d+/g)).toEqual([]);
  });

  it('joins back to the text it split', () => {
    const text = 'Koi-Koi, Sup 1 und 花札!';
    expect(
      splitMatches(text, /[A-Z]\w+/g)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  });
});
