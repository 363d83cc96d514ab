// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import PlayLog, { SHOWN_LINES } from '../../../src/islands/game/PlayLog';

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

const linesUpTo = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`);

function list(): HTMLOListElement {
  return root.querySelector('[data-testid="log"]') as HTMLOListElement;
}

describe('PlayLog', () => {
  it('shows the latest lines, numbered from the first line kept', () => {
    act(() => render(<PlayLog label="What happened" lines={linesUpTo(20)} box="kg-box" />, root));
    const items = [...list().querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toHaveLength(SHOWN_LINES);
    expect(items[0]).toBe(`line ${20 - SHOWN_LINES + 1}`);
    expect(items.at(-1)).toBe('line 20');
    expect(list().start).toBe(20 - SHOWN_LINES + 1);
    expect(list().getAttribute('aria-label')).toBe('What happened');
    expect(list().tabIndex).toBe(0);
  });

  it('numbers a short log from 1', () => {
    act(() => render(<PlayLog label="Log" lines={linesUpTo(3)} box="hg-box" />, root));
    expect(list().start).toBe(1);
    expect(list().querySelectorAll('li')).toHaveLength(3);
  });

  it('scrolls down to a new line', () => {
    act(() => render(<PlayLog label="Log" lines={linesUpTo(5)} box="kg-box" />, root));
    const element = list();
    Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => 480 });
    element.scrollTop = 0;
    act(() => render(<PlayLog label="Log" lines={linesUpTo(6)} box="kg-box" />, root));
    expect(element.scrollTop).toBe(480);
  });
});
