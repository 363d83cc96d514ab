/**
 * The CJK fallback fonts the site serves: their families, files and the
 * characters they are for. Cut at build time (`cjk-subset.ts`, served by
 * `src/pages/fonts/[font].woff2.ts`), declared in every page's head
 * (`CjkFonts.astro`) and named last in the `:lang(ja)` and `:lang(zh-Hant)`
 * font stacks of `global.css`.
 */

/** A fallback font: its CSS family, its file under `/fonts/`, where the full font is. */
export interface CjkFont {
  readonly family: string;
  readonly file: string;
  /** Module path of the full TrueType font (an npm package of the project). */
  readonly source: string;
}

export const CJK_FONTS: readonly CjkFont[] = [
  {
    family: 'Site Noto Sans JP',
    file: 'noto-sans-jp-subset.woff2',
    source: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  },
  {
    family: 'Site Noto Sans TC',
    file: 'noto-sans-tc-subset.woff2',
    source: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf',
  },
];

/** CJK punctuation and kana, the unified ideographs (with extension A), compatibility ideographs, full-width forms. */
const CJK_RANGES: readonly (readonly [number, number])[] = [
  [0x3000, 0x30ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xff00, 0xffef],
];

const hex = (code: number) => code.toString(16).toUpperCase();

/** The ranges as a CSS `unicode-range`. */
export const CJK_UNICODE_RANGE = CJK_RANGES.map(([from, to]) => `U+${hex(from)}-${hex(to)}`).join(', ');

/** Matches one character of the ranges (global). */
export const CJK_CHAR = new RegExp(
  `[${CJK_RANGES.map(([from, to]) => `\\u{${hex(from)}}-\\u{${hex(to)}}`).join('')}]`,
  'gu',
);

/** The `@font-face` rules of the fallback fonts. */
export function cjkFontFaces(): string {
  return CJK_FONTS.map(
    (font) =>
      `@font-face{font-family:"${font.family}";src:url("/fonts/${font.file}") format("woff2");` +
      `font-display:swap;unicode-range:${CJK_UNICODE_RANGE}}`,
  ).join('\n');
}
