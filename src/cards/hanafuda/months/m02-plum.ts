/**
 * February, plum blossom (ume): red round blossoms on a dark zigzag branch;
 * the animal is the bush warbler (uguisu); the ribbon a poem ribbon (seed 003:
 * "Februar: Ume … Schleife (5) Tier (10)").
 */

import { circle, path, stroke } from '../../svg';
import type { CardKind } from '../ids';
import { PALETTE as C } from '../palette';
import { ribbon } from '../ribbon';
import { blossoms, type CardArt, haze, mirror } from '../shared';

/** The branch and its blossoms. */
function branch(): string {
  return (
    stroke(
      'M8 150c10-20 8-40 22-52c10-8 10-22 22-32c10-8 20-12 30-26M30 98c10 2 20-2 28 4M52 66c-10-8-14-18-14-30',
      C.ink,
      5,
      'stroke-linecap="round"',
    ) +
    blossoms(
      [
        [22, 118, 12],
        [40, 90, 11],
        [62, 100, 11],
        [52, 58, 12],
        [38, 34, 10],
        [76, 44, 11],
        [86, 24, 9],
      ],
      C.red,
    )
  );
}

/** The bush warbler: olive body, pale belly, perched facing left. */
function warbler(): string {
  return (
    path('M72 118l20 10l-4 6z', C.olive) +
    path('M46 116c2-10 14-16 26-12c8 3 12 10 10 18c-10 6-26 6-36-6z', C.olive) +
    path('M52 122c8 6 18 6 26 2c-8 8-20 8-26-2z', '#e9e3a6') +
    circle(52, 108, 8, C.olive) +
    path('M44 108l-9 2l9 3z', C.ink) +
    circle(50, 106, 1.8, C.ink, 'stroke="none"') +
    stroke('M60 126l-2 8M66 126l0 8', C.ink, 1.6)
  );
}

/** February's art for one card. */
export function plumArt(kind: CardKind, variant: number): CardArt {
  if (kind === 'animal') {
    return {
      art:
        haze(40, 10, 52) +
        stroke(
          'M8 60c14-4 26 4 36-2c10-6 16-20 26-30M20 138c14-6 30-2 44-6c10-3 20-8 30-8',
          C.ink,
          5,
          'stroke-linecap="round"',
        ) +
        blossoms(
          [
            [20, 58, 12],
            [44, 48, 10],
            [66, 30, 11],
            [32, 78, 9],
            [86, 120, 10],
          ],
          C.red,
        ) +
        warbler(),
    };
  }
  if (kind === 'ribbon') {
    return { art: haze(50, 140, 42) + branch() + ribbon('poem', 60, 96, 12, 0) };
  }
  const art = haze(6, 136, 56) + haze(50, 8, 40) + branch();
  return { art: variant === 2 ? mirror(art) : art };
}
