/**
 * June, peony (botan): large red flowers among dark leaves; the animal is the
 * pair of butterflies; the ribbon a blue ribbon (seed 003: "Juni: Botan …
 * Schleife (5) Tier (10)"; seed 000: "Juni … blaue Fahne").
 */

import { circle, path, place } from '../../svg';
import type { CardKind } from '../ids';
import { PALETTE as C } from '../palette';
import { ribbon } from '../ribbon';
import { type CardArt, haze, mirror } from '../shared';

/** A peony flower, about 36 units wide, centred on (0,0). */
function peony(): string {
  return (
    path('M-18 2c-4-12 6-20 12-16c2-8 12-8 14 0c6-4 16 4 12 16c4 6 0 14-8 14h-22c-8 0-12-8-8-14z', C.red) +
    path('M-10 4c0-8 6-10 10-8c4-2 10 0 10 8c0 6-6 8-10 8s-10-2-10-8z', C.pink) +
    circle(0, 4, 3, C.yellow, 'stroke="none"')
  );
}

/** A jagged peony leaf, tip up. */
function leaf(): string {
  return path(
    'M0-20c6 6 4 10 10 12c-4 4 0 8 4 10c-6 4-10 8-14 14c-4-6-8-10-14-14c4-2 8-6 4-10c6-2 4-6 10-12z',
    C.darkGreen,
  );
}

/** Leaves and flowers. */
function bush(): string {
  return (
    place(20, 120, 1.2, leaf()) +
    place(80, 118, 1.2, leaf()) +
    place(50, 136, 1.1, leaf()) +
    place(70, 80, 1, leaf()) +
    place(24, 80, 1, leaf()) +
    place(30, 100, 1.1, peony()) +
    place(68, 104, 1.2, peony()) +
    place(48, 64, 1, peony())
  );
}

/** A butterfly with spread wings, about 30 units wide. */
function butterfly(wing: string): string {
  return (
    path('M0 0c-8-14-20-14-16-2c-6 6 0 14 16 4zM0 0c8-14 20-14 16-2c6 6 0 14-16 4z', wing) +
    path('M0 0c-4 6-10 8-12 12M0 0c4 6 10 8 12 12', 'none', `stroke="${C.ink}" stroke-width="1.2"`) +
    path('M-1-6h2v12h-2z', C.ink)
  );
}

/** June's art for one card. */
export function peonyArt(kind: CardKind, variant: number): CardArt {
  if (kind === 'animal') {
    return {
      art:
        bush() + place(30, 30, 1.1, butterfly(C.purple), -15) + place(70, 30, 0.9, butterfly(C.yellow), 20),
    };
  }
  if (kind === 'ribbon') {
    return { art: haze(8, 14, 60) + bush() + ribbon('blue', 52, 60, -8) };
  }
  const art = haze(8, 14, 60) + haze(30, 30, 58) + bush();
  return { art: variant === 2 ? mirror(art) : art };
}
