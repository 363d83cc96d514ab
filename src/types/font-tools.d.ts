// Types of the two font packages used at build time and in tests (they ship none).
declare module 'subset-font' {
  /** A subset of `font` (TrueType, WOFF or WOFF2) with the glyphs of `text`. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  /** `font` converted to another format (`sfnt` is TrueType or OpenType). */
  export function convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
