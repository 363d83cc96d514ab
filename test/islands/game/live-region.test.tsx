// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import LiveRegion, { LIVE_DELAY_MS } from '../../../src/islands/game/LiveRegion';
import { domRoot } from '../fixtures';

const dom = domRoot();

const heard = () =>
  [...(dom.element.querySelector('[data-testid="live"]')?.querySelectorAll('p') ?? [])].map(
    (p) => p.textContent,
  );
/** Lets the region's delay pass. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, LIVE_DELAY_MS + 50));
  });

describe('LiveRegion', () => {
  it('appears empty and says its lines a moment later', async () => {
    dom.show(<LiveRegion lines={['Round 1: you deal.']} />);
    const region = dom.element.querySelector('[data-testid="live"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(heard()).toEqual([]);
    await settle();
    expect(heard()).toEqual(['Round 1: you deal.']);
  });

  it('shows new lines at once while the utterance stays', async () => {
    dom.show(<LiveRegion lines={['one']} utterance="play" />);
    await settle();
    dom.show(<LiveRegion lines={['two', 'three']} utterance="play" />);
    expect(heard()).toEqual(['two', 'three']);
  });

  it('empties itself when the utterance changes, so the same words are read again', async () => {
    const undone = ['Your last move was taken back.', 'Your turn.'];
    dom.show(<LiveRegion lines={undone} utterance="undo-6" />);
    await settle();
    expect(heard()).toEqual(undone);
    // A second undo to a position with the same words.
    dom.show(<LiveRegion lines={undone} utterance="undo-4" />);
    expect(heard()).toEqual([]);
    await settle();
    expect(heard()).toEqual(undone);
  });
});
