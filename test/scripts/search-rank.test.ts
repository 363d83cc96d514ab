import { describe, expect, it } from 'vitest';
import { headingHolds, type RankedResult, rankResults } from '../../src/scripts/search-rank';
import type { Scored } from '../../src/scripts/search-spellings';

type Result = RankedResult & { name: string };

/** A result with Pagefind's score, its text with a hit on each word, and its section headings. */
function result(name: string, score: number, content: string, ...titles: string[]): Scored<Result> {
  const locations = content.split(' ').map((_, i) => i);
  return {
    score,
    data: {
      name,
      content,
      locations,
      weighted_locations: locations.map((location) => ({ location, balanced_score: 100 })),
      sub_results: titles.map((title) => ({ title })),
    },
  };
}

const names = (results: Result[]) => results.map((r) => r.name);

describe('headingHolds', () => {
  it('holds every word asked as a word of its own, but for a plural ending', () => {
    expect(headingHolds('wie viele Punkte', 'Yaku und ihre Punkte')).toBe(true);
    expect(headingHolds('how many points', 'Yaku points')).toBe(true);
    expect(headingHolds('point', 'Yaku and their points')).toBe(true);
    expect(headingHolds('Punkte', 'Koi-Koi-Punktezettel')).toBe(false);
    expect(headingHolds('yaku points', 'Yaku and their rules')).toBe(false);
  });
});

describe('rankResults', () => {
  it('puts the pages that hold the word as typed before those that hold only its stem („Regen“, „Regeln“)', () => {
    const rules = result('rules', 4, 'Regeln Regeln Regelblatt Regenmann Regeln', 'Koi-Koi-Regeln');
    const variants = result('variants', 3.9, 'Regeln Regel', 'Die Regeln nebeneinander');
    const yaku = result('yaku', 3.3, 'Regenmann Regenmann Regelwerk', 'Vier Lichter mit Regenmann');
    const cards = result('cards', 1.2, 'Regenmann Regenmann', 'November: Weide');
    expect(names(rankResults('Regen', [rules, variants, yaku, cards]))).toEqual([
      'yaku',
      'cards',
      'rules',
      'variants',
    ]);
    // For „Regeln“ „Regelblatt“ counts as typed (its singular), „Regenmann“ does not: 4 × 0.8 after 3.9 × 1.
    expect(names(rankResults('Regeln', [rules, variants, yaku, cards]))).toEqual([
      'variants',
      'rules',
      'yaku',
      'cards',
    ]);
  });

  it('puts a section whose heading holds the words asked before the pages that only use them', () => {
    const sheet = result('score-sheet', 2.3, 'Koi-Koi-Punktezettel Punkte', 'Koi-Koi-Punktezettel');
    const calculator = result('calculator', 1.7, 'Koi-Koi-Punkterechner', 'Koi-Koi-Punkterechner');
    const cheat = result('cheat-sheet', 0.9, 'Punkte Punkte', 'Yaku und ihre Punkte');
    expect(names(rankResults('wie viele Punkte', [sheet, calculator, cheat]))).toEqual([
      'cheat-sheet',
      'score-sheet',
      'calculator',
    ]);
  });

  it('puts the results that name the query first, and counts the words run together as typed', () => {
    const glossary = result('glossary', 1, 'Sakeschale Sake cup', 'Sakeschale');
    const lesson = result('lesson', 2, 'Sake Schale', 'Die Lektion');
    const card = result('card', 1.5, '„Sakeschale“ Japanisch', 'September: Chrysantheme');
    const guess = result('guess', 3, 'Sakura Schalter', 'Lektion 5');
    glossary.data.sub_results = [{ title: 'Sakeschale', anchor: { element: 'tr' } }];
    expect(names(rankResults('Sake Schale', [lesson, guess, card, glossary]))).toEqual([
      'glossary',
      'lesson',
      'card',
      'guess',
    ]);
  });

  it('keeps the order given where results tie, and Pagefind’s scores where a result has no text', () => {
    const a = result('a', 1, 'crane', 'A');
    const b = result('b', 1, 'crane', 'B');
    const c: Scored<Result> = { score: 2, data: { name: 'c' } };
    expect(names(rankResults('crane', [a, b, c]))).toEqual(['c', 'a', 'b']);
    expect(names(rankResults('crane', []))).toEqual([]);
  });
});
