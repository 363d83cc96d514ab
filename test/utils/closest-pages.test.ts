import { describe, expect, it } from 'vitest';
import { closestPages, MIN_SCORE, pageScore } from '../../src/utils/closest-pages';

const EN = [
  { path: '/en/koikoi/', title: 'Koi-Koi at a glance' },
  { path: '/en/koikoi/yaku/', title: 'Koi-Koi yaku' },
  { path: '/en/koikoi/cards/', title: 'The 48 hanafuda cards' },
  { path: '/en/koikoi/cheat-sheet/', title: 'Koi-Koi cheat sheet' },
  { path: '/en/koikoi/score-sheet/', title: 'Koi-Koi score sheet' },
  { path: '/en/koikoi/tutorials/first-yaku/', title: 'Lesson 2: the first yaku' },
  { path: '/en/hakka/', title: 'Hakka cards at a glance' },
  { path: '/en/hakka/cards/', title: 'The 37 Hakka cards' },
  { path: '/en/hakka/payments/', title: 'Hakka payments' },
  { path: '/en/glossary/', title: 'Glossary' },
];
const DE = [
  { path: '/de/koikoi/cards/', title: 'Die 48 Hanafuda-Karten' },
  { path: '/de/koikoi/quiz/', title: 'Karten-Quiz' },
  { path: '/de/about/', title: 'Über diese Seite' },
  { path: '/de/glossary/', title: 'Glossar' },
];

const paths = (requested: string, pages = EN) => closestPages(requested, pages).map((p) => p.path);

describe('closestPages', () => {
  it('finds the page behind a typo, best first', () => {
    expect(paths('/en/koikoi/yakus/')[0]).toBe('/en/koikoi/yaku/');
    expect(paths('/en/koikoi/cheatsheet')[0]).toBe('/en/koikoi/cheat-sheet/');
    expect(paths('/en/KOIKOI/YAKU')[0]).toBe('/en/koikoi/yaku/');
  });

  it('ignores hyphens and a missing language prefix', () => {
    expect(paths('/en/koi-koi/yaku')[0]).toBe('/en/koikoi/yaku/');
    expect(paths('/koikoi/yaku/')[0]).toBe('/en/koikoi/yaku/');
    expect(pageScore('/koikoi/yaku/', EN[1] as (typeof EN)[number])).toBe(1);
  });

  it('matches the words of a guessed address, path words before title words', () => {
    expect(paths('/en/hakka-payments')[0]).toBe('/en/hakka/payments/');
    // "cards" is in the path of both card pages and only in the title of the Hakka overview
    expect(paths('/en/cards').slice(0, 2).sort()).toEqual(['/en/hakka/cards/', '/en/koikoi/cards/']);
    expect(paths('/en/cards')[2]).toBe('/en/hakka/');
  });

  it('breaks a tie of words by spelling: German "karten" finds the cards page before the quiz', () => {
    expect(paths('/de/koikoi/karten', DE)).toEqual(['/de/koikoi/cards/', '/de/koikoi/quiz/']);
  });

  it('reads umlauts typed or escaped as their two-letter spellings', () => {
    expect(paths('/de/%C3%BCber', DE)[0]).toBe('/de/about/');
    expect(paths('/de/ueber', DE)[0]).toBe('/de/about/');
    expect(paths('/de/glossar', DE)[0]).toBe('/de/glossary/');
  });

  it('suggests nothing for an address like no page, and survives a malformed escape', () => {
    expect(paths('/en/foo')).toEqual([]);
    expect(paths('/en/%E0%A4%A/zzz')).toEqual([]);
    expect(paths('/en/koikoi/yaku%/')[0]).toBe('/en/koikoi/yaku/');
  });

  it('gives at most three pages, each scoring at least MIN_SCORE', () => {
    const found = closestPages('/en/koikoi/sheet', EN);
    expect(found.length).toBeLessThanOrEqual(3);
    for (const page of found) expect(pageScore('/en/koikoi/sheet', page)).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(closestPages('/en/koikoi/sheet', EN, 1)).toHaveLength(1);
  });
});
