import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CJK_FONTS, cjkChars, FONT_DIR, fontChars } from '../../scripts/cjk-fonts.mjs';
import { DIST, distFiles, ensureBuilt, parseHtml } from './dist';

// Japanese and Chinese in the built pages: every character in an element
// marked `ja` or `zh-Hant` (so the CJK font stacks of global.css apply and a
// screen reader switches voice), and the fallback font of that stack has it.
ensureBuilt();

const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
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
    const font = await fontChars(join(FONT_DIR, (CJK_FONTS[index] as { file: string }).file));
    const chars = byLang.get(lang)?.chars ?? '';
    expect([...chars].filter((c) => !font.has(c)).join('')).toBe('');
  });
});

describe('the fallback fonts in the built stylesheet', () => {
  const css = distFiles()
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(DIST, f), 'utf8'))
    .join('\n');

  it.each([
    ['ja', 'Site Noto Sans JP', 0],
    ['zh-Hant', 'Site Noto Sans TC', 1],
  ] as const)('%s: the last family before sans-serif, served from this site', (lang, family, index) => {
    const stack = css.match(new RegExp(`:lang\\(${lang}\\)\\{[^}]*font-family:([^;}]*)`))?.[1] ?? '';
    expect(stack.replaceAll('"', '')).toMatch(new RegExp(`,${family},sans-serif$`));
    const face = css.match(new RegExp(`@font-face\\{font-family:"?${family}"?;src:url\\(([^)]+)\\)[^}]*\\}`));
    expect(face?.[0]).toContain('unicode-range:');
    const url = face?.[1] ?? '';
    expect(url).toMatch(/^\/_astro\/[^/]+\.woff2$/);
    const served = readFileSync(join(DIST, url));
    const source = readFileSync(join(FONT_DIR, (CJK_FONTS[index] as { file: string }).file));
    expect(served.equals(source)).toBe(true);
  });
});
