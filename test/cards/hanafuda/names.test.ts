import { describe, expect, it } from 'vitest';
import { HANAFUDA_CARD_IDS, type HanafudaCardId } from '../../../src/cards/hanafuda/ids';
import {
  CARD_NAME_STYLES,
  cardJapaneseName,
  cardName,
  editionIn,
  HANAFUDA_CARD_NAMES,
  HANAFUDA_MONTHS,
  kindTerm,
  monthNames,
  SEASON_NAMES,
} from '../../../src/i18n/hanafuda-cards';
import { LANGS } from '../../../src/i18n/locales';

describe('card names', () => {
  it('names exactly the 48 cards', () => {
    expect(Object.keys(HANAFUDA_CARD_NAMES).sort()).toEqual([...HANAFUDA_CARD_IDS].sort());
  });

  it.each(HANAFUDA_CARD_IDS)('%s has a Japanese, English and German name', (id) => {
    const names = HANAFUDA_CARD_NAMES[id];
    expect(names.ja.kanji).toMatch(/^[\u3040-\u30ff\u3400-\u9fff]+$/);
    expect(names.ja.romaji).toMatch(/^[A-Z][A-Za-zōū ]+$/);
    for (const lang of LANGS) expect(cardName(id, lang).trim().length).toBeGreaterThan(2);
  });

  it('gives distinct names to the 14 lights and animals', () => {
    const special = HANAFUDA_CARD_IDS.filter((id) => /light|animal/.test(id));
    expect(special).toHaveLength(14);
    for (const lang of LANGS) expect(new Set(special.map((id) => cardName(id, lang))).size).toBe(14);
  });

  const GOLDEN: [HanafudaCardId, string, string, string, string][] = [
    // [id, en, de, kanji, romaji]; FudaWiki suit pages and seeds 000/003.
    ['m01-light', 'Crane and Sun', 'Kranich mit Sonne', '松に鶴', 'Matsu ni Tsuru'],
    ['m01-ribbon', 'Poem Ribbon (Pine)', 'Rote Fahne mit Schrift (Kiefer)', '松に赤短', 'Matsu ni Akatan'],
    ['m01-chaff1', 'Pine (chaff)', 'Kiefer (Kasu)', '松のカス', 'Matsu no Kasu'],
    ['m06-ribbon', 'Blue Ribbon (Peony)', 'Blaue Fahne (Pfingstrose)', '牡丹に青短', 'Botan ni Aotan'],
    ['m09-animal', 'Sake Cup', 'Sakeschale', '菊に盃', 'Kiku ni Sakazuki'],
    ['m11-chaff', 'Lightning (chaff)', 'Blitz (Kasu)', '柳のカス', 'Yanagi no Kasu'],
  ];
  it.each(GOLDEN)('%s is called %s / %s (%s, %s)', (id, en, de, kanji, romaji) => {
    expect(cardName(id, 'en')).toBe(en);
    expect(cardName(id, 'de')).toBe(de);
    expect(cardJapaneseName(id)).toEqual({ kanji, romaji });
  });
});

describe('Mario edition names', () => {
  const MARIO: [HanafudaCardId, string | undefined, string | undefined][] = [
    // [id, seed 000 (German edition), seed 001 (English edition)]
    ['m01-light', 'Baby Mario', 'Mario'], // 000 "Baby Mario (Licht)"; 001 "January: Pine & Mario"
    ['m02-animal', 'Yoshi', 'Yoshi'],
    ['m03-light', 'Prinzessin Peach', 'Luigi'], // 001 "March: Cherry Blossom, Banner, Luigi"
    ['m04-animal', 'Donkey Kong', 'Lakitu'],
    ['m05-animal', 'Blooper', 'Blooper'],
    ['m06-animal', 'Cape-Mario', 'Paragoomba'], // 001 set ⑥ "Donkey Kong, Wario, Paragoomba"
    ['m07-animal', 'Tanuki-Mario', 'Donkey Kong'],
    ['m08-light', 'Buu Huu', 'Boo'],
    ['m08-animal', 'Luigi', undefined], // 001 names no August animal
    ['m09-animal', 'Piranha-Pflanze', 'Piranha Plant'], // the sake cup, not a light (000 misprint)
    ['m10-animal', 'Glückskatzen-Mario', 'Wario'],
    ['m11-light', 'Mario & Gumba', 'Princess Peach'], // 001 "Raining Light (Princess Peach)"
    ['m11-animal', 'Toad', 'Toad'],
    ['m12-light', 'Bowser', 'Bowser'],
  ];
  it.each(MARIO)('%s is %s in the German and %s in the English edition', (id, de, en) => {
    expect(HANAFUDA_CARD_NAMES[id].marioDe).toBe(de);
    expect(HANAFUDA_CARD_NAMES[id].marioEn).toBe(en);
  });

  it('names no other card after a character', () => {
    const named = new Set(MARIO.map(([id]) => id));
    for (const id of HANAFUDA_CARD_IDS.filter((card) => !named.has(card))) {
      expect(HANAFUDA_CARD_NAMES[id].marioDe).toBeUndefined();
      expect(HANAFUDA_CARD_NAMES[id].marioEn).toBeUndefined();
    }
  });

  it.each([
    ['m11-light', 'de', 'mario-de', 'Mario & Gumba'],
    ['m11-light', 'en', 'mario-en', 'Princess Peach'],
    ['m11-light', 'en', 'traditional', 'Rain Man'],
    // Fallback to the traditional name where the leaflet names nobody.
    ['m01-chaff1', 'en', 'mario-en', 'Pine (chaff)'],
    ['m08-animal', 'de', 'mario-en', 'Gänse'],
  ] as const)('cardName(%s, %s, %s) is %s', (id, lang, style, expected) => {
    expect(cardName(id, lang, style)).toBe(expected);
  });

  it('every style gives every card a non-empty name in both languages', () => {
    for (const style of CARD_NAME_STYLES)
      for (const lang of LANGS)
        for (const id of HANAFUDA_CARD_IDS) expect(cardName(id, lang, style)).not.toBe('');
  });
});

describe('months and kinds', () => {
  it('lists the twelve months in order with both languages', () => {
    expect(HANAFUDA_MONTHS.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const m of HANAFUDA_MONTHS) for (const lang of LANGS) expect(m.plant[lang]).not.toBe('');
  });

  it.each([
    // Old lunisolar calendar: 1–3 spring, 4–6 summer, 7–9 autumn, 10–12 winter.
    [1, 'spring'],
    [3, 'spring'],
    [4, 'summer'],
    [6, 'summer'],
    [7, 'autumn'],
    [9, 'autumn'],
    [10, 'winter'],
    [12, 'winter'],
  ] as const)('month %i is in %s', (month, season) => {
    expect(monthNames(month)?.season).toBe(season);
    expect(SEASON_NAMES[season].de).not.toBe('');
  });

  it('has no month 0 or 13', () => {
    expect(monthNames(0)).toBeUndefined();
    expect(monthNames(13)).toBeUndefined();
  });

  it.each([
    ['ribbon', 'de', 'traditional', 'Fahne'], // seed 003 "Tanzaku 5 Fahnen"
    ['chaff', 'de', 'traditional', 'Kasu'], // seed 003 "Kasu (1)"
    ['chaff', 'de', 'mario-de', 'Einfache Karte'], // seed 000 "Einfache Karten"
    ['ribbon', 'en', 'mario-en', 'Scroll card'], // seed 001 "scroll cards"
    ['ribbon', 'de', 'mario-en', 'Fahne'], // English edition words only on English pages
  ] as const)('kindTerm(%s, %s, %s) is %s', (kind, lang, style, expected) => {
    expect(kindTerm(kind, lang, style).one).toBe(expected);
  });

  it('finds the Mario edition printed in each page language', () => {
    expect(editionIn('en')).toBe('mario-en');
    expect(editionIn('de')).toBe('mario-de');
  });

  it("writes the German edition's chaff in lower case after a number, as seed 000 does („Zehn einfache Karten“)", () => {
    expect(kindTerm('chaff', 'de', 'mario-de').counted).toEqual({
      one: 'einfache Karte',
      many: 'einfache Karten',
    });
  });
});
