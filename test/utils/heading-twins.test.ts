import { describe, expect, it } from 'vitest';
import { headingTwins, sameOutline } from '../../src/utils/heading-twins';

const h = (depth: number, slug: string) => ({ depth, slug });

describe('headingTwins', () => {
  it('pairs the headings by their place and maps the ids that differ', () => {
    const en = [h(2, 'the-deck'), h(3, 'fudawiki'), h(2, 'koi-koi-or-stop')];
    const de = [h(2, 'das-blatt'), h(3, 'fudawiki'), h(2, 'koi-koi-oder-aufhören')];
    expect(headingTwins(en, de)).toEqual({
      'the-deck': 'das-blatt',
      'koi-koi-or-stop': 'koi-koi-oder-aufhören',
    });
    expect(headingTwins(de, en)).toEqual({
      'das-blatt': 'the-deck',
      'koi-koi-oder-aufhören': 'koi-koi-or-stop',
    });
  });

  it('maps nothing when the outlines differ in length or levels', () => {
    expect(headingTwins([h(2, 'a'), h(2, 'b')], [h(2, 'x')])).toEqual({});
    expect(headingTwins([h(2, 'a'), h(3, 'b')], [h(2, 'x'), h(2, 'y')])).toEqual({});
    expect(sameOutline([h(2, 'a'), h(3, 'b')], [h(2, 'x'), h(3, 'y')])).toBe(true);
    expect(sameOutline([h(2, 'a')], [h(3, 'a')])).toBe(false);
  });
});
