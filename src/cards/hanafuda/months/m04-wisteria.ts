/**
 * April, wisteria (fuji): purple flower clusters hanging from a dark vine; the
 * animal is the cuckoo (hototogisu) flying under a crescent moon; the ribbon
 * a plain red ribbon (seed 003: "April: Fuji … Schleife (5) Tier (10)").
 */

import { circle, path, place, stroke } from '../../svg';
import type { CardKind } from '../ids';
import { PALETTE as C } from '../palette';
import { ribbon } from '../ribbon';
import { type CardArt, haze, mirror } from '../shared';

/** One hanging raceme, 40 units long, tip at (0, 40). */
function raceme(): string {
  // Stacked florets, largest at the top, as the real flower tapers.
  return [6.5, 6, 5.4, 4.6, 3.6, 2.6]
    .map((r, i) => circle(i % 2 === 0 ? -1 : 1, 4 + i * 6.6, r, C.purple))
    .join('');
}

/** The vine along the top and racemes hanging from it. */
function vine(): string {
  return (
    stroke('M4 16c20 8 30-6 50 2s30 4 42-4', C.ink, 4.5, 'stroke-linecap="round"') +
    path('M20 14c4-8 12-8 16-2c-6 4-12 4-16 2zM62 18c4-8 12-8 16-2c-6 4-12 4-16 2z', C.green) +
    place(14, 20, 1, raceme()) +
    place(32, 20, 1.2, raceme()) +
    place(52, 20, 1.05, raceme()) +
    place(72, 16, 1.25, raceme()) +
    place(88, 14, 0.9, raceme())
  );
}

/** The cuckoo flying up-left: dark body, spread wings, red eye ring. */
function cuckoo(): string {
  return (
    path('M78 134l14 10l-16-2z', C.ink) +
    path('M36 112c10-6 26-2 42 18c-10 4-30 2-42-10z', C.grey) +
    path('M48 116c4-18 18-28 34-30c-4 12-12 24-24 32z', C.ink) +
    path('M52 122c-2 10 4 20 16 22c-6-6-8-14-8-20z', C.ink) +
    circle(38, 114, 6, C.grey) +
    circle(36.5, 112.5, 1.8, C.red, 'stroke="none"') +
    path('M32 114l-8 0l8 3z', C.ochre)
  );
}

/** April's art for one card. */
export function wisteriaArt(kind: CardKind, variant: number): CardArt {
  if (kind === 'animal') {
    return {
      art:
        vine() + path('M86 72a12 12 0 1 1-16 16a10 10 0 1 0 16-16z', C.yellow) + cuckoo() + haze(8, 146, 52),
    };
  }
  if (kind === 'ribbon') {
    return { art: vine() + haze(6, 140, 56) + ribbon('red', 50, 104, -10) };
  }
  const art = vine() + haze(6, 84, 60) + haze(30, 120, 58) + haze(8, 146, 44);
  return { art: variant === 2 ? mirror(art) : art };
}
