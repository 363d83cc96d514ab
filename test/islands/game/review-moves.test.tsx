// @vitest-environment happy-dom
// The review's move list by keyboard: the arrow keys go to the next or
// previous step and Home/End to the ends, moving the focus with the step;
// other keys are left alone.

import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import ReviewMoves from '../../../src/islands/game/ReviewMoves';
import { domRoot } from '../fixtures';

const dom = domRoot();
const narrations = Array.from({ length: 6 }, (_, index) => [`Move ${index + 1}.`]);
let shown = -1;

function Moves() {
  const [current, setCurrent] = useState(2);
  shown = current;
  return (
    <ReviewMoves
      narrations={narrations}
      groups={[
        { label: 'Round 1', from: 0 },
        { label: 'Round 2', from: 3 },
      ]}
      current={current}
      onGo={setCurrent}
      heading="Every move"
    />
  );
}

const entry = (step: number) => dom.element.querySelector(`[data-step="${step}"]`) as HTMLButtonElement;
const focused = () => (document.activeElement as HTMLElement | null)?.dataset.step;
/** Presses `key` on the focused entry; returns whether the page's default was prevented. */
const press = (key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  act(() => {
    document.activeElement?.dispatchEvent(event);
  });
  return event.defaultPrevented;
};

describe('ReviewMoves by keyboard', () => {
  it('steps with the arrow keys across rounds, and jumps with Home and End', () => {
    dom.show(<Moves />);
    entry(2).focus();
    expect(press('ArrowDown')).toBe(true);
    expect(shown).toBe(3);
    expect(focused()).toBe('3');
    expect(entry(3).getAttribute('aria-current')).toBe('step');
    press('ArrowUp');
    press('ArrowLeft');
    expect(shown).toBe(1);
    press('ArrowRight');
    expect(shown).toBe(2);
    press('End');
    expect([shown, focused()]).toEqual([5, '5']);
    press('ArrowDown');
    expect([shown, focused()]).toEqual([5, '5']);
    press('Home');
    expect([shown, focused()]).toEqual([0, '0']);
    press('ArrowUp');
    expect(shown).toBe(0);
  });

  it('leaves other keys and modified arrows to the browser', () => {
    dom.show(<Moves />);
    entry(2).focus();
    expect(press('Tab')).toBe(false);
    expect(press('a')).toBe(false);
    const event = new KeyboardEvent('keydown', {
      key: 'ArrowDown',
      altKey: true,
      bubbles: true,
      cancelable: true,
    });
    act(() => {
      entry(2).dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(shown).toBe(2);
  });
});
