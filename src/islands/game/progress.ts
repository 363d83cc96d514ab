/**
 * Lesson progress of one game's tutorials: the furthest step reached per
 * lesson and whether it was finished.
 *
 * Stored JSON (key `<game>:lessons`, envelope in `store.ts`):
 * `{ "v": 1, "data": { "turn": { "step": 7, "done": true }, "first-yaku": { "step": 3, "done": false } } }`.
 * Lifecycle: the tutorial island records each step it shows (only ever
 * raising `step`) and sets `done` at the last step; the tutorials index reads
 * it to mark the learning path; "reset" clears it. Unknown lesson ids are
 * kept (a lesson may be added later); malformed entries discard the whole
 * record.
 */
import { createStore, type StorageLike, StoreError, type VersionedStore } from './store';

/** Progress in one lesson. */
export interface LessonProgress {
  /** Furthest step shown (0-based). */
  readonly step: number;
  /** Whether the last step was reached. */
  readonly done: boolean;
}

/** Progress per lesson id. */
export type Progress = Readonly<Record<string, LessonProgress>>;

/** Format version of the progress record. */
export const PROGRESS_VERSION = 1;

/** Checks a stored progress record; throws `StoreError('invalid-data')`. */
export function parseProgress(data: unknown): Progress {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new StoreError('invalid-data', 'progress must be an object');
  }
  const out: Record<string, LessonProgress> = {};
  for (const [id, entry] of Object.entries(data)) {
    const { step, done } = (entry ?? {}) as { step?: unknown; done?: unknown };
    if (!Number.isSafeInteger(step) || (step as number) < 0 || typeof done !== 'boolean') {
      throw new StoreError('invalid-data', `bad progress for ${id}`);
    }
    out[id] = { step: step as number, done };
  }
  return out;
}

/**
 * The progress with one lesson's step recorded (steps only go up; `done`
 * stays once set).
 *
 * @example
 * recordStep({}, 'turn', 4, 10); // { turn: { step: 4, done: false } }
 */
export function recordStep(progress: Progress, lesson: string, step: number, steps: number): Progress {
  const before = progress[lesson];
  const furthest = Math.max(step, before?.step ?? 0);
  return { ...progress, [lesson]: { step: furthest, done: (before?.done ?? false) || step >= steps - 1 } };
}

/** The progress store of one game's lessons. */
export function progressStore(game: string, storage?: StorageLike): VersionedStore<Progress> {
  return createStore({
    key: `${game}:lessons`,
    version: PROGRESS_VERSION,
    parse: parseProgress,
    ...(storage ? { storage } : {}),
  });
}
