/**
 * The quiz's saved progress.
 *
 * Stored JSON (localStorage `hanafuda.cardQuiz.v1`):
 *   { "v": 1, "seed": "k3j9x2", "answers": [2, 0, 3] }
 * `answers[i]` is the option chosen for question i, so the questions (made
 * again from the seed) and the score follow from it. Lifecycle: written after
 * every answer and on restart; read on mount; anything unreadable is
 * discarded with a message (see {@link parseProgress}).
 */
import { isSeed, newSeed } from '../../game/seed';
import { OPTION_COUNT } from './questions';

export { isSeed, newSeed };

/** The localStorage key, versioned. */
export const QUIZ_KEY = 'hanafuda.cardQuiz.v1';

/** Saved progress of one quiz. */
export interface QuizProgress {
  readonly v: 1;
  readonly seed: string;
  readonly answers: readonly number[];
}

/** A rejected saved state. */
export interface ProgressError {
  readonly code: 'corrupt-progress';
}

/**
 * Parses stored progress: null when nothing is stored, an error when it is
 * not valid JSON of the right shape (wrong version, bad seed, answers out of
 * range or more than `questionCount`).
 * @example parseProgress('{"v":1,"seed":"a","answers":[1]}', 12) // { v: 1, seed: 'a', answers: [1] }
 */
export function parseProgress(
  raw: string | null,
  questionCount: number,
): QuizProgress | ProgressError | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { code: 'corrupt-progress' };
  }
  if (typeof data !== 'object' || data === null) return { code: 'corrupt-progress' };
  const { v, seed, answers } = data as Record<string, unknown>;
  const answersOk =
    Array.isArray(answers) &&
    answers.length <= questionCount &&
    answers.every((a) => Number.isInteger(a) && a >= 0 && a < OPTION_COUNT);
  if (v !== 1 || !isSeed(seed) || !answersOk) return { code: 'corrupt-progress' };
  return { v: 1, seed, answers: answers as number[] };
}

/** Whether a parse result is an error. */
export function isProgressError(value: QuizProgress | ProgressError | null): value is ProgressError {
  return value !== null && 'code' in value;
}
