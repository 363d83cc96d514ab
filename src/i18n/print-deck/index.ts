/**
 * The print-and-play deck pages' dictionary and translator.
 * @example
 * const t = printDeckT('de');
 * t('pages.other', { count: 2 }); // '2 Seiten'
 */
import { type Params, translator } from '../format';
import type { Lang } from '../locales';
import { printDeckDe } from './de';
import { type PrintDeckKey, printDeckEn } from './en';

export type { PrintDeckKey } from './en';

const DICTS: Readonly<Record<Lang, Readonly<Record<PrintDeckKey, string>>>> = {
  en: printDeckEn,
  de: printDeckDe,
};

/** The translator of the print-deck strings for a language. */
export function printDeckT(lang: Lang): (key: PrintDeckKey, params?: Params) => string {
  return translator(DICTS[lang]);
}
