/**
 * Reason keys from the engine's `yakuProgress` as sentences. Takes a
 * translator rather than a language so islands, which get their strings as
 * props, do not bundle both dictionaries.
 */

import type { Params } from '../format';
import type { CoreKey } from './core-en';

/** A translator of the shared Koi-Koi strings. */
export type CoreTranslate = (key: CoreKey, params?: Params) => string;

/**
 * A reason as a sentence; `excluded-by:<yaku>` names the yaku that counts instead.
 *
 * @example
 * reasonText(koikoiT('en'), 'sanko-rain-man'); // 'Three Lights does not count the rain man.'
 */
export function reasonText(t: CoreTranslate, reason: string): string {
  if (reason.startsWith('excluded-by:')) {
    const other = reason.slice('excluded-by:'.length);
    return t('reason.excluded-by', { yaku: t(`yaku.${other}` as CoreKey) });
  }
  return t(`reason.${reason}` as CoreKey);
}
