// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import PlayLog, { LOG_LINES, SHOWN_LINES } from '../../../src/islands/game/PlayLog';
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

  describe('tab stop', () => {
    /**
     * Lays the lists out as the stylesheet would: a line is `LINE` px high per
     * `WIDTH` characters, the list at most `TALLEST` px, scrolling beyond. A
     * list that has reached its greatest height keeps its size as lines come,
     * so no resize observer would fire: the log must look again by itself.
     */
    const LINE = 24;
    const WIDTH = 30;
    const TALLEST = 13 * LINE;
    const proto = HTMLOListElement.prototype;
    const layout = {
      scrollHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight'),
      clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    };
    const laidOut = () => {
      Object.defineProperty(proto, 'scrollHeight', {
        configurable: true,
        get(this: HTMLOListElement) {
          const rows = [...this.children].map((li) => Math.ceil((li.textContent ?? '').length / WIDTH));
          return rows.reduce((sum, n) => sum + n, 0) * LINE;
        },
      });
      Object.defineProperty(proto, 'clientHeight', {
        configurable: true,
        get(this: HTMLOListElement) {
          return Math.min(this.scrollHeight, TALLEST);
        },
      });
    };
    afterEach(() => {
      delete (proto as { scrollHeight?: number }).scrollHeight;
      delete (proto as { clientHeight?: number }).clientHeight;
      expect(Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')).toEqual(layout.scrollHeight);
    });

    it('is one in the built page, before the island wakes up', () => {
      const html = renderToString(<PlayLog label="Log" lines={linesUpTo(2)} box="kg-box" />);
      expect(html).toContain('<ol class="gp-log" data-testid="log" tabindex="0" aria-label="Log" start="1">');
    });

    it('is none while the lines fit, and one once a new line makes the list scroll', () => {
      laidOut();
      const long = 'A long line that takes three rows of the narrow list.'.padEnd(3 * WIDTH, '.');
      dom.show(<PlayLog label="Log" lines={linesUpTo(3)} box="kg-box" />);
      expect(list().hasAttribute('tabindex'), 'three lines fit').toBe(false);
      dom.show(<PlayLog label="Log" lines={[...linesUpTo(10), long]} box="kg-box" />);
      expect(list().hasAttribute('tabindex'), 'thirteen rows just fit').toBe(false);
      dom.show(<PlayLog label="Log" lines={[...linesUpTo(11), long]} box="kg-box" />);
      expect(list().getAttribute('tabindex'), 'the fourteenth row scrolls').toBe('0');
    });

    it('goes again when a new game starts with a short log, unless the list holds the focus', () => {
      laidOut();
      dom.show(<PlayLog label="Log" lines={linesUpTo(20)} box="kg-box" />);
      expect(list().hasAttribute('tabindex'), 'twelve short lines shown fit').toBe(false);
      dom.show(<PlayLog label="Log" lines={[...linesUpTo(20), 'x'.repeat(3 * WIDTH)]} box="kg-box" />);
      expect(list().getAttribute('tabindex')).toBe('0');
      act(() => list().focus());
      dom.show(<PlayLog label="Log" lines={['A new game.']} box="kg-box" />);
      expect(list().getAttribute('tabindex'), 'still focused').toBe('0');
      act(() => list().blur());
      expect(list().hasAttribute('tabindex')).toBe(false);
    });

    it('looks again when a full log (as many lines as it keeps) gets a new last line', () => {
      laidOut();
      const kept = linesUpTo(LOG_LINES);
      dom.show(<PlayLog label="Log" lines={kept} box="kg-box" />);
      expect(list().hasAttribute('tabindex')).toBe(false);
      const next = [...kept.slice(1), 'A line as long as three. '.repeat(4)];
      expect(next).toHaveLength(LOG_LINES);
      dom.show(<PlayLog label="Log" lines={next} box="kg-box" />);
      expect(list().getAttribute('tabindex')).toBe('0');
    });
  });
});
