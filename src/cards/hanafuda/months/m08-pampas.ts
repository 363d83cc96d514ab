/**
 * August, pampas grass (susuki): a dark hill with pale grass under a red sky;
 * the light is the full moon, the animal three geese (seed 003: "August:
 * Susuki … Tier (10) Licht (20)").
 */

import { circle, path, place } from '../../svg';
import type { CardKind } from '../ids';
import { PALETTE as C } from '../palette';
import { type CardArt, mirror } from '../shared';

/** The hill and its grass blades. */
function hill(top: number): string {
  return (
    path(`M3 ${top}c20-14 54-20 94-8v${157 - top + 8}h-94z`, C.ink, 'stroke="none"') +
    path(
      `M14 157c0-20 2-34 6-${157 - top + 4}M28 157c2-16 6-30 12-${157 - top + 8}M50 157c0-20 4-32 10-${157 - top + 10}M70 157c2-16 6-26 12-${157 - top + 6}M88 157c0-12 2-22 6-${157 - top}`,
      'none',
      `stroke="${C.face}" stroke-width="1.6"`,
    ) +
    // Feathery plumes bending over the hilltop.
    path(
      `M20 ${top + 6}c0-10 6-18 16-22M36 ${top + 2}c2-10 8-16 18-18M62 ${top - 2}c2-10 10-16 20-16`,
      'none',
      `stroke="${C.face}" stroke-width="3" stroke-linecap="round" stroke-dasharray="3 2"`,
    )
  );
}

/** A flying goose seen from the side, about 22 units wide. */
function goose(): string {
  return (
    path('M-12 2c6-4 14-4 22-1l4-3l2 2l-4 3c-6 4-16 4-24-1z', C.ink, 'stroke="none"') +
    path('M-2 0l-6-10l10 8zM4 0l2-10l2 10z', C.ink, 'stroke="none"')
  );
}

/** August's art for one card; every August face has the red sky. */
export function pampasArt(kind: CardKind, variant: number): CardArt {
  const face = C.red;
  if (kind === 'light') {
    return { face, art: circle(50, 64, 30, C.face) + hill(92) };
  }
  if (kind === 'animal') {
    return {
      face,
      art:
        place(30, 36, 1.3, goose(), -8) +
        place(60, 52, 1.3, goose(), -8) +
        place(42, 70, 1.2, goose(), -8) +
        hill(100),
    };
  }
  const art = hill(variant === 2 ? 84 : 96);
  return { face, art: variant === 2 ? mirror(art) : art };
}
