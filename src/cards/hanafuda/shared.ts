/**
 * Motif parts shared by several months: the red haze bands that run across
 * most hanafuda faces, blossoms, and the mirror used to vary chaff cards.
 */

import { num, path } from '../svg';
import { PALETTE } from './palette';

/** What a month's art function returns for one card. */
export interface CardArt {
  /** Face colour when it is not the usual cream (the red August sky). */
  readonly face?: string;
  /** The drawing, in the 100×160 card space, inside the face (3…97, 3…157). */
  readonly art: string;
}

/**
 * A haze band (kasumi), the stylised cloud that frames hanafuda scenes: a row
 * of round bumps on a flat base, so it never reads as a ribbon.
 * @example haze(10, 20, 60) // a red cloud from x 10 to 70, its base at y 29
 */
export function haze(x: number, y: number, width: number, fill: string = PALETTE.red, height = 9): string {
  const bumps = Math.max(2, Math.round(width / 13));
  const w = width / bumps;
  const arc = `a${num(w / 2)} ${num(height)} 0 0 1 ${num(w)} 0`;
  return path(`M${num(x)} ${num(y + height)}${arc.repeat(bumps)}z`, fill, 'stroke="none"');
}

/** Mirrors content left-right across the card's centre line. */
export function mirror(content: string): string {
  return `<g transform="matrix(-1 0 0 1 100 0)">${content}</g>`;
}

/** A blossom's position and radius: `[x, y, r]`. */
export type BlossomSpot = readonly [number, number, number];

/** Path data of a circle, so many circles can share one `<path>`. */
function circleData(x: number, y: number, r: number): string {
  return `M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0-${num(2 * r)} 0z`;
}

/**
 * Five-petal blossoms (plum, cherry): each one five round petals around a
 * heart, yellow for plum, red for cherry (`cherry`). All blossoms of one
 * colour share a single path, which keeps the cherry cards small.
 * @example blossoms([[20, 30, 10], [40, 50, 8]], '#cf2f26')
 */
export function blossoms(spots: readonly BlossomSpot[], fill: string, cherry = false): string {
  let petals = '';
  let hearts = '';
  for (const [x, y, r] of spots) {
    const inner = r * 0.42;
    // Petals are arcs between five points on an inner circle, written as
    // relative moves so each blossom costs few characters.
    const point = (i: number): [number, number] => {
      const a = ((i * 72 - 54) * Math.PI) / 180;
      return [x + Math.cos(a) * inner, y + Math.sin(a) * inner];
    };
    const [sx, sy] = point(4);
    let d = `M${num(sx)} ${num(sy)}`;
    let [px, py] = [sx, sy];
    for (let i = 0; i < 5; i++) {
      const [qx, qy] = point(i);
      d += `a${num(r * 0.3)} ${num(r * 0.3)} 0 1 1 ${num(qx - px)} ${num(qy - py)}`;
      [px, py] = [qx, qy];
    }
    petals += `${d}z`;
    hearts += circleData(x, y, r * 0.22);
  }
  return path(petals, fill) + path(hearts, cherry ? PALETTE.red : PALETTE.yellow, 'stroke="none"');
}
