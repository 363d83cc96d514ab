import { describe, expect, it } from 'vitest';
import type { NamedResult } from '../../src/scripts/search-hit';
import {
  type Found,
  gather,
  mergeResults,
  wordsApart,
  wordsTogether,
} from '../../src/scripts/search-spellings';

describe('wordsApart', () => {
  it('parts words joined by a sign, and nothing else', () => {
    expect(wordsApart('Poetry+Blue Ribbons')).toBe('Poetry Blue Ribbons');
    expect(wordsApart('Gon-7')).toBe('Gon 7');
    expect(wordsApart('  Boar,  Deer ')).toBe('Boar Deer');
  });

  it('gives nothing when the words are apart already or there is one word', () => {
    expect(wordsApart('ino shika cho')).toBeUndefined();
    expect(wordsApart(' Gokō ')).toBeUndefined();
    expect(wordsApart('+')).toBeUndefined();
  });
});

describe('wordsTogether', () => {
  it('runs the words of several together, keeping accents and case for Pagefind', () => {
    expect(wordsTogether('ino shika cho')).toBe('inoshikacho');
    expect(wordsTogether('Hana mi-zake')).toBe('Hanamizake');
    expect(wordsTogether('猪 鹿 蝶')).toBe('猪鹿蝶');
  });

  it('gives nothing for a single word', () => {
    expect(wordsTogether('Inoshikachō')).toBeUndefined();
    expect(wordsTogether(' Sup. ')).toBeUndefined();
  });
});

describe('mergeResults', () => {
  it('keeps the order of the lists and each result at its first place', () => {
    const [a, b, c] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(mergeResults([[a, b], [{ id: 'b' }, c, { id: 'a' }], []])).toEqual([a, b, c]);
  });
});

/** A Pagefind result whose data is a page with the given section headings. */
function page(id: string, ...headings: string[]): Found<NamedResult & { page: string }> {
  return { id, data: async () => ({ page: id, sub_results: headings.map((title) => ({ title })) }) };
}

describe('gather', () => {
  const yaku = page('yaku', 'Boar, Deer and Butterflies 猪鹿蝶 Inoshikachō');
  const cards = page('cards', 'June: Peony');
  const cheatSheet = page('cheat-sheet', 'Yaku and their points');
  const lesson = page('lesson', 'The lesson');

  /** A search that finds the given results for each query, and remembers what it was asked. */
  function searchOf(found: Record<string, ReturnType<typeof page>[]>) {
    const asked: string[] = [];
    const ask = async (query: string) => {
      asked.push(query);
      return found[query] ?? [];
    };
    return { ask, asked };
  }

  it('adds what the words run together find where the query names a section there, and nothing else', async () => {
    const { ask, asked } = searchOf({ inoshikacho: [yaku, cheatSheet, cards] });
    const { data, count } = await gather('ino shika cho', [cards], ask, 10);
    expect(data.map((d) => d.page)).toEqual(['cards', 'yaku']);
    expect(count).toBe(2);
    expect(asked).toEqual(['inoshikacho']);
  });

  it('adds what the words apart find after the query’s own results, each page once', async () => {
    const { ask } = searchOf({ 'Poetry Blue Ribbons': [yaku, lesson] });
    const { data, count } = await gather('Poetry+Blue Ribbons', [lesson], ask, 10);
    expect(data.map((d) => d.page)).toEqual(['lesson', 'yaku']);
    expect(count).toBe(2);
  });

  it('asks nothing more for a single word, or once the list is full', async () => {
    const { ask, asked } = searchOf({ 'four lights': [yaku], fourlights: [yaku] });
    expect((await gather('Gokō', [cards], ask, 10)).data.map((d) => d.page)).toEqual(['cards']);
    const full = await gather('four lights', [cards, lesson], ask, 2);
    expect(full.data.map((d) => d.page)).toEqual(['cards', 'lesson']);
    expect(asked).toEqual([]);
  });

  it('stops at the limit and counts every result of the query', async () => {
    const many = Array.from({ length: 12 }, (_, i) => page(`p${i}`));
    const { ask } = searchOf({ 'Gon 7': many });
    const { data, count } = await gather('Gon-7', [cards], ask, 10);
    expect(data).toHaveLength(10);
    expect(data[0]?.page).toBe('cards');
    expect(count).toBe(13);
  });

  it('fills only the room left with what the words run together find', async () => {
    const own = Array.from({ length: 9 }, (_, i) => page(`p${i}`));
    const named = ['y1', 'y2', 'y3'].map((id) => page(id, 'Boar, Deer and Butterflies 猪鹿蝶 Inoshikachō'));
    const { ask } = searchOf({ inoshikacho: named });
    const { data, count } = await gather('ino shika cho', own, ask, 10);
    expect(data.map((d) => d.page)).toEqual([...own.map((r) => r.id), 'y1']);
    expect(count).toBe(10);
  });

  it('asks the other spellings of the words Pagefind is asked, without the filler words', async () => {
    const { ask, asked } = searchOf({});
    await gather('four of a kind', [cards], ask, 10);
    await gather('Boar+Deer and Butterflies', [cards], ask, 10);
    expect(asked).toEqual(['fourkind', 'Boar Deer Butterflies', 'BoarDeerButterflies']);
  });
});
