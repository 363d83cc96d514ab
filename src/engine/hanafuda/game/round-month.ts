/**
 * The month a round is played in: round 1 is January, round 12 December,
 * and a longer count starts over (round 13 is January again). The round's
 * month matters for the month bonus (Tsukifuda) and names the rounds on
 * the score sheets.
 *
 * @example
 * roundMonth(1);  // 1 (January)
 * roundMonth(13); // 1
 */
import { MONTHS, type Month } from '../card-ids';

/** The month (1–12) of round `round` (1-based). */
export function roundMonth(round: number): Month {
  return (((round - 1) % MONTHS.length) + 1) as Month;
}
