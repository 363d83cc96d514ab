// The characters a font file has glyphs for (tests only): WOFF2 unpacked to
// TrueType by fontverter, read by HarfBuzz.
import { readFileSync } from 'node:fs';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';

export async function fontChars(font: Buffer | string): Promise<Set<string>> {
  const sfnt = await convert(typeof font === 'string' ? readFileSync(font) : font, 'sfnt');
  const face = new Face(new Blob(sfnt));
  return new Set([...face.collectUnicodes()].map((code) => String.fromCodePoint(code)));
}
