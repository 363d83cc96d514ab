/**
 * The shared Koi-Koi dictionary for pages and islands, with helpers for the
 * engine's keys (yaku ids, reason keys, error codes).
 */

import { numberText, type Params, readsAsOne, translator } from '../format';
import type { Lang } from '../locales';
import { coreDe } from './core-de';
import { type CoreKey, coreEn } from './core-en';

export type { CoreKey } from './core-en';

const CORE: Readonly<Record<Lang, Readonly<Record<CoreKey, string>>>> = { en: coreEn, de: coreDe };

/**
 * The translator of the shared Koi-Koi strings for a language.
 *
 * @example
 * koikoiT('de')('yaku.goko'); // 'Fünf Lichter'
 */
export function koikoiT(lang: Lang): (key: CoreKey, params?: Params) => string {
  return translator(CORE[lang]);
}

/**
 * A points phrase with the right plural ("1 point", "6 points"); averages
 * keep one decimal in the language's own way ("1,5 Punkte"). The singular
 * goes with the number as written: 1 and −1 ("−1 point", an average loss),
 * also an average that rounds to them; 0 and fractions such as 1.5 take
 * the plural in both languages.
 *
 * @example
 * pointsText('de', 6); // '6 Punkte'
 * pointsText('en', -1); // '−1 point'
 */
export function pointsText(lang: Lang, n: number): string {
  const text = numberText(lang, n);
  return koikoiT(lang)(readsAsOne(text) ? 'points.one' : 'points.unit', { n: text });
}
