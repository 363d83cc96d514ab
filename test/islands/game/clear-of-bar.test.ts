import { describe, expect, it } from 'vitest';
import { CLEAR_GAP, clearScroll } from '../../../src/islands/game/clear-of-bar';

const g = CLEAR_GAP;

describe('how far a control scrolls out from under the stuck step bar', () => {
  it('scrolls up by what the bar covers, and the gap', () => {
    expect(clearScroll({ top: 0, bottom: 150 }, 90)).toBe(-(60 + g));
    // Entirely under the bar, or above the window's top.
    expect(clearScroll({ top: 0, bottom: 218 }, 35)).toBe(-(183 + g));
    expect(clearScroll({ top: 0, bottom: 64 }, -40)).toBe(-(104 + g));
  });

  it('stays put for a control that already starts the gap below the bar', () => {
    expect(clearScroll({ top: 0, bottom: 150 }, 150 + g)).toBe(0);
    expect(clearScroll({ top: 0, bottom: 150 }, 400)).toBe(0);
    expect(clearScroll({ top: 0, bottom: 150 }, 150 + g - 1)).toBe(-1);
  });

  it('stays put while the bar sits in its place in the page, not stuck', () => {
    expect(clearScroll({ top: 40, bottom: 104 }, 100)).toBe(0);
    expect(clearScroll({ top: 1.5, bottom: 66 }, 60)).toBe(0);
  });
});
