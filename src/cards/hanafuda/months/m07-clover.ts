/**
 * July, bush clover (hagi): arching dark fronds with small red flowers; the
 * animal is the boar (inoshishi); the ribbon a plain red ribbon (seed 003:
 * "Juli: Hagi … Schleife (5) Tier (10)").
 */

import { circle, ellipse, path, stroke } from '../../svg';
import type { CardKind } from '../ids';
import { PALETTE as C } from '../palette';
import { ribbon } from '../ribbon';
import { type CardArt, haze, mirror } from '../shared';

/** Arching fronds from the top, hung with red flowers. */
function fronds(): string {
  let flowers = '';
  const spots: [number, number][] = [
    [16, 40],
    [24, 58],
    [30, 76],
    [46, 30],
    [54, 48],
    [60, 68],
    [76, 26],
    [84, 44],
    [88, 64],
    [38, 92],
    [66, 90],
  ];
  for (const [x, y] of spots) flowers += ellipse(x, y, 4.5, 3, C.red) + circle(x + 5, y + 4, 2.2, C.red);
  return (
    stroke(
      'M8 8c14 20 22 50 28 90M30 6c10 22 26 40 30 86M62 6c10 18 22 36 26 64M84 6c-10 16-16 30-18 52',
      C.ink,
      3.5,
      'stroke-linecap="round"',
    ) + flowers
  );
}

/** The boar, running left: dark brown bulk, bristled back, light snout. */
function boar(): string {
  return (
    path('M20 124c2-14 16-22 34-22c16 0 30 6 34 18c2 8-2 16-10 18h-46c-8 0-12-6-12-14z', C.brown) +
    path('M28 108l6-6l4 4l6-7l5 5l6-6l5 5l6-5l4 6l6-3', 'none', `stroke="${C.ink}" stroke-width="2"`) +
    path('M22 118c-8 0-14 4-16 10c6 2 12 2 18 0z', C.brown) +
    path('M8 126l4-4', 'none', `stroke="${C.white}" stroke-width="1.6"`) +
    circle(24, 117, 1.8, C.ink, 'stroke="none"') +
    path('M30 136l-6 14h6l6-12zM46 138l-2 14h6l2-12zM66 138l2 14h6l-2-14zM80 134l6 14h6l-6-16z', C.ink) +
    path('M88 120c6-2 8 2 6 6', 'none', `stroke="${C.ink}" stroke-width="1.6"`)
  );
}

/** July's art for one card. */
export function cloverArt(kind: CardKind, variant: number): CardArt {
  if (kind === 'animal') {
    return { art: fronds() + boar() + haze(30, 146, 50) };
  }
  if (kind === 'ribbon') {
    return { art: fronds() + haze(8, 130, 60) + ribbon('red', 50, 100, -12) };
  }
  const art = fronds() + haze(8, 118, 54) + haze(36, 138, 56);
  return { art: variant === 2 ? mirror(art) : art };
}
