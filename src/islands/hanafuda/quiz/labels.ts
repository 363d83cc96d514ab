/**
 * The words of the card quiz's month-and-kind answers ("April: Wisteria ·
 * Animal"). A German plant name can carry brackets of its own („Blauregen
 * (Glyzinie)“), so the month and its plant are joined with a colon, as in
 * the catalog's month headings, and never put in brackets around each other.
 *
 * @example
 * monthKindLabel({ month: 4, kind: 'animal' }, 'de', 'traditional'); // 'April: Blauregen (Glyzinie) · Tier'
 */
import { cardsT } from '../../../i18n/cards-pages';
import { type CardNameStyle, HANAFUDA_MONTHS, kindTerm } from '../../../i18n/hanafuda-cards';
import type { Lang } from '../../../i18n/locales';
import type { MonthKind } from './questions';

/** A month-and-kind answer in a language and card-name style. */
export function monthKindLabel(option: MonthKind, lang: Lang, style: CardNameStyle): string {
  const m = HANAFUDA_MONTHS[option.month - 1];
  return cardsT(lang)('quiz.monthKind', {
    month: m?.monthName[lang] ?? '',
    plant: m?.plant[lang] ?? '',
    kind: kindTerm(option.kind, lang, style).one,
  });
}
