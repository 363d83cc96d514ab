/**
 * Names in Hakka narration: cards (the names of the cards chart), lists of
 * cards, patterns, tricks and points, and seats ("you", or the seat names
 * the rules pages use: Ann, Ben, Cai, Dee).
 *
 * @example
 * const names = hakkaNames('de');
 * names.cards(['sup-3', 'sup-4', 'sup-5']); // 'Sup-3, Sup-4 und Sup-5'
 * hakkaSeatNames('en', ['human', 'bot', 'bot', 'bot'])[1]; // { name: 'Ben', you: false }
 */
import type { CardId } from '../../engine/hakka/cards';
import type { PatternKind } from '../../engine/hakka/patterns';
import { countWord } from '../../i18n/format';
import { pointsText, refT, tricksInWords } from '../../i18n/hakka/ref';
import { hakkaCardName } from '../../i18n/hakka-cards';
import { hakkaGameT } from '../../i18n/hakka-game';
import type { Lang } from '../../i18n/locales';

/** How a seat is called in a sentence. */
export interface SeatName {
  /** The name ("you", "Ben"). */
  readonly name: string;
  /** Whether sentences address the reader ("you play" / "du spielst"). */
  readonly you: boolean;
}

/** Who sits at a seat, for naming: a person at this device, a computer, or a named player of a lesson. */
export type SeatKind = 'human' | 'bot' | 'named';

/** Name helpers for one language. */
export interface HakkaNames {
  readonly lang: Lang;
  card(id: CardId): string;
  cards(ids: readonly CardId[]): string;
  pattern(kind: PatternKind): string;
  points(n: number): string;
  /** Tricks in a sentence: "one trick", "six tricks". */
  tricks(n: number): string;
  /** "one card" / "three cards". */
  cardCount(n: number): string;
  list(items: readonly string[]): string;
}

/** The name helpers of a language. */
export function hakkaNames(lang: Lang): HakkaNames {
  const t = hakkaGameT(lang);
  const ref = refT(lang);
  const list = (items: readonly string[]) =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(t('list.comma'))}${t('list.and')}${items[items.length - 1]}`;
  return {
    lang,
    card: (id) => hakkaCardName(id, lang),
    cards: (ids) => list(ids.map((id) => hakkaCardName(id, lang))),
    pattern: (kind) => ref(`pattern.${kind}`),
    points: (n) => pointsText(lang, n),
    tricks: (n) => tricksInWords(lang, n),
    cardCount: (n) => (n === 1 ? t('cards.one') : t('cards.many', { n: countWord(lang, n, 'f') })),
    list,
  };
}

/**
 * Seat names: a person's seat is "you" when only one seat belongs to a
 * person at this device; every other seat goes by its name (Ann, Ben, Cai,
 * Dee, as on the rules pages).
 */
export function hakkaSeatNames(lang: Lang, kinds: readonly SeatKind[]): SeatName[] {
  const t = hakkaGameT(lang);
  const ref = refT(lang);
  const humans = kinds.filter((k) => k === 'human').length;
  return kinds.map((kind, seat) =>
    kind === 'human' && humans === 1
      ? { name: t('seat.you'), you: true }
      : { name: ref(`seat.${seat}` as 'seat.0'), you: false },
  );
}
