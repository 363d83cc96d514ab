// Scores are computed by the engine and put into pages by components
// (<RuleNumber>, <HakkaNumber>, <ExampleHand>), never typed into the prose.
// This guard reads every MDX page's prose and its title and description –
// without imports, code and component tags – and fails on a numeral next to a unit of
// score (points, tricks, mon) or a multiplier, so a typed score cannot slip in.
// The one exception is a quotation of a source, listed with its reason.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT, filesUnder } from './files';

/** Quotations of a source that keep its own figures (page → quoted text). */
const QUOTATIONS: Readonly<Record<string, readonly string[]>> = {
  // The Nintendo leaflet's words on the September sake cup, quoted in English.
  'en/koikoi/variants.mdx': ['10 or a 1 point card'],
};

const UNIT = String.raw`(?:points?|pts?\.?|punkte?n?|pkt\.?|tricks?|stiche?n?|mon)\b`;
const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
/** A numeral before a unit ("5 points", "6 Stiche", "1-point"), or a multiplier ("×2", "2x"). */
const TYPED_SCORE = new RegExp(
  String.raw`\b${NUMBER}(?:\s*(?:[-–]|or a|or|oder)\s*${NUMBER})?\s*[-–]?\s*${UNIT}|(?<!\w)[×x]\s?\d+\b|\b\d+\s?[×x](?![\w-])`,
  'giu',
);

/**
 * What a reader of an MDX page sees: its title and description (which cannot
 * hold components) and its prose; no other frontmatter, imports, code,
 * comments or tags (their attributes hold ids, not prose).
 */
function prose(mdx: string): string {
  return mdx
    .replace(/^---\n([\s\S]*?)\n---\n/, (_, head: string) =>
      head
        .split('\n')
        .filter((line) => /^(?:title|description):/.test(line))
        .map((line) => `${line}\n`)
        .join(''),
    )
    .replace(/^(?:import|export) .*$/gm, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, ' ');
}

/** Typed scores in `text`, without the allowed quotations. */
function typedScores(text: string, quotations: readonly string[] = []): string[] {
  let rest = text;
  for (const quote of quotations) rest = rest.replaceAll(quote, '');
  return [...rest.matchAll(TYPED_SCORE)].map((m) => m[0]);
}

const pages = filesUnder(CONTENT)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => relative(CONTENT, f))
  .sort();

describe('the guard', () => {
  it.each([
    ['Five Lights is worth 10 points.', ['10 points']],
    ['Drei Lichter bringen 6 Punkte.', ['6 Punkte']],
    ['ab 6 Stichen', ['6 Stichen']],
    ['a 1-point card', ['1-point']],
    ['counts 5 or 6 tricks', ['5 or 6 tricks']],
    ['bringt 5–7 Punkte', ['5–7 Punkte']],
    ['doubles: ×2 after seven', ['×2']],
    ['the score is multiplied 2x', ['2x']],
    ['scores 3 mon', ['3 mon']],
  ])('finds the typed score in %j', (text, found) => {
    expect(typedScores(text)).toEqual(found);
  });

  it.each([
    'All 48 cards, 12 months, 4 cards each.',
    'Druck mit Skalierung 100 % aus.',
    'Lektion 4: Eine ganze Runde zu zweit',
    'die Sup-9 und die 1en',
    'Ctrl+P or ⌘P, 160 g/m² paper',
    'a box 12 cm wide, max 3 tries',
  ])('lets %j pass', (text) => {
    expect(typedScores(text)).toEqual([]);
  });

  it('reads the prose around components, not their attributes', () => {
    const mdx =
      '---\ntitle: Payments\norder: 30\n---\nimport X from "./x";\n\nStarts at <HakkaNumber of="payout:6" unit="points" /> for six.\n';
    expect(prose(mdx)).not.toContain('import');
    expect(typedScores(prose(mdx))).toEqual([]);
    expect(typedScores(prose(`${mdx}\nOr simply 6 points.`))).toEqual(['6 points']);
  });

  it('reads the title and the description, which cannot hold components', () => {
    expect(typedScores(prose('---\ntitle: "Five Lights: 10 points"\n---\nText.\n'))).toEqual(['10 points']);
    expect(typedScores(prose('---\ntitle: Yaku\ndescription: Drei Lichter, 6 Punkte.\n---\n'))).toEqual([
      '6 Punkte',
    ]);
  });

  it('lets a listed quotation pass, but only its own words', () => {
    expect(typedScores('it “can be used as a 10 or a 1 point card”', ['10 or a 1 point card'])).toEqual([]);
    expect(typedScores('a 10 or a 1 point card, and 5 points', ['10 or a 1 point card'])).toEqual([
      '5 points',
    ]);
  });
});

describe('content pages', () => {
  it('are found', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages)('%s types no score into its prose', (page) => {
    const text = prose(readFileSync(join(CONTENT, page), 'utf8'));
    expect(typedScores(text, QUOTATIONS[page] ?? [])).toEqual([]);
  });

  it.each(Object.entries(QUOTATIONS))('%s still holds its listed quotation', (page, quotes) => {
    const text = prose(readFileSync(join(CONTENT, page), 'utf8'));
    for (const quote of quotes) expect(text).toContain(quote);
  });
});
