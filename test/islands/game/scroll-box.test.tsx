// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ScrollBox from '../../../src/islands/game/ScrollBox';
import { domRoot } from '../fixtures';

const dom = domRoot();

/** The observers the boxes made (happy-dom has no layout, so the test fires them). */
const observers: FakeObserver[] = [];

class FakeObserver {
  readonly watched = new Set<Element>();
  connected = true;
  constructor(readonly callback: () => void) {
    observers.push(this);
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  disconnect() {
    this.connected = false;
  }
}

const realObserver = globalThis.ResizeObserver;
beforeEach(() => {
  observers.length = 0;
  globalThis.ResizeObserver = FakeObserver as unknown as typeof ResizeObserver;
});
afterEach(() => {
  globalThis.ResizeObserver = realObserver;
});

/** Sizes the box: `content` px of table in a `box` px wide box, then fires the observers as a resize would. */
function resize(el: HTMLElement, box: number, content: number) {
  Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => box });
  Object.defineProperty(el, 'scrollWidth', { configurable: true, get: () => content });
  act(() => {
    for (const o of observers) if (o.connected) o.callback();
  });
}

function show(): HTMLElement {
  const root = dom.show(
    <ScrollBox label="Score sheet" class="kg-sheet-wrap">
      <table>
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </table>
    </ScrollBox>,
  );
  const box = root.querySelector<HTMLElement>('section');
  if (!box) throw new Error('no box');
  return box;
}

describe('ScrollBox', () => {
  it('is a named tab stop in the built page, before its island wakes up', () => {
    const html = renderToString(
      <ScrollBox label="Payments of round 2">
        <table />
      </ScrollBox>,
    );
    expect(html).toBe(
      '<section class="table-wrap" tabindex="0" aria-label="Payments of round 2"><table></table></section>',
    );
  });

  it('drops the tab stop while its table fits and gives it back when the table scrolls', () => {
    const box = show();
    expect(box.className).toBe('table-wrap kg-sheet-wrap');
    expect(box.getAttribute('aria-label')).toBe('Score sheet');
    resize(box, 300, 200);
    expect(box.hasAttribute('tabindex')).toBe(false);
    resize(box, 300, 500);
    expect(box.getAttribute('tabindex')).toBe('0');
    resize(box, 300, 301);
    expect(box.hasAttribute('tabindex'), 'a pixel of rounding is no overflow').toBe(false);
    resize(box, 300, 302);
    expect(box.getAttribute('tabindex'), 'two pixels are').toBe('0');
  });

  it('watches both the box and its table', () => {
    const box = show();
    expect(observers.length).toBe(1);
    expect([...(observers[0]?.watched ?? [])]).toEqual([box, box.querySelector('table')]);
  });

  it('keeps the tab stop of a focused box until the focus leaves it', () => {
    const box = show();
    resize(box, 300, 500);
    act(() => box.focus());
    resize(box, 300, 200);
    expect(box.getAttribute('tabindex'), 'still focused').toBe('0');
    act(() => box.blur());
    expect(box.hasAttribute('tabindex')).toBe(false);
  });

  it('stops watching when it goes', () => {
    show();
    dom.show(null);
    expect(observers.map((o) => o.connected)).toEqual([false]);
  });
});
