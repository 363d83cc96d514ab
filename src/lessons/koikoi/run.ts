/**
 * Replaying a lesson into its steps, filling a note's placeholders from the
 * step's events, and a step's whole text (narration and note). Shared by the
 * tutorial island (server and browser), the lesson's text version and the
 * lesson test.
 *
 * @example
 * const steps = lessonSteps(turnLesson);       // one { state, events } per action
 * fillNote(note.en, steps[3], { names, seats });
 * stepText(pageLesson(turnLesson, 'en'), steps, 3, { names, seats }); // { narration: […], note: '…' }
 */
import type { GameEvent, MatchState } from '../../engine/hanafuda';
import { capitalise } from '../../i18n/format';
import { koikoiAdapter } from '../../islands/koikoi-game/adapter';
import type { Names, SeatName } from '../../islands/koikoi-game/names';
import { narrate } from '../../islands/koikoi-game/narrate';
import type { PageLesson } from '../page-lesson';
import type { StepText } from '../step-text';
import type { Lesson } from './types';

/** One step of a lesson: the state after its action and that action's events. */
export interface LessonStep {
  readonly state: MatchState;
  readonly events: readonly GameEvent[];
}

/** Replays the lesson: step k is the state after `actions[0…k]`. Throws for a broken script. */
export function lessonSteps(lesson: Pick<Lesson, 'id' | 'setup' | 'actions'>): LessonStep[] {
  const steps: LessonStep[] = [];
  let state = koikoiAdapter.replay(lesson.setup, []).state;
  lesson.actions.forEach((action, index) => {
    const result = koikoiAdapter.apply(state, action);
    if (!result.ok) throw new Error(`Lesson ${lesson.id}: action ${index} rejected (${result.reason})`);
    state = result.state;
    steps.push({ state, events: result.events });
  });
  return steps;
}

/** The placeholders a note may use. */
export const NOTE_PLACEHOLDER = /\{(card|yaku|seat):([\w-]+)\}|\{(base|points|threshold)\}/g;

/**
 * A note with its placeholders filled: `{card:id}` and `{yaku:id}` by name,
 * `{seat:n}` by the seat's name, `{base}` from the step's `yaku-formed`
 * event, `{points}` from its `round-scored` event, `{threshold}` from the
 * ruleset's doubling threshold (in points). A placeholder the step cannot
 * fill stays visible (the lesson test fails on it).
 */
export function fillNote(
  text: string,
  step: LessonStep,
  options: { names: Names; seats: readonly SeatName[] },
): string {
  const { names, seats } = options;
  const { events } = step;
  const threshold = step.state.config.rules.doublingThreshold;
  const formed = events.find((e) => e.type === 'yaku-formed');
  const scored = events.find((e) => e.type === 'round-scored');
  // A seat name that starts a sentence ("the opponent takes …") is capitalised; German also
  // capitalises a sentence after a colon.
  const sentenceStart = names.lang === 'de' ? /(^|[.!?:]\s+)$/ : /(^|[.!?]\s+)$/;
  return text.replace(NOTE_PLACEHOLDER, (match, kind?: string, id?: string, value?: string, offset = 0) => {
    if (kind === 'card') return names.card(id as never);
    if (kind === 'yaku') return names.yaku(id as never);
    if (kind === 'seat') {
      const name = seats[Number(id)]?.name;
      if (name === undefined) return match;
      return sentenceStart.test(text.slice(0, offset)) ? capitalise(name) : name;
    }
    if (value === 'base' && formed?.type === 'yaku-formed') return names.points(formed.base);
    if (value === 'points' && scored?.type === 'round-scored') return names.points(scored.points);
    if (value === 'threshold' && threshold !== null) return names.points(threshold);
    return match;
  });
}

/**
 * The events a lesson narrates: all but the end of the match. A lesson plays
 * one round, so "The match is over. Final score: …" would only confuse.
 */
export function lessonEvents(events: readonly GameEvent[]): GameEvent[] {
  return events.filter((event) => event.type !== 'match-over');
}

/**
 * What step `index` of the lesson says: the narration of its events and its
 * note, filled in (the names in `options` are in the language of the notes).
 */
export function stepText(
  lesson: Pick<PageLesson<Lesson>, 'notes'>,
  steps: readonly LessonStep[],
  index: number,
  options: { names: Names; seats: readonly SeatName[] },
): StepText {
  const step = steps[index];
  const note = lesson.notes[index];
  return {
    narration: narrate(lessonEvents(step?.events ?? []), options),
    note: note !== undefined && step ? fillNote(note, step, options) : undefined,
  };
}
