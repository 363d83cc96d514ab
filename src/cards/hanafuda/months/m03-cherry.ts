/**
 * March, cherry blossom (sakura): clouds of pale blossoms; the light is the
 * flower-viewing curtain (maku); the ribbon a poem ribbon (seed 003: "März:
 * Sakura … Schleife (5) Licht (20)").
 */

import { circle, path, stroke } from '../../svg';
import type { CardKind } from '../ids';
import { PALETTE as C } from '../palette';
import { ribbon } from '../ribbon';
import { type BlossomSpot, blossoms, type CardArt, haze, mirror } from '../shared';

/** Four blossom clusters, pink and white, around the given centres. */
function clusters(centres: readonly (readonly [number, number])[]): string {
  const pink: BlossomSpot[] = [];
  const white: BlossomSpot[] = [];
  for (const [x, y] of centres) {
    pink.push([x - 10, y, 10], [x + 2, y + 10, 9]);
    white.push([x + 9, y - 6, 10], [x + 16, y + 9, 8]);
  }
  return blossoms(pink, C.pink, true) + blossoms(white, C.white, true);
}

/** Trunk, branches and blossom clusters in the upper card; `low` stops the trunk above the curtain. */
function tree(low = false): string {
  const lowTo = low ? 92 : 150;
  return (
    stroke(
      `M70 ${lowTo}c-4-30-2-60 6-90M74 80c-14-8-30-10-46-8M76 60c-6-14-18-22-32-24`,
      C.ink,
      5,
      'stroke-linecap="round"',
    ) +
    clusters(
      low
        ? [
            [24, 40],
            [70, 26],
            [52, 62],
          ]
        : [
            [24, 36],
            [66, 22],
            [38, 70],
            [74, 56],
          ],
    )
  );
}

/** The curtain: a red drape in three swags with white crests and a rope. */
function curtain(): string {
  return (
    path('M6 92h88v44c-10 8-20 8-29 0c-10 8-20 8-30 0c-10 8-20 8-29 0z', C.red) +
    stroke('M35 94v40M65 94v40', C.darkRed, 2) +
    circle(20, 112, 7, C.white) +
    circle(50, 112, 7, C.white) +
    circle(80, 112, 7, C.white) +
    blossoms(
      [
        [20, 112, 7],
        [50, 112, 7],
        [80, 112, 7],
      ],
      C.red,
    ) +
    path('M4 88h92v6h-92z', C.ink) +
    stroke('M10 94v14M90 94v14', C.ochre, 3, 'stroke-linecap="round"')
  );
}

/** March's art for one card. */
export function cherryArt(kind: CardKind, variant: number): CardArt {
  if (kind === 'light') {
    return { art: tree(true) + curtain() + haze(8, 142, 60) };
  }
  if (kind === 'ribbon') {
    return { art: haze(8, 132, 50) + tree() + ribbon('poem', 42, 108, -10, 1) };
  }
  const art = haze(6, 96, 60) + haze(30, 140, 50) + tree();
  return { art: variant === 2 ? mirror(art) : art };
}
