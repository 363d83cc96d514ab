/**
 * May, iris (ayame / shōbu): purple iris flowers on sword leaves; the animal
 * is the eight-plank bridge (yatsuhashi); the ribbon a plain red ribbon (seed
 * 003: "Mai: Shobu … Schleife (5) Tier (10)").
 */

import { path, place } from '../../svg';
import type { CardKind } from '../ids';
import { PALETTE as C } from '../palette';
import { ribbon } from '../ribbon';
import { type CardArt, haze, mirror } from '../shared';

/** One iris flower, about 22 units wide, centred on (0,0). */
function flower(): string {
  return (
    path('M0-14c5 4 5 10 0 14c-5-4-5-10 0-14z', C.purple) +
    path('M0 0c-6-4-14-2-12 8c4-2 10-2 12-8zM0 0c6-4 14-2 12 8c-4-2-10-2-12-8z', C.purple) +
    path('M-2 1h4l-2 5z', C.yellow, 'stroke="none"')
  );
}

/** Sword leaves rising from the bottom with flowers on top. */
function plants(): string {
  return (
    path(
      'M16 157c-2-40 2-70 8-96c2 30 2 60 0 96zM32 157c2-30 8-56 16-76c-4 26-6 50-8 76zM62 157c-2-34 2-62 10-84c0 30-2 56-2 84zM80 157c0-24 4-44 12-60c-4 22-4 42-4 60z',
      C.green,
    ) +
    path(
      'M8 157c6-22 10-40 20-56c-6 20-8 38-10 56zM46 157c0-20-2-38-8-54c8 14 14 32 16 54zM72 157c6-18 12-30 20-40c-4 14-8 26-10 40z',
      C.darkGreen,
    ) +
    place(24, 54, 1.1, flower()) +
    place(48, 74, 1, flower()) +
    place(72, 64, 1.15, flower()) +
    place(90, 90, 0.9, flower())
  );
}

/** The eight-plank bridge: zigzag planks crossing the card. */
function bridge(): string {
  return (
    path('M4 104l40-16l8 8l-40 16zM44 88l46 18l-6 9l-46-18z', C.ochre) +
    path('M4 130l44-16l8 8l-44 16zM48 114l44 16l-6 9l-44-16z', C.ochre) +
    path('M12 112v20M40 100v22M66 106v20M86 114v20', 'none', `stroke="${C.brown}" stroke-width="3"`)
  );
}

/** May's art for one card. */
export function irisArt(kind: CardKind, variant: number): CardArt {
  if (kind === 'animal') {
    return { art: haze(6, 14, 56) + plants() + bridge() };
  }
  if (kind === 'ribbon') {
    return { art: haze(30, 12, 60) + plants() + ribbon('red', 46, 100, 10) };
  }
  const art = haze(6, 14, 56) + haze(40, 32, 50) + plants();
  return { art: variant === 2 ? mirror(art) : art };
}
