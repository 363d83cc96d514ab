/**
 * The Hakka game dictionary (tutorials, play page) with a typed `t()`.
 *
 * @example
 * hakkaGameT('de')('ev.passed.you'); // 'Du passt.'
 */
import { fill, type Params } from '../format';
import type { Lang } from '../locales';
import { hakkaGameDe } from './de';
import { type HakkaGameKey, hakkaGameEn } from './en';

export type { HakkaGameKey } from './en';

const DICTS: Readonly<Record<Lang, Readonly<Record<HakkaGameKey, string>>>> = {
  en: hakkaGameEn,
  de: hakkaGameDe,
};

/** A translator of the Hakka game strings. */
export type HakkaGameTranslate = (key: HakkaGameKey, params?: Params) => string;

/** The translator for a language. */
export function hakkaGameT(lang: Lang): HakkaGameTranslate {
  const dict = DICTS[lang];
  return (key, params) => fill(dict[key], params);
}
