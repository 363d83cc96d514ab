/**
 * Replaying a Hakka lesson into its steps, filling a note's placeholders
 * from the step's events, and a step's whole text (narration and note).
 * Shared by the tutorial island (server and browser), the lesson's text
 * version and the lesson test.
 *
 * @example
 * const steps = hakkaLessonSteps(callingLesson); // actions.length + 1 steps
 * fillHakkaNote(note.en, steps[3].events, { names, seats });
 * hakkaStepText(pageLesson(callingLesson, 'en'), steps, 3, { names, seats }); // { narration: […], note: '…' }
 */
import { DREAMER_BASE_TRICKS } from '../../engine/hakka/scoring';
import type { HakkaEvent, HakkaState } from '../../engine/hakka/state';
import { hakkaAdapter } from '../../islands/hakka-game/adapter';
import type { HakkaNames, SeatName } from '../../islands/hakka-game/names';
import { narrate, paymentText } from '../../islands/hakka-game/narrate';
import type { PageLesson } from '../page-lesson';
import type { StepText } from '../step-text';
import type { HakkaLesson } from './types';

/** One step of a lesson: the state after it and the events that led there. */
export interface HakkaLessonStep {
  readonly state: HakkaState;
  readonly events: readonly HakkaEvent[];
  /**
   * The state just before the step's action (`null` at step 0): when the
   * action ended a round, this still holds the round's cards.
   */
  readonly before: HakkaState | null;
}

/** Replays the lesson: step 0 is the first deal, step k the state after `actions[0…k−1]`. Throws for a broken script. */
export function hakkaLessonSteps(lesson: Pick<HakkaLesson, 'id' | 'setup' | 'actions'>): HakkaLessonStep[] {
  let state = hakkaAdapter.replay(lesson.setup, []).state;
  const steps: HakkaLessonStep[] = [{ state, events: state.events, before: null }];
  lesson.actions.forEach((action, index) => {
    const result = hakkaAdapter.apply(state, action);
    if (!result.ok) throw new Error(`Lesson ${lesson.id}: action ${index} rejected (${result.reason})`);
    steps.push({ state: result.state, events: result.events, before: state });
    state = result.state;
  });
  return steps;
}

/** The placeholders a note may use. */
export const HAKKA_NOTE_PLACEHOLDER = /\{(card|seat):([\w-]+)\}|\{(count|dream|dreamBase|payments|round)\}/g;

/**
 * A note with its placeholders filled: `{card:id}` by name, `{seat:n}` by
 * the seat's name, `{count}` (a bare number: tricks plus elders) from the
 * step's `declared`/`may-declare` event (or, for Five Tigers, the settled
 * round's count), `{dream}` from its `dreamer-woke`
 * event, `{payments}` from its `round-scored` settlement, `{round}` from its
 * (last) `dealt` event, and `{dreamBase}` — the tricks the dreamer wakes
 * with before any match — from the engine. A placeholder the step cannot
 * fill stays visible (the lesson test fails on it).
 */
export function fillHakkaNote(
  text: string,
  events: readonly HakkaEvent[],
  options: { names: HakkaNames; seats: readonly SeatName[] },
): string {
  const { names, seats } = options;
  const counted = events.find((e) => e.type === 'declared' || e.type === 'may-declare');
  const woke = events.find((e) => e.type === 'dreamer-woke');
  const scored = events.find((e) => e.type === 'round-scored');
  const dealt = events.findLast((e) => e.type === 'dealt');
  return text.replace(HAKKA_NOTE_PLACEHOLDER, (match, kind?: string, id?: string, value?: string) => {
    if (kind === 'card') return names.card(id as never);
    if (kind === 'seat') return seats[Number(id)]?.name ?? match;
    // A count is tricks plus elder cards, so it is a bare number ("a count of 6").
    if (value === 'count' && (counted?.type === 'declared' || counted?.type === 'may-declare')) {
      return String(counted.count);
    }
    // Five Tigers: no declaration, the settled round's count.
    if (value === 'count' && scored?.type === 'round-scored' && scored.result.winner !== null) {
      return String(scored.result.count);
    }
    if (value === 'dreamBase') return names.tricks(DREAMER_BASE_TRICKS);
    if (value === 'round' && dealt?.type === 'dealt') return String(dealt.round);
    if (value === 'dream' && woke?.type === 'dreamer-woke') return names.tricks(woke.tricks);
    if (value === 'payments' && scored?.type === 'round-scored' && scored.result.settlement) {
      return names.list(scored.result.settlement.payments.map((p) => paymentText(p, options)));
    }
    return match;
  });
}

/**
 * What step `index` of the lesson says: the narration of its events and its
 * note, filled in (the names in `options` are in the language of the notes).
 */
export function hakkaStepText(
  lesson: Pick<PageLesson<HakkaLesson>, 'notes'>,
  steps: readonly HakkaLessonStep[],
  index: number,
  options: { names: HakkaNames; seats: readonly SeatName[] },
): StepText {
  const events = steps[index]?.events ?? [];
  const note = lesson.notes[index];
  return {
    narration: narrate(events, options),
    note: note !== undefined ? fillHakkaNote(note, events, options) : undefined,
  };
}
