/** The notes on the calculator's single-rule options (calculator page). */

import { type Params, translator } from '../format';
import type { Lang } from '../locales';
import { optionsDe } from './options-de';
import { type OptionsKey, optionsEn } from './options-en';

export type { OptionsKey } from './options-en';

const OPTIONS: Readonly<Record<Lang, Readonly<Record<OptionsKey, string>>>> = {
  en: optionsEn,
  de: optionsDe,
};

/**
 * The translator of the option notes for a language.
 *
 * @example
 * optionsT('en')('sakeCup.animal-only'); // 'The cup never counts as chaff.'
 */
export function optionsT(lang: Lang): (key: OptionsKey, params?: Params) => string {
  return translator(OPTIONS[lang]);
}
