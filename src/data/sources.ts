import type { Lang } from '../i18n/locales';

/**
 * The documents the rules on this site come from. Rule presets, the variants
 * table and the interpretations cite these ids; the sources page lists them
 * with the anchor `#<id>`.
 */
export const SOURCE_IDS = [
  'nintendo-leaflet-en',
  'nintendo-leaflet-de',
  'koikoi-sheet',
  'hakka-description',
  'fudawiki',
  'sung-hak-ga-pai',
  'luk-fu-rules',
] as const;

/** A source id, e.g. `koikoi-sheet`. */
export type SourceId = (typeof SOURCE_IDS)[number];

/** One source: bibliographic facts, and what we take from it per language. */
export interface Source {
  id: SourceId;
  /** `seed`: the rule sheets the site is built on; `reference`: further reading. */
  kind: 'seed' | 'reference';
  /** Title as the document gives it. */
  title: string;
  /** Author or publisher; per site language where it is a description, not a name. */
  author: string | Readonly<Record<Lang, string>>;
  /** Language of the document (BCP 47). */
  lang: string;
  /** Where a reader can find it, if it is public. */
  url?: string;
  /** What the site takes from it, per site language. */
  usedFor: Record<Lang, string>;
}

/** A source's author or publisher as a page in `lang` names it. */
export function authorIn(source: Pick<Source, 'author'>, lang: Lang): string {
  return typeof source.author === 'string' ? source.author : source.author[lang];
}

/** All sources, rule sheets first. */
export const SOURCES: readonly Source[] = [
  {
    id: 'nintendo-leaflet-en',
    kind: 'seed',
    title: 'Mario Hanafuda – How to play Koi-Koi (instruction leaflet)',
    author: 'Nintendo of America',
    lang: 'en',
    usedFor: {
      en: 'Two-player Koi-Koi as sold with the Mario Hanafuda deck: dealing, Koi-Koi once per round, the 7-point doubling, lucky hands and the names of the English edition.',
      de: 'Koi-Koi zu zweit nach der Anleitung, die dem Mario-Hanafuda-Blatt beiliegt: Geben, einmal Koi-Koi pro Runde, Verdopplung ab 7 Punkten, Glückshände und die Kartennamen der englischen Ausgabe.',
    },
  },
  {
    id: 'nintendo-leaflet-de',
    kind: 'seed',
    title: 'Mario-Hanafuda – So wird gespielt: Koi-Koi (Spielanleitung)',
    author: 'Nintendo',
    lang: 'de',
    usedFor: {
      en: 'The German edition of the same leaflet, with the names of the German edition (the rain man is “Mario & Gumba” there).',
      de: 'Die deutsche Ausgabe derselben Anleitung mit den Namen der deutschen Ausgabe (der Regenmann heißt dort „Mario & Gumba“).',
    },
  },
  {
    id: 'koikoi-sheet',
    kind: 'seed',
    title: 'KoiKoi – eine Hanafuda-Variante (Regelblatt für 2 bis 4 Spieler)',
    author: { en: 'Anonymous German rule sheet', de: 'Verfasser unbekannt' },
    lang: 'de',
    usedFor: {
      en: 'Koi-Koi for 2 to 4 players: choosing the dealer with tie-breaks, deal sizes, redeals, repeated Koi-Koi calls that double every time, and the two worked scoring examples (the first with two stopping points).',
      de: 'Koi-Koi für zwei bis vier Personen: Geberwahl bei Gleichstand, Kartenzahl beim Geben, Neugeben, wiederholtes Koi-Koi mit Verdopplung bei jedem Ruf und die zwei Rechenbeispiele (das erste mit zwei Zeitpunkten zum Aufhören).',
    },
  },
  {
    id: 'hakka-description',
    kind: 'seed',
    title: 'Multiplayer-Hakka-Kartenspiel (Spielbeschreibung)',
    author: 'Novel Games',
    lang: 'de',
    usedFor: {
      en: 'All rules of Hakka cards on this site: the 37 cards, dealer and dreamer, calling, patterns, elder cards, declaring and the payment table.',
      de: 'Alle Regeln der Hakka-Karten auf dieser Seite: die 37 Karten, Geber und Träumer, Ansagen, Muster, Ältestenkarten, Sieg erklären und die Zahlungstabelle.',
    },
  },
  {
    id: 'fudawiki',
    kind: 'reference',
    title: 'Koi-Koi',
    author: {
      en: 'FudaWiki (file hanafuda/games/koi-koi.md)',
      de: 'FudaWiki (Datei hanafuda/games/koi-koi.md)',
    },
    lang: 'en',
    url: 'https://github.com/FudaWiki/fudawiki-files',
    usedFor: {
      en: 'The common modern rules and their variations: point values, the sake cup, viewing yaku, Koi-Koi multipliers and what happens where the leaflets are silent; also its English yaku names, which the yaku page shows where they differ from ours (“Five Brights”).',
      de: 'Die heute verbreiteten Regeln und ihre Varianten: Punktwerte, die Sakeschale, die Sake-Yaku, Koi-Koi-Multiplikatoren und alles, worüber die Anleitungen schweigen; dazu die englischen Namen der Yaku: Wo sie von denen unserer englischen Seiten abweichen, nennt die Yaku-Seite sie mit.',
    },
  },
  {
    id: 'sung-hak-ga-pai',
    kind: 'reference',
    title: 'Hak Ga Pai',
    author: 'Dylan Sung',
    lang: 'en',
    usedFor: {
      en: 'Background on the traditional Hakka game, a narrated example hand and traditional scoring, for the history box.',
      de: 'Hintergrund zum traditionellen Spiel der Hakka, eine kommentierte Beispielhand und die traditionelle Wertung, für den Kasten zur Geschichte.',
    },
  },
  {
    id: 'luk-fu-rules',
    kind: 'reference',
    title: 'Rules of Luk Fu, a Hakka card game',
    author: 'The Suffocated & Wong Siu Fat (2011)',
    lang: 'en',
    usedFor: {
      en: 'The traditional game Luk Fu (六虎, “Six Tigers”) that the computer version simplifies.',
      de: 'Das traditionelle Spiel Luk Fu (六虎, „Sechs Tiger“), das die Computerfassung vereinfacht.',
    },
  },
];
