// Reading the PDFs that Chromium prints (page.pdf): how many pages, and which
// of them carry nothing. Chromium (Skia) writes each page as an uncompressed
// dictionary `<</Type /Page … /Contents N 0 R …>>` and its content as a
// stream object, deflated or not; a page on which nothing is drawn has an
// empty content stream (or one of graphics state changes only).
import { inflateSync } from 'node:zlib';

/** Pages in a PDF made by Chromium (its page objects are not compressed). */
export const pdfPages = (buffer) => (buffer.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;

/** A content-stream operator that puts ink on the page: text, an image or form, a filled or stroked path, a shading. */
const PAINT = /(?:^|\s)(?:Tj|TJ|Do|f\*?|F|S|s|B\*?|b\*?|sh)(?=\s|$)/;

/**
 * The numbers (from 1) of the pages on which nothing is drawn.
 * @param {Buffer} buffer a PDF printed by Chromium
 * @returns {number[]}
 */
export function blankPages(buffer) {
  const text = buffer.toString('latin1');
  const streams = new Map();
  for (const m of text.matchAll(/(\d+) 0 obj\s*<<((?:(?!endobj)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const length = Number(/\/Length (\d+)/.exec(m[2])?.[1] ?? 0);
    streams.set(Number(m[1]), { dict: m[2], data: buffer.subarray(start, start + length) });
  }
  const blank = [];
  let number = 0;
  for (const m of text.matchAll(/\/Type\s*\/Page\b((?:(?!endobj)[\s\S])*)endobj/g)) {
    number += 1;
    const ref = /\/Contents (\d+) 0 R/.exec(m[1]);
    const stream = ref ? streams.get(Number(ref[1])) : undefined;
    if (!stream) throw new Error(`page ${number}: no content stream found`);
    const content = /FlateDecode/.test(stream.dict) ? inflateSync(stream.data) : stream.data;
    if (!PAINT.test(content.toString('latin1'))) blank.push(number);
  }
  if (number !== pdfPages(buffer)) throw new Error(`read ${number} of ${pdfPages(buffer)} pages`);
  return blank;
}
