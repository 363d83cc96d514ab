import { describe, expect, it } from 'vitest';
import { createStore, parseStored, type StorageLike, StoreError } from '../../../src/islands/game/store';
import { memoryStorage } from '../fixtures';

const parseNumber = (data: unknown) => {
  if (typeof data !== 'number') throw new StoreError('invalid-data', 'not a number');
  return data;
};

describe('parseStored', () => {
  it.each<[string, { ok: true; value: number } | { ok: false; code: string }]>([
    // Well-formed envelope of the right version.
    ['{"v":2,"data":5}', { ok: true, value: 5 }],
    // Not JSON at all.
    ['{oops', { ok: false, code: 'not-json' }],
    // An older format version is discarded, not migrated.
    ['{"v":1,"data":5}', { ok: false, code: 'wrong-version' }],
    // Right version, data the parser rejects.
    ['{"v":2,"data":"five"}', { ok: false, code: 'invalid-data' }],
    // JSON that is no envelope.
    ['null', { ok: false, code: 'wrong-version' }],
  ])('%s', (text, expected) => {
    const result = parseStored(text, 2, parseNumber);
    if (expected.ok) expect(result).toEqual(expected);
    else expect(!result.ok && result.error.code).toBe(expected.code);
  });

  it('wraps a parser’s plain error as invalid-data', () => {
    const result = parseStored('{"v":1,"data":1}', 1, () => {
      throw new TypeError('boom');
    });
    expect(!result.ok && result.error).toBeInstanceOf(StoreError);
    expect(!result.ok && result.error.code).toBe('invalid-data');
  });
});

describe('createStore', () => {
  it('saves and loads a value in a versioned envelope', () => {
    const storage = memoryStorage();
    const store = createStore({ key: 'k', version: 3, parse: parseNumber, storage });
    expect(store.load()).toEqual({ kind: 'none' });
    store.save(7);
    expect(JSON.parse(storage.data.k as string)).toEqual({ v: 3, data: 7 });
    expect(store.load()).toEqual({ kind: 'value', value: 7 });
  });

  it('discards corrupt data once and reports it', () => {
    const storage = memoryStorage({ k: 'garbage' });
    const store = createStore({ key: 'k', version: 1, parse: parseNumber, storage });
    const first = store.load();
    expect(first.kind).toBe('corrupt');
    expect(storage.data.k).toBeUndefined();
    expect(store.load()).toEqual({ kind: 'none' });
  });

  it('keeps working when storage throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createStore({ key: 'k', version: 1, parse: parseNumber, storage: broken });
    expect(store.load()).toEqual({ kind: 'none' });
    expect(() => store.save(1)).not.toThrow();
    expect(() => store.clear()).not.toThrow();
  });
});
