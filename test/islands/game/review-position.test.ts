import { describe, expect, it } from 'vitest';
import { reviewPositionKey, reviewPositions } from '../../../src/islands/game/review-position';
import { memoryStorage } from '../fixtures';

const KEY = reviewPositionKey('koikoi');

describe('review positions', () => {
  it('keep one step, for one game', () => {
    const storage = memoryStorage();
    const positions = reviewPositions('koikoi', storage);
    expect(positions.load('a')).toBeNull();
    positions.save('a', 12);
    expect(positions.load('a')).toBe(12);
    expect(positions.load('b')).toBeNull();
    positions.save('b', 3);
    expect(positions.load('a')).toBeNull();
    expect(JSON.parse(storage.data[KEY] ?? '')).toEqual({ game: 'b', step: 3 });
  });

  it.each(['not json', 'null', '7', '{"game":"a","step":-1}', '{"game":"a","step":1.5}', '{"game":"a"}'])(
    'read %j as nothing kept',
    (text) => {
      expect(reviewPositions('koikoi', memoryStorage({ [KEY]: text })).load('a')).toBeNull();
    },
  );

  it('are kept apart per game', () => {
    const storage = memoryStorage();
    reviewPositions('koikoi', storage).save('a', 5);
    reviewPositions('hakka', storage).save('a', 9);
    expect(reviewPositions('koikoi', storage).load('a')).toBe(5);
    expect(reviewPositions('hakka', storage).load('a')).toBe(9);
  });

  it('do nothing when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const positions = reviewPositions('koikoi', blocked);
    expect(() => positions.save('a', 1)).not.toThrow();
    expect(positions.load('a')).toBeNull();
    expect(reviewPositions('koikoi', null).load('a')).toBeNull();
  });
});
