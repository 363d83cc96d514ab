/**
 * Original hanafuda card art for the 48 Koi-Koi cards, drawn from data.
 * @example
 * import { cardSvg, HANAFUDA_CARD_IDS } from '../cards/hanafuda';
 * const faces = HANAFUDA_CARD_IDS.map((id) => cardSvg(id, { title: id }));
 */
export {
  type CardSvgOptions,
  cardBackSvg,
  cardSvg,
  HANAFUDA_VIEW_BOX,
  SUPPORTED_CARD_IDS,
  UnknownCardError,
} from './card';
export {
  CARD_KINDS,
  type CardKind,
  type CardMonth,
  cardKind,
  cardMonth,
  chaffVariant,
  HANAFUDA_CARD_IDS,
  type HanafudaCardId,
  isHanafudaCardId,
} from './ids';
export { RIBBON_STYLES, type RibbonStyle, ribbonStyleOf } from './ribbon';
