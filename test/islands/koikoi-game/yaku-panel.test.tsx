// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { namesFor, seatNames } from '../../../src/islands/koikoi-game/names';
import YakuPanel from '../../../src/islands/koikoi-game/YakuPanel';
import { lessonById } from '../../../src/lessons/koikoi';
import { lessonSteps } from '../../../src/lessons/koikoi/run';
import type { Lesson } from '../../../src/lessons/koikoi/types';
import { domRoot } from '../fixtures';
import { withPiles } from './piles';

const dom = domRoot();

describe('YakuPanel', () => {
  const steps = lessonSteps(lessonById('round-for-two') as Lesson);
  const stateAt = (index: number) => {
    const step = steps.at(index);
    if (!step) throw new Error(`no step ${index}`);
    return step.state;
  };
  const show = (index: number) =>
    dom.show(
      <YakuPanel
        state={stateAt(index)}
        seat={0}
        names={namesFor('en', 'traditional')}
        seats={seatNames('en', ['human', 'opponent'])}
      />,
    );

  it('shows the closest yaku while the round is played', () => {
    show(4);
    expect(dom.element.textContent).toContain('Closest:');
  });

  it('leaves them out once the round is scored', () => {
    show(-1);
    expect(steps.at(-1)?.state.phase).toBe('match-over');
    expect(dom.element.textContent).toContain('Moon-Viewing Sake');
    expect(dom.element.textContent).not.toContain('Closest:');
  });

  it('warns of the yaku another side is one card from, and names a team’s yaku as the team’s', () => {
    const state = withPiles('multiplayer', [['m06-animal'], ['m07-animal'], ['m10-animal'], ['m08-light']]);
    dom.show(
      <YakuPanel
        state={state}
        seat={0}
        names={namesFor('en', 'traditional')}
        seats={seatNames('en', ['human', 'bot', 'bot', 'bot'])}
      />,
    );
    expect(dom.element.querySelector('.kg-yaku-head')?.textContent).toBe('Your team’s yaku');
    // Boar, Deer and Butterflies is split across the teams, so it threatens nobody; the other
    // team holds the full moon and needs only the sake cup for Moon-Viewing Sake.
    expect(dom.element.querySelector('[data-testid="threats"]')?.textContent).toBe(
      'Watch out:Team Computer 2 and Computer 4: only “Sake Cup” missing for Moon-Viewing Sake',
    );
  });

  it('shows no warning when no other side is one card from a yaku', () => {
    show(4);
    expect(dom.element.querySelector('[data-testid="yaku-panel"]')).not.toBeNull();
    expect(dom.element.querySelector('[data-testid="threats"]')).toBeNull();
  });
});
