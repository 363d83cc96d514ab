// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { arrowFocus } from '../../../src/islands/game/arrow-focus';
import { domRoot } from '../fixtures';

const dom = domRoot();

/** A row of card buttons (the third disabled) and a link in it that is no card. */
function row() {
  dom.show(
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the handler under test */}
      <div data-testid="row" onKeyDown={arrowFocus}>
        <button type="button">a</button>
        <button type="button">b</button>
        <button type="button" disabled>
          c
        </button>
        <button type="button">d</button>
        <a href="#rules">rules</a>
      </div>
    </div>,
  );
  const buttons = [...dom.element.querySelectorAll<HTMLButtonElement>('button')];
  const link = dom.element.querySelector<HTMLAnchorElement>('a');
  const press = (key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    document.activeElement?.dispatchEvent(event);
    return event;
  };
  const focused = () => document.activeElement?.textContent;
  return { buttons, link, press, focused };
}

describe('arrow keys between card buttons', () => {
  it('move the focus to the next, previous, first and last enabled card, and stop at the ends', () => {
    const { buttons, press, focused } = row();
    buttons[0]?.focus();
    expect(press('ArrowLeft').defaultPrevented).toBe(true);
    expect(focused()).toBe('a');
    press('ArrowRight');
    expect(focused()).toBe('b');
    press('ArrowRight');
    expect(focused()).toBe('d');
    press('ArrowRight');
    expect(focused()).toBe('d');
    press('Home');
    expect(focused()).toBe('a');
    press('End');
    expect(focused()).toBe('d');
  });

  it('leave other keys, modified arrows and a focus on something else in the row alone', () => {
    const { buttons, link, press, focused } = row();
    buttons[0]?.focus();
    expect(press('Enter').defaultPrevented).toBe(false);
    expect(press('ArrowRight', { altKey: true }).defaultPrevented).toBe(false);
    expect(focused()).toBe('a');
    link?.focus();
    expect(press('ArrowLeft').defaultPrevented).toBe(false);
    expect(focused()).toBe('rules');
  });
});
