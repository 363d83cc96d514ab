/**
 * The site's paper colour in each scheme, for the places CSS cannot reach:
 * the browser's toolbar (`theme-color`), the link-preview pictures and the
 * home-screen icon. `global.css` (`--paper`) and `public/favicon.svg` write
 * the same colours; a test keeps them equal to these.
 */
export const PAPER = { light: '#fbf8f1', dark: '#15161b' } as const;

export type Scheme = keyof typeof PAPER;
