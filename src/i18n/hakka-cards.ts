/**
 * Names of the 37 Hakka cards and their suits, in English and German, with
 * the suit characters and their Cantonese reading.
 *
 * Sources: the suit names Sup, Gon, Zok, Sin and "Wan Sin" come from seed 002
 * (the Hakka description); the characters 拾, 貫, 索, 綫 and 萬綫 are those
 * the traditional cards print (see the glossary, src/data/glossary.ts). The
 * Jyutping readings (sap6, gun3, sok3, sin3, maan6 sin3) are the standard
 * Cantonese readings of those characters; the game's names are Cantonese/Hakka
 * renderings of the same readings. English writes "Sup 7", German, like the
 * seed ("die Sup-9"), "Sup-7".
 */
import { EngineError } from '../engine/errors';
import { CARDS, type CardId, cardInfo, NUMBERS, type Suit } from '../engine/hakka';
import type { CardNumber } from '../engine/hakka/cards';
import type { Lang } from './locales';

/** Everything the site shows about one suit (or about Wan Sin). */
export interface HakkaSuitNames {
  /** The name used in the game, e.g. `Sup`. */
  readonly name: string;
  /** The character(s) the traditional cards print, e.g. `拾`. */
  readonly hanzi: string;
  /** Cantonese reading in Jyutping, e.g. `sap6`. */
  readonly jyutping: string;
  /** What the character means. */
  readonly meaning: Readonly<Record<Lang, string>>;
}

/** The four suits, highest first (seed 002: "in absteigender Rangfolge"). */
export const HAKKA_SUIT_NAMES: Readonly<Record<Suit, HakkaSuitNames>> = {
  sup: { name: 'Sup', hanzi: '拾', jyutping: 'sap6', meaning: { en: 'ten', de: 'zehn' } },
  gon: {
    name: 'Gon',
    hanzi: '貫',
    jyutping: 'gun3',
    meaning: { en: 'string of cash', de: 'Münzschnur' },
  },
  zok: { name: 'Zok', hanzi: '索', jyutping: 'sok3', meaning: { en: 'cord', de: 'Strang' } },
  sin: { name: 'Sin', hanzi: '綫', jyutping: 'sin3', meaning: { en: 'thread', de: 'Faden' } },
};

/** Wan Sin, the suitless card (seed 002: "gehört zu keiner Kartenfarbe"). */
export const WAN_SIN_NAMES: HakkaSuitNames = {
  name: 'Wan Sin',
  hanzi: '萬綫',
  jyutping: 'maan6 sin3',
  meaning: { en: 'ten thousand threads', de: 'zehntausend Fäden' },
};

/** Every name of one card. */
export interface HakkaCardNames {
  /** English name: `Sup 7`, `Wan Sin`. */
  readonly en: string;
  /** German name: `Sup-7`, `Wan Sin`. */
  readonly de: string;
  /** The suit's (or Wan Sin's) character(s). */
  readonly hanzi: string;
  /** Cantonese reading of the character(s), Jyutping. */
  readonly jyutping: string;
  /** The suit, or `null` for Wan Sin. */
  readonly suit: Suit | null;
  /** The number (Wan Sin counts as 1). */
  readonly number: number;
}

function namesOf(id: CardId): HakkaCardNames {
  const info = cardInfo(id);
  if (info.suit === null) {
    return {
      en: WAN_SIN_NAMES.name,
      de: WAN_SIN_NAMES.name,
      hanzi: WAN_SIN_NAMES.hanzi,
      jyutping: WAN_SIN_NAMES.jyutping,
      suit: null,
      number: 1,
    };
  }
  const suit = HAKKA_SUIT_NAMES[info.suit];
  return {
    en: `${suit.name} ${info.number}`,
    de: `${suit.name}-${info.number}`,
    hanzi: suit.hanzi,
    jyutping: suit.jyutping,
    suit: info.suit,
    number: info.number,
  };
}

/** Names of all 37 cards by id. */
export const HAKKA_CARD_NAMES: Readonly<Record<CardId, HakkaCardNames>> = Object.freeze(
  Object.fromEntries(CARDS.map((id) => [id, namesOf(id)])) as Record<CardId, HakkaCardNames>,
);

/**
 * A card's name in a site language. Throws an EngineError with code
 * `unknown-card` for an unknown id.
 * @example hakkaCardName('sup-7', 'en') // 'Sup 7'
 * @example hakkaCardName('sup-7', 'de') // 'Sup-7'
 */
export function hakkaCardName(id: string, lang: Lang): string {
  return HAKKA_CARD_NAMES[cardInfo(id).id][lang];
}

/**
 * A suit's name (`Sup`) in either language (the game's names are the same in both).
 * @example hakkaSuitName('gon') // 'Gon'
 */
export function hakkaSuitName(suit: Suit): string {
  return HAKKA_SUIT_NAMES[suit].name;
}

/**
 * German plurals of the card numbers, spelled out as the German pages write
 * them („die vier Neunen“, „ein Satz aus Einsen“; see the note on the
 * glossary page). „Sieben“ has no plural ending.
 */
const GERMAN_NUMBER_PLURALS: Readonly<Record<CardNumber, string>> = {
  1: 'Einsen',
  2: 'Zweien',
  3: 'Dreien',
  4: 'Vieren',
  5: 'Fünfen',
  6: 'Sechsen',
  7: 'Sieben',
  8: 'Achten',
  9: 'Neunen',
};

/**
 * Cards of one number, in the plural: "9s" in English, „Neunen“ in German.
 * Throws an EngineError with code `unknown-number` for a number no card has.
 * @example hakkaNumberPlural(1, 'en') // '1s'
 * @example hakkaNumberPlural(1, 'de') // 'Einsen'
 */
export function hakkaNumberPlural(n: number, lang: Lang): string {
  if (!(NUMBERS as readonly number[]).includes(n)) {
    throw new EngineError('unknown-number', `No Hakka card has the number ${n}`, { value: n });
  }
  return lang === 'de' ? GERMAN_NUMBER_PLURALS[n as CardNumber] : `${n}s`;
}
