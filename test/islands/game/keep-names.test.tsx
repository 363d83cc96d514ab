// @vitest-environment happy-dom
// Narration that islands write keeps Koi-Koi and the Hakka card names on one
// line, as the middleware does for the built pages: in the tutorial frame,
// the play log, the review's move list and the computer's advice.
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import KeepNames from '../../../src/islands/game/KeepNames';
import MoveAdvice from '../../../src/islands/game/MoveAdvice';
import PlayLog from '../../../src/islands/game/PlayLog';
import ReviewMoves from '../../../src/islands/game/ReviewMoves';
import TutorialShell, { type ShellLabels } from '../../../src/islands/game/TutorialShell';
import type { Stepper } from '../../../src/islands/game/use-stepper';
import { domRoot } from '../fixtures';

const dom = domRoot();
const kept = () => [...dom.element.querySelectorAll('.nobr')].map((el) => el.textContent);

const labels: ShellLabels = {
  region: 'Lesson',
  restart: 'Restart',
  prev: 'Back',
  next: 'Next',
  play: 'Autoplay',
  pause: 'Pause',
  step: 'Step {n} of {total}',
  keys: 'Keys',
  whatHappened: 'What happened',
  badStep: 'There is no step {step}.',
};
const stepper: Stepper = {
  index: 0,
  count: 2,
  atStart: true,
  atEnd: false,
  playing: false,
  go: () => {},
  next: () => {},
  prev: () => {},
  restart: () => {},
  togglePlay: () => {},
};

describe('KeepNames', () => {
  it('puts each name in a no-break span and leaves the rest of the text as it is', () => {
    expect(renderToString(<KeepNames text="Ben plays Gon 8: single. Call Koi-Koi!" />)).toBe(
      'Ben plays <span class="nobr">Gon 8</span>: single. Call <span class="nobr">Koi-Koi</span>!',
    );
    expect(renderToString(<KeepNames text="Nothing to keep." />)).toBe('Nothing to keep.');
  });

  it('keeps the names in the tutorial narration and note', () => {
    dom.show(
      <TutorialShell stepper={stepper} labels={labels} narration={['You call Koi-Koi.']} note="Sup-1 waits.">
        <p>table</p>
      </TutorialShell>,
    );
    expect(kept()).toEqual(['Koi-Koi', 'Sup-1']);
    expect(dom.element.querySelector('[data-testid="note"]')?.textContent).toBe('Sup-1 waits.');
  });

  it('keeps the names in the play log and the review’s move list', () => {
    dom.show(<PlayLog label="Log" lines={['Ann plays Wan Sin.', 'Cai plays Gon 9.']} box="hg-box" />);
    expect(kept()).toEqual(['Wan Sin', 'Gon 9']);
    dom.show(
      <ReviewMoves
        narrations={[['Cai plays Gon 9: single.', 'Gon 8 becomes an elder card.']]}
        groups={[{ label: 'Round 1', from: 0 }]}
        current={0}
        onGo={() => {}}
        heading="Every move"
      />,
    );
    expect(kept()).toEqual(['Gon 9', 'Gon 8']);
    expect(dom.element.querySelector('[data-step="0"]')?.textContent).toBe(
      'Cai plays Gon 9: single. Gon 8 becomes an elder card.',
    );

    dom.show(
      <MoveAdvice
        pending={false}
        intro="The best moves:"
        lines={['Play Sin 7: you win 62 % of the play-outs', 'Koi-Koi: 4 points on average']}
        labels={{ ask: 'Ask', pending: 'Thinking' }}
        onAsk={() => {}}
      />,
    );
    expect(kept()).toEqual(['Sin 7', 'Koi-Koi']);
  });
});
