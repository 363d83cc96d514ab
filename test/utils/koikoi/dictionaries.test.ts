import { describe, expect, it } from 'vitest';
import { YAKU_IDS, YAKU_REASON_KEYS } from '../../../src/engine/hanafuda';
import { coreDe } from '../../../src/i18n/koikoi/core-de';
import { coreEn } from '../../../src/i18n/koikoi/core-en';
import { pagesDe } from '../../../src/i18n/koikoi/pages-de';
import { pagesEn } from '../../../src/i18n/koikoi/pages-en';
import { toolsDe } from '../../../src/i18n/koikoi/tools-de';
import { toolsEn } from '../../../src/i18n/koikoi/tools-en';

// The Koi-Koi dictionaries live in src/i18n/koikoi; their tests sit here with the helpers that use them.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['core', coreEn, coreDe],
  ['pages', pagesEn, pagesDe],
  ['tools', toolsEn, toolsDe],
] as const)('the %s dictionary', (_name, en, de) => {
  it('has the same keys in German and English', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('uses the same placeholders in both languages, and no empty text', () => {
    for (const [key, text] of Object.entries(en)) {
      const german = (de as Record<string, string>)[key] ?? '';
      expect(german.trim(), key).not.toBe('');
      expect(placeholders(german), key).toEqual(placeholders(text));
    }
  });
});

describe('engine keys', () => {
  it('names every yaku and translates every reason key', () => {
    for (const id of YAKU_IDS) expect(coreEn).toHaveProperty([`yaku.${id}`]);
    for (const reason of YAKU_REASON_KEYS) expect(coreEn).toHaveProperty([`reason.${reason}`]);
  });
});
