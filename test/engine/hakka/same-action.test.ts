import { describe, expect, it } from 'vitest';
import { sameAction } from '../../../src/engine/hakka';
import type { HakkaAction } from '../../../src/engine/hakka/state';

const play: HakkaAction = { type: 'play', seat: 1, cards: ['sin-2', 'sin-3', 'sin-4'] };

describe('sameAction (Hakka)', () => {
  it('matches a play whatever the order of its cards', () => {
    expect(sameAction(play, { type: 'play', seat: 1, cards: ['sin-4', 'sin-2', 'sin-3'] })).toBe(true);
  });

  it('tells apart another seat, another type, other cards and another number of cards', () => {
    expect(sameAction(play, { ...play, seat: 2 })).toBe(false);
    expect(sameAction(play, { ...play, type: 'discard' })).toBe(false);
    expect(sameAction(play, { ...play, cards: ['sin-2', 'sin-3', 'sin-5'] })).toBe(false);
    expect(sameAction(play, { ...play, cards: ['sin-2', 'sin-3'] })).toBe(false);
  });

  it('matches a move without cards by type and seat', () => {
    expect(sameAction({ type: 'pass', seat: 0 }, { type: 'pass', seat: 0 })).toBe(true);
    expect(sameAction({ type: 'pass', seat: 0 }, { type: 'call', seat: 0 })).toBe(false);
  });

  it('never matches malformed cards from outside', () => {
    const bad = { type: 'play', seat: 1, cards: ['sin-2', 'sin-3', 'joker'] } as unknown as HakkaAction;
    expect(sameAction(play, bad)).toBe(false);
    const none = { type: 'play', seat: 1 } as unknown as HakkaAction;
    expect(sameAction(play, none)).toBe(false);
  });
});
