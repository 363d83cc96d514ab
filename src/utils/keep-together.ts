import { splitMatches } from './split-text';

/**
 * Names a line must not break inside. A browser may break after any hyphen
 * and at any space, so a narrow screen could show "Lektion 3: Koi-" with
 * "Koi oder aufhören?" on the next line, or "Sup-" above "1". These names
 * read as one word each: the call Koi-Koi (also inside compounds such as
 * "Koi-Koi-Rufe", which may still break after the second hyphen), the Hakka
 * cards (English "Sup 1", German "Sup-1", the ids "sup-1") and the Wan Sin.
 */
export const KEEP_TOGETHER = /Koi-Koi|\b(?:Sup|Gon|Zok|Sin)[- ][1-9]\b|\bWan Sin\b/gi;

/** The class of the span that keeps a name on one line (`white-space: nowrap`). */
export const KEEP_CLASS = 'nobr';

/**
 * Elements whose text is left alone: the head, raw text (scripts, styles,
 * titles, text areas), SVG (a span is not allowed in its text), form
 * options (they hold text only) and Preact islands, whose server-rendered
 * markup must match what the island renders when it hydrates.
 */
const SKIP = new Set(['head', 'script', 'style', 'title', 'textarea', 'svg', 'select', 'astro-island']);

/** Elements whose content is raw text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

/** A comment, a doctype, an end tag or a start tag with its attributes (quoted values may hold `>`). */
const TOKEN =
  /<!--[\s\S]*?-->|<![^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*(\/?)>/g;

/** A piece of text: a name to keep on one line, or the text between names. */
export interface TextPiece {
  readonly text: string;
  readonly keep: boolean;
}

/** Splits plain text into names of `KEEP_TOGETHER` and the text between them (islands render each name in a no-break span). */
export function splitNames(text: string): TextPiece[] {
  return splitMatches(text, KEEP_TOGETHER).map((run) => ({ text: run.text, keep: run.match }));
}

/** Wraps each name of `KEEP_TOGETHER` in one text run in a no-break span. */
function wrapNames(text: string): string {
  return splitNames(text)
    .map((p) => (p.keep ? `<span class="${KEEP_CLASS}">${p.text}</span>` : p.text))
    .join('');
}

/**
 * Returns the page with every name of `KEEP_TOGETHER` in its body text
 * wrapped in `<span class="nobr">`. Attributes, comments and the elements in
 * `SKIP` are left as they are; so is a name that an element boundary splits.
 */
export function keepTogether(html: string): string {
  let out = '';
  let last = 0;
  const skipping: string[] = [];
  const lower = html.toLowerCase();
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const text = html.slice(last, match.index);
    out += skipping.length > 0 ? text : wrapNames(text);
    out += match[0];
    last = TOKEN.lastIndex;
    const [, endName, startName, selfClosing] = match;
    if (endName !== undefined) {
      if (skipping.at(-1) === endName.toLowerCase()) skipping.pop();
      continue;
    }
    if (startName === undefined || selfClosing) continue;
    const name = startName.toLowerCase();
    if (RAW_TEXT.has(name)) {
      const end = lower.indexOf(`</${name}`, last);
      const stop = end === -1 ? html.length : end;
      out += html.slice(last, stop);
      last = stop;
      TOKEN.lastIndex = stop;
    } else if (SKIP.has(name)) {
      skipping.push(name);
    }
  }
  const rest = html.slice(last);
  return out + (skipping.length > 0 ? rest : wrapNames(rest));
}
