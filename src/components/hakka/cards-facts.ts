/**
 * The card facts the cards page and the cheat sheet state in words, each
 * built from the engine (suit order, starting elders, how elders move, the
 * lead-only cards), so no card or number is typed into a page.
 *
 * @example
 * cardFact('en', 'move');
 * // 'The elders move: once Sup 9 has been played face up, Sup 8 is the highest …'
 */
import { elders, LEAD_ONLY_CARDS, SUITS } from '../../engine/hakka';
import { hakkaCardName, hakkaSuitName } from '../../i18n/hakka-cards';
import { hakkaT } from '../../i18n/hakka-pages';
import type { Lang } from '../../i18n/locales';

/** The facts there are. */
export const CARD_FACTS = ['order', 'elders', 'move', 'leadOnly'] as const;

/** One fact. */
export type CardFact = (typeof CARD_FACTS)[number];

/**
 * Card names as a list in the language ("A, B and C" / "A, B und C").
 * @example nameList(['sup-1', 'sin-1'], 'de') // 'Sup-1 und Sin-1'
 */
export function nameList(ids: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(ids.map((id) => hakkaCardName(id, lang)));
}

/**
 * The first starting elder whose play makes another card an elder, and that
 * card (the seed's own example: Sup-9 played, Sup-8 promoted).
 */
export function promotionExample(): { played: string; promoted: string } {
  const start = elders([]);
  for (const played of start) {
    const promoted = elders([played]).find((id) => !start.includes(id));
    if (promoted !== undefined) return { played, promoted };
  }
  throw new Error('The engine promotes no elder');
}

/** The sentence(s) of one fact in a language. */
export function cardFact(lang: Lang, fact: CardFact): string {
  const t = hakkaT(lang);
  switch (fact) {
    case 'order':
      return t('facts.order', { order: SUITS.map(hakkaSuitName).join(' > ') });
    case 'elders':
      return t('facts.elders', { list: nameList(elders([]), lang) });
    case 'move': {
      const { played, promoted } = promotionExample();
      return t('facts.move', {
        played: hakkaCardName(played, lang),
        promoted: hakkaCardName(promoted, lang),
      });
    }
    case 'leadOnly':
      return t('facts.leadOnly', { list: nameList(LEAD_ONLY_CARDS, lang) });
  }
}
