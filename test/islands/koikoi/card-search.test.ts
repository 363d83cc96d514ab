import { describe, expect, it } from 'vitest';
import { searchCards } from '../../../src/islands/koikoi/card-search';
import { buildSearchIndex } from '../../../src/islands/koikoi/search-index';

const index = buildSearchIndex();

describe('searchCards', () => {
  it.each([
    // Traditional English name (FudaWiki) and German name.
    ['rain man', ['m11-light']],
    ['Regenmann', ['m11-light']],
    // Mario names: German edition (seed 000) and English edition (seed 001).
    ['Mario & Gumba', ['m11-light']],
    ['Princess Peach', ['m11-light']],
    // Romaji with and without the long-vowel mark, kanji of the month's plant.
    ['kiku', ['m09-animal', 'm09-ribbon', 'm09-chaff1', 'm09-chaff2']],
    ['菊', ['m09-animal', 'm09-ribbon', 'm09-chaff1', 'm09-chaff2']],
    // Several words must all match.
    ['kirsch kasu', ['m03-chaff1', 'm03-chaff2']],
    ['nothing like this', []],
  ])('finds %s', (query, expected) => {
    expect(searchCards(query, index)).toEqual(expected);
  });

  it('matches every card for an empty query', () => {
    expect(searchCards('  ', index)).toHaveLength(48);
  });
});
