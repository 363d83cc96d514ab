/**
 * Translators for the Hakka reference pages and tools: the UI strings
 * (`refT`), the engine's reject reasons (`hakkaErrorText`) and the
 * Interpretations prose (`interpretationTexts`). The game's narration has
 * its own dictionaries (src/i18n/hakka-game/).
 *
 * @example
 * refT('de')('pattern.run'); // 'Folge'
 * hakkaErrorText('en', 'hakka.error.mustBeat');
 */
import type { RejectReason } from '../../engine/hakka';
import { countWord, fill, numberText, type Params, readsAsOne } from '../format';
import type { Lang } from '../locales';
import { errorsDe } from './errors-de';
import { errorsEn } from './errors-en';
import { interpretationsDe } from './interpretations-de';
import { interpretationsEn } from './interpretations-en';
import type { InterpretationTexts } from './interpretations-types';
import { refDe } from './ref-de';
import { type RefKey, refEn } from './ref-en';

export type { RefKey } from './ref-en';

const REF: Readonly<Record<Lang, Readonly<Record<RefKey, string>>>> = { en: refEn, de: refDe };
const ERRORS: Readonly<Record<Lang, Readonly<Record<RejectReason, string>>>> = { en: errorsEn, de: errorsDe };
const INTERPRETATIONS: Readonly<Record<Lang, InterpretationTexts>> = {
  en: interpretationsEn,
  de: interpretationsDe,
};

/** The translator of the reference strings for a language. */
export function refT(lang: Lang): (key: RefKey, params?: Params) => string {
  const dict = REF[lang];
  return (key, params) => fill(dict[key], params);
}

/** The text of an engine reject reason (`hakka.error.*`). */
export function hakkaErrorText(lang: Lang, reason: RejectReason): string {
  return ERRORS[lang][reason];
}

/** The Interpretations prose of a language. */
export function interpretationTexts(lang: Lang): InterpretationTexts {
  return INTERPRETATIONS[lang];
}

/** "1 point" / "6 points" (and German); an average that rounds to ±1 takes the singular too. */
export function pointsText(lang: Lang, n: number): string {
  const text = numberText(lang, n);
  return refT(lang)(readsAsOne(text) ? 'unit.point' : 'unit.points', { n: text });
}

/** "1 trick" / "6 tricks" (and German), for tables and sheets. */
export function tricksText(lang: Lang, n: number): string {
  return refT(lang)(n === 1 ? 'unit.trick' : 'unit.tricks', { n });
}

/**
 * Tricks as the object of a sentence, small counts in words: "one trick" /
 * „einen Stich“, "six tricks" / „sechs Stiche“.
 */
export function tricksInWords(lang: Lang, n: number): string {
  const t = refT(lang);
  return n === 1 ? t('unit.trick.object') : t('unit.tricks', { n: countWord(lang, n) });
}
