/**
 * The four players' points in one line, as the payments tool writes them
 * ("This round" and the sheet's standings): each name with its signed
 * points, kept together on one line, the players apart by " · ".
 *
 * @example
 * pointsLine('en', ['Ann', 'Ben', 'Cai', 'Dee'], [0, -12, 8, 4]); // 'Ann 0 · Ben −12 · Cai +8 · Dee +4' (with no-break spaces)
 */
import { SEATS } from '../../../engine/hakka';
import { numberText } from '../../../i18n/format';
import type { Lang } from '../../../i18n/locales';

export function pointsLine(lang: Lang, names: readonly string[], points: readonly number[]): string {
  return SEATS.map((s) => `${names[s]}\u00a0${numberText(lang, points[s] ?? 0, { signed: true })}`).join(
    ' · ',
  );
}
