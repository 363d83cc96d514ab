/**
 * A lesson as one page needs it: the notes in the page's language, without
 * the claims (the lesson test checks those at build time) and without the
 * titles and summaries (the tutorials index shows those). The lesson
 * component hands this to the tutorial island as a prop, so a lesson page
 * ships its own lesson, not every lesson of the game in both languages.
 *
 * @example
 * const lesson = pageLesson(turnLesson, 'de');
 * lesson.notes[2]; // the German note of step 2, placeholders unfilled
 */
import type { Lang } from '../i18n/locales';

/** What {@link pageLesson} needs of a lesson of either game. */
interface LocalisedLesson {
  readonly title: unknown;
  readonly summary: unknown;
  readonly order: number;
  readonly notes: Readonly<Record<number, Readonly<Record<Lang, string>>>>;
}

/** A lesson with its notes in one language (see the file comment). */
export type PageLesson<L extends LocalisedLesson> = Omit<L, 'title' | 'summary' | 'order' | 'notes'> & {
  /** The note text of a step by step index, placeholders unfilled. */
  readonly notes: Readonly<Record<number, string>>;
};

/** The lesson for a page in `lang` (see the file comment). */
export function pageLesson<L extends LocalisedLesson>(lesson: L, lang: Lang): PageLesson<L> {
  const { title: _title, summary: _summary, order: _order, notes, ...rest } = lesson;
  const texts: Record<number, string> = {};
  for (const [index, note] of Object.entries(notes)) texts[Number(index)] = note[lang];
  return { ...rest, notes: texts };
}
