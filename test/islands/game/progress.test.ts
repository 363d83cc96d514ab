// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { parseProgress, progressStore, recordStep } from '../../../src/islands/game/progress';

describe('lesson progress', () => {
  it('records the furthest step and marks the last step as done', () => {
    let progress = recordStep({}, 'turn', 3, 7);
    expect(progress).toEqual({ turn: { step: 3, done: false } });
    progress = recordStep(progress, 'turn', 1, 7);
    expect(progress.turn).toEqual({ step: 3, done: false });
    progress = recordStep(progress, 'turn', 6, 7);
    expect(progress.turn).toEqual({ step: 6, done: true });
    // Going back later keeps `done`.
    expect(recordStep(progress, 'turn', 0, 7).turn).toEqual({ step: 6, done: true });
  });

  it.each([
    // An array is no record.
    [[]],
    // A negative step.
    [{ turn: { step: -1, done: false } }],
    // `done` must be a boolean.
    [{ turn: { step: 2, done: 'yes' } }],
    // A missing entry.
    [{ turn: null }],
  ])('rejects malformed progress %j', (data) => {
    expect(() => parseProgress(data)).toThrow(expect.objectContaining({ code: 'invalid-data' }));
  });

  it('stores per game under its own key', () => {
    localStorage.clear();
    progressStore('koikoi').save({ turn: { step: 2, done: false } });
    expect(localStorage.getItem('koikoi:lessons')).toBe('{"v":1,"data":{"turn":{"step":2,"done":false}}}');
    expect(progressStore('hakka').load()).toEqual({ kind: 'none' });
  });
});
