// The cards a Hakka step outlines: the played and promoted cards, and at a
// round's end the dream card, its matches in the winner's hand and the Five
// Tigers shown.
import { describe, expect, it } from 'vitest';
import { involvedCards } from '../../../src/islands/hakka-game/highlight';
import { shownState } from '../../../src/islands/hakka-game/review-steps';
import { declaringLesson } from '../../../src/lessons/hakka/declaring';
import { privilegesLesson } from '../../../src/lessons/hakka/privileges';
import { hakkaLessonSteps } from '../../../src/lessons/hakka/run';

describe('involvedCards', () => {
  it('outlines the dream card and the winner’s card of its number', () => {
    const last = hakkaLessonSteps(declaringLesson)[6];
    if (!last) throw new Error('lesson too short');
    expect([...involvedCards(last.events, shownState(last))].sort()).toEqual(['gon-6', 'zok-6']);
  });

  it('outlines the dream card and its match when a declaration ends the round, and the Five Tigers shown', () => {
    const steps = hakkaLessonSteps(privilegesLesson);
    const declared = steps[19];
    const tigers = steps[21];
    if (!declared || !tigers) throw new Error('lesson too short');
    // Dee dreamt Sup 2; Ben's hand held no 2.
    expect([...involvedCards(declared.events, shownState(declared))]).toEqual(['sup-2']);
    expect([...involvedCards(tigers.events, shownState(tigers))].sort()).toEqual(
      ['gon-1', 'sin-1', 'sup-1', 'sup-3', 'wan-sin', 'zok-1'].sort(),
    );
    // Without the shown table only the played cards count.
    expect(involvedCards(tigers.events).size).toBe(0);
  });
});
