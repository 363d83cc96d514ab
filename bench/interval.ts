/**
 * How sure a measured win share is: the Wilson score interval, the usual
 * interval for a proportion that stays inside 0–1 even near the ends. The
 * bot benchmark prints it next to each share, because 1,000 rounds of a
 * game this lucky leave about ±3 points of doubt.
 */

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959964;

/** Lower and upper bound, as shares 0–1, of the 95 % interval for `wins` out of `trials`. */
export function wilsonInterval(wins: number, trials: number, z = Z95): [number, number] {
  if (!Number.isInteger(wins) || !Number.isInteger(trials) || wins < 0 || trials < 0 || wins > trials) {
    throw new RangeError(`wilsonInterval: need integers 0 ≤ wins ≤ trials, got ${wins} of ${trials}`);
  }
  if (trials === 0) return [0, 1];
  const p = wins / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // Exact at the ends (rounding would leave 0.9999…).
  return [wins === 0 ? 0 : centre - half, wins === trials ? 1 : centre + half];
}
