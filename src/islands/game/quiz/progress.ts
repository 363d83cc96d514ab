/**
 * Saved progress of a flash-card quiz (FlashQuiz.tsx), generic over the
 * questions: any quiz whose questions have `options` and whose state is "a
 * seed plus the chosen option per answered question" can use it. Seeds come
 * from islands/game/seed.ts.
 *
 * Stored JSON (localStorage `hakka.cardQuiz.v1`, `hanafuda.cardQuiz.v1`):
 *   { "v": 1, "seed": "k3j9x2", "answers": [2, 0, 1] }
 * Lifecycle: written after every answer and on restart; read on mount;
 * anything unreadable, or not fitting the seed's questions, is discarded
 * with a message.
 */
import { isSeed, newSeed } from '../seed';

export { isSeed, newSeed };

/** Saved progress of one quiz. */
export interface SavedQuiz {
  readonly v: 1;
  readonly seed: string;
  readonly answers: readonly number[];
}

/** A rejected saved state. */
export interface SavedQuizError {
  readonly code: 'corrupt-progress';
}

/** What a quiz needs to check saved answers: its questions for a seed. */
export type QuestionsFor = (seed: string) => readonly { readonly options: readonly unknown[] }[];

/**
 * Parses stored progress against the quiz it belongs to: null when nothing
 * is stored; an error for bad JSON, a wrong version or seed, more answers
 * than questions, or an answer that is not an option of its question.
 * @example readSaved('{"v":1,"seed":"a","answers":[1]}', makeHakkaQuiz) // { v: 1, seed: 'a', answers: [1] }
 */
export function readSaved(raw: string | null, questionsFor: QuestionsFor): SavedQuiz | SavedQuizError | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { code: 'corrupt-progress' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { code: 'corrupt-progress' };
  const { v, seed, answers } = data as Record<string, unknown>;
  if (v !== 1 || !isSeed(seed) || !Array.isArray(answers)) return { code: 'corrupt-progress' };
  const questions = questionsFor(seed);
  const fits =
    answers.length <= questions.length &&
    answers.every(
      (a, i) =>
        Number.isInteger(a) && (a as number) >= 0 && (a as number) < (questions[i]?.options.length ?? 0),
    );
  if (!fits) return { code: 'corrupt-progress' };
  return { v: 1, seed, answers: answers as number[] };
}

/** Whether a parse result is an error. */
export function isSavedError(value: SavedQuiz | SavedQuizError | null): value is SavedQuizError {
  return value !== null && 'code' in value;
}

/** Writes progress; storage that is blocked or full is ignored (the quiz still works). */
export function writeSaved(key: string, seed: string, answers: readonly number[]): void {
  try {
    localStorage.setItem(key, JSON.stringify({ v: 1, seed, answers }));
  } catch {
    // Storage blocked: the quiz still works for this visit.
  }
}
