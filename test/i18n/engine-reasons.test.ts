// Every reason key the engines' applyAction can refuse a move with
// (`koikoi.error.*`, `hakka.error.*`), found by scanning src/engine for the
// key literals, is one of the engine's listed keys and has a text in both
// languages, so a page shows a sentence rather than the key.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REJECT_REASONS, type RejectReason } from '../../src/engine/hakka';
import { ACTION_ERRORS, type ActionError } from '../../src/engine/hanafuda';
import { errorsDe as hakkaDe } from '../../src/i18n/hakka/errors-de';
import { errorsEn as hakkaEn } from '../../src/i18n/hakka/errors-en';
import { hakkaErrorText } from '../../src/i18n/hakka/ref';
import { koikoiErrorText } from '../../src/i18n/koikoi-game/errors';
import { errorsDe as koikoiDe } from '../../src/i18n/koikoi-game/errors-de';
import { errorsEn as koikoiEn } from '../../src/i18n/koikoi-game/errors-en';
import { LANGS } from '../../src/i18n/locales';

/** The engine's TypeScript sources. */
const sources = readdirSync('src/engine', { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));

/** Every reason key written in the engine's source. */
const written = [
  ...new Set(
    sources.flatMap((text) =>
      [...text.matchAll(/['"`]((?:koikoi|hakka)\.error\.[\w-]+)['"`]/g)].map((m) => m[1]),
    ),
  ),
].sort() as string[];

const listed: readonly string[] = [...ACTION_ERRORS, ...REJECT_REASONS];

describe('the engines’ reason keys', () => {
  it('are all written out in the source (none is put together) and all listed', () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.some((text) => /(?:koikoi|hakka)\.error\.\$\{/.test(text))).toBe(false);
    expect(written.length).toBeGreaterThanOrEqual(listed.length);
    expect(written).toEqual([...listed].sort());
  });

  describe.each(LANGS)('in %s', (lang) => {
    it.each(written)('%s has a sentence of its own', (key) => {
      const text = key.startsWith('koikoi.')
        ? koikoiErrorText(lang, key as ActionError)
        : hakkaErrorText(lang, key as RejectReason);
      expect(text).toMatch(/^\p{Lu}.{8,}[.!?]$/u);
      expect(text).not.toContain('error.');
    });
  });

  it('have German texts that differ from the English ones, and no text for keys the engines do not know', () => {
    for (const [en, de, keys] of [
      [koikoiEn, koikoiDe, ACTION_ERRORS],
      [hakkaEn, hakkaDe, REJECT_REASONS],
    ] as const) {
      expect(Object.keys(en).sort()).toEqual([...keys].sort());
      expect(Object.keys(de).sort()).toEqual([...keys].sort());
      for (const key of keys)
        expect((de as Record<string, string>)[key]).not.toBe((en as Record<string, string>)[key]);
    }
  });
});
