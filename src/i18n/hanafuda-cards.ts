/**
 * Names of the 48 Koi-Koi cards and the twelve months, in English, German
 * and Japanese, plus the names the two Mario Hanafuda leaflets give.
 *
 * Sources:
 * - Traditional English names follow FudaWiki's suit pages ("Crane with Sun",
 *   "Bush Warbler", "Rain Man", "Lightning", …).
 * - German kind words follow the German seed sheets: seed 003 (Koi-Koi sheet)
 *   says "Licht", "Tier", "Kasu" and "Fahnen" ("Tanzaku 5 Fahnen",
 *   "Akatan 3 beschriftete Fahnen"); seed 000 (German Mario leaflet) says
 *   "Lichter", "Tiere", "rote Fahnen mit Schrift", "blaue Fahnen". So a
 *   ribbon is a "Fahne" here, a chaff card "Kasu".
 * - Mario names: seed 000 (German edition) and seed 001 (English edition).
 */
import type { CardKind, HanafudaCardId } from '../cards/hanafuda/ids';
import type { Gender } from './format';
import type { Lang } from './locales';

export type { HanafudaCardId } from '../cards/hanafuda/ids';

/** A Japanese name: how it is written and its Hepburn romanisation. */
export interface JapaneseName {
  /** The name in Japanese script, e.g. `松に鶴`. */
  readonly kanji: string;
  /** The reading in Hepburn romaji, e.g. `Matsu ni Tsuru`. */
  readonly romaji: string;
}

/** Every name the site knows for one card. */
export interface HanafudaCardNames {
  readonly ja: JapaneseName;
  /** Traditional English name. */
  readonly en: string;
  /** Traditional German name. */
  readonly de: string;
  /** Name in the German Mario Hanafuda edition (seed 000), if it gives one. */
  readonly marioDe?: string;
  /** Name in the English Mario Hanafuda edition (seed 001), if it gives one. */
  readonly marioEn?: string;
}

/** How the reader chose to have cards named (the names setting). */
export const CARD_NAME_STYLES = ['traditional', 'mario-de', 'mario-en'] as const;

/** A card naming style: traditional, Mario German edition, Mario English edition. */
export type CardNameStyle = (typeof CARD_NAME_STYLES)[number];

/** The four seasons of the traditional Japanese calendar. */
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;

/** A season, as a key (labels come from {@link SEASON_NAMES}). */
export type Season = (typeof SEASONS)[number];

/** Names of one month of the hanafuda year and its plant. */
export interface HanafudaMonthNames {
  readonly month: number;
  /** Calendar month name. */
  readonly monthName: Readonly<Record<Lang, string>>;
  /** The month's plant (the suit). */
  readonly plant: Readonly<Record<Lang, string>>;
  /** The plant in Japanese. */
  readonly plantJa: JapaneseName;
  /** Season of the month in the traditional (lunisolar) Japanese calendar. */
  readonly season: Season;
}

/** Labels for the four seasons. */
export const SEASON_NAMES: Readonly<Record<Season, Readonly<Record<Lang, string>>>> = {
  spring: { en: 'Spring', de: 'Frühling' },
  summer: { en: 'Summer', de: 'Sommer' },
  autumn: { en: 'Autumn', de: 'Herbst' },
  winter: { en: 'Winter', de: 'Winter' },
};

/**
 * The twelve months, index 0 = January.
 *
 * Seasons: the hanafuda months are the months of the old lunisolar calendar,
 * whose seasons are months 1–3 spring, 4–6 summer, 7–9 autumn, 10–12 winter
 * (New Year opened spring, which is why pine and plum are spring cards).
 * German plant names follow seed 000 ("Januar – Kiefer", "Juli – Hagi-Strauch"
 * …) with seed 003's alternatives where they are the common word
 * ("Blauregen", "Chinaschilf": seed 000's "Chinaschiff" is a misprint).
 */
export const HANAFUDA_MONTHS: readonly HanafudaMonthNames[] = [
  {
    month: 1,
    monthName: { en: 'January', de: 'Januar' },
    plant: { en: 'Pine', de: 'Kiefer' },
    plantJa: { kanji: '松', romaji: 'Matsu' },
    season: 'spring',
  },
  {
    month: 2,
    monthName: { en: 'February', de: 'Februar' },
    plant: { en: 'Plum blossom', de: 'Pflaumenblüte' },
    plantJa: { kanji: '梅', romaji: 'Ume' },
    season: 'spring',
  },
  {
    month: 3,
    monthName: { en: 'March', de: 'März' },
    plant: { en: 'Cherry blossom', de: 'Kirschblüte' },
    plantJa: { kanji: '桜', romaji: 'Sakura' },
    season: 'spring',
  },
  {
    month: 4,
    monthName: { en: 'April', de: 'April' },
    plant: { en: 'Wisteria', de: 'Blauregen (Glyzinie)' },
    plantJa: { kanji: '藤', romaji: 'Fuji' },
    season: 'summer',
  },
  {
    month: 5,
    monthName: { en: 'May', de: 'Mai' },
    plant: { en: 'Iris', de: 'Schwertlilie (Iris)' },
    // 菖蒲 reads both ayame and shōbu; seed 003 writes "Shobu", the card
    // name 菖蒲に八橋 is usually read "ayame ni yatsuhashi".
    plantJa: { kanji: '菖蒲', romaji: 'Ayame' },
    season: 'summer',
  },
  {
    month: 6,
    monthName: { en: 'June', de: 'Juni' },
    plant: { en: 'Peony', de: 'Pfingstrose' },
    plantJa: { kanji: '牡丹', romaji: 'Botan' },
    season: 'summer',
  },
  {
    month: 7,
    monthName: { en: 'July', de: 'Juli' },
    plant: { en: 'Bush clover', de: 'Buschklee (Hagi)' },
    plantJa: { kanji: '萩', romaji: 'Hagi' },
    season: 'autumn',
  },
  {
    month: 8,
    monthName: { en: 'August', de: 'August' },
    plant: { en: 'Pampas grass', de: 'Chinaschilf (Susuki)' },
    plantJa: { kanji: '芒', romaji: 'Susuki' },
    season: 'autumn',
  },
  {
    month: 9,
    monthName: { en: 'September', de: 'September' },
    plant: { en: 'Chrysanthemum', de: 'Chrysantheme' },
    plantJa: { kanji: '菊', romaji: 'Kiku' },
    season: 'autumn',
  },
  {
    month: 10,
    monthName: { en: 'October', de: 'Oktober' },
    plant: { en: 'Maple', de: 'Ahorn' },
    plantJa: { kanji: '紅葉', romaji: 'Momiji' },
    season: 'winter',
  },
  {
    month: 11,
    monthName: { en: 'November', de: 'November' },
    plant: { en: 'Willow', de: 'Weide' },
    plantJa: { kanji: '柳', romaji: 'Yanagi' },
    season: 'winter',
  },
  {
    month: 12,
    monthName: { en: 'December', de: 'Dezember' },
    plant: { en: 'Paulownia', de: 'Paulownie (Blauglockenbaum)' },
    plantJa: { kanji: '桐', romaji: 'Kiri' },
    season: 'winter',
  },
];

/**
 * Names of every card, keyed by card id.
 *
 * Mario names: a card has `marioDe`/`marioEn` only where the leaflet names a
 * character for it. Seed 000's month list ("September – Chrysantheme:
 * Piranha-Pflanze (Licht)") wrongly calls the Piranha plant a light; its own
 * category list says "Piranha-Pflanze (Sake-Schale)" among the Tier-Karten,
 * so it is the sake cup, m09-animal. Seed 001 names one character per month
 * ("March: Cherry Blossom, Banner, Luigi"); where a month has a light and an
 * animal, its yaku text decides ("Raining Light (Princess Peach)", "Donkey
 * Kong, Wario, Paragoomba" = boar, deer, butterflies).
 */
export const HANAFUDA_CARD_NAMES: Readonly<Record<HanafudaCardId, HanafudaCardNames>> = {
  'm01-light': {
    ja: { kanji: '松に鶴', romaji: 'Matsu ni Tsuru' },
    en: 'Crane and Sun',
    de: 'Kranich mit Sonne',
    marioDe: 'Baby Mario', // seed 000: "Baby Mario (Licht)", "Baby Mario (Kranich)"
    marioEn: 'Mario', // seed 001: "January: Pine & Mario", Jan 20pts
  },
  'm01-ribbon': {
    ja: { kanji: '松に赤短', romaji: 'Matsu ni Akatan' },
    en: 'Poem Ribbon (Pine)',
    de: 'Rote Fahne mit Schrift (Kiefer)',
  },
  'm01-chaff1': {
    ja: { kanji: '松のカス', romaji: 'Matsu no Kasu' },
    en: 'Pine (chaff)',
    de: 'Kiefer (Kasu)',
  },
  'm01-chaff2': {
    ja: { kanji: '松のカス', romaji: 'Matsu no Kasu' },
    en: 'Pine (chaff)',
    de: 'Kiefer (Kasu)',
  },
  'm02-animal': {
    ja: { kanji: '梅に鶯', romaji: 'Ume ni Uguisu' },
    en: 'Bush Warbler',
    // seed 000: "Yoshi (Nachtigall)"; the bird is also called the
    // "Japanese nightingale" (FudaWiki, Plum Blossom).
    de: 'Nachtigall',
    marioDe: 'Yoshi', // seed 000: "Yoshi (Tier)"
    marioEn: 'Yoshi', // seed 001: "February: Plum Blossom & Yoshi"
  },
  'm02-ribbon': {
    ja: { kanji: '梅に赤短', romaji: 'Ume ni Akatan' },
    en: 'Poem Ribbon (Plum)',
    de: 'Rote Fahne mit Schrift (Pflaume)',
  },
  'm02-chaff1': {
    ja: { kanji: '梅のカス', romaji: 'Ume no Kasu' },
    en: 'Plum (chaff)',
    de: 'Pflaume (Kasu)',
  },
  'm02-chaff2': {
    ja: { kanji: '梅のカス', romaji: 'Ume no Kasu' },
    en: 'Plum (chaff)',
    de: 'Pflaume (Kasu)',
  },
  'm03-light': {
    ja: { kanji: '桜に幕', romaji: 'Sakura ni Maku' },
    en: 'Curtain',
    // seed 000 says "Picknickdecke"; the maku is a flower-viewing curtain.
    de: 'Vorhang',
    marioDe: 'Prinzessin Peach', // seed 000: "Prinzessin Peach (Licht)"
    // seed 001: "March: Cherry Blossom, Banner, Luigi", Mar 20pts 5pts: the
    // banner is the curtain (the light) and Luigi the character on it.
    marioEn: 'Luigi',
  },
  'm03-ribbon': {
    ja: { kanji: '桜に赤短', romaji: 'Sakura ni Akatan' },
    en: 'Poem Ribbon (Cherry)',
    de: 'Rote Fahne mit Schrift (Kirsche)',
  },
  'm03-chaff1': {
    ja: { kanji: '桜のカス', romaji: 'Sakura no Kasu' },
    en: 'Cherry (chaff)',
    de: 'Kirsche (Kasu)',
  },
  'm03-chaff2': {
    ja: { kanji: '桜のカス', romaji: 'Sakura no Kasu' },
    en: 'Cherry (chaff)',
    de: 'Kirsche (Kasu)',
  },
  'm04-animal': {
    ja: { kanji: '藤に不如帰', romaji: 'Fuji ni Hototogisu' },
    en: 'Cuckoo',
    de: 'Kuckuck', // seed 000: "Donkey Kong (Kuckuck)"
    marioDe: 'Donkey Kong', // seed 000: "Donkey Kong (Tier)"
    marioEn: 'Lakitu', // seed 001: "April: Wisteria & Lakitu"
  },
  'm04-ribbon': {
    ja: { kanji: '藤に短冊', romaji: 'Fuji ni Tanzaku' },
    en: 'Red Ribbon (Wisteria)',
    de: 'Rote Fahne (Blauregen)',
  },
  'm04-chaff1': {
    ja: { kanji: '藤のカス', romaji: 'Fuji no Kasu' },
    en: 'Wisteria (chaff)',
    de: 'Blauregen (Kasu)',
  },
  'm04-chaff2': {
    ja: { kanji: '藤のカス', romaji: 'Fuji no Kasu' },
    en: 'Wisteria (chaff)',
    de: 'Blauregen (Kasu)',
  },
  'm05-animal': {
    ja: { kanji: '菖蒲に八橋', romaji: 'Ayame ni Yatsuhashi' },
    en: 'Eight-Plank Bridge',
    de: 'Achtplankenbrücke', // seed 000: "Blooper (Brücke)"
    marioDe: 'Blooper', // seed 000: "Blooper (Tier)"
    marioEn: 'Blooper', // seed 001: "May: Iris & Blooper"
  },
  'm05-ribbon': {
    ja: { kanji: '菖蒲に短冊', romaji: 'Ayame ni Tanzaku' },
    en: 'Red Ribbon (Iris)',
    de: 'Rote Fahne (Schwertlilie)',
  },
  'm05-chaff1': {
    ja: { kanji: '菖蒲のカス', romaji: 'Ayame no Kasu' },
    en: 'Iris (chaff)',
    de: 'Schwertlilie (Kasu)',
  },
  'm05-chaff2': {
    ja: { kanji: '菖蒲のカス', romaji: 'Ayame no Kasu' },
    en: 'Iris (chaff)',
    de: 'Schwertlilie (Kasu)',
  },
  'm06-animal': {
    ja: { kanji: '牡丹に蝶', romaji: 'Botan ni Chō' },
    en: 'Butterflies',
    de: 'Schmetterlinge', // seed 000: "Cape-Mario (Schmetterlinge)"
    marioDe: 'Cape-Mario', // seed 000: "Cape-Mario (Tier)"
    marioEn: 'Paragoomba', // seed 001: "June: Peony & Paragoomba"
  },
  'm06-ribbon': {
    ja: { kanji: '牡丹に青短', romaji: 'Botan ni Aotan' },
    en: 'Blue Ribbon (Peony)',
    de: 'Blaue Fahne (Pfingstrose)',
  },
  'm06-chaff1': {
    ja: { kanji: '牡丹のカス', romaji: 'Botan no Kasu' },
    en: 'Peony (chaff)',
    de: 'Pfingstrose (Kasu)',
  },
  'm06-chaff2': {
    ja: { kanji: '牡丹のカス', romaji: 'Botan no Kasu' },
    en: 'Peony (chaff)',
    de: 'Pfingstrose (Kasu)',
  },
  'm07-animal': {
    ja: { kanji: '萩に猪', romaji: 'Hagi ni Inoshishi' },
    en: 'Boar',
    de: 'Eber', // seed 000: "Tanuki-Mario (Eber)"
    marioDe: 'Tanuki-Mario', // seed 000: "Tanuki-Mario (Tier)"
    marioEn: 'Donkey Kong', // seed 001: "July: Bush Clover & Donkey Kong"
  },
  'm07-ribbon': {
    ja: { kanji: '萩に短冊', romaji: 'Hagi ni Tanzaku' },
    en: 'Red Ribbon (Bush Clover)',
    de: 'Rote Fahne (Buschklee)',
  },
  'm07-chaff1': {
    ja: { kanji: '萩のカス', romaji: 'Hagi no Kasu' },
    en: 'Bush Clover (chaff)',
    de: 'Buschklee (Kasu)',
  },
  'm07-chaff2': {
    ja: { kanji: '萩のカス', romaji: 'Hagi no Kasu' },
    en: 'Bush Clover (chaff)',
    de: 'Buschklee (Kasu)',
  },
  'm08-light': {
    ja: { kanji: '芒に月', romaji: 'Susuki ni Tsuki' },
    en: 'Full Moon',
    de: 'Vollmond', // seed 000: "Buu Huu (Vollmond)"
    // seed 000 spells it "Buu Huu" twice and "Buu Hui" once (yaku ⑤);
    // the majority spelling is also the character's German name.
    marioDe: 'Buu Huu',
    marioEn: 'Boo', // seed 001: "August: Pampas Grass & Boo", Aug 20pts
  },
  'm08-animal': {
    ja: { kanji: '芒に雁', romaji: 'Susuki ni Kari' },
    en: 'Geese',
    de: 'Gänse', // seed 000: "Luigi (Gänse)"
    marioDe: 'Luigi', // seed 000: "Luigi (Tier)"; seed 001 names no August animal
  },
  'm08-chaff1': {
    ja: { kanji: '芒のカス', romaji: 'Susuki no Kasu' },
    en: 'Pampas Grass (chaff)',
    de: 'Chinaschilf (Kasu)',
  },
  'm08-chaff2': {
    ja: { kanji: '芒のカス', romaji: 'Susuki no Kasu' },
    en: 'Pampas Grass (chaff)',
    de: 'Chinaschilf (Kasu)',
  },
  'm09-animal': {
    ja: { kanji: '菊に盃', romaji: 'Kiku ni Sakazuki' },
    en: 'Sake Cup',
    de: 'Sakeschale', // seed 003: "Die Sakeschale ist zugleich ein Tier und eine Kasu-Karte"
    marioDe: 'Piranha-Pflanze', // seed 000: "Piranha-Pflanze (Sake-Schale)" (a Tier-Karte)
    marioEn: 'Piranha Plant', // seed 001: "The Chrysanthemum and Piranha Plant card"
  },
  'm09-ribbon': {
    ja: { kanji: '菊に青短', romaji: 'Kiku ni Aotan' },
    en: 'Blue Ribbon (Chrysanthemum)',
    de: 'Blaue Fahne (Chrysantheme)',
  },
  'm09-chaff1': {
    ja: { kanji: '菊のカス', romaji: 'Kiku no Kasu' },
    en: 'Chrysanthemum (chaff)',
    de: 'Chrysantheme (Kasu)',
  },
  'm09-chaff2': {
    ja: { kanji: '菊のカス', romaji: 'Kiku no Kasu' },
    en: 'Chrysanthemum (chaff)',
    de: 'Chrysantheme (Kasu)',
  },
  'm10-animal': {
    ja: { kanji: '紅葉に鹿', romaji: 'Momiji ni Shika' },
    en: 'Deer',
    de: 'Hirsch', // seed 000: "Glückskatzen-Mario (Hirsch)"
    marioDe: 'Glückskatzen-Mario', // seed 000: "Glückskatzen-Mario (Tier)"
    marioEn: 'Wario', // seed 001: "October: Maple & Wario"
  },
  'm10-ribbon': {
    ja: { kanji: '紅葉に青短', romaji: 'Momiji ni Aotan' },
    en: 'Blue Ribbon (Maple)',
    de: 'Blaue Fahne (Ahorn)',
  },
  'm10-chaff1': {
    ja: { kanji: '紅葉のカス', romaji: 'Momiji no Kasu' },
    en: 'Maple (chaff)',
    de: 'Ahorn (Kasu)',
  },
  'm10-chaff2': {
    ja: { kanji: '紅葉のカス', romaji: 'Momiji no Kasu' },
    en: 'Maple (chaff)',
    de: 'Ahorn (Kasu)',
  },
  'm11-light': {
    ja: { kanji: '柳に小野道風', romaji: 'Yanagi ni Ono no Michikaze' },
    en: 'Rain Man',
    de: 'Regenmann', // seed 000 names him: "Ono no Michikaze mit Frosch"
    marioDe: 'Mario & Gumba', // seed 000: "Mario & Gumba (Licht)"
    marioEn: 'Princess Peach', // seed 001: "Raining Light (Princess Peach)"
  },
  'm11-animal': {
    ja: { kanji: '柳に燕', romaji: 'Yanagi ni Tsubame' },
    en: 'Swallow',
    de: 'Schwalbe', // seed 000: "Toad (Schwalbe)"
    marioDe: 'Toad', // seed 000: "Toad (Tier)"
    marioEn: 'Toad', // seed 001: "November: Willow, Princess Peach, Toad"
  },
  'm11-ribbon': {
    ja: { kanji: '柳に短冊', romaji: 'Yanagi ni Tanzaku' },
    en: 'Red Ribbon (Willow)',
    de: 'Rote Fahne (Weide)',
  },
  'm11-chaff': {
    // FudaWiki (Willow): the willow chaff is "the Lightning card" (鬼札).
    ja: { kanji: '柳のカス', romaji: 'Yanagi no Kasu' },
    en: 'Lightning (chaff)',
    de: 'Blitz (Kasu)',
  },
  'm12-light': {
    ja: { kanji: '桐に鳳凰', romaji: 'Kiri ni Hōō' },
    en: 'Phoenix',
    de: 'Phönix', // seed 000: "Bowser (chinesischer Phoenix)"
    marioDe: 'Bowser', // seed 000: "Bowser (Licht)"
    marioEn: 'Bowser', // seed 001: "December: Paulownia & Bowser"
  },
  'm12-chaff1': {
    ja: { kanji: '桐のカス', romaji: 'Kiri no Kasu' },
    en: 'Paulownia (chaff)',
    de: 'Paulownie (Kasu)',
  },
  'm12-chaff2': {
    ja: { kanji: '桐のカス', romaji: 'Kiri no Kasu' },
    en: 'Paulownia (chaff)',
    de: 'Paulownie (Kasu)',
  },
  'm12-chaff3': {
    ja: { kanji: '桐のカス', romaji: 'Kiri no Kasu' },
    en: 'Paulownia (chaff)',
    de: 'Paulownie (Kasu)',
  },
};

/**
 * A card's name in one site language and naming style. Mario styles give the
 * edition's own name as printed (German edition names stay German on English
 * pages: the reader holds that deck), and fall back to the traditional name
 * in `lang` where the leaflet names no character for the card.
 * @example
 * cardName('m11-light', 'de', 'mario-de') // 'Mario & Gumba'
 * cardName('m11-light', 'en', 'mario-en') // 'Princess Peach'
 * cardName('m01-chaff1', 'en', 'mario-en') // 'Pine (chaff)'
 */
export function cardName(id: HanafudaCardId, lang: Lang, style: CardNameStyle = 'traditional'): string {
  const names = HANAFUDA_CARD_NAMES[id];
  const mario = style === 'mario-de' ? names.marioDe : style === 'mario-en' ? names.marioEn : undefined;
  return mario ?? names[lang];
}

/**
 * The month's plant as the card names say it ("Cherry", „Kirsche“: the short
 * word of the ribbon and chaff names), read from those names rather than
 * typed again: the first chaff card's "Plant (chaff)", or for November, whose
 * chaff is "Lightning (chaff)", the ribbon's "(Plant)".
 */
function namedPlant(month: number, lang: Lang): string {
  const mm = String(month).padStart(2, '0');
  const chaff = HANAFUDA_CARD_NAMES[`m${mm}-chaff1` as HanafudaCardId];
  if (chaff) return chaff[lang].replace(/ \([^)]*\)$/, '');
  const ribbon = HANAFUDA_CARD_NAMES[`m${mm}-ribbon` as HanafudaCardId];
  return /\(([^)]+)\)$/.exec(ribbon?.[lang] ?? '')?.[1] ?? '';
}

/** {@link namedPlant} of every month (index 0 = January), per language. */
const CARD_PLANTS: Readonly<Record<Lang, readonly string[]>> = {
  en: Array.from({ length: 12 }, (_, i) => namedPlant(i + 1, 'en')),
  de: Array.from({ length: 12 }, (_, i) => namedPlant(i + 1, 'de')),
};

/**
 * The plant of a card's month in the page language, for names that do not
 * say it (lights, animals, Mario names, "Lightning (chaff)"); `null` when the
 * name already does ("Red Ribbon (Iris)", "Pine (chaff)").
 *
 * @example
 * cardPlant('m04-animal', 'en') // 'Wisteria' ("Cuckoo" does not say it)
 * cardPlant('m04-ribbon', 'en') // null ("Red Ribbon (Wisteria)" does)
 */
export function cardPlant(
  id: HanafudaCardId,
  lang: Lang,
  style: CardNameStyle = 'traditional',
): string | null {
  const plant = CARD_PLANTS[lang][Number(id.slice(1, 3)) - 1] ?? '';
  return cardName(id, lang, style).includes(plant) ? null : plant;
}

/**
 * A card's Japanese name.
 * @example cardJapaneseName('m01-light') // { kanji: '松に鶴', romaji: 'Matsu ni Tsuru' }
 */
export function cardJapaneseName(id: HanafudaCardId): JapaneseName {
  return HANAFUDA_CARD_NAMES[id].ja;
}

/**
 * The names of a month (1–12), or undefined outside 1–12.
 * @example monthNames(8)?.plant.de // 'Chinaschilf (Susuki)'
 */
export function monthNames(month: number): HanafudaMonthNames | undefined {
  return HANAFUDA_MONTHS.find((m) => m.month === month);
}

/** Words for one card kind, singular and plural. */
export interface KindTerm {
  readonly one: string;
  readonly many: string;
  /** German grammatical gender of the counted word (`counted.one`, else `one`), for "ein"/"eine"; neuter when absent. */
  readonly gender?: Gender;
  /**
   * The words after a number, where the kind's name does not take one:
   * "four chaff cards", „vier Kasu-Karten“ (not "four chaff", „vier Kasu“).
   */
  readonly counted?: { readonly one: string; readonly many: string };
}

/**
 * Traditional kind words. German follows seed 003 ("Licht (20)", "Tier (10)",
 * "Tanzaku 5 Fahnen", "Kasu (1)") and seed 000 ("Lichter", "Tiere", "Fahnen").
 */
export const KIND_TERMS: Readonly<Record<Lang, Readonly<Record<CardKind, KindTerm>>>> = {
  en: {
    light: { one: 'Light', many: 'Lights' },
    animal: { one: 'Animal', many: 'Animals' },
    ribbon: { one: 'Ribbon', many: 'Ribbons' },
    chaff: { one: 'Chaff', many: 'Chaff', counted: { one: 'Chaff card', many: 'Chaff cards' } },
  },
  de: {
    light: { one: 'Licht', many: 'Lichter' },
    animal: { one: 'Tier', many: 'Tiere' },
    ribbon: { one: 'Fahne', many: 'Fahnen', gender: 'f' },
    chaff: {
      one: 'Kasu',
      many: 'Kasu',
      gender: 'f',
      counted: { one: 'Kasu-Karte', many: 'Kasu-Karten' },
    },
  },
};

/**
 * Kind words of the two Mario editions, each in its own language: seed 000
 * says "Licht-Karten", "Tier-Karten", "Fahnen-Karten" (the cards themselves
 * also "Fahnen"), "einfache Karten"; seed 001 says "light cards", "character
 * cards", "scroll cards", "basic cards".
 */
export const EDITION_KIND_TERMS = {
  'mario-de': {
    lang: 'de',
    terms: {
      light: { one: 'Licht-Karte', many: 'Licht-Karten', gender: 'f' },
      animal: { one: 'Tier-Karte', many: 'Tier-Karten', gender: 'f' },
      ribbon: { one: 'Fahnen-Karte', many: 'Fahnen-Karten', gender: 'f' },
      // In a sentence the adjective is lower case: „Zehn einfache Karten“.
      chaff: {
        one: 'Einfache Karte',
        many: 'Einfache Karten',
        gender: 'f',
        counted: { one: 'einfache Karte', many: 'einfache Karten' },
      },
    },
  },
  'mario-en': {
    lang: 'en',
    terms: {
      light: { one: 'Light card', many: 'Light cards' },
      animal: { one: 'Character card', many: 'Character cards' },
      ribbon: { one: 'Scroll card', many: 'Scroll cards' },
      chaff: { one: 'Basic card', many: 'Basic cards' },
    },
  },
} as const satisfies Record<
  Exclude<CardNameStyle, 'traditional'>,
  { lang: Lang; terms: Record<CardKind, KindTerm> }
>;

/** The Mario edition printed in a page language, whose kind words that page can show. */
export type EditionStyle = keyof typeof EDITION_KIND_TERMS;

/**
 * The Mario edition in a language.
 * @example editionIn('de') // 'mario-de'
 */
export function editionIn(lang: Lang): EditionStyle {
  const style = (Object.keys(EDITION_KIND_TERMS) as EditionStyle[]).find(
    (key) => EDITION_KIND_TERMS[key].lang === lang,
  );
  if (!style) throw new Error(`No Mario edition in ${lang}`);
  return style;
}

/**
 * The word for a kind in a language and naming style: an edition's own word
 * where the edition is in that language, the traditional word otherwise.
 * @example
 * kindTerm('ribbon', 'en', 'mario-en') // { one: 'Scroll card', many: 'Scroll cards' }
 * kindTerm('chaff', 'de') // { one: 'Kasu', many: 'Kasu' }
 */
export function kindTerm(kind: CardKind, lang: Lang, style: CardNameStyle = 'traditional'): KindTerm {
  if (style !== 'traditional') {
    const edition = EDITION_KIND_TERMS[style];
    if (edition.lang === lang) return edition.terms[kind];
  }
  return KIND_TERMS[lang][kind];
}
