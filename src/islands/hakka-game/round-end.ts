/**
 * The settled round a play page shows when it rebuilds a saved game: after
 * the last round, that round's settlement; during the game, the settlement
 * that was on show when the game was saved, so "Deal the next round" tells
 * the next deal into the log as it would have without the reload.
 *
 * The save keeps no flag for the settlement on show; its log tells it. The
 * engine deals the next round in the action that ends one, and the page logs
 * that deal only when the reader moves on, so a log whose last entry is the
 * end of the round the last action ended was saved with the settlement on
 * show. Decision: a save without a log (older saves, or a log dropped on
 * load) resumes in the next round, as before, since nothing says the
 * settlement was still open.
 *
 * @example
 * const roundEnd = resumedRoundEnd(setup.game, actions, log);
 * roundEnd?.later; // the next deal's events, told when play goes on
 */
import type { HakkaAction, HakkaEvent, HakkaState, RoundResult } from '../../engine/hakka/state';
import { type LogEntry, UNDONE } from '../game/saved-log';
import { type HakkaSetup, hakkaAdapter } from './adapter';
import type { LoggedEvent } from './logged-events';
import { isRoundEnd } from './review-steps';

/**
 * A round just settled: its table as it ended, its result, and the events
 * after the settlement (the next deal), told only when play goes on.
 */
export interface SettledRound {
  readonly table: HakkaState;
  readonly result: RoundResult;
  readonly later: readonly HakkaEvent[];
}

/** Whether the log's last entry is the end of round `round` (see the file comment). */
function endsWithRound(log: readonly LogEntry<LoggedEvent>[], round: number): boolean {
  const last = log.at(-1);
  return (
    last !== undefined &&
    last !== UNDONE &&
    last.type === 'round-scored' &&
    last.result.outcome !== 'redeal' &&
    last.result.round === round
  );
}

/**
 * The settled round to show for a game rebuilt from `actions` and `log`, or
 * `null` when play goes on (see the file comment). Throws like `replay` for
 * actions the game rejects.
 */
export function resumedRoundEnd(
  setup: HakkaSetup,
  actions: readonly HakkaAction[],
  log: readonly LogEntry<LoggedEvent>[],
): SettledRound | null {
  if (actions.length === 0) return null;
  const { state, events } = hakkaAdapter.replay(setup, actions);
  const table = (): HakkaState => hakkaAdapter.replay(setup, actions.slice(0, -1)).state;
  const last = state.rounds.at(-1);
  // A finished game shows its last round's settlement, with the table as that round ended.
  if (state.phase === 'over') return last ? { table: table(), result: last, later: [] } : null;
  const caused = events.at(-1) ?? [];
  const at = caused.findIndex(isRoundEnd);
  const scored = caused[at];
  if (scored?.type !== 'round-scored' || !endsWithRound(log, scored.result.round)) return null;
  return { table: table(), result: scored.result, later: caused.slice(at + 1) };
}
