import { describe, expect, it } from 'vitest';
import { isSavedError, readSaved } from '../../../../src/islands/game/quiz/progress';
import { makeHakkaQuiz } from '../../../../src/islands/hakka/quiz/questions';

const OPTIONS = makeHakkaQuiz('abc').map((q) => q.options.length);
// The first question that is yes/no, to try an answer beyond its options.
const YES_NO = OPTIONS.indexOf(2);

describe('readSaved', () => {
  it('reads valid progress', () => {
    expect(readSaved('{"v":1,"seed":"abc","answers":[0,1]}', makeHakkaQuiz)).toEqual({
      v: 1,
      seed: 'abc',
      answers: [0, 1],
    });
    expect(readSaved(null, makeHakkaQuiz)).toBeNull();
  });

  const tooFar = Array.from({ length: YES_NO + 1 }, (_, i) => (i === YES_NO ? 3 : 0));
  it.each([
    ['not JSON', '{v:1'],
    ['an array', '[1]'],
    ['a wrong version', '{"v":2,"seed":"abc","answers":[]}'],
    ['a bad seed', '{"v":1,"seed":"a b","answers":[]}'],
    ['a negative answer', '{"v":1,"seed":"abc","answers":[-1]}'],
    ['a fractional answer', '{"v":1,"seed":"abc","answers":[0.5]}'],
    ['too many answers', JSON.stringify({ v: 1, seed: 'abc', answers: Array(OPTIONS.length + 1).fill(0) })],
    ['an answer beyond its question’s options', JSON.stringify({ v: 1, seed: 'abc', answers: tooFar })],
  ])('discards %s', (_what, raw) => {
    expect(isSavedError(readSaved(raw, makeHakkaQuiz))).toBe(true);
  });
});
