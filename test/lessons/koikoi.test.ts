// Every lesson replays with the engine, and every note is true: its claims
// hold in the replayed step, it names cards and yaku only through
// placeholders its claims cover, and it types no number.
import { describe, expect, it } from 'vitest';
import { namesFor, seatNames } from '../../src/islands/koikoi-game/names';
import { narrate } from '../../src/islands/koikoi-game/narrate';
import { LESSON_IDS, LESSONS, lessonById } from '../../src/lessons/koikoi';
import { checkLesson } from '../../src/lessons/koikoi/claims';
import { fillNote, lessonEvents, lessonSteps, stepText } from '../../src/lessons/koikoi/run';
import type { Lesson } from '../../src/lessons/koikoi/types';
import { pageLesson } from '../../src/lessons/page-lesson';

describe.each(LESSONS.map((lesson) => [lesson.id, lesson] as const))('lesson %s', (_, lesson) => {
  it('replays, and its notes claim only what happened', () => {
    expect(checkLesson(lesson)).toEqual([]);
  });

  it('fills every placeholder and narrates every step in both languages', () => {
    const steps = lessonSteps(lesson);
    for (const lang of ['en', 'de'] as const) {
      const names = namesFor(lang, 'traditional');
      const seats = seatNames(lang, lesson.seats);
      steps.forEach((step, index) => {
        // The step's text as the island and the lesson's text version show it.
        const text = stepText(pageLesson(lesson, lang), steps, index, { names, seats });
        expect(text.narration, `step ${index}`).toEqual(narrate(lessonEvents(step.events), { names, seats }));
        // A lesson plays one round: no "The match is over" after it.
        expect(text.narration.join(' '), `step ${index}`).not.toMatch(/match is over|Partie ist vorbei/);
        expect(text.narration.length, `step ${index}`).toBeGreaterThan(0);
        expect(text.note !== undefined, `step ${index}`).toBe(lesson.notes[index] !== undefined);
        expect(text.note ?? '').not.toMatch(/[{}]/);
      });
    }
  });
});

describe('the learning path', () => {
  it('lists the lessons in order, the round for two before the round for three', () => {
    expect(LESSON_IDS).toEqual([
      'turn',
      'first-yaku',
      'koikoi-decision',
      'round-for-two',
      'whole-round',
      'playing-well',
    ]);
    expect(LESSONS.map((lesson) => lesson.order)).toEqual(LESSONS.map((_, index) => index + 1));
  });
});

describe('the round for two shows a whole round', () => {
  const lesson = lessonById('round-for-two') as Lesson;
  const steps = lessonSteps(lesson);
  const events = steps.flatMap((step) => step.events);
  it('two players under the leaflet, from the dealer draw to the score', () => {
    expect(lesson.setup).toMatchObject({ preset: 'nintendo', players: 2, rounds: 1 });
    expect(lesson.setup.firstDealer).toBeUndefined();
    expect(steps[0]?.events[0]?.type).toBe('dealer-drawn');
    expect(steps.at(-1)?.events.some((e) => e.type === 'round-scored')).toBe(true);
  });
  it('a choice between two table cards for you, a yaku, a Koi-Koi call that pays off', () => {
    expect(events.some((e) => e.type === 'capture-choice-needed' && e.seat === 0)).toBe(true);
    const calls = events.filter((e) => e.type === 'koikoi-called');
    expect(calls.map((e) => e.type === 'koikoi-called' && e.seat)).toEqual([0]);
    const formed = events.filter((e) => e.type === 'yaku-formed' && e.seat === 0);
    expect(formed.length).toBe(2);
    const scored = events.find((e) => e.type === 'round-scored');
    if (scored?.type !== 'round-scored') throw new Error('no score');
    // It pays off: the round is worth more than stopping at the first yaku.
    const first = formed[0];
    expect(scored.winner).toBe(0);
    expect(first?.type === 'yaku-formed' && scored.points > first.base).toBe(true);
  });
});

describe('the lesson check can fail', () => {
  const base = LESSONS[0] as Lesson;
  it.each([
    // A capture that did not happen (the curtain took the cherry chaff, not the plum chaff).
    [{ event: 'card-played', seat: 0, card: 'm03-light', captured: ['m02-chaff1'] }, 'claim does not hold'],
    // A yaku nobody formed in the step.
    [{ event: 'yaku-formed', seat: 0, yaku: 'hanami-zake' }, 'claim does not hold'],
    // Ribbons is five ribbons away after the first turn, not one.
    [{ missing: 'tanzaku', seat: 0, cards: [], count: 1 }, 'claim does not hold'],
    // Nobody has taken a light yet: Three Lights is still within reach.
    [{ outOfReach: 'sanko', seat: 0 }, 'claim does not hold'],
    // Two cherry cards are still in the stock, unseen by you: not all of March is in sight…
    [{ unseen: [], month: 3, seat: 0 }, 'claim does not hold'],
    // … and not just one of them.
    [{ unseen: ['m03-ribbon'], month: 3, seat: 0 }, 'claim does not hold'],
    // Your iris and maple cards still match table cards.
    [{ canCapture: [], seat: 0 }, 'claim does not hold'],
  ])('rejects the false claim %j', (claim, problem) => {
    const lesson = {
      ...base,
      notes: { 1: { en: 'x', de: 'x', expects: [claim] } },
    } as unknown as Lesson;
    expect(checkLesson(lesson).join('\n')).toContain(problem);
  });

  it('accepts the true counting claims the false ones above are checked against', () => {
    // After the first turn the cherry ribbon and second chaff are in the stock, and the iris and
    // maple cards in your hand match table cards.
    const lesson = {
      ...base,
      notes: {
        1: {
          en: 'x',
          de: 'x',
          expects: [
            { unseen: ['m03-ribbon', 'm03-chaff2'], month: 3, seat: 0 },
            { canCapture: ['m05-animal', 'm10-animal'], seat: 0 },
          ],
        },
      },
    } as unknown as Lesson;
    expect(checkLesson(lesson)).toEqual([]);
  });

  it('rejects a score step claimed not to multiply when it does', () => {
    // Lesson 3 ends with the opponent's score doubled for your call.
    const lesson = LESSONS.find((l) => l.id === 'koikoi-decision') as Lesson;
    const last = lesson.actions.length - 1;
    const note = (expects: readonly unknown[]) =>
      ({ ...lesson, notes: { [last]: { en: 'x', de: 'x', expects } } }) as unknown as Lesson;
    expect(
      checkLesson(note([{ event: 'round-scored', winner: 1, notMultipliedBy: ['seven-or-more'] }])),
    ).toEqual([]);
    expect(
      checkLesson(note([{ event: 'round-scored', winner: 1, notMultipliedBy: ['koikoi'] }])).join('\n'),
    ).toContain('claim does not hold');
  });

  it.each([
    // A card named through a placeholder without a claim.
    ['{card:m08-chaff1} waits.', 'names card m08-chaff1 without a claim'],
    // A literal card name instead of a placeholder.
    ['The Curtain is played.', 'types the name “Curtain”'],
    // A literal yaku name.
    ['Aim for Flower-Viewing Sake.', 'types the name “Flower-Viewing Sake”'],
    // A typed number.
    ['You score 5 points.', 'types a number'],
    // A score placeholder in a step without a score.
    ['You score {points}.', '{points} without a round-scored event'],
  ])('rejects the note “%s”', (text, problem) => {
    const lesson = { ...base, notes: { 1: { en: text, de: 'x', expects: [] } } } as unknown as Lesson;
    expect(checkLesson(lesson).join('\n')).toContain(problem);
  });
});

describe('note placeholders', () => {
  it('fills {threshold} with the ruleset’s doubling threshold, in points', () => {
    const lesson = LESSONS[0] as Lesson;
    const step = lessonSteps(lesson)[1];
    if (!step) throw new Error('no step');
    const threshold = step.state.config.rules.doublingThreshold;
    const options = { names: namesFor('en', 'traditional'), seats: seatNames('en', lesson.seats) };
    expect(fillNote('From {threshold} on, doubled.', step, options)).toBe(
      `From ${options.names.points(threshold ?? -1)} on, doubled.`,
    );
    expect(fillNote('From {threshold} on, doubled.', step, options)).not.toContain('{');
  });

  it('capitalises a seat name that starts a sentence', () => {
    const lesson = LESSONS[0] as Lesson;
    const step = lessonSteps(lesson)[1];
    if (!step) throw new Error('no step');
    const en = { names: namesFor('en', 'traditional'), seats: seatNames('en', lesson.seats) };
    const de = { names: namesFor('de', 'traditional'), seats: seatNames('de', lesson.seats) };
    expect(fillNote('{seat:1} waits. Then {seat:1} plays.', step, en)).toBe(
      'The opponent waits. Then the opponent plays.',
    );
    expect(fillNote('Also: {seat:1} spielt.', step, de)).toBe('Also: Dein Gegner spielt.');
  });
});
