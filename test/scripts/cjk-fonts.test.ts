import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CJK_FONTS, cjkChars, FONT_DIR, fontChars, sourceCjkChars } from '../../scripts/cjk-fonts.mjs';
import { HAKKA_CARD_NAMES } from '../../src/i18n/hakka-cards';

const [JP, TC] = CJK_FONTS.map((font) => join(FONT_DIR, font.file)) as [string, string];
const missing = (chars: string, font: Set<string>) => [...chars].filter((c) => !font.has(c)).join('');
const RERUN = 'run node_modules/.bin/node scripts/cjk-fonts.mjs';

describe('cjkChars', () => {
  it('keeps each Chinese or Japanese character once, by code point, and drops everything else', () => {
    expect(cjkChars('Luk Fu (六虎), 六 again; Matsu ni Tsuru 松に鶴')).toBe('に六松虎鶴');
    expect(cjkChars('タネ・カス、「花札」')).toBe('、「」カスタネ・札花');
    expect(cjkChars('Kirschblüte – no CJK here')).toBe('');
  });
});

describe('the CJK fallback fonts (src/fonts)', () => {
  it('the Japanese one has every CJK character of content/ and src/, islands included', async () => {
    const chars = sourceCjkChars();
    expect(chars.length).toBeGreaterThan(50);
    expect(missing(chars, await fontChars(JP)), RERUN).toBe('');
  });

  it('the Chinese one has every Hakka card name in Chinese', async () => {
    const hanzi = cjkChars(
      Object.values(HAKKA_CARD_NAMES)
        .map((names) => names.hanzi)
        .join(''),
    );
    expect(hanzi).toContain('拾');
    expect(missing(hanzi, await fontChars(TC)), RERUN).toBe('');
  });

  it('are subsets, not whole fonts (a few hundred glyphs at most)', async () => {
    for (const path of [JP, TC]) {
      expect((await fontChars(path)).size).toBeLessThan(500);
      expect(readFileSync(path).length).toBeLessThan(60_000);
    }
  });

  it('come with their licence', () => {
    expect(readFileSync(join(FONT_DIR, 'OFL.txt'), 'utf8')).toContain('SIL Open Font License, Version 1.1');
  });
});
