/**
 * October, maple (momiji): red star-shaped leaves on dark branches; the animal
 * is the deer (shika); the ribbon a blue ribbon (seed 003: "Oktober: Momiji …
 * Schleife (5) Tier (10)").
 */

import { circle, path, starPath, stroke } from '../../svg';
import type { CardKind } from '../ids';
import { PALETTE as C } from '../palette';
import { ribbon } from '../ribbon';
import { type CardArt, haze, mirror } from '../shared';

/** A maple leaf: a seven-pointed star with a short stalk. */
function leaf(x: number, y: number, r: number, fill: string = C.red): string {
  return path(starPath(x, y, 7, r, r * 0.5), fill);
}

/** Branches from the top with leaves. */
function branches(): string {
  return (
    stroke(
      'M4 30c20 6 34 4 50-8s30-12 42-10M40 26c2 16 10 30 22 40M70 18c0 16-6 30-14 44',
      C.ink,
      3.5,
      'stroke-linecap="round"',
    ) +
    leaf(16, 44, 12) +
    leaf(40, 50, 11, C.darkRed) +
    leaf(62, 74, 12) +
    leaf(54, 58, 10, C.yellow) +
    leaf(84, 34, 12) +
    leaf(30, 14, 9, C.darkRed) +
    leaf(78, 56, 10)
  );
}

/** The deer standing and looking back over its shoulder, with antlers. */
function deer(): string {
  return (
    path('M30 150l2-26h6l0 26zM40 150l4-24h6l-2 24zM70 150l-2-26h6l4 26zM80 150l-4-26h6l6 26z', C.brown) +
    path('M26 112c4-8 16-10 30-10s26 2 30 10c2 8-4 16-12 16h-36c-8 0-14-8-12-16z', C.brown) +
    circle(42, 112, 2, C.face, 'stroke="none"') +
    circle(56, 108, 2, C.face, 'stroke="none"') +
    circle(68, 114, 2, C.face, 'stroke="none"') +
    path('M78 108c2-10 4-18 10-24l6 4c-4 6-6 14-8 22z', C.brown) +
    path('M84 84c4-6 10-6 12-2c-2 4-6 8-12 6z', C.brown) +
    stroke('M86 82c-2-8 2-14 0-22M86 72l-6-6M87 66l6-4M90 82c4-6 4-12 8-16', C.ink, 2)
  );
}

/** October's art for one card. */
export function mapleArt(kind: CardKind, variant: number): CardArt {
  if (kind === 'animal') {
    return { art: branches() + deer() + haze(8, 140, 40) };
  }
  if (kind === 'ribbon') {
    return { art: branches() + haze(8, 130, 60) + ribbon('blue', 38, 102, -8) };
  }
  const art =
    branches() + haze(8, 110, 60) + haze(30, 132, 60) + leaf(24, 96, 10) + leaf(70, 148, 9, C.darkRed);
  return { art: variant === 2 ? mirror(art) : art };
}
