import { describe, expect, it } from 'vitest';
import { askedQuery, isFiller } from '../../src/scripts/search-query';

describe('askedQuery', () => {
  it('leaves out the small joining words that Pagefind would match as the start of any word', () => {
    expect(askedQuery('four of a kind')).toBe('four kind');
    expect(askedQuery('Boar, Deer and Butterflies')).toBe('Boar, Deer Butterflies');
    expect(askedQuery('Vier Lichter mit Regenmann')).toBe('Vier Lichter Regenmann');
    expect(askedQuery('  Kranich   mit  der Sonne ')).toBe('Kranich Sonne');
  });

  it('leaves out the words of a question in English and German', () => {
    expect(askedQuery('how many points')).toBe('points');
    expect(askedQuery('wie viele Punkte')).toBe('Punkte');
    expect(askedQuery('Wie viel zählt die Sakeschale?')).toBe('zählt Sakeschale?');
  });

  it('keeps names, numbers, short romaji and words joined by a sign, as typed', () => {
    expect(askedQuery('Sup 1')).toBe('Sup 1');
    expect(askedQuery('Luk Fu')).toBe('Luk Fu');
    expect(askedQuery('ko')).toBe('ko');
    expect(askedQuery('Poetry+Blue Ribbons')).toBe('Poetry+Blue Ribbons');
    expect(askedQuery('Koi-Koi in teams')).toBe('Koi-Koi teams');
    expect(askedQuery('手四')).toBe('手四');
  });

  it('asks a query of filler words alone as it is', () => {
    expect(askedQuery(' the ')).toBe('the');
    expect(askedQuery('wie viele')).toBe('wie viele');
  });
});

describe('isFiller', () => {
  it('knows the fillers in any case and with or without accents, and any single Latin letter', () => {
    expect(['A', 'of', 'Für', 'fur', 'WIE', 'x'].map(isFiller)).toEqual([true, true, true, true, true, true]);
    expect(['kind', 'Punkte', '1', '松', 'Fu', 'ko'].map(isFiller)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
