/**
 * Everything the card pages show about one card, gathered from the engine
 * (month, kind, points, yaku) and the name tables. Pure data, unit-tested.
 */
import {
  CARDS,
  type Card,
  type CardKind,
  cardById,
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
import { type CoreKey, koikoiT } from '../../i18n/koikoi/core';
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

/**
 * The months of the cards a yaku requires, in the page language and in deck
 * order, as a list ("June, September and October"); empty for a yaku made
 * of any cards of a kind.
 * @example requiredMonths('aotan', 'de') // 'Juni, September und Oktober'
 */
export function requiredMonths(id: YakuId, lang: Lang): string {
  const months = [...new Set(YAKU_DEFINITIONS[id].required.map((card) => cardById(card).month))].sort(
    (a, b) => a - b,
  );
  const names = months.map((month) => HANAFUDA_MONTHS[month - 1]?.monthName[lang] ?? String(month));
  // British English writes no comma before the "and" of a list, as the site does elsewhere.
  return new Intl.ListFormat(lang === 'en' ? 'en-GB' : 'de', { type: 'conjunction' }).format(names);
}

/**
 * The sentence that says which cards make a yaku (`desc.<id>` in the Koi-Koi
 * dictionary), filled from the engine: `{n}` (yakuCardCount) and, where the
 * sentence names them, the `{months}` of its required cards ("The 3 blue
 * ribbons: June, September and October."), so that nobody has to know the
 * colours to find them.
 * @example yakuComposition('aotan', 'en') // 'The 3 blue ribbons: June, September and October.'
 */
export function yakuComposition(id: YakuId, lang: Lang): string {
  return koikoiT(lang)(`desc.${id}` as CoreKey, { n: yakuCardCount(id), months: requiredMonths(id, lang) });
}

/** The kinds in display order, re-exported for the filter. */
export type { CardKind };
