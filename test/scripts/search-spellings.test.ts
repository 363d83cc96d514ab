import { describe, expect, it } from 'vitest';
import {
  type Found,
  type GatheredResult,
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

type Page = GatheredResult & { page: string };

/** A Pagefind result whose data is a page with the given section headings. */
function page(id: string, ...headings: string[]): Found<Page> {
  return { id, data: async () => ({ page: id, sub_results: headings.map((title) => ({ title })) }) };
}

/** A Pagefind result whose page has the given text, with hits on the words at `locations`. */
function text(id: string, content: string, locations: number[]): Found<Page> {
  return { id, data: async () => ({ page: id, content, locations, sub_results: [{ title: id }] }) };
}

describe('gather', () => {
  const yaku = page('yaku', 'Boar, Deer and Butterflies 猪鹿蝶 Inoshikachō');
  const cards = page('cards', 'June: Peony');
  const cheatSheet = page('cheat-sheet', 'Yaku and their points');
  const lesson = page('lesson', 'The lesson');

  /** A search that finds the given results for each query, and remembers what it was asked. */
  function searchOf(found: Record<string, Found<Page>[]>) {
    const asked: string[] = [];
    const ask = async (query: string) => {
      asked.push(query);
      return found[query] ?? [];
    };
    return { ask, asked };
  }

  it('adds what the words run together find where the query names a section there, and nothing else', async () => {
    const { ask, asked } = searchOf({ inoshikacho: [yaku, cheatSheet, cards] });
    const data = await gather('ino shika cho', [cards], ask, 10);
    expect(data.map((d) => d.data.page)).toEqual(['cards', 'yaku']);
    expect(asked).toEqual(['inoshikacho']);
  });

  it('adds what the words run together find where the page holds them as typed, not where Pagefind guessed', async () => {
    const glossary = text('glossary', 'Sakeschale Sake cup', [0]);
    const card = text('card', 'September: Chrysantheme. „Sakeschale“ Japanisch', [2]);
    const guess = text('lesson', 'Sake ist Reiswein, die Schale', [0, 4]);
    const { ask } = searchOf({ SakeSchale: [glossary, card, guess] });
    const data = await gather('Sake Schale', [glossary], ask, 10);
    expect(data.map((d) => d.data.page)).toEqual(['glossary', 'card']);
  });

  it('adds what the words apart find after the query’s own results, each page once', async () => {
    const { ask } = searchOf({ 'Poetry Blue Ribbons': [yaku, lesson] });
    const data = await gather('Poetry+Blue Ribbons', [lesson], ask, 10);
    expect(data.map((d) => d.data.page)).toEqual(['lesson', 'yaku']);
  });

  it('asks nothing more for a single word, or once the list is full', async () => {
    const { ask, asked } = searchOf({ 'four lights': [yaku], fourlights: [yaku] });
    expect((await gather('Gokō', [cards], ask, 10)).map((d) => d.data.page)).toEqual(['cards']);
    const full = await gather('four lights', [cards, lesson], ask, 2);
    expect(full.map((d) => d.data.page)).toEqual(['cards', 'lesson']);
    expect(asked).toEqual([]);
  });

  it('loads every result of the query and of its words apart, beyond a list’s worth', async () => {
    const many = Array.from({ length: 12 }, (_, i) => page(`p${i}`));
    const { ask } = searchOf({ 'Gon 7': many });
    const data = await gather('Gon-7', [cards], ask, 10);
    expect(data).toHaveLength(13);
    expect(data[0]?.data.page).toBe('cards');
  });

  it('asks the words run together while the results are fewer than a list’s worth, and keeps all it adds', async () => {
    const own = Array.from({ length: 9 }, (_, i) => page(`p${i}`));
    const named = ['y1', 'y2', 'y3'].map((id) => page(id, 'Boar, Deer and Butterflies 猪鹿蝶 Inoshikachō'));
    const { ask } = searchOf({ inoshikacho: named });
    const data = await gather('ino shika cho', own, ask, 10);
    expect(data.map((d) => d.data.page)).toEqual([...own.map((r) => r.id), 'y1', 'y2', 'y3']);
  });

  it('asks the other spellings of the words Pagefind is asked, without the filler words', async () => {
    const { ask, asked } = searchOf({});
    await gather('four of a kind', [cards], ask, 10);
    await gather('Boar+Deer and Butterflies', [cards], ask, 10);
    expect(asked).toEqual(['fourkind', 'Boar Deer Butterflies', 'BoarDeerButterflies']);
  });
});
