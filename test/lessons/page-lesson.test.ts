// A lesson page gets its lesson with the notes in its own language and
// nothing a page does not need (claims, titles, summaries); the rest of the
// lesson is the same object data, and it survives the JSON the island's
// props travel in.
import { describe, expect, it } from 'vitest';
import { HAKKA_LESSONS } from '../../src/lessons/hakka';
import { LESSONS } from '../../src/lessons/koikoi';
import { pageLesson } from '../../src/lessons/page-lesson';

const lessons = [...LESSONS, ...HAKKA_LESSONS];

describe.each(lessons.map((lesson) => [lesson.id, lesson] as const))('pageLesson(%s)', (_, lesson) => {
  it.each(['en', 'de'] as const)('keeps the %s notes only, by step', (lang) => {
    const page = pageLesson(lesson, lang);
    const steps = Object.keys(lesson.notes).map(Number);
    expect(Object.keys(page.notes).map(Number)).toEqual(steps);
    for (const step of steps) expect(page.notes[step]).toBe(lesson.notes[step]?.[lang]);
    const other = lang === 'en' ? 'de' : 'en';
    const text = JSON.stringify(page);
    for (const step of steps) expect(text).not.toContain(JSON.stringify(lesson.notes[step]?.[other]));
    expect(text).not.toContain('expects');
    expect(page).not.toHaveProperty('title');
    expect(page).not.toHaveProperty('summary');
  });

  it('keeps what the replay needs, unchanged through JSON', () => {
    const page = pageLesson(lesson, 'de');
    expect(page.id).toBe(lesson.id);
    expect(page.actions).toBe(lesson.actions);
    expect(page.setup).toBe(lesson.setup);
    expect(page.seats).toBe(lesson.seats);
    expect(page.openHands).toBe(lesson.openHands);
    expect(JSON.parse(JSON.stringify(page))).toEqual(page);
  });
});
