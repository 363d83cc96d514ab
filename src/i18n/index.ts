import { fill } from './format';
import type { Lang } from './locales';
import { de } from './ui/de';
import { en, type UiKey } from './ui/en';

export type { Lang } from './locales';
export type { UiKey } from './ui/en';

const DICTIONARIES: Record<Lang, Record<UiKey, string>> = { en, de };

/** Values for the `{name}` placeholders of a UI string. */
export type UiParams = Record<string, string | number>;

/**
 * Returns the translator for one language. Keys are typed: a misspelt key
 * does not compile.
 * @example
 * const t = useTranslations('de');
 * t('search.count', { count: 3, query: 'Yaku' }); // '3 Treffer für „Yaku“'
 */
export function useTranslations(lang: Lang) {
  const dict = DICTIONARIES[lang];
  return function t(key: UiKey, params?: UiParams): string {
    const text = dict[key];
    return fill(text, params);
  };
}

/** A translator as returned by {@link useTranslations}. */
export type Translate = ReturnType<typeof useTranslations>;
