/**
 * The play log ("What happened") as it is kept with a saved game: not its
 * sentences but what they tell, in no language — the engine's events (on
 * load, each game checks the fields its narration reads) and a mark where
 * a move was taken back. The page narrates the entries when it shows them, so a
 * game saved on the English page reads in German on the German page, and a
 * reload shows the same lines as before, the lines of undone moves and
 * "Your last move was taken back." included.
 *
 * Stored JSON: the saved game's `log` (`saved-game.ts`), oldest first, at
 * most {@link LOG_LINES} entries: `[{ "type": "dealt", … }, "undone", …]`
 * (an event that says nothing, such as a Hakka redeal's empty result, holds
 * a place too).
 * Decision: a log that does not have this shape is dropped on load and the
 * game resumes with an empty log — the log only retells the game, which
 * the actions alone rebuild.
 *
 * @example
 * const log = addToLog(game.log, events); // keeps the latest LOG_LINES entries
 * logLines(log, (event) => narrateEvent(event, options), t('play.undone'));
 */
import type { Guard } from './json-guards';

/** Lines a play island keeps in its log. */
export const LOG_LINES = 40;

/** The mark of a move taken back. */
export const UNDONE = 'undone';

/** One entry of a log: an event, or the mark of an undo. */
export type LogEntry<Event> = Event | typeof UNDONE;

/** The log with `entries` added at the end, cut to the latest {@link LOG_LINES}. */
export function addToLog<Event>(
  log: readonly LogEntry<Event>[],
  entries: readonly LogEntry<Event>[],
): LogEntry<Event>[] {
  return [...log, ...entries].slice(-LOG_LINES);
}

/**
 * A stored log checked with the game's event guard: the entries (the latest
 * {@link LOG_LINES}), or `null` when it is not a list of events and undo
 * marks (see the file comment).
 */
export function parseLog<Event>(data: unknown, isEvent: Guard<Event>): LogEntry<Event>[] | null {
  if (!Array.isArray(data)) return null;
  if (!data.every((entry) => entry === UNDONE || isEvent(entry))) return null;
  return (data as LogEntry<Event>[]).slice(-LOG_LINES);
}

/**
 * The log's lines in the page's language: each event narrated (`null`
 * says nothing), each undo mark as `undone`.
 */
export function logLines<Event>(
  log: readonly LogEntry<Event>[],
  narrate: (event: Event) => string | null,
  undone: string,
): string[] {
  return log.flatMap((entry) => {
    if (entry === UNDONE) return [undone];
    const line = narrate(entry as Event);
    return line === null ? [] : [line];
  });
}
