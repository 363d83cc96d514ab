// @vitest-environment happy-dom
// The catalog filter for the keyboard and screen readers: its status line
// says every change (also one with the same count) and that all cards show
// again; "Show all cards" disables itself without dropping the focus.
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { CARDS } from '../../../src/engine/hanafuda/cards';
import { LIVE_DELAY_MS } from '../../../src/islands/game/LiveRegion';
import CardFilter from '../../../src/islands/hanafuda/CardFilter';
import { domRoot } from '../fixtures';

const dom = domRoot();

/** The static catalog the filter works on: one section per month, one item per card. */
function catalog(): HTMLElement {
  const element = document.createElement('div');
  element.dataset.cardCatalog = '';
  for (let month = 1; month <= 12; month++) {
    const section = document.createElement('section');
    section.dataset.month = String(month);
    const list = document.createElement('ul');
    for (const card of CARDS.filter((c) => c.month === month)) {
      const item = document.createElement('li');
      item.id = card.id;
      item.dataset.month = String(month);
      item.dataset.kind = card.kind;
      list.append(item);
    }
    section.append(list);
    element.append(section);
  }
  return element;
}

beforeEach(() => {
  document.querySelector('[data-card-catalog]')?.remove();
  document.body.append(catalog());
  history.replaceState(null, '', '/en/koikoi/cards/');
});

/** Lets the status line's pause pass. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, LIVE_DELAY_MS + 50));
  });
const status = () => dom.element.querySelector('.cfilter-status')?.textContent;
const month = () => dom.element.querySelector('select') as HTMLSelectElement;
function chooseMonth(value: string) {
  act(() => {
    month().value = value;
    month().dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('CardFilter', () => {
  it('says nothing on load, then every change, even when the count stays the same', async () => {
    dom.show(<CardFilter lang="en" />);
    await settle();
    expect(dom.element.querySelector('.cfilter-status')?.getAttribute('role')).toBe('status');
    expect(status()).toBe('');
    chooseMonth('1');
    await settle();
    expect(status()).toBe('4 of 48 cards shown.');
    // February shows four cards too: the line is emptied first, so it is read again.
    chooseMonth('2');
    expect(status()).toBe('');
    await settle();
    expect(status()).toBe('4 of 48 cards shown.');
    expect(location.search).toBe('?month=2');
  });

  it('"Show all cards" says that all show and leaves the focus on the month, not the page', async () => {
    history.replaceState(null, '', '/de/koikoi/cards/?month=3');
    dom.show(<CardFilter lang="de" />);
    await settle();
    expect(status()).toBe('4 von 48 Karten angezeigt.');
    const reset = [...dom.element.querySelectorAll('button')].find(
      (b) => b.textContent === 'Alle Karten zeigen',
    ) as HTMLButtonElement;
    reset.focus();
    act(() => reset.click());
    expect(reset.disabled).toBe(true);
    expect(document.activeElement).toBe(month());
    await settle();
    expect(status()).toBe('Alle 48 Karten angezeigt.');
    expect(dom.element.querySelector('.cfilter-status')?.hasAttribute('data-all')).toBe(true);
  });
});
