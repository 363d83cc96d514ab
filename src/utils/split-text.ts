/** A run of text, marked when it matched the pattern it was split by. */
export interface TextRun {
  readonly text: string;
  readonly match: boolean;
}

/**
 * Splits text into the runs a global pattern matches and the text between
 * them, in order; joined again they give the text back.
 * @example splitMatches('a1b22', /\d+/g) // [{text:'a',match:false},{text:'1',match:true},{text:'b',match:false},{text:'22',match:true}]
 */
export function splitMatches(text: string, pattern: RegExp): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) runs.push({ text: text.slice(last, found.index), match: false });
    runs.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), match: false });
  return runs;
}
