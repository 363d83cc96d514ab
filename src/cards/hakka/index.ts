/**
 * Original Hakka card art for the 37 cards, drawn from data.
 * @example
 * import { hakkaCardSvg, hakkaCardBackSvg } from '../cards/hakka';
 * const face = hakkaCardSvg('sup-9', { title: 'Sup 9', elder: true });
 */
export { HAKKA_VIEW_BOX, type HakkaCardSvgOptions, hakkaCardBackSvg, hakkaCardSvg } from './card';
export { HAKKA_PALETTE, SUIT_COLOURS } from './palette';
