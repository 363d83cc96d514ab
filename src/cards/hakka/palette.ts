/**
 * The Hakka card palette: the hanafuda deck's ink and cream (so the two decks
 * look like one family) plus one flat colour per suit. Hex literals, so the
 * SVG needs no CSS and looks the same in light and dark pages.
 */

import type { Suit } from '../../engine/hakka';
import { PALETTE } from '../hanafuda/palette';

/** Shared colours of the Hakka faces and back. */
export const HAKKA_PALETTE = {
  /** Outlines and the rim (the hanafuda ink). */
  ink: PALETTE.ink,
  /** The card face (the hanafuda cream). */
  face: PALETTE.face,
  /** Warm grey rim line that keeps the card apart from a dark page. */
  rimLine: '#8c8177',
  /** The elder star. */
  star: PALETTE.yellow,
  /** Gold details of Wan Sin and the back. */
  gold: '#b8862c',
  /** The back. */
  back: '#1f3470',
} as const;

/**
 * One colour per suit, chosen to stay apart from each other and readable as
 * a header under a cream numeral: Sup red, Gon indigo, Zok green, Sin brown.
 * Colour is never the only cue: each suit also has its own character and pip.
 */
export const SUIT_COLOURS: Readonly<Record<Suit, string>> = {
  sup: PALETTE.red,
  gon: PALETTE.indigo,
  zok: PALETTE.darkGreen,
  sin: PALETTE.brown,
};
