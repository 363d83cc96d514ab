import { describe, expect, it } from 'vitest';
import { ensureBuilt, htmlPages, parseHtml } from './dist';

// The language switch carries a heading's anchor to the same section in the
// other language by position (`utils/heading-twins.ts`). That holds only while
// both languages have the same headings in the same order, which this checks
// on the built pages, headings from components included.
ensureBuilt();

const englishPages = () => htmlPages().filter((f) => f.startsWith('en/'));

/** The article's headings with an id: their level and id, in order. */
function outline(file: string): { level: string; id: string }[] {
  return [...parseHtml(file).querySelectorAll('[data-pagefind-body] :is(h2, h3, h4, h5, h6)[id]')].map(
    (h) => ({ level: h.tagName, id: h.id }),
  );
}

/** The language switch's map of heading anchors. */
function twins(file: string): Record<string, string> {
  const json = parseHtml(file).querySelector('[data-lang-switch]')?.getAttribute('data-heading-twins');
  return json ? (JSON.parse(json) as Record<string, string>) : {};
}

describe('heading anchors across the language switch', () => {
  it.each(englishPages())(
    '%s has the headings of its German twin, and the switch maps each to its twin',
    (file) => {
      const german = file.replace(/^en\//, 'de/');
      const en = outline(file);
      const de = outline(german);
      expect(en.map((h) => h.level)).toEqual(de.map((h) => h.level));
      const expected = (from: typeof en, to: typeof en) =>
        Object.fromEntries(from.flatMap((h, i) => (h.id === to[i]?.id ? [] : [[h.id, to[i]?.id]])));
      expect(twins(file)).toEqual(expected(en, de));
      expect(twins(german)).toEqual(expected(de, en));
    },
  );

  it('maps the sections of the rules both ways', () => {
    expect(twins('de/koikoi/rules/index.html')['koi-koi-oder-aufhören']).toBe('koi-koi-or-stop');
    expect(twins('en/koikoi/rules/index.html')['koi-koi-or-stop']).toBe('koi-koi-oder-aufhören');
  });
});
