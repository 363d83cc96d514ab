import { describe, expect, it } from 'vitest';
import { CJK_FONTS, CJK_UNICODE_RANGE, cjkFontFaces } from '../../src/fonts/cjk-fonts';
import { cjkChars, cjkSubset, sourceCjkChars } from '../../src/fonts/cjk-subset';
import { fontChars } from './font-chars';

describe('cjkChars', () => {
  it('keeps each Chinese or Japanese character once, by code point, and drops everything else', () => {
    expect(cjkChars('Luk Fu (六虎), 六 again; Matsu ni Tsuru 松に鶴')).toBe('に六松虎鶴');
    expect(cjkChars('タネ・カス、「花札」')).toBe('、「」カスタネ・札花');
    expect(cjkChars('Kirschblüte – no CJK here')).toBe('');
  });
});

describe('cjkFontFaces', () => {
  it('declares each font from /fonts/ for the CJK ranges only, swapping in when loaded', () => {
    expect(CJK_UNICODE_RANGE).toBe('U+3000-30FF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FF00-FFEF');
    const faces = cjkFontFaces().split('\n');
    expect(faces).toHaveLength(CJK_FONTS.length);
    CJK_FONTS.forEach((font, i) => {
      expect(faces[i]).toBe(
        `@font-face{font-family:"${font.family}";src:url("/fonts/${font.file}") format("woff2");` +
          `font-display:swap;unicode-range:${CJK_UNICODE_RANGE}}`,
      );
    });
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
