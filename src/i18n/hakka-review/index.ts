/**
 * The Hakka review dictionary with a typed `t()`.
 *
 * @example
 * hakkaReviewT('de')('review.toPlay'); // 'Hakka spielen'
 */
import { fill, type Params } from '../format';
import type { Lang } from '../locales';
import { hakkaReviewDe } from './de';
import { type HakkaReviewKey, hakkaReviewEn } from './en';

export type { HakkaReviewKey } from './en';

const DICTS: Readonly<Record<Lang, Readonly<Record<HakkaReviewKey, string>>>> = {
  en: hakkaReviewEn,
  de: hakkaReviewDe,
};

/** The translator for a language. */
export function hakkaReviewT(lang: Lang): (key: HakkaReviewKey, params?: Params) => string {
  const dict = DICTS[lang];
  return (key, params) => fill(dict[key], params);
}
