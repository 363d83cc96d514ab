/**
 * What each of our card drawings shows, in words: the text alternative for a
 * card whose name must not be given away (the quiz asks "which month and kind
 * is this card?"), and a line of the card catalog. It says what a sighted
 * reader sees — the plant and the special element — and nothing more: no
 * month, no card name, no points.
 */
import { HANAFUDA_CARD_IDS, type HanafudaCardId } from '../cards/hanafuda/ids';
import { monthNames } from './hanafuda-cards';
import type { Lang } from './locales';

type Phrase = Readonly<Record<Lang, string>>;

const PLANT_ONLY: Phrase = { en: 'only the plant', de: 'nur die Pflanze' };
const POEM: Phrase = { en: 'a red ribbon with writing', de: 'eine rote Fahne mit Schrift' };
const BLUE: Phrase = { en: 'a blue ribbon', de: 'eine blaue Fahne' };
const PLAIN: Phrase = { en: 'a red ribbon without writing', de: 'eine rote Fahne ohne Schrift' };

/** The special element of each card, where it has one besides its plant. */
const ELEMENTS: Partial<Record<HanafudaCardId, Phrase>> = {
  'm01-light': { en: 'a crane and a red sun', de: 'ein Kranich und eine rote Sonne' },
  'm01-ribbon': POEM,
  'm02-animal': { en: 'a small green bird', de: 'ein kleiner grüner Vogel' },
  'm02-ribbon': POEM,
  'm03-light': { en: 'a curtain', de: 'ein Vorhang' },
  'm03-ribbon': POEM,
  'm04-animal': { en: 'a bird flying past a crescent moon', de: 'ein Vogel vor einer Mondsichel' },
  'm04-ribbon': PLAIN,
  'm05-animal': { en: 'a bridge of planks', de: 'eine Brücke aus Brettern' },
  'm05-ribbon': PLAIN,
  'm06-animal': { en: 'two butterflies', de: 'zwei Schmetterlinge' },
  'm06-ribbon': BLUE,
  'm07-animal': { en: 'a boar', de: 'ein Wildschwein' },
  'm07-ribbon': PLAIN,
  'm08-light': { en: 'a full moon in a red sky', de: 'ein Vollmond am roten Himmel' },
  'm08-animal': { en: 'three geese in flight', de: 'drei fliegende Gänse' },
  'm09-animal': { en: 'a red sake cup', de: 'eine rote Sakeschale' },
  'm09-ribbon': BLUE,
  'm10-animal': { en: 'a deer', de: 'ein Hirsch' },
  'm10-ribbon': BLUE,
  'm11-light': { en: 'a man with an umbrella', de: 'ein Mann mit Schirm' },
  'm11-animal': { en: 'a swallow', de: 'eine Schwalbe' },
  'm11-ribbon': PLAIN,
  'm11-chaff': { en: 'lightning on a dark ground', de: 'ein Blitz auf dunklem Grund' },
  'm12-light': { en: 'a phoenix', de: 'ein Phönix' },
  'm12-chaff3': { en: 'only the plant, with a yellow band', de: 'nur die Pflanze, mit gelbem Streifen' },
};

/**
 * What a card shows besides its plant (the card catalog lists it under the
 * card's names, beside the plant in the month's heading).
 * @example pictureElement('m07-animal', 'de') // 'ein Wildschwein'
 * @example pictureElement('m05-chaff1', 'en') // 'only the plant'
 */
export function pictureElement(id: HanafudaCardId, lang: Lang): string {
  return (ELEMENTS[id] ?? PLANT_ONLY)[lang];
}

/**
 * Describes the drawing of a card.
 * @example cardPicture('m01-light', 'en') // 'Pine: a crane and a red sun'
 * @example cardPicture('m05-chaff1', 'de') // 'Schwertlilie (Iris): nur die Pflanze'
 */
export function cardPicture(id: HanafudaCardId, lang: Lang): string {
  const month = Number(id.slice(1, 3));
  const plant = monthNames(month)?.plant[lang] ?? '';
  return `${plant}: ${pictureElement(id, lang)}`;
}

/** Every card id, for tests and tools that list all descriptions. */
export const PICTURED_CARDS: readonly HanafudaCardId[] = HANAFUDA_CARD_IDS;
