import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../../src/engine/hanafuda';
import { isSavedError, isSeed, newSeed, readSaved } from '../../../../src/islands/game/quiz/progress';
import { makeQuiz } from '../../../../src/islands/hanafuda/quiz/questions';

// The Koi-Koi quiz's saved progress, read by the shared quiz frame's reader.
const koikoiQuiz = (seed: string) => makeQuiz(seed, RULESETS.fudawiki);

describe('readSaved (Koi-Koi quiz)', () => {
  it.each([
    // nothing stored
    [null, null],
    // a valid saved quiz
    ['{"v":1,"seed":"abc","answers":[0,3]}', { v: 1, seed: 'abc', answers: [0, 3] }],
  ])('reads %s', (raw, expected) => {
    expect(readSaved(raw, koikoiQuiz)).toEqual(expected);
  });

  it.each([
    ['not json', '{bad'],
    ['an old version', '{"v":0,"seed":"abc","answers":[]}'],
    ['a bad seed', '{"v":1,"seed":"a b","answers":[]}'],
    ['an answer out of range', '{"v":1,"seed":"abc","answers":[4]}'],
    ['a non-integer answer', '{"v":1,"seed":"abc","answers":[1.5]}'],
    ['more answers than questions', `{"v":1,"seed":"abc","answers":[${Array(13).fill(0).join(',')}]}`],
    ['not an object', '42'],
  ])('rejects %s with a typed error', (_, raw) => {
    const result = readSaved(raw, koikoiQuiz);
    expect(isSavedError(result)).toBe(true);
    expect(result).toEqual({ code: 'corrupt-progress' });
  });
});

describe('seeds', () => {
  it('accepts short word-like seeds only', () => {
    expect(isSeed('e2e')).toBe(true);
    expect(isSeed('')).toBe(false);
    expect(isSeed('bad seed!')).toBe(false);
    expect(isSeed('x'.repeat(41))).toBe(false);
  });

  it('makes valid new seeds', () => {
    for (let i = 0; i < 20; i++) expect(isSeed(newSeed())).toBe(true);
  });
});
