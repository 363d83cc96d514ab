import { splitMatches } from './split-text';

/** A run of text, marked when it is Chinese or Japanese script. */
export interface TextSegment {
  text: string;
  cjk: boolean;
}

/**
 * Code points of Chinese and Japanese script: CJK punctuation and kana, the
 * unified ideographs (with extension A), compatibility ideographs, full-width
 * forms. The CJK fallback fonts cover the same ranges (`src/fonts/cjk-fonts.ts`).
 */
export const CJK_RANGES: readonly (readonly [number, number])[] = [
  [0x3000, 0x30ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xff00, 0xffef],
];

const CJK_CLASS = CJK_RANGES.map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`).join(
  '',
);
const CJK_RUN = new RegExp(`[${CJK_CLASS}]+`, 'gu');
/** Matches one Chinese or Japanese character (global). */
export const CJK_CHAR = new RegExp(`[${CJK_CLASS}]`, 'gu');

/** The distinct CJK characters of `text`, sorted by code point. */
export function cjkChars(text: string): string {
  return [...new Set(text.match(CJK_CHAR) ?? [])]
    .sort((a, b) => (a.codePointAt(0) as number) - (b.codePointAt(0) as number))
    .join('');
}

/**
 * Splits text into CJK and other runs, so pages can give each CJK run its
 * own `lang` attribute (the browser then picks a Japanese or Chinese font).
 * @example splitCjk('Luk Fu (六虎)') // [{text:'Luk Fu (',cjk:false},{text:'六虎',cjk:true},{text:')',cjk:false}]
 */
export function splitCjk(text: string): TextSegment[] {
  return splitMatches(text, CJK_RUN).map((run) => ({ text: run.text, cjk: run.match }));
}
