// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { initScrollRegions, overflows, syncTabStop } from '../../src/scripts/scroll-regions';

/** A region whose content is `content()` px wide in a `box` px wide box (happy-dom has no layout). */
function region(box: number, content: () => number): HTMLElement {
  const el = document.createElement('div');
  el.className = 'table-wrap';
  el.tabIndex = 0;
  Object.defineProperty(el, 'clientWidth', { get: () => box });
  Object.defineProperty(el, 'scrollWidth', { get: content });
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('scroll regions', () => {
  it('counts overflow beyond a pixel of rounding only', () => {
    expect(overflows(region(300, () => 301))).toBe(false);
    expect(overflows(region(300, () => 302))).toBe(true);
  });

  it('drops the tab stop of a region that fits and gives it back when it scrolls', () => {
    let content = 200;
    const el = region(300, () => content);
    syncTabStop(el);
    expect(el.hasAttribute('tabindex')).toBe(false);
    content = 500;
    syncTabStop(el);
    expect(el.getAttribute('tabindex')).toBe('0');
  });

  it('keeps the tab stop of a focused region until the focus leaves', () => {
    const el = region(300, () => 200);
    el.focus();
    syncTabStop(el);
    expect(el.getAttribute('tabindex')).toBe('0');
  });

  it('checks a watched region again when the focus leaves it', () => {
    const real = globalThis.ResizeObserver;
    // happy-dom has no layout: an observer that never fires, so only the focus can change the stop.
    globalThis.ResizeObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      let content = 500;
      const el = region(300, () => content);
      initScrollRegions(document);
      el.focus();
      content = 200;
      el.blur();
      expect(el.hasAttribute('tabindex')).toBe(false);
    } finally {
      globalThis.ResizeObserver = real;
    }
  });
});
