import { describe, expect, it } from 'vitest';
import { PRESET_IDS, RULESET_SOURCES, YAKU_IDS } from '../../../src/engine/hanafuda';
import { LANGS } from '../../../src/i18n/locales';
import { citedInCell, VARIANT_FIELDS } from '../../../src/utils/koikoi/rule-values';
import { ensureBuilt, fileFor, parseHtml } from '../../site/dist';

// <VariantsTable> renders static HTML at build time; these checks read the built
// variants page (run `npm run build` after changing it).
ensureBuilt();

function table(lang: string, kind: 'rules' | 'points'): Element {
  const file = fileFor(`/${lang}/koikoi/variants/`);
  if (!file) throw new Error(`/${lang}/koikoi/variants/ is not built`);
  const found = parseHtml(file).querySelector(`[data-variants="${kind}"]`);
  if (!found) throw new Error(`no ${kind} table`);
  return found;
}

/** Per row, per preset column: whether the cell names a source. */
function cited(lang: string, kind: 'rules' | 'points', rows: readonly string[]): boolean[][] {
  return rows.map((row) => {
    const cells = [...table(lang, kind).querySelectorAll(`tr[data-row="${row}"] td`)];
    expect(cells).toHaveLength(PRESET_IDS.length);
    return cells.map((cell) => cell.querySelector('.kk-cite') !== null);
  });
}

describe.each(LANGS)('<VariantsTable> on /%s/koikoi/variants/', (lang) => {
  it('names a rule’s source only where it adds a note, a decision or another source', () => {
    const expected = VARIANT_FIELDS.map((field) =>
      PRESET_IDS.map((preset) => citedInCell(preset, RULESET_SOURCES[preset][field])),
    );
    expect(cited(lang, 'rules', VARIANT_FIELDS)).toEqual(expected);
    // Both kinds occur: plain values and explained ones.
    expect(expected.flat()).toContain(true);
    expect(expected.flat()).toContain(false);
  });

  it('does the same for the yaku points', () => {
    const expected = YAKU_IDS.map((yaku) =>
      PRESET_IDS.map((preset) => citedInCell(preset, RULESET_SOURCES[preset].points[yaku])),
    );
    expect(cited(lang, 'points', YAKU_IDS)).toEqual(expected);
  });

  it('keeps every note of the sources on the page', () => {
    const rules = table(lang, 'rules');
    const notes = rules.querySelectorAll('.kk-cite-note').length;
    const expected = VARIANT_FIELDS.flatMap((field) =>
      PRESET_IDS.filter((preset) => RULESET_SOURCES[preset][field].note !== undefined),
    ).length;
    expect(notes).toBe(expected);
  });
});
