/** A run of text, marked when it is Chinese or Japanese script. */
export interface TextSegment {
  text: string;
  cjk: boolean;
}

const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

/**
 * Splits text into CJK and other runs, so pages can give each CJK run its
 * own `lang` attribute (the browser then picks a Japanese or Chinese font).
 * @example splitCjk('Luk Fu (六虎)') // [{text:'Luk Fu (',cjk:false},{text:'六虎',cjk:true},{text:')',cjk:false}]
 */
export function splitCjk(text: string): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(CJK_RUN)) {
    const start = match.index ?? 0;
    if (start > last) out.push({ text: text.slice(last, start), cjk: false });
    out.push({ text: match[0], cjk: true });
    last = start + match[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), cjk: false });
  return out;
}
