/**
 * The card palette: the traditional hanafuda colours (ink outlines, red,
 * indigo, green, ochre, white on a cream face), kept few so the 48 cards look
 * like one deck. Colours are hex literals so the SVG needs no CSS.
 */
export const PALETTE = {
  /** Outlines, writing, dark silhouettes. */
  ink: '#221c19',
  /** The card face. */
  face: '#f6eedb',
  /** Pure white: crane, moon, blossoms. */
  white: '#ffffff',
  red: '#cf2f26',
  /** Darker red for second tones and the card back. */
  darkRed: '#8e1c18',
  pink: '#f2a9b4',
  indigo: '#24408e',
  purple: '#7b4fa6',
  green: '#3d8a3c',
  darkGreen: '#1f5a2e',
  olive: '#98a53a',
  ochre: '#e0a526',
  yellow: '#f7d23e',
  brown: '#7a4a26',
  grey: '#5b5656',
  water: '#4a86c5',
} as const;

/** A colour of the {@link PALETTE}. */
export type PaletteColour = (typeof PALETTE)[keyof typeof PALETTE];
