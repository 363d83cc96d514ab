import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CJK_FONTS, cjkFontFaces } from '../../src/fonts/cjk-fonts';
import { sourceCjkChars } from '../../src/fonts/cjk-subset';
import { HAKKA_CARD_NAMES } from '../../src/i18n/hakka-cards';
import { cjkChars } from '../../src/utils/cjk';
import { fontChars } from '../fonts/font-chars';
import { DIST, distFiles, ensureBuilt, htmlPages, parseHtml } from './dist';

// The CJK fallback fonts of the built site (src/fonts/): each has every
// character it is asked for, and every page declares them. That every CJK
// run sits in an element marked `ja` or `zh-Hant` is checked in dist.test.ts.
ensureBuilt();

const builtFont = (index: number) => join(DIST, 'fonts', (CJK_FONTS[index] as { file: string }).file);
const missing = (chars: string, font: Set<string>) => [...chars].filter((c) => !font.has(c)).join('');

/** The CJK characters of the built pages by the `lang` of the element they are in (scripts and styles left out). */
function cjkByLang(): Map<string, string> {
  const text = new Map<string, string>();
  for (const file of htmlPages()) {
    const doc = parseHtml(file);
    const walker = doc.createTreeWalker(doc.body, 4 /* text nodes */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template')) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      text.set(lang, (text.get(lang) ?? '') + (node.textContent ?? ''));
    }
  }
  return new Map([...text].map(([lang, all]) => [lang, cjkChars(all)]));
}

describe('Japanese and Chinese text in the built pages', () => {
  let byLang = new Map<string, string>();
  // Parsing every page takes a few seconds.
  beforeAll(() => {
    byLang = cjkByLang();
  }, 60_000);

  it.each([
    ['ja', 0, '札'],
    ['zh-Hant', 1, '拾'],
  ] as const)('marked %s has every character in its fallback font', async (lang, index, sample) => {
    const chars = byLang.get(lang) ?? '';
    expect(chars).toContain(sample);
    expect(missing(chars, await fontChars(builtFont(index)))).toBe('');
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
    const without = htmlPages().filter(
      (file) =>
        ![...parseHtml(file).head.querySelectorAll('style')].some(
          (style) => style.textContent === cjkFontFaces(),
        ),
    );
    expect(without).toEqual([]);
  }, 60_000);

  it.each(CJK_FONTS.map((font, index) => [font.family, index] as const))(
    '%s is served and is the last family before sans-serif in its stack',
    (family, index) => {
      const lang = index === 0 ? 'ja' : 'zh-Hant';
      const stack = css.match(new RegExp(`:lang\\(${lang}\\)\\{[^}]*font-family:([^;}]*)`))?.[1] ?? '';
      expect(stack.replaceAll('"', '')).toMatch(new RegExp(`,${family},sans-serif$`));
      expect(readFileSync(builtFont(index)).subarray(0, 4).toString('latin1')).toBe('wOF2');
    },
  );

  it('a run of unknown language (search-cjk.ts) falls back on both, after the system fonts', () => {
    const stack = css.match(/\.cjk-any\{[^}]*font-family:([^;}]*)/)?.[1] ?? '';
    const families = CJK_FONTS.map((font) => font.family).join(',');
    expect(stack.replaceAll('"', '')).toMatch(new RegExp(`Noto Sans TC,${families},sans-serif$`));
  });
});
