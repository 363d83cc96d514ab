/**
 * November, willow (yanagi): hanging green strands; the light is the rain man
 * under his umbrella (Ono no Michikaze with the frog, seed 000), the animal
 * the swallow, the ribbon a plain red ribbon, and the chaff the dark
 * lightning card (FudaWiki, Willow: "the Lightning card", a red and grey
 * storm with a drum). Seed 003: "November: Yanagi … Kasu (1) Schleife (5)
 * Tier (10) Licht (20)".
 */

import { circle, path, stroke } from '../../svg';
import type { CardKind } from '../ids';
import { PALETTE as C } from '../palette';
import { ribbon } from '../ribbon';
import { type CardArt, haze } from '../shared';

/** Drooping strands from the top edge. */
function strands(): string {
  return (
    stroke(
      'M14 4c0 30 6 60 4 96M30 4c2 24 2 50-2 72M46 4c4 30 4 56 2 84M66 4c0 24 4 46 10 66M84 4c-2 30 0 60 6 90',
      C.green,
      3.5,
      'stroke-linecap="round"',
    ) +
    stroke(
      'M14 40l-6 6M18 70l6 6M30 40l6 6M48 50l-6 6M68 40l6 6M88 50l-6 6M88 74l6 6',
      C.green,
      2.5,
      'stroke-linecap="round"',
    )
  );
}

/** The rain man: blue-robed figure under a red umbrella, a stream, a frog. */
function rainMan(): string {
  return (
    path('M3 146c20-8 40 4 60-2s24-2 34 0v11h-94z', C.water, 'stroke="none"') +
    path('M44 96c-6 16-8 34-6 50h26c2-16-2-34-8-50z', C.indigo) +
    circle(50, 92, 7, '#f2d7b5') +
    path('M24 86c4-20 20-30 36-28c14 2 24 12 26 26c-20-6-42-6-62 2z', C.red) +
    stroke('M56 58l-6 40', C.ink, 2) +
    stroke('M30 84l4-8M42 80l2-10M56 78v-10M70 80l-2-8', C.darkRed, 1.4) +
    path('M14 136c0-6 10-8 14-2c0 4-4 6-8 6s-6-2-6-4z', C.green) +
    circle(18, 132, 1.5, C.ink, 'stroke="none"')
  );
}

/** The swallow diving: dark back, red throat, forked tail. */
function swallow(): string {
  return (
    path('M60 104l20 22l-14-6l2 12l-12-22z', C.indigo) +
    path('M30 86c8-6 22-2 34 10c6 6 6 12 0 14c-14-4-28-12-34-24z', C.indigo) +
    path('M44 92c-4-14-16-22-30-20c8 10 16 18 28 24zM54 100c12-10 26-12 40-4c-12 6-24 10-38 10z', C.ink) +
    path('M36 92c6 4 16 10 24 16c-10 0-20-6-24-16z', C.white) +
    circle(32, 86, 5, C.red) +
    path('M28 84l-7-3l6 6z', C.ink)
  );
}

/** The lightning card: dark face, red storm, drum and yellow bolt. */
function lightning(): string {
  return (
    path('M3 3h94v40c-20 20-50 10-60 30c-8 16 12 26 30 22c-30 14-60 0-64-20z', C.red, 'stroke="none"') +
    path('M20 40c20-10 40 0 50-10s18-14 27-12', 'none', `stroke="${C.ink}" stroke-width="4"`) +
    circle(70, 110, 16, C.red) +
    circle(70, 110, 8, C.ink) +
    circle(70, 110, 3, C.ochre) +
    path('M30 92l16 10l-10 4l18 20l-26-16l10-4z', C.yellow) +
    stroke('M14 150c10-20 30-10 40-24', C.grey, 3)
  );
}

/** November's art for one card. */
export function willowArt(kind: CardKind): CardArt {
  switch (kind) {
    case 'light':
      return { art: strands() + rainMan() };
    case 'animal':
      return { art: strands() + haze(8, 140, 56) + swallow() };
    case 'ribbon':
      return { art: strands() + haze(8, 140, 60) + ribbon('red', 56, 96, 12) };
    case 'chaff':
      return { face: '#2b2727', art: lightning() };
  }
}
