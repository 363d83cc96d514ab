/**
 * The Hakka card pages' dictionary and translator.
 * @example
 * const t = hakkaT('de');
 * t('card.elder'); // 'Ältestenkarte'
 */
import { type Params, translator } from '../format';
import type { Lang } from '../locales';
import { hakkaPagesDe } from './de';
import { type HakkaPagesKey, hakkaPagesEn } from './en';

export type { HakkaPagesKey } from './en';

const DICTS: Readonly<Record<Lang, Readonly<Record<HakkaPagesKey, string>>>> = {
  en: hakkaPagesEn,
  de: hakkaPagesDe,
};

/** The translator of the Hakka card pages' strings for a language. */
export function hakkaT(lang: Lang): (key: HakkaPagesKey, params?: Params) => string {
  return translator(DICTS[lang]);
}
