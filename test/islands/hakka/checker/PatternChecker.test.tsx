// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIVE_DELAY_MS } from '../../../../src/islands/game/LiveRegion';
import { gridMove } from '../../../../src/islands/hakka/checker/CardGrid';
import PatternChecker from '../../../../src/islands/hakka/checker/PatternChecker';
import { domRoot } from '../../fixtures';

const dom = domRoot();
beforeEach(() => {
  history.replaceState(null, '', '/en/hakka/checker/');
});

const option = (id: string) => dom.element.querySelector<HTMLElement>(`[role="option"][data-card="${id}"]`);
const text = (sel: string) => dom.element.querySelector(sel)?.textContent ?? '';

describe('PatternChecker', () => {
  it('renders a useful server version: 37 named cards and the verdict of the initial state', () => {
    const html = renderToString(
      <PatternChecker lang="en" initial="?lead=sup-3,sup-4,sup-5&reply=gon-6,gon-7,gon-8" />,
    );
    expect(html.match(/role="option"/g)).toHaveLength(37);
    expect(html).toContain('aria-label="Wan Sin"');
    // Seed 002: runs "erst nach Kartenfarbe geordnet": Gon is below Sup.
    expect(html).toContain('do not beat');
    expect(html).toContain('Runs compare by suit first');
  });

  it('picks cards with the mouse and names the pattern', async () => {
    dom.show(<PatternChecker lang="en" />);
    for (const id of ['zok-2', 'zok-3', 'zok-4']) await act(() => option(id)?.click());
    expect(text('[data-testid="forms-lead"]')).toContain('a run of 3 in Zok, 2 to 4');
    expect(option('zok-3')?.getAttribute('aria-selected')).toBe('true');
    await act(() => option('zok-3')?.click());
    expect(text('[data-testid="forms-lead"]')).toContain('runs and sets need more cards');
  });

  it('compares a reply and blocks the cards of the other side', async () => {
    dom.show(<PatternChecker lang="de" />);
    expect(text('legend')).toBe('Karten auswählen für');
    await act(() => option('gon-5')?.click());
    // A label and a noun phrase, without a second colon.
    expect(text('[data-testid="forms-lead"]')).toBe('Muster: eine Einzelkarte (Gon-5)');
    const replyRadio = dom.element.querySelector<HTMLInputElement>('input[value="reply"]');
    await act(() => replyRadio?.click());
    expect(option('gon-5')?.getAttribute('aria-disabled')).toBe('true');
    await act(() => option('gon-5')?.click());
    expect(dom.element.querySelector('[data-panel="reply"]')?.textContent).toContain('0 gewählt');
    await act(() => option('gon-7')?.click());
    expect(text('[data-testid="verdict"]')).toContain('Gon-7 schlägt Gon-5.');
    // Each card name stays on one line.
    const kept = [...dom.element.querySelectorAll('[data-testid="verdict"] .hkc-line .nobr')];
    expect(kept.map((el) => el.textContent)).toEqual(['Gon-7', 'Gon-5']);
  });

  it('moves the focus to the card grid when a side’s "Clear" disables itself, not to the page', async () => {
    dom.show(<PatternChecker lang="en" />);
    for (const id of ['zok-2', 'zok-3']) await act(() => option(id)?.click());
    const clear = dom.element.querySelector<HTMLButtonElement>('[data-testid="clear-lead"]');
    clear?.focus();
    await act(() => clear?.click());
    expect(clear?.disabled).toBe(true);
    expect(text('[data-panel="lead"]')).toContain('0 picked');
    expect(document.activeElement).toBe(option('zok-3'));
  });

  it('works by keyboard alone: arrows move, Space picks', async () => {
    dom.show(<PatternChecker lang="en" />);
    const first = option('sup-1');
    expect(first?.tabIndex).toBe(0);
    first?.focus();
    const key = (k: string) =>
      act(() => {
        first?.parentElement?.parentElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key: k, bubbles: true }),
        );
      });
    await key('ArrowRight');
    await key('ArrowDown');
    await key(' ');
    expect(option('gon-2')?.getAttribute('aria-selected')).toBe('true');
    expect(option('gon-2')?.tabIndex).toBe(0);
    expect(document.activeElement).toBe(option('gon-2'));
  });

  it('moves in the grid like the layout: Wan Sin alone in the last row', () => {
    expect(gridMove(0, 0, 'ArrowRight')).toEqual([0, 1]);
    expect(gridMove(3, 8, 'ArrowDown')).toEqual([4, 0]);
    expect(gridMove(4, 0, 'ArrowUp')).toEqual([3, 0]);
    expect(gridMove(0, 4, 'End')).toEqual([0, 8]);
    expect(gridMove(0, 4, 'x')).toBeNull();
  });

  it('reads the URL, writes every change and shows an alert for a malformed link', async () => {
    history.replaceState(null, '', '/en/hakka/checker/?lead=sup-3,sup-4,sup-5');
    dom.show(<PatternChecker lang="en" syncUrl />);
    expect(dom.element.querySelector('[data-panel="lead"]')?.querySelectorAll('li').length).toBe(3);
    await act(() => option('sup-6')?.click());
    expect(location.search).toBe('?lead=sup-3,sup-4,sup-5,sup-6');
    render(null, dom.element);
    history.replaceState(null, '', '/en/hakka/checker/?lead=sup-3,bogus');
    dom.show(<PatternChecker lang="en" syncUrl />);
    expect(dom.element.querySelector('[role="alert"]')?.textContent).toContain('“bogus” is not a card.');
    expect(dom.element.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
  });

  describe('for screen readers', () => {
    const heard = () =>
      [...(dom.element.querySelector('[data-testid="live"]')?.querySelectorAll('p') ?? [])].map(
        (p) => p.textContent,
      );
    const settle = () =>
      act(async () => {
        await new Promise((resolve) => setTimeout(resolve, LIVE_DELAY_MS + 50));
      });
    const pick = async (id: string) => {
      await act(() => option(id)?.click());
      await settle();
    };

    it('says what the table forms as its cards are picked, then the verdict alone', async () => {
      dom.show(<PatternChecker lang="en" />);
      // One live region: the verdict box shows the same words, but is not live itself.
      expect(dom.element.querySelectorAll('[aria-live], [role="status"]')).toHaveLength(1);
      await pick('sup-1');
      expect(heard()).toEqual(['Table (lead). Forms: a single (Sup 1)']);
      await pick('sup-2');
      expect(heard()).toEqual([
        'Table (lead). Forms: Two cards form no pattern: runs and sets need more cards.',
      ]);
      await pick('sup-3');
      expect(heard()).toEqual(['Table (lead). Forms: a run of 3 in Sup, 1 to 3']);
      await act(() => dom.element.querySelector<HTMLInputElement>('input[value="reply"]')?.click());
      await pick('sup-4');
      expect(heard()).toEqual([
        'Sup 4 does not beat Sup 1, Sup 2 and Sup 3.',
        'Why: A single cannot answer a run: the reply must be the same pattern.',
      ]);
      await act(() => dom.element.querySelector<HTMLButtonElement>('[data-testid="clear-reply"]')?.click());
      await settle();
      expect(heard()).toEqual(['Reply. No cards yet.']);
    });

    it('says it in German with the page’s words', async () => {
      dom.show(<PatternChecker lang="de" />);
      await pick('gon-5');
      expect(heard()).toEqual(['Tisch (ausgespielt). Muster: eine Einzelkarte (Gon-5)']);
    });
  });
});
