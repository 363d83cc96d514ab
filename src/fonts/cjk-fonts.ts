/**
 * The CJK fallback fonts the site serves: their families, files and the
 * characters they are for. Cut at build time (`cjk-subset.ts`, served by
 * `src/pages/fonts/[font].woff2.ts`), declared in every page's head
 * (`CjkFonts.astro`) and named last in the `:lang(ja)` and `:lang(zh-Hant)`
 * font stacks of `global.css`.
 */
import { CJK_RANGES } from '../utils/cjk';

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

const hex = (code: number) => code.toString(16).toUpperCase();

/** The Chinese and Japanese ranges as a CSS `unicode-range`. */
export const CJK_UNICODE_RANGE = CJK_RANGES.map(([from, to]) => `U+${hex(from)}-${hex(to)}`).join(', ');

/** The `@font-face` rules of the fallback fonts. */
export function cjkFontFaces(): string {
  return CJK_FONTS.map(
    (font) =>
      `@font-face{font-family:"${font.family}";src:url("/fonts/${font.file}") format("woff2");` +
      `font-display:swap;unicode-range:${CJK_UNICODE_RANGE}}`,
  ).join('\n');
}
