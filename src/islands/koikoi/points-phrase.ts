/**
 * A points phrase ("1 point", "20 Punkte") split around its number, so an
 * island can put the number in an element of its own (the calculator's
 * `data-testid="score-total"` holds just the number). Uses the shared
 * dictionary's `points.one` / `points.unit` from the island's props, so no
 * dictionary is bundled.
 */
import { numberText, readsAsOne } from '../../i18n/format';
import type { CoreTranslate } from '../../i18n/koikoi/reason';
import type { Lang } from '../../i18n/locales';

/** The words before and after the number, and the number as the language writes it. */
export interface PointsPhrase {
  readonly before: string;
  readonly number: string;
  readonly after: string;
}

/**
 * The points phrase of `n`: singular where the number is written as 1 or
 * −1 (`readsAsOne`, as in `pointsText`), plural otherwise; thousands separated from five digits on (`numberText`'s `grouped`).
 *
 * @example
 * pointsPhrase(translator(coreEn), 'en', 1); // { before: '', number: '1', after: ' point' }
 * pointsPhrase(translator(coreDe), 'de', 20); // { before: '', number: '20', after: ' Punkte' }
 */
export function pointsPhrase(k: CoreTranslate, lang: Lang, n: number): PointsPhrase {
  const number = numberText(lang, n, { grouped: true });
  // The template without its value keeps its "{n}" (see `fill`); split there.
  const template = k(readsAsOne(number) ? 'points.one' : 'points.unit');
  const at = template.indexOf('{n}');
  if (at < 0) return { before: '', number, after: ` ${template}` };
  return { before: template.slice(0, at), number, after: template.slice(at + '{n}'.length) };
}
