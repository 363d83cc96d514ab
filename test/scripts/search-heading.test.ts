import { describe, expect, it } from 'vitest';
import { namesHeading, namesId } from '../../src/scripts/search-heading';
import { namedFirst } from '../../src/scripts/search-hit';

describe('namesHeading', () => {
  const shiko = 'Four Lights 四光 Shikō';
  const inoshikacho = 'Boar, Deer and Butterflies 猪鹿蝶 Inoshikachō';

  it('matches the name before the Japanese writing, the writing and the romaji after it', () => {
    expect(namesHeading('Four Lights', shiko)).toBe(true);
    expect(namesHeading('四光', shiko)).toBe(true);
    expect(namesHeading('Shikō', shiko)).toBe(true);
  });

  it('ignores case, accents, spaces, hyphens and punctuation', () => {
    expect(namesHeading('four lights', shiko)).toBe(true);
    expect(namesHeading('shi-ko', shiko)).toBe(true);
    expect(namesHeading('ino shika cho', 'Boar, Deer and Butterflies 猪鹿蝶 Inoshikachō')).toBe(true);
    expect(namesHeading('boar deer and butterflies', 'Boar, Deer and Butterflies 猪鹿蝶 Inoshikachō')).toBe(
      true,
    );
    expect(namesHeading('Ame shiko', 'Rainy Four Lights 雨四光 Ame-shikō')).toBe(true);
    expect(namesHeading('赤短・青短', 'Poem and Blue Ribbons 赤短・青短 Akatan-Aotan')).toBe(true);
  });

  it('lets the singular name a heading in the plural and the other way round, in English and German', () => {
    expect(namesHeading('run', 'Runs')).toBe(true);
    expect(namesHeading('elder card', 'Elder cards')).toBe(true);
    expect(namesHeading('Folge', 'Folgen')).toBe(true);
    expect(namesHeading('Satz', 'Sätze')).toBe(true);
    expect(namesHeading('Glückshand', 'Glückshände')).toBe(true);
    expect(namesHeading('Licht', 'Lichter')).toBe(true);
    expect(namesHeading('lucky hands', 'Lucky hand')).toBe(true);
    expect(namesHeading('light', 'Lighthouse')).toBe(false);
    expect(namesHeading('four light', 'Rainy Four Lights 雨四光 Ame-shikō')).toBe(false);
  });

  it('lets "y" in the singular name a plural in "ies"', () => {
    expect(namesHeading('butterfly', 'Butterflies')).toBe(true);
    expect(namesHeading('boar deer and butterfly', inoshikacho)).toBe(true);
    expect(namesHeading('fly', 'Butterflies')).toBe(false);
    expect(namesHeading('butterfl', 'Butterflies')).toBe(false);
  });

  it('leaves out the "and" or „und“ between the parts of a name, in the query and in the heading', () => {
    expect(namesHeading('boar deer butterfly', inoshikacho)).toBe(true);
    expect(namesHeading('boar, deer & butterflies', inoshikacho)).toBe(true);
    expect(
      namesHeading('Eber Hirsch Schmetterling', 'Eber, Hirsch und Schmetterlinge 猪鹿蝶 Inoshikachō'),
    ).toBe(true);
    expect(namesHeading('rote blaue Fahnen', 'Rote und blaue Fahnen 赤短・青短 Akatan-Aotan')).toBe(true);
    expect(namesHeading('Poem Blue Ribbons', 'Poem and Blue Ribbons 赤短・青短 Akatan-Aotan')).toBe(true);
    expect(namesHeading('deer butterflies', inoshikacho)).toBe(false);
    expect(namesHeading('and', 'Animals')).toBe(false);
    expect(namesHeading('und', 'Tiere')).toBe(false);
  });

  it('takes a heading without Japanese writing as one name', () => {
    expect(namesHeading('Tiere', 'Tiere')).toBe(true);
    expect(namesHeading('cards of the month', 'Cards of the Month')).toBe(true);
  });

  it('does not match a part of a name, a name with more words or an empty query', () => {
    expect(namesHeading('four lights', 'Rainy Four Lights 雨四光 Ame-shikō')).toBe(false);
    expect(namesHeading('lights', shiko)).toBe(false);
    expect(namesHeading('four lights shiko', shiko)).toBe(false);
    expect(namesHeading('stop', 'Koi-Koi or stop?')).toBe(false);
    expect(namesHeading(' – ', 'Tiere')).toBe(false);
  });
});

describe('namesId', () => {
  it('matches an id built from the query’s words, in either language’s spelling, with plural endings', () => {
    expect(namesId('Gon 7', 'gon-7')).toBe(true);
    expect(namesId('Gon-7', 'gon-7')).toBe(true);
    expect(namesId('wan sin', 'wan-sin')).toBe(true);
    expect(namesId('Elder cards', 'elder-card')).toBe(true);
    expect(namesId('FudaWiki', 'fudawiki')).toBe(true);
    expect(namesId('rain and dew', 'rain-dew')).toBe(true);
    expect(namesId('rain dew', 'rain-and-dew')).toBe(true);
  });

  it('does not match a part of an id, more words or an empty query', () => {
    expect(namesId('Gon', 'gon-7')).toBe(false);
    expect(namesId('Gon 1', 'gon-10')).toBe(false);
    expect(namesId('Sin 1', 'wan-sin-1')).toBe(false);
    expect(namesId('m03 light', 'm03-light-name')).toBe(false);
    expect(namesId('–', 'gon-7')).toBe(false);
  });
});

describe('namedFirst', () => {
  const result = (name: string, ...titles: string[]) => ({
    name,
    sub_results: titles.map((title) => ({ title })),
  });

  it('moves the results with a section the query names to the front, each group in its own order', () => {
    const cards = result('cards', 'June: Peony 牡丹 Botan');
    const yaku = result('yaku', 'Animals', 'Boar, Deer and Butterflies 猪鹿蝶 Inoshikachō');
    const sheet = result('sheet', 'Yaku and their points');
    const glossary = result('glossary', 'Boar, Deer and Butterflies');
    const order = namedFirst('Boar, Deer and Butterflies', [cards, yaku, sheet, glossary]);
    expect(order.map((r) => r.name)).toEqual(['yaku', 'glossary', 'cards', 'sheet']);
  });

  it('keeps Pagefind’s order when no section is named, and copes with results without sections', () => {
    const a = result('a', 'Lights');
    const b: { name: string; sub_results?: { title: string }[] } = { name: 'b' };
    expect(namedFirst('crane', [a, b]).map((r) => r.name)).toEqual(['a', 'b']);
  });

  it('puts results that name the query by a heading first, then by a target’s id, each in Pagefind’s order', () => {
    const anchored = (name: string, element: string, id: string, ...titles: string[]) => ({
      ...result(name, ...titles),
      anchors: [{ element, id }],
    });
    const sheet = anchored('sheet', 'div', 'hk-sheet-cards', 'Cards');
    const cards = anchored('cards', 'td', 'gon-7', 'The chart');
    const drawing = anchored('drawing', 'span', 'gon-7', 'Lesson');
    const glossary = anchored('glossary', 'tr', 'gon', 'Gon 7');
    const order = namedFirst('Gon 7', [sheet, drawing, cards, glossary]);
    expect(order.map((r) => r.name)).toEqual(['glossary', 'cards', 'sheet', 'drawing']);
  });

  it('puts a titled row the query names (a glossary term, a lucky hand) after a heading it names, with the ids', () => {
    const row = (name: string, title: string, element = 'tr') => ({
      name,
      sub_results: [{ title: 'Intro' }, { title, anchor: { element } }],
    });
    const glossary = row('glossary', 'Lucky hand');
    const yaku = row('yaku', 'Lucky hands', 'h2');
    const cards = result('cards', 'January: Pine');
    // Pagefind put the glossary first; the yaku page's heading names the query, the glossary's row only.
    expect(namedFirst('lucky hands', [cards, glossary, yaku]).map((r) => r.name)).toEqual([
      'yaku',
      'glossary',
      'cards',
    ]);
    const id = {
      name: 'rules',
      sub_results: [{ title: 'Rules' }],
      anchors: [{ element: 'tr', id: 'teshi' }],
    };
    const lucky = row('lucky', 'Four of a Kind 手四 Teshi');
    expect(namedFirst('four of a kind', [cards, id, lucky]).map((r) => r.name)).toEqual([
      'lucky',
      'cards',
      'rules',
    ]);
    expect(namedFirst('teshi', [cards, lucky, id]).map((r) => r.name)).toEqual(['lucky', 'rules', 'cards']);
  });
});
