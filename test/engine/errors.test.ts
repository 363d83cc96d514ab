import { describe, expect, it } from 'vitest';
import { EngineError, isEngineError } from '../../src/engine/errors';

describe('EngineError', () => {
  it('carries a code and details and is an Error', () => {
    const error = new EngineError('unknown-card', 'Unknown card id: x', { card: 'x' });
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('unknown-card');
    expect(error.details).toEqual({ card: 'x' });
    expect(error.name).toBe('EngineError');
  });

  it.each([
    [new EngineError('a', 'm'), [], true],
    [new EngineError('a', 'm'), ['a', 'b'], true],
    [new EngineError('a', 'm'), ['b'], false],
    [new Error('m'), [], false],
    [{ code: 'a' }, ['a'], false],
  ])('isEngineError(%o, %j) is %s', (error, codes, expected) => {
    expect(isEngineError(error, ...codes)).toBe(expected);
  });
});
