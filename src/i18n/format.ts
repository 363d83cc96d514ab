import type { Lang } from './locales';

/** Values for the `{name}` placeholders of a UI string. */
export type Params = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders; unknown placeholders stay as they are so a
 * missing value is visible instead of silently empty.
 *
 * @example
 * fill('{n} points', { n: 6 }); // '6 points'
 */
export function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/**
 * A typed translator over one dictionary.
 *
 * @example
 * const t = translator(coreEn);
 * t('points.unit', { n: 6 });
 */
export function translator<K extends string>(dict: Readonly<Record<K, string>>) {
  return (key: K, params?: Params): string => fill(dict[key], params);
}

/**
 * Whether a number as {@link numberText} wrote it reads as one ("1", "−1"),
 * so its noun takes the singular: an average that rounds to 1 says
 * "1 point", 0 and fractions such as 1.5 take the plural.
 * @example readsAsOne(numberText('en', 1.04)) // true
 */
export function readsAsOne(text: string): boolean {
  return text.replace('\u2212', '') === '1';
}

/**
 * A number as the language writes it, with at most one decimal (`1.5` →
 * "1,5" in German) and no thousands separator; `signed` puts a plus before
 * positive numbers (for differences); `grouped` separates the thousands of
 * numbers from five digits on ("16.384" in German, "16,384" in English; four
 * digits stay together), for the calculator's large totals. Negative numbers
 * get a real minus sign (−), not a hyphen.
 *
 * @example
 * numberText('de', 2.25); // '2,3'
 * numberText('en', 24, { signed: true }); // '+24'
 * numberText('de', 167772160, { grouped: true }); // '167.772.160'
 */
export function numberText(
  lang: Lang,
  n: number,
  options: { readonly signed?: boolean; readonly grouped?: boolean } = {},
): string {
  const text = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    maximumFractionDigits: 1,
    useGrouping: options.grouped ? 'min2' : false,
    // 'negative' and 'exceptZero' write no sign on a number that rounds to zero (never "−0").
    signDisplay: options.signed ? 'exceptZero' : 'negative',
  }).format(n);
  // A real minus sign, as the score sheets write it (screen readers say "minus").
  return text.replace('-', '\u2212');
}

/** Grammatical gender of the noun a German count word stands before. */
export type Gender = 'f' | 'm' | 'n';

const COUNT_WORDS: Readonly<Record<Lang, readonly string[]>> = {
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  de: ['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
};

/**
 * A count in running text: one to twelve as words, as both languages'
 * style guides write them, other numbers as figures. German "ein" agrees
 * with the noun's gender (nominative: "eine Fahne", "ein Tier").
 *
 * @example
 * countWord('de', 1, 'f'); // 'eine'
 * countWord('en', 8); // 'eight'
 * countWord('de', 24); // '24'
 */
export function countWord(lang: Lang, n: number, gender: Gender = 'n'): string {
  const word = Number.isInteger(n) ? COUNT_WORDS[lang][n - 1] : undefined;
  if (word === undefined) return numberText(lang, n);
  return lang === 'de' && n === 1 && gender === 'f' ? 'eine' : word;
}

/**
 * Capitalises the first letter, for sentences that may start with a seat
 * name or a count word.
 *
 * @example
 * capitalise('three more lights for Three Lights'); // 'Three more lights for Three Lights'
 * capitalise('„du“ …'); // '„Du“ …'
 */
export function capitalise(text: string): string {
  const first = text.match(/\p{L}/u);
  if (!first || first.index === undefined) return text;
  return text.slice(0, first.index) + first[0].toUpperCase() + text.slice(first.index + 1);
}
