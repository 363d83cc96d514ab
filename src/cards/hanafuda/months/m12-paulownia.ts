/**
 * December, paulownia (kiri): broad leaves below, purple flower spikes above;
 * the light is the phoenix (hōō); three chaff cards, one of them with a
 * coloured band at its foot as on traditional decks (seed 003: "Dezember:
 * Kiri … Kasu (1) Kasu (1) Kasu (1) Licht (20)").
 */

import { circle, path, place, stroke } from '../../svg';
import type { CardKind } from '../ids';
import { PALETTE as C } from '../palette';
import { type CardArt, haze, mirror } from '../shared';

/** A broad paulownia leaf, point up, about 34 units wide. */
function leaf(fill: string = C.green): string {
  return (
    path('M0 16c-14 0-20-10-16-20c4-10 12-12 16-22c4 10 12 12 16 22c4 10-2 20-16 20z', fill) +
    stroke('M0 16v-36M0 0l-8-8M0 0l8-8', C.darkGreen, 1.2)
  );
}

/** A flower spike: a stalk with purple buds. */
function spike(): string {
  return (
    stroke('M0 0v-30', C.ink, 2) +
    circle(0, -34, 4, C.purple) +
    circle(-5, -26, 4, C.purple) +
    circle(5, -26, 4, C.purple) +
    circle(-6, -16, 4, C.purple) +
    circle(6, -16, 4, C.purple)
  );
}

/** Leaves and three flower spikes. */
function plant(y: number): string {
  return (
    place(30, y, 1, spike()) +
    place(50, y - 8, 1.1, spike()) +
    place(70, y, 1, spike()) +
    place(22, y + 22, 1.2, leaf()) +
    place(78, y + 22, 1.2, leaf()) +
    place(50, y + 30, 1.3, leaf(C.darkGreen))
  );
}

/** The phoenix: a bird with a crest and sweeping tail in red, green, gold. */
function phoenix(): string {
  return (
    path('M44 64c18 0 38 10 52 34c-18-8-34-12-52-18z', C.green) +
    path('M42 70c16 10 26 26 30 46c-12-12-24-22-36-30z', C.indigo) +
    path('M46 60c18-10 36-12 50-4c-16 2-32 6-48 10z', C.red) +
    circle(84, 86, 3, C.yellow) +
    circle(66, 100, 3, C.yellow) +
    path('M40 56c-2-22 8-40 30-50c-4 16-8 30-20 50z', C.red) +
    path('M46 54c4-16 14-26 30-30c-6 12-12 22-24 32z', C.ochre) +
    path('M16 78c-6-16 6-30 22-28c14 2 20 14 14 26c-6 12-28 16-36 2z', C.yellow) +
    // A slender neck and small crested head: a phoenix, not a chick.
    path('M26 58c-8-8-8-24 0-32c4-4 9-2 8 3c-4 6-5 14-1 24z', C.yellow) +
    path('M30 22c-2-8 2-14 9-16c-3 4-3 8-1 12zM27 22c-5-5-5-12-1-16c0 4 0 8 3 12z', C.red) +
    circle(30, 26, 5, C.yellow) +
    circle(28.5, 25, 1.4, C.ink, 'stroke="none"') +
    path('M25 25l-10 2l10 3z', C.ochre) +
    path('M26 30c0 4 2 7 5 7c0-3-1-6-3-7z', C.red) +
    stroke('M20 64c8 4 16 4 24 0M18 70c8 4 18 4 26-2', C.ochre, 1.4)
  );
}

/** December's art for one card. */
export function paulowniaArt(kind: CardKind, variant: number): CardArt {
  if (kind === 'light') {
    return { art: haze(50, 10, 44) + phoenix() + plant(122) };
  }
  if (variant === 3) {
    // The third chaff: the coloured foot band of traditional decks.
    return {
      art: haze(8, 16, 60) + plant(82) + path('M3 128h94v25a4 4 0 0 1-4 4h-86a4 4 0 0 1-4-4z', C.yellow),
    };
  }
  const art = haze(8, 16, 60) + haze(30, 34, 56) + plant(100);
  return { art: variant === 2 ? mirror(art) : art };
}
