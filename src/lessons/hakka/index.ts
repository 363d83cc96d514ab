/**
 * The Hakka lessons, in learning-path order.
 *
 * @example
 * import { HAKKA_LESSONS, hakkaLessonById } from '../../lessons/hakka';
 * hakkaLessonById('calling')?.actions.length;
 */
import { callingLesson } from './calling';
import { declaringLesson } from './declaring';
import { patternsLesson } from './patterns';
import { privilegesLesson } from './privileges';
import type { HakkaLesson } from './types';

export type { HakkaClaim, HakkaLesson, HakkaLessonNote } from './types';

/** Every lesson, by `order`. */
export const HAKKA_LESSONS: readonly HakkaLesson[] = [
  callingLesson,
  patternsLesson,
  declaringLesson,
  privilegesLesson,
];

/** The lesson ids (URL slugs). */
export const HAKKA_LESSON_IDS = HAKKA_LESSONS.map((lesson) => lesson.id);

/** A lesson by id, or `undefined`. */
export function hakkaLessonById(id: string): HakkaLesson | undefined {
  return HAKKA_LESSONS.find((lesson) => lesson.id === id);
}
