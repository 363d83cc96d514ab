/**
 * What stopping would score right now, for the seat deciding between
 * Koi-Koi and stopping: the same `scoreRound` steps as the round's end
 * (`yakuOutcome` in `round-end.ts`): the yaku base, the doubling at the
 * ruleset's threshold and the Koi-Koi multiplier for the calls made so far.
 * Read from the state alone, so a page can show it after a reload as well.
 */
import type { RoundScore } from '../score-round';
import { yakuOutcome } from './round-end';
import type { MatchState } from './state';

/**
 * The score a `stop` by the seat to act would earn, or `null` outside the
 * `decide` phase. Equal to the `points` of the `round-scored` event that
 * stopping brings.
 *
 * @example
 * // Nintendo leaflet: 7 base points double to 14.
 * stopScore(deciding)?.points; // 14
 */
export function stopScore(state: MatchState): RoundScore | null {
  const round = state.round;
  if (state.phase !== 'decide' || !round) return null;
  const { base, points, steps } = yakuOutcome(state, round, round.turn, 'stop');
  return { base, points, steps };
}
