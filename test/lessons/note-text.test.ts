import { describe, expect, it } from 'vitest';
import { bareText, typedLiterals } from '../../src/lessons/note-text';

describe('typedLiterals', () => {
  const names = ['Rain Man', 'Sup 9', 'Kasu'];
  it.each<[string, string[]]>([
    // Placeholders are what notes should use: nothing to report.
    ['You take {card:m11-light} for {points}.', []],
    ['You take the Rain Man.', ['s: types the name “Rain Man” instead of a placeholder']],
    ['Worth 5 points.', ['s: types a number']],
    // A name inside a longer word is not that name.
    ['The Rain Mandate.', []],
    // A hyphenated compound is a word of its own: "Kasu-Karte" names a kind, not the yaku "Kasu" …
    ['Eine Kasu-Karte fehlt.', []],
    // … but the name before a dash or at the end of a sentence is the name.
    ['Für Kasu - zehn Karten.', ['s: types the name “Kasu” instead of a placeholder']],
    ['Das ergibt Kasu.', ['s: types the name “Kasu” instead of a placeholder']],
    // A typed Hakka name is both a number and a name.
    ['Play Sup 9 now.', ['s: types a number', 's: types the name “Sup 9” instead of a placeholder']],
  ])('%s', (text, expected) => {
    expect(typedLiterals('s', text, names)).toEqual(expected);
  });

  it('bareText drops the placeholders', () => {
    expect(bareText('a {card:m01-light} b')).toBe('a   b');
  });
});
