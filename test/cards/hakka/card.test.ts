import { describe, expect, it } from 'vitest';
import { HAKKA_VIEW_BOX, hakkaCardBackSvg, hakkaCardSvg } from '../../../src/cards/hakka';
import { isEngineError } from '../../../src/engine/errors';
import { CARDS } from '../../../src/engine/hakka';

const ALL = CARDS.map((id) => [id, hakkaCardSvg(id, { title: `Card ${id}` })] as const);

/** Counts the elements with a given tag name in markup. */
function count(svg: string, tag: string): number {
  return svg.match(new RegExp(`<${tag}[\\s>/]`, 'g'))?.length ?? 0;
}

/** The markup without the root tag's attributes and title, i.e. the drawing. */
function drawing(svg: string): string {
  return svg.slice(svg.indexOf('>') + 1).replace(/<title>.*?<\/title>/, '');
}

describe('hakkaCardSvg', () => {
  it.each(ALL)('%s is one complete svg with its data-card and accessible name', (id, svg) => {
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(count(svg, 'svg')).toBe(1);
    const root = svg.slice(0, svg.indexOf('>') + 1);
    expect(root).toContain(`data-card="${id}"`);
    expect(root).toContain(`viewBox="${HAKKA_VIEW_BOX}"`);
    expect(root).toContain('class="hakka-card"');
    expect(root).toContain('role="img"');
    expect(root).not.toMatch(/\s(width|height)=/);
    expect(svg).toContain(`<title>Card ${id}</title>`);
  });

  it.each(ALL)('%s draws numerals and characters as shapes and references nothing', (_id, svg) => {
    // Brief: "no ids/gradients/<text>/external refs".
    expect(count(svg, 'text')).toBe(0);
    expect(count(svg, 'image')).toBe(0);
    expect(count(svg, 'use')).toBe(0);
    expect(svg).not.toMatch(/Gradient|href=|url\(|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
    expect(svg).not.toMatch(/\sid=/);
  });

  it.each(ALL)('%s has no duplicated attribute on any element', (_id, svg) => {
    for (const tag of svg.match(/<[a-z]+\s[^>]*>/g) ?? []) {
      const names = [...tag.matchAll(/\s([a-z:-]+)="/g)].map((m) => m[1]);
      expect(new Set(names).size, tag).toBe(names.length);
    }
  });

  it('is aria-hidden without a title', () => {
    const svg = hakkaCardSvg('gon-4');
    expect(svg.slice(0, svg.indexOf('>'))).toContain('aria-hidden="true"');
    expect(svg).not.toContain('role="img"');
    expect(svg).not.toContain('<title>');
  });

  it('escapes the title', () => {
    expect(hakkaCardSvg('gon-4', { title: 'a<b & "c"' })).toContain(
      '<title>a&lt;b &amp; &quot;c&quot;</title>',
    );
  });

  it('draws 37 different faces', () => {
    const faces = new Set(ALL.map(([, svg]) => drawing(svg).replace(/data-card="[^"]+"/, '')));
    expect(faces.size).toBe(CARDS.length);
  });

  it.each(CARDS)('%s draws the elder star only when asked', (id) => {
    const plain = hakkaCardSvg(id);
    const elder = hakkaCardSvg(id, { elder: true });
    expect(elder).not.toBe(plain);
    expect(elder.slice(0, elder.indexOf('>'))).toContain('data-elder=""');
    expect(plain).not.toContain('data-elder');
    // The star is the one path filled with the star colour.
    expect(elder.match(/fill="#f7d23e"/g)?.length ?? 0).toBeGreaterThan(
      plain.match(/fill="#f7d23e"/g)?.length ?? 0,
    );
  });

  it.each(['sup-0', 'sup-10', 'wan', 'SUP-1', '', 'toString'])('rejects %j with unknown-card', (id) => {
    expect.assertions(1);
    try {
      hakkaCardSvg(id);
    } catch (error) {
      expect(isEngineError(error, 'unknown-card')).toBe(true);
    }
  });

  it('keeps each face small (the chart shows 37 inline)', () => {
    for (const [id, svg] of ALL) expect(svg.length, id).toBeLessThan(4000);
  });
});

describe('hakkaCardBackSvg', () => {
  it('is a self-contained back without data-card', () => {
    const svg = hakkaCardBackSvg({ title: 'Hidden' });
    expect(svg).toContain('data-card-back=""');
    expect(svg).not.toContain('data-card=');
    expect(svg).toContain('<title>Hidden</title>');
    expect(count(svg, 'text')).toBe(0);
  });
});
