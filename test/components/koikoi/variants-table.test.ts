import { describe, expect, it } from 'vitest';
import {
  PRESET_IDS,
  RULESET_SOURCES,
  RULESETS,
  YAKU_IDS,
  yakuPointsIfCounted,
} from '../../../src/engine/hanafuda';
import { pagesT } from '../../../src/i18n/koikoi/pages';
import { LANGS } from '../../../src/i18n/locales';
import { citedInCell, VARIANT_FIELDS } from '../../../src/utils/koikoi/rule-values';
import { ensureBuilt, fileFor, parseHtml } from '../../site/dist';

// <VariantsTable> renders static HTML at build time; these checks read the built
// variants page (run `npm run build` after changing it).
ensureBuilt();

function variantsPage(lang: string): Document {
  const file = fileFor(`/${lang}/koikoi/variants/`);
  if (!file) throw new Error(`/${lang}/koikoi/variants/ is not built`);
  return parseHtml(file);
}

function table(lang: string, kind: 'rules' | 'points'): Element {
  const found = variantsPage(lang).querySelector(`[data-variants="${kind}"]`);
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

  it('does the same for the yaku points a preset counts', () => {
    const expected = YAKU_IDS.map((yaku) =>
      PRESET_IDS.map(
        (preset) =>
          yakuPointsIfCounted(yaku, RULESETS[preset]) !== null &&
          citedInCell(preset, RULESET_SOURCES[preset].points[yaku]),
      ),
    );
    expect(cited(lang, 'points', YAKU_IDS)).toEqual(expected);
  });

  it('gives no points for a yaku a preset does not count, as the rules table, yaku page and cheat sheet say', () => {
    const cells = YAKU_IDS.map((yaku) =>
      [...table(lang, 'points').querySelectorAll(`tr[data-row="${yaku}"] td`)].map((cell) =>
        cell.textContent?.replace(/\s+/g, ' ').trim(),
      ),
    );
    const notCounted = pagesT(lang as 'en' | 'de')('variants.notCounted');
    const expected = YAKU_IDS.map((yaku) =>
      PRESET_IDS.map((preset) => {
        const points = yakuPointsIfCounted(yaku, RULESETS[preset]);
        return points === null ? `–${notCounted}` : String(points);
      }),
    );
    // Cited cells carry their source after the number.
    expect(cells.map((row, i) => row.map((cell, j) => cell?.slice(0, expected[i]?.[j]?.length)))).toEqual(
      expected,
    );
    // Cards of the Month: no yaku under the leaflet and the German sheet.
    expect(cells[YAKU_IDS.indexOf('tsukifuda')]?.map((cell) => cell?.startsWith('–'))).toEqual([
      true,
      false,
      true,
    ]);
    expect(variantsPage(lang).querySelector('.kk-legend')?.textContent).toBe(`– = ${notCounted}.`);
  });

  it('names the rules table’s region by its heading, not by its first column', () => {
    const doc = variantsPage(lang);
    const region = doc.querySelector('[role="region"]:has([data-variants="rules"])');
    const heading = doc.querySelector('main h2');
    expect(heading?.textContent?.trim()).toMatch(/^(The rules side by side|Die Regeln nebeneinander)$/);
    expect(region?.getAttribute('aria-label')).toBe(heading?.textContent?.trim());
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
