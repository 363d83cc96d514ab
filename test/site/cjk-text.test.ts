import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CJK_FONTS, cjkFontFaces } from '../../src/fonts/cjk-fonts';
import { cjkChars, sourceCjkChars } from '../../src/fonts/cjk-subset';
import { HAKKA_CARD_NAMES } from '../../src/i18n/hakka-cards';
import { fontChars } from '../fonts/font-chars';
import { DIST, distFiles, ensureBuilt, parseHtml } from './dist';

// Japanese and Chinese in the built site: every character of the pages in an
// element marked `ja` or `zh-Hant` (so the CJK font stacks of global.css
// apply and a screen reader switches voice), and the fallback fonts cut at
// build time (src/fonts/cjk-subset.ts) have every character they need.
ensureBuilt();

const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
const builtFont = (index: number) => join(DIST, 'fonts', (CJK_FONTS[index] as { file: string }).file);
const missing = (chars: string, font: Set<string>) => [...chars].filter((c) => !font.has(c)).join('');
const pages = () => distFiles().filter((f) => f.endsWith('.html') && !f.startsWith('pagefind/'));

/** The CJK text of the built pages, by the `lang` of its nearest marked ancestor. */
function cjkByLang(): Map<string, { chars: string; where: string[] }> {
  const found = new Map<string, { text: string; where: Set<string> }>();
  for (const file of pages()) {
    const doc = parseHtml(file);
    const walker = doc.createTreeWalker(doc.body, 4 /* text nodes */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!CJK.test(text) || !parent || parent.closest('script, style, template')) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      const entry = found.get(lang) ?? { text: '', where: new Set<string>() };
      entry.text += text;
      entry.where.add(file);
      found.set(lang, entry);
    }
  }
  return new Map(
    [...found].map(([lang, { text, where }]) => [lang, { chars: cjkChars(text), where: [...where] }]),
  );
}

describe('Japanese and Chinese text in the built pages', () => {
  let byLang: ReturnType<typeof cjkByLang>;
  beforeAll(() => {
    byLang = cjkByLang();
  });

  it('is all marked ja or zh-Hant, and both occur', () => {
    const unmarked = [...byLang].filter(([lang]) => lang !== 'ja' && lang !== 'zh-Hant');
    expect(
      unmarked.map(([lang, { chars, where }]) => `${lang || '(none)'}: ${chars} on ${where.slice(0, 3)}`),
    ).toEqual([]);
    expect(byLang.get('ja')?.chars).toContain('札');
    expect(byLang.get('zh-Hant')?.chars).toContain('拾');
  });

  it.each([
    ['ja', 0],
    ['zh-Hant', 1],
  ] as const)('marked %s has every character in its fallback font', async (lang, index) => {
    expect(missing(byLang.get(lang)?.chars ?? '', await fontChars(builtFont(index)))).toBe('');
  });
});

describe('the built fallback fonts', () => {
  it('the Japanese one has every CJK character of content/ and src/, islands included', async () => {
    const chars = sourceCjkChars();
    expect(chars.length).toBeGreaterThan(50);
    expect(missing(chars, await fontChars(builtFont(0)))).toBe('');
  });

  it('the Chinese one has every Hakka card name in Chinese', async () => {
    const hanzi = cjkChars(
      Object.values(HAKKA_CARD_NAMES)
        .map((names) => names.hanzi)
        .join(''),
    );
    expect(hanzi).toContain('拾');
    expect(missing(hanzi, await fontChars(builtFont(1)))).toBe('');
  });

  it('are subsets, not whole fonts (a few hundred glyphs, tens of kilobytes)', async () => {
    for (const index of [0, 1]) {
      expect((await fontChars(builtFont(index))).size).toBeLessThan(500);
      expect(readFileSync(builtFont(index)).length).toBeLessThan(60_000);
    }
  });

  it('are served with their licence', () => {
    expect(readFileSync(join(DIST, 'fonts/OFL.txt'), 'utf8')).toContain('SIL Open Font License, Version 1.1');
  });
});

describe('the fallback fonts in the built pages', () => {
  const css = distFiles()
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(DIST, f), 'utf8'))
    .join('\n');

  it('every page declares them in its head', () => {
    const without = pages().filter(
      (file) =>
        ![...parseHtml(file).head.querySelectorAll('style')].some(
          (style) => style.textContent === cjkFontFaces(),
        ),
    );
    expect(without).toEqual([]);
  });

  it.each(CJK_FONTS.map((font, index) => [font.family, index] as const))(
    '%s is served and is the last family before sans-serif in its stack',
    (family, index) => {
      const lang = index === 0 ? 'ja' : 'zh-Hant';
      const stack = css.match(new RegExp(`:lang\\(${lang}\\)\\{[^}]*font-family:([^;}]*)`))?.[1] ?? '';
      expect(stack.replaceAll('"', '')).toMatch(new RegExp(`,${family},sans-serif$`));
      expect(readFileSync(builtFont(index)).subarray(0, 4).toString('latin1')).toBe('wOF2');
    },
  );
});
