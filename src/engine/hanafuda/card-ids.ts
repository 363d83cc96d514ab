/**
 * The 48 card ids and the small vocabularies every other module shares.
 *
 * The ids are part of the public API (pages, islands, saved games and outside
 * checks use them), so they never change. Their order is month order and,
 * within a month, the order the issue lists: light or animal first, then the
 * ribbon, then the chaff. A card's position in {@link CARD_IDS} is its
 * internal index (0–47) used by the bit-mask representation.
 */
// biome-ignore format: one row per month reads as the card table
export const CARD_IDS = [
  'm01-light', 'm01-ribbon', 'm01-chaff1', 'm01-chaff2',
  'm02-animal', 'm02-ribbon', 'm02-chaff1', 'm02-chaff2',
  'm03-light', 'm03-ribbon', 'm03-chaff1', 'm03-chaff2',
  'm04-animal', 'm04-ribbon', 'm04-chaff1', 'm04-chaff2',
  'm05-animal', 'm05-ribbon', 'm05-chaff1', 'm05-chaff2',
  'm06-animal', 'm06-ribbon', 'm06-chaff1', 'm06-chaff2',
  'm07-animal', 'm07-ribbon', 'm07-chaff1', 'm07-chaff2',
  'm08-light', 'm08-animal', 'm08-chaff1', 'm08-chaff2',
  'm09-animal', 'm09-ribbon', 'm09-chaff1', 'm09-chaff2',
  'm10-animal', 'm10-ribbon', 'm10-chaff1', 'm10-chaff2',
  'm11-light', 'm11-animal', 'm11-ribbon', 'm11-chaff',
  'm12-light', 'm12-chaff1', 'm12-chaff2', 'm12-chaff3',
] as const;

/** One of the 48 card ids, e.g. `'m09-animal'` (the sake cup). */
export type CardId = (typeof CARD_IDS)[number];

/** The twelve months, 1 = January (pine) … 12 = December (paulownia). */
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** A month number, 1–12. */
export type Month = (typeof MONTHS)[number];

/** Card kinds; their card-point values are 20, 10, 5 and 1 (leaflet 000, "Kartenpunkte"). */
export const CARD_KINDS = ['light', 'animal', 'ribbon', 'chaff'] as const;

/** A card kind. */
export type CardKind = (typeof CARD_KINDS)[number];

/**
 * Ribbon colours: poem (red with writing, months 1–3), blue (months 6, 9, 10)
 * and plain (red without writing, months 4, 5, 7, 11). Leaflet 000: "Es gibt
 * drei rote Fahnen mit Schrift und vier ohne … Es gibt drei blaue Fahnen".
 */
export const RIBBON_COLOURS = ['poem', 'blue', 'plain'] as const;

/** A ribbon colour. */
export type RibbonColour = (typeof RIBBON_COLOURS)[number];

/** Named special cards, so rule code never spells an id twice. */
export const SPECIAL_CARDS = {
  /** November light, Ono no Michikaze: spoils Sanko and turns Shiko into Ame-shiko. */
  rainMan: 'm11-light',
  /** September animal: the sake cup of the viewing yaku, also chaff in most rules. */
  sakeCup: 'm09-animal',
  /** March light: the curtain of Hanami-zake. */
  cherryCurtain: 'm03-light',
  /** August light: the moon of Tsukimi-zake. */
  moon: 'm08-light',
} as const satisfies Record<string, CardId>;
