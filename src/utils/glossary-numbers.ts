/**
 * Numbers in the glossary's meanings, looked up in the engines so the data
 * types none by hand. A meaning writes `{koikoi:<key>}` for a key of
 * `ruleNumber` (under the `nintendo` preset, as `<RuleNumber>` does) and
 * `{hakka:<key>}` for a key of `hakkaNumber`; with `-word` the number is
 * written as a word where running text would (`countWord`: "five", "fünf").
 * An unknown key throws, which fails the build.
 *
 * @example
 * glossaryText('One of the {koikoi-word:kind:light} {koikoi:kind-points:light}-point cards', 'en');
 * // 'One of the five 20-point cards'
 */
import { RULESETS } from '../engine/hanafuda';
import { countWord } from '../i18n/format';
import type { Lang } from '../i18n/locales';
import { type HakkaNumberKey, hakkaNumber } from './hakka/numbers';
import { type RuleNumberKey, ruleNumber } from './koikoi/rule-number';

const PLACEHOLDER = /\{(koikoi|hakka)(-word)?:([^}]+)\}/g;

/** The number a placeholder names. */
function lookUp(game: string, key: string): number {
  return game === 'koikoi'
    ? ruleNumber(RULESETS.nintendo, key as RuleNumberKey)
    : hakkaNumber(key as HakkaNumberKey);
}

/** A meaning with its placeholders filled in for `lang`. */
export function glossaryText(text: string, lang: Lang): string {
  return text.replace(PLACEHOLDER, (_match, game: string, word: string | undefined, key: string) => {
    const n = lookUp(game, key);
    return word ? countWord(lang, n) : String(n);
  });
}
