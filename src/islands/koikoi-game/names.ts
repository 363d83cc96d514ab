/**
 * Names in narration: cards (quoted, in the reader's naming style), lists of
 * cards, yaku with points, and seats ("you", "the opponent", "computer 2").
 *
 * @example
 * const names = namesFor('de', 'traditional');
 * names.card('m03-light'); // '„Kirschblüte mit Vorhang“' (the name the card catalog uses)
 */
import type { CardId, CardKind, LuckyHandId, YakuId, YakuPoints } from '../../engine/hanafuda';
import { capitalise } from '../../i18n/format';
import { type CardNameStyle, cardName, cardPlant, type KindTerm, kindTerm } from '../../i18n/hanafuda-cards';
import { koikoiT, pointsText } from '../../i18n/koikoi';
import { gameT } from '../../i18n/koikoi-game';
import type { Lang } from '../../i18n/locales';

/** How a seat is called in a sentence. */
export interface SeatName {
  /** The name as it may start a sentence after capitalising ("the opponent"). */
  readonly name: string;
  /** Whether sentences address the reader ("you play" / "du spielst"). */
  readonly you: boolean;
}

/** Name helpers for one language and naming style. */
export interface Names {
  readonly lang: Lang;
  card(id: CardId): string;
  /**
   * A card's accessible name: the quoted name, with its month's plant where
   * the name does not say it ("“Cuckoo” (Wisteria)"), so a listener can
   * tell what it matches.
   */
  label(id: CardId): string;
  cards(ids: readonly CardId[]): string;
  /** The words for a kind of card: the Mario edition's where the reader chose the edition of the page's language. */
  kind(kind: CardKind): KindTerm;
  yaku(id: YakuId): string;
  yakuList(yaku: readonly YakuPoints[]): string;
  lucky(id: LuckyHandId): string;
  points(n: number): string;
}

/** Quotes a name the way the language does. */
export function quote(lang: Lang, text: string): string {
  return lang === 'de' ? `„${text}“` : `“${text}”`;
}

/** Joins items: "A", "A and B", "A, B and C". */
export function joinList(lang: Lang, items: readonly string[]): string {
  const t = gameT(lang);
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(t('list.comma'))}${t('list.and')}${items[items.length - 1]}`;
}

/**
 * The name of a side (its seats, from the engine's `seatsOfSide`): the
 * seat's own, or with four-player teams "Team Computer 2 and Computer 4",
 * as the score sheet and the warnings write it.
 */
export function sideName(lang: Lang, seats: readonly SeatName[], side: readonly number[]): string {
  const label = (seat: number | undefined) =>
    capitalise((seat === undefined ? undefined : seats[seat])?.name ?? '');
  return side.length === 2
    ? gameT(lang)('play.sheet.team', { a: label(side[0]), b: label(side[1]) })
    : label(side[0]);
}

/** The name helpers (see the file comment). */
export function namesFor(lang: Lang, style: CardNameStyle): Names {
  const core = koikoiT(lang);
  const t = gameT(lang);
  const card = (id: CardId) => quote(lang, cardName(id, lang, style));
  const yaku = (id: YakuId) => core(`yaku.${id}`);
  const label = (id: CardId) => {
    const plant = cardPlant(id, lang, style);
    return plant ? `${card(id)} (${plant})` : card(id);
  };
  return {
    lang,
    card,
    label,
    cards: (ids) => joinList(lang, ids.map(card)),
    kind: (kind) => kindTerm(kind, lang, style),
    yaku,
    yakuList: (list) =>
      joinList(
        lang,
        list.map((y) => t('yaku.with', { yaku: yaku(y.id), points: pointsText(lang, y.points) })),
      ),
    lucky: (id) => core(`lucky.${id}`),
    points: (n) => pointsText(lang, n),
  };
}

/**
 * Seat names for a table: the reader's seats are "you" when only one seat
 * belongs to a person at this device; bots are "the computer" (or
 * "computer n" with several); other people are "player n"; with two seats
 * in a lesson the other one is "the opponent".
 *
 * @example
 * seatNames('en', ['human', 'bot']); // [{ name: 'you', you: true }, { name: 'the computer', you: false }]
 */
export function seatNames(lang: Lang, kinds: readonly ('human' | 'bot' | 'opponent')[]): SeatName[] {
  const t = gameT(lang);
  const humans = kinds.filter((k) => k === 'human').length;
  const bots = kinds.filter((k) => k === 'bot').length;
  return kinds.map((kind, seat) => {
    if (kind === 'human') {
      return humans === 1
        ? { name: t('seat.you'), you: true }
        : { name: t('seat.player', { n: seat + 1 }), you: false };
    }
    if (kind === 'opponent') {
      return kinds.length === 2
        ? { name: t('seat.opponent'), you: false }
        : { name: t('seat.player', { n: seat + 1 }), you: false };
    }
    return bots === 1
      ? { name: t('seat.computer'), you: false }
      : { name: t('seat.computerN', { n: seat + 1 }), you: false };
  });
}
