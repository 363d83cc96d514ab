import { describe, expect, it } from 'vitest';
import { followedFragment, inPageAnchor } from '../../../src/islands/game/review-follow';
import type { ReviewedGame, ReviewSource } from '../../../src/islands/game/review-source';

type Source = ReviewSource<{ seed: string }, string>;

const game = (seed: string, actions: string[] = ['a', 'b']): ReviewedGame<{ seed: string }, string> => ({
  setup: { game: { seed }, seats: [{ kind: 'human' }], hints: false },
  actions,
});
const shown: Source = { kind: 'game', from: 'link', game: game('x'), step: 12 };

describe('followedFragment', () => {
  it('sends the game shown to the step of a new link to it, or to its first deal without one', () => {
    const same = game('x');
    expect(followedFragment(shown, { kind: 'game', from: 'link', game: same, step: 39 })).toEqual({
      kind: 'jump',
      step: 39,
      from: 'link',
    });
    expect(followedFragment(shown, { kind: 'game', from: 'link', game: same, step: null })).toEqual({
      kind: 'jump',
      step: null,
      from: 'link',
    });
    // The saved game's own link: the same game, now from the link.
    const saved: Source = { ...shown, from: 'saved' };
    expect(followedFragment(saved, { kind: 'game', from: 'link', game: same, step: 3 })).toMatchObject({
      kind: 'jump',
      from: 'link',
    });
  });

  it('shows another game in place of the one shown, and the first source read', () => {
    for (const next of [
      { kind: 'game', from: 'link', game: game('y'), step: 4 },
      { kind: 'game', from: 'link', game: game('x', ['a']), step: null },
      { kind: 'none' },
      { kind: 'corrupt' },
    ] as Source[]) {
      expect(followedFragment(shown, next)).toEqual({ kind: 'show', source: next });
    }
    expect(followedFragment(null, shown)).toEqual({ kind: 'show', source: shown });
  });

  it('refuses a link that cannot be read while a game is shown, a bad step included', () => {
    expect(followedFragment(shown, { kind: 'error', error: { code: 'step' } })).toEqual({
      kind: 'refuse',
      error: { code: 'step' },
    });
    expect(followedFragment(shown, { kind: 'error', error: { code: 'moves', move: 2 } })).toEqual({
      kind: 'refuse',
      error: { code: 'moves', move: 2 },
    });
  });

  it('shows the error in place of a notice, as on load', () => {
    const error: Source = { kind: 'error', error: { code: 'version' } };
    expect(followedFragment({ kind: 'none' }, error)).toEqual({ kind: 'show', source: error });
    expect(followedFragment(null, error)).toEqual({ kind: 'show', source: error });
  });
});

describe('inPageAnchor', () => {
  const ids = new Set(['content', 'how-the-review-works', 'über']);
  const exists = (id: string) => ids.has(id);

  it('knows a place on the page by its id, with or without #, %-escaped too', () => {
    expect(inPageAnchor('#content', exists)).toBe(true);
    expect(inPageAnchor('how-the-review-works', exists)).toBe(true);
    expect(inPageAnchor('#%C3%BCber', exists)).toBe(true);
  });

  it('takes anything else for a link: no fragment, a game link, an unknown id, a malformed escape', () => {
    expect(inPageAnchor('', exists)).toBe(false);
    expect(inPageAnchor('#', exists)).toBe(false);
    expect(inPageAnchor('#v=1&seats=human&step=2', exists)).toBe(false);
    expect(inPageAnchor('#contents', exists)).toBe(false);
    expect(inPageAnchor('#%E0%A4%A', exists)).toBe(false);
  });
});
