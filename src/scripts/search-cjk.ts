/**
 * Gives the Japanese and Chinese words in a search result their language.
 * Pagefind's excerpts are plain text with `<mark>` around the hits, so the
 * `lang` the page gave each such word is lost, and a screen reader would
 * read 猪鹿蝶 with the English or German voice, a browser pick a font for the
 * wrong script. Each run of such characters gets a `<span lang>` again:
 * Japanese when it holds kana or stands on a Koi-Koi page, Chinese
 * (traditional script) on a Hakka page. Elsewhere (the glossary, the home
 * page) a run of Chinese characters alone could be either: it gets no
 * language rather than a guess, only the class `cjk-any`, whose font stack
 * (global.css) holds both languages' fonts, so that a system without a CJK
 * font still shows it (from the site's fonts) instead of empty boxes.
 *
 * @example
 * markCjk(excerptElement, '/en/koikoi/yaku/#inoshikacho');
 */
import { splitCjk } from '../utils/cjk';

/** The languages a run can be given. */
export type CjkLang = 'ja' | 'zh-Hant';

const KANA = /[\u3040-\u30ff]/;

/** The language of a run of Chinese or Japanese characters in a result from `url`; `null` if unsure. */
export function cjkLang(run: string, url: string): CjkLang | null {
  if (KANA.test(run)) return 'ja';
  const path = new URL(url, 'https://example.invalid/').pathname;
  if (/^\/[a-z]{2}\/koikoi\//.test(path)) return 'ja';
  if (/^\/[a-z]{2}\/hakka\//.test(path)) return 'zh-Hant';
  return null;
}

/** Wraps each Chinese or Japanese run in the text inside `element` in a span with its language (or `cjk-any`). */
export function markCjk(element: Element, url: string): void {
  const doc = element.ownerDocument;
  const walker = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    const parts = splitCjk(text.data);
    if (!parts.some((part) => part.cjk)) continue;
    text.replaceWith(
      ...parts.map((part) => {
        if (!part.cjk) return part.text;
        const lang = cjkLang(part.text, url);
        const span = doc.createElement('span');
        if (lang) span.lang = lang;
        else span.className = 'cjk-any';
        span.textContent = part.text;
        return span;
      }),
    );
  }
}
