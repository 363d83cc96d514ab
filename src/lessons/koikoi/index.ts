/**
 * The Koi-Koi lessons, in learning-path order.
 *
 * @example
 * import { LESSONS, lessonById } from '../../lessons/koikoi';
 * lessonById('turn')?.actions.length;
 */
import { firstYakuLesson } from './first-yaku';
import { koikoiLesson } from './koikoi-decision';
import { playingWellLesson } from './playing-well';
import { roundForTwoLesson } from './round-for-two';
import { turnLesson } from './turn';
import type { Lesson } from './types';
import { wholeRoundLesson } from './whole-round';

export type { Lesson, LessonClaim, LessonNote } from './types';

/** Every lesson, by `order`. */
export const LESSONS: readonly Lesson[] = [
  turnLesson,
  firstYakuLesson,
  koikoiLesson,
  roundForTwoLesson,
  wholeRoundLesson,
  playingWellLesson,
];

/** The lesson ids (URL slugs). */
export const LESSON_IDS = LESSONS.map((lesson) => lesson.id);

/** A lesson by id, or `undefined`. */
export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((lesson) => lesson.id === id);
}
