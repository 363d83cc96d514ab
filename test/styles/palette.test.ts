import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAPER } from '../../src/styles/palette';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the paper colour', () => {
  it('is the same in the stylesheet as in the palette', () => {
    const paper = read('src/styles/global.css').match(
      /--paper:\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/i,
    );
    expect(paper?.slice(1)).toEqual([PAPER.light, PAPER.dark]);
  });

  it('is the light paper in the favicon (the mark on its red card)', () => {
    const fills = [...read('public/favicon.svg').matchAll(/fill="(#[0-9a-f]{6})"/gi)].map((m) => m[1]);
    expect(fills).toContain(PAPER.light);
  });
});
