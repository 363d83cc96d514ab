/**
 * The 48 cards as catalog data, and lookups by id.
 *
 * Names and pictures live in the i18n layer and the card components; the
 * engine only knows ids and the facts the rules need.
 */
import { EngineError } from '../errors';
import { CARD_IDS, type CardId, type CardKind, type Month, type RibbonColour } from './card-ids';
import { YAKU_DEFINITIONS } from './yaku-definitions';
import { YAKU_IDS, type YakuId } from './yaku-ids';

/** Card-point value of each kind (leaflet 000: "Licht (20 Punkte), Tier (10 Punkte), Fahne (5 Punkte), einfache Karten (1 Punkt)"). */
export const KIND_POINTS = { light: 20, animal: 10, ribbon: 5, chaff: 1 } as const satisfies Record<
  CardKind,
  number
>;

/** A card-point value. */
export type CardPoints = (typeof KIND_POINTS)[CardKind];

/** One card's facts. */
export interface Card {
  /** Stable id, e.g. `'m11-light'`. */
  readonly id: CardId;
  /** Position in {@link CARDS} and bit index of the internal masks (0–47). */
  readonly index: number;
  /** Month 1–12. */
  readonly month: Month;
  /** Kind. The sake cup is an `animal` (see `Ruleset.sakeCup` for its chaff role). */
  readonly kind: CardKind;
  /** Ribbon colour, ribbons only. */
  readonly ribbon?: RibbonColour;
  /** Card-point value 20/10/5/1. */
  readonly points: CardPoints;
  /**
   * Yaku whose composition can include this card under some ruleset (its
   * required cards or its pool). The +1 extra-card bonuses, which any card of
   * the group earns, and Tsukifuda, which any card of the round's month
   * belongs to, are not listed.
   */
  readonly yaku: readonly YakuId[];
}

// Ribbon colours by month (leaflet 000 "Karten-Kategorien"; sheet 003 card list).
// biome-ignore format: grouped by colour
const RIBBON_BY_MONTH: Readonly<Record<number, RibbonColour>> = {
  1: 'poem', 2: 'poem', 3: 'poem',
  4: 'plain', 5: 'plain', 7: 'plain', 11: 'plain',
  6: 'blue', 9: 'blue', 10: 'blue',
};

function kindOfId(id: CardId): CardKind {
  // Ids spell the kind ("m09-animal" is the sake cup: an animal, leaflet 000's
  // card list calls it a light by mistake; its category list says animal).
  const part = id.slice(4).replace(/\d+$/, '');
  return part as CardKind;
}

function buildCard(id: CardId, index: number): Card {
  const month = Number(id.slice(1, 3)) as Month;
  const kind = kindOfId(id);
  const yaku = YAKU_IDS.filter((yakuId) => {
    const def = YAKU_DEFINITIONS[yakuId];
    return def.required.includes(id) || def.pool.includes(id);
  });
  const base = { id, index, month, kind, points: KIND_POINTS[kind], yaku: Object.freeze(yaku) };
  const ribbon = kind === 'ribbon' ? RIBBON_BY_MONTH[month] : undefined;
  return Object.freeze(ribbon ? { ...base, ribbon } : base);
}

/**
 * The 48 cards in month order.
 *
 * @example
 * CARDS.filter((card) => card.month === 11).map((card) => card.id);
 * // ['m11-light', 'm11-animal', 'm11-ribbon', 'm11-chaff']
 */
export const CARDS: readonly Card[] = Object.freeze(CARD_IDS.map(buildCard));

const INDEX_BY_ID: ReadonlyMap<string, number> = new Map(CARD_IDS.map((id, index) => [id, index]));

/**
 * Tells whether `value` is one of the 48 card ids.
 *
 * @example
 * isCardId('m08-light'); // true
 */
export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && INDEX_BY_ID.has(value);
}

/**
 * The internal index (0–47) of a card id; throws `EngineError` with code
 * `'unknown-card'` for anything else.
 */
export function cardIndex(id: string): number {
  const index = INDEX_BY_ID.get(id);
  if (index === undefined) {
    throw new EngineError('unknown-card', `Unknown card id: ${String(id)}`, { card: String(id) });
  }
  return index;
}

/**
 * The card with this id; throws code `'unknown-card'` for an unknown id.
 *
 * @example
 * cardById('m09-animal').points; // 10
 */
export function cardById(id: string): Card {
  return CARDS[cardIndex(id)] as Card;
}

/**
 * The month (1–12) of a card id; throws code `'unknown-card'` for an unknown id.
 *
 * @example
 * monthOf('m11-chaff'); // 11
 */
export function monthOf(id: string): Month {
  return cardById(id).month;
}

/**
 * The four cards of a month, in catalog order.
 *
 * @example
 * cardsOfMonth(8); // ['m08-light', 'm08-animal', 'm08-chaff1', 'm08-chaff2']
 */
export function cardsOfMonth(month: Month): readonly CardId[] {
  const start = (month - 1) * 4;
  return CARD_IDS.slice(start, start + 4);
}
