/**
 * The card pages' dictionary and translator.
 * @example
 * const t = cardsT('de');
 * t('filter.count', { shown: 4, total: 48 }); // '4 von 48 Karten angezeigt.'
 */
import { type Params, translator } from '../format';
import type { Lang } from '../locales';
import { cardsDe } from './de';
import { type CardsKey, cardsEn } from './en';

export type { CardsKey } from './en';

const DICTS: Readonly<Record<Lang, Readonly<Record<CardsKey, string>>>> = { en: cardsEn, de: cardsDe };

/** The translator of the card pages' strings for a language. */
export function cardsT(lang: Lang): (key: CardsKey, params?: Params) => string {
  return translator(DICTS[lang]);
}
