import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBackSvg, cardSvg, SUPPORTED_CARD_IDS, UnknownCardError } from '../../../src/cards/hanafuda/card';
import { type CardKind, cardKind, cardMonth, HANAFUDA_CARD_IDS } from '../../../src/cards/hanafuda/ids';
import {
  RIBBON_MARKING,
  RIBBON_STYLES,
  type RibbonStyle,
  ribbonStyleOf,
} from '../../../src/cards/hanafuda/ribbon';

const ALL = HANAFUDA_CARD_IDS.map((id) => [id, cardSvg(id, { title: `Card ${id}` })] as const);

/** Counts the elements with a given tag name in markup. */
function count(svg: string, tag: string): number {
  return svg.match(new RegExp(`<${tag}[\\s>/]`, 'g'))?.length ?? 0;
}

describe('cardSvg', () => {
  it('supports exactly the 48 card ids', () => {
    expect(SUPPORTED_CARD_IDS).toHaveLength(48);
    expect(new Set(SUPPORTED_CARD_IDS).size).toBe(48);
  });

  it.each(ALL)('%s is one complete svg with its data-card and accessible name', (id, svg) => {
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(count(svg, 'svg')).toBe(1);
    const root = svg.slice(0, svg.indexOf('>') + 1);
    expect(root).toContain(`data-card="${id}"`);
    expect(root).toContain('viewBox="0 0 100 160"');
    expect(root).toContain('role="img"');
    // CSS sizes the card: no fixed width or height on the root.
    expect(root).not.toMatch(/\s(width|height)=/);
    expect(svg).toContain(`<title>Card ${id}</title>`);
  });

  it.each(ALL)('%s draws writing as shapes and references nothing outside itself', (_id, svg) => {
    // Issue: "Writing on the cards is drawn as shapes, not font text".
    expect(count(svg, 'text')).toBe(0);
    expect(count(svg, 'image')).toBe(0);
    expect(count(svg, 'use')).toBe(0);
    expect(svg).not.toMatch(/href=|url\(|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
    // No ids, so 48 cards on one page cannot clash.
    expect(svg).not.toMatch(/\sid=/);
  });

  it.each(ALL)('%s is well-formed: balanced groups and quoted attributes', (_id, svg) => {
    expect(count(svg, 'g')).toBe(svg.split('</g>').length - 1);
    // A duplicated attribute on one element is an XML error browsers reject.
    for (const tag of svg.match(/<[a-z]+\s[^>]*>/g) ?? []) {
      const names = [...tag.matchAll(/\s([a-z:-]+)="/g)].map((m) => m[1]);
      expect(new Set(names).size, tag).toBe(names.length);
    }
  });

  const KIND_ROWS: [CardKind, number][] = [
    // Koi-Koi has 5 lights, 9 animals, 10 ribbons, 24 chaff (seed 003 card list).
    ['light', 5],
    ['animal', 9],
    ['ribbon', 10],
    ['chaff', 24],
  ];
  it.each(KIND_ROWS)('every %s card carries the %s kind mark, and only that one', (kind, howMany) => {
    const cards = ALL.filter(([id]) => cardKind(id) === kind);
    expect(cards).toHaveLength(howMany);
    for (const [, svg] of cards) {
      expect(svg.match(/class="kind-mark kind-[a-z]+"/g)).toEqual([`class="kind-mark kind-${kind}"`]);
    }
  });

  describe('ribbons told apart without colour (black-and-white print)', () => {
    const RIBBONS = ALL.filter(([id]) => cardKind(id) === 'ribbon');
    /** Markup with every colour the same: what is left is shape. */
    const shapeOnly = (markup: string) => markup.replace(/#[0-9a-f]{6}\b/gi, '#000000');
    /** The ribbon in the card's picture (the group holding the 16 × 66 strip), without its place and tilt. */
    const artRibbon = (svg: string) => {
      const strip = svg.indexOf('M-8-33h16v66h-16z');
      const start = svg.lastIndexOf('<g transform="translate(', strip);
      return shapeOnly(svg.slice(svg.indexOf('>', start) + 1, svg.indexOf('</g>', strip)));
    };
    const kindMark = (svg: string) => shapeOnly(svg.slice(svg.indexOf('class="kind-mark')));
    /** The distinct shapes of `part` for each ribbon look. */
    const shapesByStyle = (part: (svg: string) => string) => {
      const shapes = new Map<RibbonStyle, Set<string>>();
      for (const [id, svg] of RIBBONS) {
        const style = ribbonStyleOf(cardMonth(id));
        shapes.set(style, (shapes.get(style) ?? new Set()).add(part(svg)));
      }
      return shapes;
    };

    it('draws the three looks of the kind mark in three shapes, one per look', () => {
      expect(RIBBONS).toHaveLength(10);
      const shapes = shapesByStyle(kindMark);
      expect([...shapes.keys()].sort()).toEqual([...RIBBON_STYLES].sort());
      for (const set of shapes.values()) expect(set.size).toBe(1);
      expect(new Set([...shapes.values()].flatMap((set) => [...set])).size).toBe(3);
    });

    it('draws no blue ribbon in the picture in the shape of a red one (poem or plain)', () => {
      const shapes = shapesByStyle(artRibbon);
      const blue = [...(shapes.get('blue') ?? [])];
      // The three blue ribbons look alike, as do the plain red ones; the poem ribbons differ in their writing.
      expect(blue).toHaveLength(1);
      for (const other of ['poem', 'red'] as const)
        for (const shape of shapes.get(other) ?? []) expect(blue).not.toContain(shape);
      // The marking follows the look's data, not the month's drawing.
      expect(RIBBON_MARKING).toEqual({ poem: 'writing', blue: 'bands', red: 'plain' });
    });
  });

  it.each(ALL)('%s keeps its drawing inside the face: the frame and its rim lie over the art', (_id, svg) => {
    const artEnd = svg.lastIndexOf('</g>', svg.indexOf('class="month-pips'));
    const art = svg.indexOf('<g stroke=');
    const ring = svg.indexOf('<rect x="1.75" y="1.75" width="96.5" height="156.5" rx="5.5" fill="none"');
    const rim = svg.indexOf(
      '<rect x=".5" y=".5" width="99" height="159" rx="6.5" fill="none" stroke="#8c8177"/>',
    );
    expect(art).toBeGreaterThan(0);
    expect(ring).toBeGreaterThan(art);
    expect(ring).toBeGreaterThanOrEqual(artEnd);
    expect(rim).toBeGreaterThan(ring);
    // The ring covers the frame exactly: from .5 (its outer edge) to 3, where the face begins.
    expect(svg).toContain('stroke-width="2.5"/>');
    expect(svg).toContain('<rect x="3" y="3" width="94" height="154"');
  });

  it.each(ALL)('%s shows its month as pips', (id, svg) => {
    const month = cardMonth(id);
    expect(svg).toContain(`class="month-pips month-${month}"`);
  });

  it('draws month pips as bars of five and dots of one', () => {
    // Month 12: two bars and two dots; month 5: one bar and no dots.
    const pips = (svg: string) => svg.slice(svg.indexOf('month-pips'), svg.indexOf('kind-mark'));
    const twelve = pips(cardSvg('m12-light'));
    expect(count(twelve, 'circle')).toBe(2);
    expect(count(twelve, 'path')).toBe(3); // box + two bars
    const five = pips(cardSvg('m05-animal'));
    expect(count(five, 'circle')).toBe(0);
    expect(count(five, 'path')).toBe(2);
  });

  it('gives every card its own drawing', () => {
    const drawings = new Set(HANAFUDA_CARD_IDS.map((id) => cardSvg(id).replace(/ data-card="[^"]*"/, '')));
    expect(drawings.size).toBe(48);
  });

  it('is deterministic: the same id gives the same string', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HANAFUDA_CARD_IDS), fc.string(), (id, title) => {
        expect(cardSvg(id, { title })).toBe(cardSvg(id, { title }));
      }),
      { numRuns: 300 },
    );
  });

  it('escapes any title so it cannot break the markup', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const svg = cardSvg('m01-light', { title });
        const inner = svg.slice(svg.indexOf('<title>') + 7, svg.indexOf('</title>'));
        expect(inner).not.toMatch(/[<>]|&(?!amp;|lt;|gt;|quot;)/);
        expect(
          inner
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&'),
        ).toBe(title);
      }),
      { numRuns: 500 },
    );
  });

  it('hides an unnamed card from assistive technology instead of leaving an unnamed image', () => {
    const svg = cardSvg('m08-light');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).not.toContain('role="img"');
    expect(svg).not.toContain('<title>');
  });

  it.each(['', 'm13-light', 'm01-animal', 'M01-LIGHT', 'm11-chaff1', 'm12-chaff4'])(
    'throws code unknown-card for %j',
    (id) => {
      expect(() => cardSvg(id)).toThrow(UnknownCardError);
      try {
        cardSvg(id);
      } catch (error) {
        expect((error as UnknownCardError).code).toBe('unknown-card');
      }
    },
  );
});

describe('size budget', () => {
  // Issue budget: the cards page with all 48 cards at most 150 KB gzipped;
  // the art should take a small part of it (brief: roughly 1–2.5 KB a card).
  it.each(ALL)('%s stays under 4.5 KB of markup', (_id, svg) => {
    expect(svg.length).toBeLessThan(4608);
  });

  it('averages under 3 KB a face and all 48 stay under 16 KB gzipped', () => {
    const all = ALL.map(([, svg]) => svg).join('\n');
    expect(all.length / 48).toBeLessThan(3072);
    expect(gzipSync(all).length).toBeLessThan(16 * 1024);
  });
});

describe('cardBackSvg', () => {
  it('is a self-contained svg marked as a card back', () => {
    const svg = cardBackSvg({ title: 'Hidden card' });
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg).toContain('data-card-back=""');
    expect(svg).not.toContain('data-card="');
    expect(svg).toContain('<title>Hidden card</title>');
    expect(count(svg, 'text')).toBe(0);
    expect(svg).not.toMatch(/\sid=|href=/);
  });
});
