/**
 * The 48 Koi-Koi card ids this art supports, and what can be read off an id.
 *
 * The ids are the site's fixed contract (`m03-light`, `m11-chaff`, …): month
 * as two digits, then the card's kind, then a variant number where a month
 * has more than one card of that kind. They are kept here as literals so the
 * art does not depend on the scoring engine; the lead connects the two.
 */

/** Every card id, in deck order (month, then light, animal, ribbon, chaff). */
export const HANAFUDA_CARD_IDS = [
  'm01-light',
  'm01-ribbon',
  'm01-chaff1',
  'm01-chaff2',
  'm02-animal',
  'm02-ribbon',
  'm02-chaff1',
  'm02-chaff2',
  'm03-light',
  'm03-ribbon',
  'm03-chaff1',
  'm03-chaff2',
  'm04-animal',
  'm04-ribbon',
  'm04-chaff1',
  'm04-chaff2',
  'm05-animal',
  'm05-ribbon',
  'm05-chaff1',
  'm05-chaff2',
  'm06-animal',
  'm06-ribbon',
  'm06-chaff1',
  'm06-chaff2',
  'm07-animal',
  'm07-ribbon',
  'm07-chaff1',
  'm07-chaff2',
  'm08-light',
  'm08-animal',
  'm08-chaff1',
  'm08-chaff2',
  'm09-animal',
  'm09-ribbon',
  'm09-chaff1',
  'm09-chaff2',
  'm10-animal',
  'm10-ribbon',
  'm10-chaff1',
  'm10-chaff2',
  'm11-light',
  'm11-animal',
  'm11-ribbon',
  'm11-chaff',
  'm12-light',
  'm12-chaff1',
  'm12-chaff2',
  'm12-chaff3',
] as const;

/** A Koi-Koi card id such as `m03-light`. */
export type HanafudaCardId = (typeof HANAFUDA_CARD_IDS)[number];

/** The four kinds of card, as the ids spell them. */
export const CARD_KINDS = ['light', 'animal', 'ribbon', 'chaff'] as const;

/** A card's kind: light (20), animal (10), ribbon (5) or chaff (1). */
export type CardKind = (typeof CARD_KINDS)[number];

/** A month of the hanafuda year, 1 (pine) to 12 (paulownia). */
export type CardMonth = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * Narrows any string to a {@link HanafudaCardId}.
 * @example isHanafudaCardId('m03-light') // true
 */
export function isHanafudaCardId(value: unknown): value is HanafudaCardId {
  return typeof value === 'string' && (HANAFUDA_CARD_IDS as readonly string[]).includes(value);
}

/**
 * The month of a card id, read from its first three characters.
 * @example cardMonth('m11-chaff') // 11
 */
export function cardMonth(id: HanafudaCardId): CardMonth {
  return Number(id.slice(1, 3)) as CardMonth;
}

/**
 * The kind of a card id, read from the word after the dash.
 * @example cardKind('m12-chaff3') // 'chaff'
 */
export function cardKind(id: HanafudaCardId): CardKind {
  // The id's tail is the kind, optionally followed by a variant digit.
  return id.slice(4).replace(/\d$/, '') as CardKind;
}

/**
 * The chaff variant of a card (1, 2 or 3), 0 for every other card; the art
 * uses it to draw the two or three chaff cards of a month differently.
 * @example chaffVariant('m12-chaff3') // 3
 */
export function chaffVariant(id: HanafudaCardId): number {
  const digit = /chaff(\d)$/.exec(id)?.[1];
  return digit === undefined ? (cardKind(id) === 'chaff' ? 1 : 0) : Number(digit);
}
