// The lesson-moves tool reproduces the stored moves of the lessons whose
// moves the computer players chose: the lessons say so in their comments.
import { describe, expect, it } from 'vitest';
import { botMoves, lessonAction } from '../../scripts/lesson-moves';
import { lessonById } from '../../src/lessons/koikoi';
import type { Lesson } from '../../src/lessons/koikoi/types';

describe('lesson-moves', () => {
  it.each([
    // The strong player for you, the greedy one for the opponent.
    ['round-for-two', [0]],
    // The greedy player in every seat.
    ['whole-round', []],
  ])('gives the stored moves of %s', (id, strongSeats) => {
    const lesson = lessonById(id) as Lesson;
    const { preset, players, seed } = lesson.setup;
    const moves = botMoves({ preset, players, seed: String(seed), strongSeats });
    expect(moves.map((step) => lessonAction(step.action))).toEqual(lesson.actions);
  });
});
