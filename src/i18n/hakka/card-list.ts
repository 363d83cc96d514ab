/**
 * Card names joined for prose: "Sup 3, Sup 4 and Sup 5" / "Sup-3, Sup-4 und
 * Sup-5", with the names of `i18n/hakka-cards.ts`.
 *
 * @example
 * cardList(['sup-3', 'sup-4'], 'de'); // 'Sup-3 und Sup-4'
 */
import { hakkaCardName } from '../hakka-cards';
import type { Lang } from '../locales';

/** The names of `ids` joined with commas and "and"/"und". */
export function cardList(ids: readonly string[], lang: Lang): string {
  const names = ids.map((id) => hakkaCardName(id, lang));
  if (names.length <= 1) return names.join('');
  const and = lang === 'de' ? ' und ' : ' and ';
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
}
