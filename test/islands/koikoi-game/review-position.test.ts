import { describe, expect, it } from 'vitest';
import { REVIEW_POSITION_KEY, reviewPositions } from '../../../src/islands/koikoi-game/review-position';
import { memoryStorage } from '../fixtures';

describe('review positions', () => {
  it('keep one step, for one game', () => {
    const storage = memoryStorage();
    const positions = reviewPositions(storage);
    expect(positions.load('a')).toBeNull();
    positions.save('a', 12);
    expect(positions.load('a')).toBe(12);
    expect(positions.load('b')).toBeNull();
    positions.save('b', 3);
    expect(positions.load('a')).toBeNull();
    expect(JSON.parse(storage.data[REVIEW_POSITION_KEY] ?? '')).toEqual({ game: 'b', step: 3 });
  });

  it.each(['not json', 'null', '7', '{"game":"a","step":-1}', '{"game":"a","step":1.5}', '{"game":"a"}'])(
    'read %j as nothing kept',
    (text) => {
      expect(reviewPositions(memoryStorage({ [REVIEW_POSITION_KEY]: text })).load('a')).toBeNull();
    },
  );

  it('do nothing when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const positions = reviewPositions(blocked);
    expect(() => positions.save('a', 1)).not.toThrow();
    expect(positions.load('a')).toBeNull();
    expect(reviewPositions(null).load('a')).toBeNull();
  });
});
