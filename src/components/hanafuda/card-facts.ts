/**
 * Everything the card pages show about one card, gathered from the engine
 * (month, kind, points, yaku) and the name tables. Pure data, unit-tested.
 */
import {
  CARDS,
  type Card,
  type CardKind,
  cardsOfMonth,
  type Month,
  YAKU_DEFINITIONS,
  type YakuId,
} from '../../engine/hanafuda';
import {
  HANAFUDA_CARD_NAMES,
  HANAFUDA_MONTHS,
  type HanafudaMonthNames,
  type JapaneseName,
  SEASON_NAMES,
} from '../../i18n/hanafuda-cards';
import { pictureElement } from '../../i18n/hanafuda-pictures';
import { koikoiT } from '../../i18n/koikoi/core';
import type { Lang } from '../../i18n/locales';

/** The facts of one card in one page language. */
export interface CardFacts {
  readonly card: Card;
  readonly ja: JapaneseName;
  readonly en: string;
  readonly de: string;
  readonly marioDe: string | undefined;
  readonly marioEn: string | undefined;
  /** What the drawing shows besides the plant ("ein Wildschwein", "only the plant"). */
  readonly picture: string;
  /** The yaku the card can belong to, with their names. */
  readonly yaku: readonly { readonly id: YakuId; readonly name: string }[];
}

/**
 * The facts of a card for the catalog.
 * @example cardFacts(CARDS[0], 'de').yaku[0] // { id: 'goko', name: 'Fünf Lichter' }
 */
export function cardFacts(card: Card, lang: Lang): CardFacts {
  const names = HANAFUDA_CARD_NAMES[card.id];
  const t = koikoiT(lang);
  return {
    card,
    ja: names.ja,
    en: names.en,
    de: names.de,
    marioDe: names.marioDe,
    marioEn: names.marioEn,
    picture: pictureElement(card.id, lang),
    yaku: card.yaku.map((id) => ({ id, name: t(`yaku.${id}`) })),
  };
}

/** One month of the catalog: its names, season label and four cards. */
export interface MonthFacts {
  readonly month: Month;
  readonly names: HanafudaMonthNames;
  readonly seasonLabel: string;
  readonly cards: readonly Card[];
}

/**
 * The twelve months with their cards, in deck order.
 * @example catalogMonths('en')[10]?.cards.map((c) => c.id) // ['m11-light', 'm11-animal', 'm11-ribbon', 'm11-chaff']
 */
export function catalogMonths(lang: Lang): MonthFacts[] {
  return HANAFUDA_MONTHS.map((names) => {
    const month = names.month as Month;
    const ids = cardsOfMonth(month);
    return {
      month,
      names,
      seasonLabel: SEASON_NAMES[names.season][lang],
      cards: CARDS.filter((card) => ids.includes(card.id)),
    };
  });
}

/**
 * The `{n}` of a yaku's composition sentence (`desc.<id>` in the Koi-Koi
 * dictionary), read off its definition: how many cards it needs, or for
 * Ame-shiko how many lights besides the rain man; Tsukifuda: a month's cards.
 * @example yakuCardCount('kasu') // 10
 */
export function yakuCardCount(id: YakuId): number {
  const def = YAKU_DEFINITIONS[id];
  if (def.monthCards) return cardsOfMonth(1).length;
  if (id === 'ame-shiko') return def.poolMin;
  return def.required.length + def.poolMin;
}

/** The kinds in display order, re-exported for the filter. */
export type { CardKind };
