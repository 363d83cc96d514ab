import { describe, expect, it } from 'vitest';
import { revealDistance } from '../../src/scripts/sidebar';

// The wide sidebar in a window 800 px high: the column starts below the header at 138 px.
const view = { top: 138, bottom: 800 };

describe('revealing the current page in the sidebar', () => {
  it('leaves a link in view where it is, the margin below it included', () => {
    expect(revealDistance(view, { top: 200, bottom: 236 }, 36)).toBe(0);
    expect(revealDistance(view, { top: 728, bottom: 764 }, 36)).toBe(0);
  });

  it('scrolls a link below the view up to the margin above the view’s end', () => {
    // Koi-Koi's "Review a match", the last link, ends at 1019 px.
    expect(revealDistance(view, { top: 983, bottom: 1019 }, 36)).toBe(1019 + 36 - 800);
    // A link that is cut by the view's end.
    expect(revealDistance(view, { top: 770, bottom: 806 }, 36)).toBe(42);
  });

  it('never scrolls the link’s top out of a view shorter than link and margin', () => {
    expect(revealDistance({ top: 100, bottom: 150 }, { top: 300, bottom: 340 }, 40)).toBe(200);
  });

  it('does not scroll back up (at load the column is at its top)', () => {
    expect(revealDistance(view, { top: 100, bottom: 136 }, 36)).toBe(0);
  });
});
