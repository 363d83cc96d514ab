/**
 * The Koi-Koi review dictionary with a typed `t()`.
 *
 * @example
 * reviewT('de')('review.copy'); // 'Link zu dieser Partie kopieren'
 */
import { fill, type Params } from '../format';
import type { Lang } from '../locales';
import { reviewDe } from './de';
import { type ReviewKey, reviewEn } from './en';

export type { ReviewKey } from './en';

const DICTS: Readonly<Record<Lang, Readonly<Record<ReviewKey, string>>>> = { en: reviewEn, de: reviewDe };

/** The translator for a language. */
export function reviewT(lang: Lang): (key: ReviewKey, params?: Params) => string {
  const dict = DICTS[lang];
  return (key, params) => fill(dict[key], params);
}
