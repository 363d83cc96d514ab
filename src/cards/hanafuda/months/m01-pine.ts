/**
 * January, pine (matsu): green needle clumps on a twisted trunk; the light is
 * the crane under a red sun; the ribbon a poem ribbon (seed 003: "Jänner:
 * Matsu … Schleife (5) Licht (20)").
 */

import { circle, path, place, stroke } from '../../svg';
import type { CardKind } from '../ids';
import { PALETTE as C } from '../palette';
import { ribbon } from '../ribbon';
import { type CardArt, haze, mirror } from '../shared';

/** One clump of pine needles, a dome about 34 units wide, centred on (0,0). */
function clump(): string {
  return (
    path('M-17 5c1-11 9-16 17-16s16 5 17 16z', C.green) +
    stroke('M-11 3l5-9M-3 3l1-11M5 3l-2-10M12 3l-5-8', C.darkGreen, 1.4)
  );
}

/** Trunk and clumps filling the card, leaning right. */
function tree(): string {
  return (
    path('M14 157c4-34 10-62 30-88c8-10 18-16 30-18l2 6c-12 3-20 10-26 19c-14 22-20 48-24 81z', C.brown) +
    path('M40 95c-8-6-18-8-28-6l1 5c9-1 17 1 24 5z', C.brown) +
    place(22, 86, 1, clump()) +
    place(50, 64, 1.1, clump()) +
    place(78, 50, 1, clump()) +
    place(30, 122, 0.9, clump()) +
    place(64, 98, 0.8, clump())
  );
}

/** The crane: white body, black neck and tail, red crown, standing. */
function crane(): string {
  return (
    stroke('M44 142l-3 14M54 142l3 14', C.ink, 2) +
    path('M66 128c12 2 20 8 26 18c-10-2-18-6-26-10z', C.ink) +
    path('M30 124c4-14 22-20 38-12c8 4 14 10 16 18c-10 2-20 0-28 4c-12 4-24 2-26-10z', C.white) +
    stroke('M42 118c8-4 18-4 26 2', C.ink, 1.4) +
    stroke('M35 118c-6-10-8-22-4-34', C.ink, 5.5, 'stroke-linecap="round"') +
    circle(32, 82, 5.5, C.white) +
    circle(33.5, 78.5, 2.6, C.red, 'stroke="none"') +
    path('M27 82l-12-5l12 8z', C.ochre)
  );
}

/** January's art for one card. */
export function pineArt(kind: CardKind, variant: number): CardArt {
  if (kind === 'light') {
    return {
      art:
        circle(62, 46, 26, C.red) +
        haze(60, 84, 34) +
        place(12, 150, 1, path('M-10 7c6-30 18-50 36-60l2 4c-14 10-24 28-28 56z', C.brown)) +
        place(26, 112, 0.9, clump()) +
        place(14, 132, 0.8, clump()) +
        crane(),
    };
  }
  if (kind === 'ribbon') {
    return { art: haze(6, 12, 60) + tree() + ribbon('poem', 56, 104, -14, 0) };
  }
  const art = haze(6, 10, 56) + haze(40, 140, 52) + tree();
  return { art: variant === 2 ? mirror(art) : art };
}
