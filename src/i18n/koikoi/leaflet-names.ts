/**
 * The words of Nintendo's Mario Hanafuda leaflets, for readers who learnt
 * Koi-Koi from them: the leaflet of a page's language names the yaku and the
 * card kinds in its own way ("Red Scroll", „Tier-Karten“). The yaku page and
 * the glossary show them beside the site's terms, so that a search for the
 * leaflet's word finds the site's.
 *
 * The same holds for the lucky hands and for game terms of the glossary: the
 * German leaflet's „Spielfeld“ is the site's „Tisch“, the English leaflet's
 * "game" is the site's round.
 *
 * Yaku names are quoted from seed 001 (English leaflet, "The Sets") and seed
 * 000 (German leaflet, „Kombinationen“), without the points and the card
 * names in brackets. A yaku is listed only where the leaflet's name differs
 * from the site's own (the leaflets' "Five Lights" is ours too; the German
 * „Blaue Fahnen“, „Rote & blaue Fahnen“ and „Tiere“ are ours up to „&“).
 * The leaflets call four lights with the rain man "Four Lights" as well and
 * only score them lower. The Cards of the Month are not in the leaflets.
 * Kind words come from `EDITION_KIND_TERMS`, through `kindTerm`.
 */
import type { CardKind } from '../../cards/hanafuda/ids';
import type { GlossaryTerm } from '../../data/glossary';
import type { SourceId } from '../../data/sources';
import type { LuckyHandId, YakuId } from '../../engine/hanafuda';
import { editionIn, kindTerm } from '../hanafuda-cards';
import type { Lang } from '../locales';

/** The leaflet each page language quotes: the edition in that language. */
export const LEAFLET_SOURCE: Readonly<Record<Lang, SourceId>> = {
  en: 'nintendo-leaflet-en',
  de: 'nintendo-leaflet-de',
};

/** Yaku names of the leaflet in each language, where they differ from the site's. */
export const LEAFLET_YAKU: Readonly<Record<Lang, Readonly<Partial<Record<YakuId, string>>>>> = {
  en: {
    'ame-shiko': 'Four Lights',
    'hanami-zake': 'Blossom Viewing',
    'tsukimi-zake': 'Moon Viewing',
    inoshikacho: 'Donkey Kong, Wario, Paragoomba',
    akatan: 'Red Scroll',
    aotan: 'Blue Scroll',
    'akatan-aotan': 'Red and Blue Scroll',
    tane: 'Seeds',
    tanzaku: 'Scrolls',
    kasu: 'Basic',
  },
  de: {
    'ame-shiko': 'Vier Lichter',
    'hanami-zake': 'Kirschblüten',
    'tsukimi-zake': 'Vollmond',
    inoshikacho: 'Tanuki-Mario, Glückskatzen-Mario & Cape-Mario',
    akatan: 'Rote Fahnen',
    kasu: 'Einfache',
  },
};

/**
 * Lucky hands the leaflet names otherwise than the site. The German leaflet's
 * „Vier gleiche“ and „Monatspaare“ are the site's „Vier Gleiche“ and „Vier
 * Monatspaare“.
 */
export const LEAFLET_LUCKY: Readonly<Record<Lang, Readonly<Partial<Record<LuckyHandId, string>>>>> = {
  en: { teshi: 'Four Hands', kuttsuki: 'Sticky' },
  de: {},
};

/**
 * Game terms of the glossary (by the term's id) that the leaflet names
 * otherwise than the site. Words the leaflet writes in lower case inside a
 * sentence ("the remaining deck") start with a capital here, as the site's
 * terms do. The leaflet's „Partie“ and "game" are a round: twelve of them
 * make „ein komplettes Spiel“, "a full session". The German leaflet calls
 * the non-dealer „Herausforderer“; the English one has no word of its own
 * for that player ("the other player").
 */
export const LEAFLET_TERMS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: { yaku: 'Sets', stock: 'Remaining deck', round: 'Game' },
  de: {
    oya: 'Kartengeber',
    ko: 'Herausforderer',
    field: 'Spielfeld',
    stock: 'Nachziehstapel',
    'lucky-hand': 'Glückskarten',
    round: 'Partie',
  },
};

/**
 * The leaflet's word for the cards of a kind, in the page's language.
 *
 * @example
 * leafletKindWord('animal', 'en'); // 'Character cards'
 * leafletKindWord('chaff', 'de'); // 'Einfache Karten'
 */
export function leafletKindWord(kind: CardKind, lang: Lang): string {
  return kindTerm(kind, lang, editionIn(lang)).many;
}

/**
 * The leaflet's word for a glossary term, if it names the term otherwise:
 * the kind word for a card kind, else the term's word in `LEAFLET_TERMS`.
 *
 * @example
 * leafletGlossaryWord({ id: 'field' }, 'de'); // 'Spielfeld'
 * leafletGlossaryWord({ id: 'capture' }, 'de'); // undefined
 */
export function leafletGlossaryWord(term: Pick<GlossaryTerm, 'id' | 'kind'>, lang: Lang): string | undefined {
  return term.kind ? leafletKindWord(term.kind, lang) : LEAFLET_TERMS[lang][term.id];
}
