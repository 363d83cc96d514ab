import { describe, expect, it } from 'vitest';
import { REVEAL_MARGIN, revealScroll } from '../../../src/islands/game/reveal-region';

const m = REVEAL_MARGIN;

describe('how far a dealt table scrolls into view', () => {
  it('stays put when the region is already in view', () => {
    expect(revealScroll(100, 300, 400)).toBe(0);
    expect(revealScroll(m, 400 - m, 400)).toBe(0);
  });

  it('scrolls up the least that shows a region above the window', () => {
    // The field was 98 px above the window on a phone held sideways.
    expect(revealScroll(-98, 150, 360)).toBe(-98 - m);
  });

  it('scrolls down the least that shows a region below the window', () => {
    expect(revealScroll(730, 1162, 1024)).toBe(1162 - 1024 + m);
    // Its top stays in view.
    expect(730 - revealScroll(730, 1162, 1024)).toBeGreaterThanOrEqual(m);
  });

  it('shows a region taller than the window from its top', () => {
    expect(revealScroll(50, 900, 667)).toBe(50 - m);
    expect(revealScroll(-300, 900, 667)).toBe(-300 - m);
  });
});
