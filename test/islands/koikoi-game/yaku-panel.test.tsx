// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { namesFor, seatNames } from '../../../src/islands/koikoi-game/names';
import YakuPanel from '../../../src/islands/koikoi-game/YakuPanel';
import { lessonById } from '../../../src/lessons/koikoi';
import { lessonSteps } from '../../../src/lessons/koikoi/run';
import type { Lesson } from '../../../src/lessons/koikoi/types';
import { domRoot } from '../fixtures';

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
});
