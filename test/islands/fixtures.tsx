/**
 * Shared pieces of the island tests: an in-memory storage for stores, a DOM
 * root per test for components and hooks (happy-dom), and a new fragment in
 * the address as a link would set it.
 */
import { type ComponentChild, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach } from 'vitest';
import type { StorageLike } from '../../src/islands/game/store';

/** A storage that keeps its entries in `data` (readable and writable by the test). */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

/** A DOM root for each test of the calling file: `show` renders into it; unmounted and removed after each test. */
export function domRoot(): { readonly element: HTMLElement; show(node: ComponentChild): HTMLElement } {
  let root: HTMLElement | null = null;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    if (!root) return;
    render(null, root);
    root.remove();
    root = null;
  });
  const element = (): HTMLElement => {
    if (!root) throw new Error('domRoot is only there during a test');
    return root;
  };
  return {
    get element() {
      return element();
    },
    show(node) {
      const target = element();
      act(() => render(node, target));
      return target;
    },
  };
}

/** Sets the address's fragment and fires `hashchange`, as following a link to `#fragment` does. */
export function followFragment(fragment: string): void {
  act(() => {
    window.location.hash = fragment;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}
