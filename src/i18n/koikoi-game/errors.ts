/**
 * The Koi-Koi engine's reject reasons (`applyAction`'s `koikoi.error.*`
 * keys) as sentences, in both languages; the compiler checks that each
 * dictionary has every key of `ACTION_ERRORS`.
 *
 * @example
 * koikoiErrorText('de', 'koikoi.error.notYourTurn'); // 'Dieser Spieler ist gerade nicht an der Reihe.'
 */
import type { ActionError } from '../../engine/hanafuda';
import type { Lang } from '../locales';
import { errorsDe } from './errors-de';
import { errorsEn } from './errors-en';

const ERRORS: Readonly<Record<Lang, Readonly<Record<ActionError, string>>>> = { en: errorsEn, de: errorsDe };

/** The text of an engine reject reason (`koikoi.error.*`). */
export function koikoiErrorText(lang: Lang, reason: ActionError): string {
  return ERRORS[lang][reason];
}
