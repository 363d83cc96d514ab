import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beats, CARDS, elders } from '../../../../src/engine/hakka';
import {
  HAKKA_QUIZ_SHAPE,
  isRightAnswer,
  makeHakkaQuiz,
  reasonOf,
} from '../../../../src/islands/hakka/quiz/questions';

const TOTAL = HAKKA_QUIZ_SHAPE.identify + HAKKA_QUIZ_SHAPE.elder + HAKKA_QUIZ_SHAPE.beats;

describe('makeHakkaQuiz', () => {
  it('gives the same quiz for the same seed and another for another seed', () => {
    expect(makeHakkaQuiz('demo')).toEqual(makeHakkaQuiz('demo'));
    expect(makeHakkaQuiz('demo')).not.toEqual(makeHakkaQuiz('other'));
  });

  it('asks the shape of questions, each with exactly one right option', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,12}$/), (seed) => {
        const quiz = makeHakkaQuiz(seed);
        expect(quiz).toHaveLength(TOTAL);
        for (const type of ['identify', 'elder', 'beats'] as const) {
          expect(quiz.filter((q) => q.type === type)).toHaveLength(HAKKA_QUIZ_SHAPE[type]);
        }
        for (const q of quiz) {
          const right = q.options.map((_, i) => isRightAnswer(q, i));
          expect(right.filter(Boolean)).toHaveLength(1);
          expect(right[q.answer]).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('asks about cards that exist, never about a played card, and with valid patterns', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,12}$/), (seed) => {
        for (const q of makeHakkaQuiz(seed)) {
          if (q.type === 'identify') {
            expect(new Set(q.options).size).toBe(4);
            for (const c of q.options) expect(CARDS).toContain(c);
          } else if (q.type === 'elder') {
            expect(q.played).not.toContain(q.card);
            // The verdict is the engine's: elders(played).
            expect(q.answer === 0).toBe(elders(q.played).includes(q.card));
          } else {
            expect(q.lead.some((c) => q.reply.includes(c))).toBe(false);
            expect(q.answer === 0).toBe(beats(q.lead, q.reply));
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('mixes yes and no over many quizzes', () => {
    const yesNo = Array.from({ length: 40 }, (_, i) => makeHakkaQuiz(`s${i}`))
      .flat()
      .filter((q) => q.type !== 'identify');
    const yes = yesNo.filter((q) => q.answer === 0).length;
    expect(yes).toBeGreaterThan(yesNo.length * 0.25);
    expect(yes).toBeLessThan(yesNo.length * 0.75);
  });
});

describe('reasonOf', () => {
  it.each([
    // Our reading (Interpretations): a single is beaten only by a higher card of its own suit.
    [['gon-5'], ['gon-7'], 'single-higher', true],
    [['gon-7'], ['gon-5'], 'single-lower', false],
    [['gon-5'], ['sup-7'], 'single-suit', false],
    // Seed 002: "Mit der Sup-1, Sin-1 und Wan Sin können keine anderen Einzel-Karten gestochen werden".
    [['sup-5'], ['sup-1'], 'single-lead-only', false],
    [['wan-sin'], ['sup-9'], 'single-lead-only', false],
    // Seed 002: runs "erst nach Kartenfarbe geordnet und dann nach Zahl".
    [['gon-3', 'gon-4', 'gon-5'], ['sup-1', 'sup-2', 'sup-3'], 'run-suit', true],
    [['zok-4', 'zok-5', 'zok-6'], ['zok-5', 'zok-6', 'zok-7'], 'run-number', true],
    // Seed 002: "Ein Satz aus 1en kann nur von einem Satz aus 9en gestochen werden."
    [['sup-1', 'gon-1', 'zok-1'], ['sup-8', 'gon-8', 'zok-8'], 'set-order', false],
  ] as const)('%j against %j: %s (beats: %s)', (lead, reply, reason, verdict) => {
    expect(reasonOf(lead, reply)).toBe(reason);
    expect(beats(lead, reply)).toBe(verdict);
  });
});
