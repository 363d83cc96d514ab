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

describe('YakuPanel: the table cards only this seat can take', () => {
  // Lesson 6: both cherry chaff cards are in your hand, the cherry light and poem ribbon on the table.
  const steps = lessonSteps(lessonById('playing-well') as Lesson);
  const show = (
    index: number,
    lang: 'en' | 'de',
    seat = 0,
    kinds: ('human' | 'opponent')[] = ['human', 'opponent'],
  ) => {
    const step = steps[index];
    if (!step) throw new Error(`no step ${index}`);
    dom.show(
      <YakuPanel
        state={step.state}
        seat={seat}
        names={namesFor(lang, 'traditional')}
        seats={seatNames(lang, kinds)}
      />,
    );
    return dom.element.querySelector('[data-testid="only-yours"]')?.textContent ?? null;
  };

  it('lists them, chaff left out, while every card of their month is in sight', () => {
    expect(show(1, 'en')).toBe(
      'Only you can take these (every card of their month is in sight):“Curtain”“Poem Ribbon (Cherry)”',
    );
    // After the cherry light is taken, the ribbon still waits for the second cherry chaff.
    expect(show(6, 'de')).toBe(
      'Nur du kannst diese Karten nehmen (alle Karten ihres Monats sind zu sehen):„Rote Fahne mit Schrift (Kirsche)“',
    );
  });

  it('names the seat in a pass-and-play panel, and shows nothing for a seat that holds no such month', () => {
    // With two people at one device, the panel names whose it is.
    expect(show(1, 'en', 0, ['human', 'human'])).toMatch(/^Only Player 1 can take these/);
    // The opponent holds no cherry card: nothing is reserved for it.
    expect(show(1, 'en', 1)).toBeNull();
  });
});
