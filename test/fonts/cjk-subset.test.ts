import { describe, expect, it } from 'vitest';
import { CJK_FONTS, cjkFontFaces } from '../../src/fonts/cjk-fonts';
import { cjkSubset, sourceCjkChars } from '../../src/fonts/cjk-subset';
import { fontChars } from './font-chars';

describe('cjkFontFaces', () => {
  it('declares each font from /fonts/ for the CJK ranges only, swapping in when loaded', () => {
    expect(cjkFontFaces().split('\n')).toEqual([
      '@font-face{font-family:"Site Noto Sans JP";src:url("/fonts/noto-sans-jp-subset.woff2") format("woff2");' +
        'font-display:swap;unicode-range:U+3000-30FF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FF00-FFEF}',
      '@font-face{font-family:"Site Noto Sans TC";src:url("/fonts/noto-sans-tc-subset.woff2") format("woff2");' +
        'font-display:swap;unicode-range:U+3000-30FF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FF00-FFEF}',
    ]);
  });
});

describe('sourceCjkChars', () => {
  it('finds the names of both games in the sources', () => {
    const chars = sourceCjkChars();
    for (const c of '花札猪鹿蝶拾貫索綫萬') expect(chars).toContain(c);
  });
});

describe('cjkSubset', () => {
  it.each(CJK_FONTS)('cuts $file down to exactly the characters asked for', async (font) => {
    const woff2 = await cjkSubset(font, '花札六');
    expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect([...(await fontChars(woff2))].filter((c) => /\p{Script=Han}/u.test(c)).sort()).toEqual([
      '六',
      '札',
      '花',
    ]);
  });
});
