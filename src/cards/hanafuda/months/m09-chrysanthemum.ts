/**
 * September, chrysanthemum (kiku): yellow and red flower heads on green
 * leaves; the animal is the sake cup (sakazuki) with the kotobuki medallion;
 * the ribbon a blue ribbon (seed 003: "September: Kiku … Schleife (5)
 * Kasu/Tier (10)").
 */

import { circle, path, place, starPath, stroke } from '../../svg';
import type { CardKind } from '../ids';
import { PALETTE as C } from '../palette';
import { ribbon } from '../ribbon';
import { type CardArt, haze, mirror } from '../shared';

/** A chrysanthemum head: a many-petalled rosette, radius 14. */
function head(fill: string): string {
  return path(starPath(0, 0, 16, 14, 9), fill) + circle(0, 0, 5, C.ochre);
}

/** Stems, leaves and three flower heads. */
function plants(): string {
  return (
    stroke('M24 157c2-30 0-60 0-84M52 157c0-30 4-60 8-92M78 157c0-20 0-40-4-58', C.darkGreen, 3) +
    path(
      'M24 120c-14-4-18 4-18 10c10 2 16-2 18-10zM52 110c14-6 20 2 20 8c-10 2-18-2-20-8zM78 130c-12-6-18 2-20 8c10 2 18-2 20-8z',
      C.green,
    ) +
    place(24, 70, 1.1, head(C.yellow)) +
    place(60, 62, 1.2, head(C.white)) +
    place(74, 98, 1, head(C.red))
  );
}

/** The sake cup on its foot, with the gold kotobuki medallion. */
function cup(): string {
  return (
    path('M40 146h28l-4-8h-20z', C.darkRed) +
    path('M14 112c0 20 18 28 40 28s40-8 40-28z', C.red) +
    path('M14 112c0-6 18-8 40-8s40 2 40 8c0 6-18 8-40 8s-40-2-40-8z', C.darkRed) +
    circle(54, 126, 9, C.yellow) +
    stroke('M50 121h8M49 125h10M54 119v14M50 130h8', C.ink, 1.4)
  );
}

/** September's art for one card. */
export function chrysanthemumArt(kind: CardKind, variant: number): CardArt {
  if (kind === 'animal') {
    return { art: haze(8, 14, 60) + plants() + cup() };
  }
  if (kind === 'ribbon') {
    return { art: haze(8, 14, 60) + plants() + ribbon('blue', 42, 104, 10) };
  }
  const art = haze(8, 14, 60) + haze(34, 30, 56) + plants();
  return { art: variant === 2 ? mirror(art) : art };
}
