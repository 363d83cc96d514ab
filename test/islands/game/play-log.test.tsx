// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import PlayLog, { SHOWN_LINES } from '../../../src/islands/game/PlayLog';
import { domRoot } from '../fixtures';

const dom = domRoot();

const linesUpTo = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`);

function list(): HTMLOListElement {
  return dom.element.querySelector('[data-testid="log"]') as HTMLOListElement;
}

describe('PlayLog', () => {
  it('shows the latest lines, numbered from the first line kept', () => {
    dom.show(<PlayLog label="What happened" lines={linesUpTo(20)} box="kg-box" />);
    const items = [...list().querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toHaveLength(SHOWN_LINES);
    expect(items[0]).toBe(`line ${20 - SHOWN_LINES + 1}`);
    expect(items.at(-1)).toBe('line 20');
    expect(list().start).toBe(20 - SHOWN_LINES + 1);
    expect(list().getAttribute('aria-label')).toBe('What happened');
    expect(list().tabIndex).toBe(0);
  });

  it('numbers a short log from 1', () => {
    dom.show(<PlayLog label="Log" lines={linesUpTo(3)} box="hg-box" />);
    expect(list().start).toBe(1);
    expect(list().querySelectorAll('li')).toHaveLength(3);
  });

  it('scrolls down to a new line', () => {
    dom.show(<PlayLog label="Log" lines={linesUpTo(5)} box="kg-box" />);
    const element = list();
    Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => 480 });
    element.scrollTop = 0;
    dom.show(<PlayLog label="Log" lines={linesUpTo(6)} box="kg-box" />);
    expect(element.scrollTop).toBe(480);
  });
});
