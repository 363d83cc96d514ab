/**
 * The site's languages. Every page exists in each of them under the same
 * English slug: `/en/koikoi/rules/` and `/de/koikoi/rules/`.
 */
export const LANGS = ['en', 'de'] as const;

/** A site language, also the value of `<html lang>` (Pagefind indexes per tag). */
export type Lang = (typeof LANGS)[number];

/** The language used where none can be told (the chooser at `/`). */
export const DEFAULT_LANG: Lang = 'en';

/** Each language's own name, for the language switch. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch' };

/** Narrows a string to a {@link Lang}. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The other site language (there are two). */
export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'de' : 'en';
}

/**
 * The language of a site path, from its first segment.
 * @example langFromPath('/de/koikoi/') // 'de'
 */
export function langFromPath(pathname: string): Lang | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  return isLang(first) ? first : undefined;
}

/**
 * The same page in another language: swaps the language segment.
 * @example switchLangPath('/en/koikoi/rules/', 'de') // '/de/koikoi/rules/'
 */
export function switchLangPath(pathname: string, to: Lang): string {
  const parts = pathname.split('/');
  if (isLang(parts[1])) parts[1] = to;
  else return `/${to}/`;
  return parts.join('/');
}
