/** The static-page Koi-Koi dictionary (diagrams, yaku and variants tables). */

import { type Params, translator } from '../format';
import type { Lang } from '../locales';
import { pagesDe } from './pages-de';
import { type PagesKey, pagesEn } from './pages-en';

export type { PagesKey } from './pages-en';

const PAGES: Readonly<Record<Lang, Readonly<Record<PagesKey, string>>>> = { en: pagesEn, de: pagesDe };

/**
 * The translator of the static-page strings for a language.
 *
 * @example
 * pagesT('de')('field.sakeCup'); // 'Die Sakeschale'
 */
export function pagesT(lang: Lang): (key: PagesKey, params?: Params) => string {
  return translator(PAGES[lang]);
}
