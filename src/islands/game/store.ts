/**
 * A versioned localStorage store with a safe parse, shared by every game
 * island (saved games, lesson progress).
 *
 * Stored JSON: `{ "v": <version>, "data": <whatever the parser accepts> }`.
 * Lifecycle: `load()` reads and checks the entry; text that is not JSON, a
 * different version or data the parser rejects is removed at once and
 * reported as `corrupt` (with a {@link StoreError} code), so a bad save can
 * fail only once. `save()` writes, `clear()` removes. Storage may be blocked
 * (private mode, quotas): then loading finds nothing and saving does nothing,
 * and the page keeps working for its lifetime.
 *
 * @example
 * const store = createStore({ key: 'koikoi:progress', version: 1, parse: parseProgress });
 * const loaded = store.load(); // { kind: 'value', value } | { kind: 'none' } | { kind: 'corrupt', error }
 */

/** Why stored data was discarded. */
export const STORE_ERROR_CODES = ['not-json', 'wrong-version', 'invalid-data'] as const;

/** A {@link STORE_ERROR_CODES} entry. */
export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number];

/** The typed error of a rejected stored value; parsers throw it with `invalid-data`. */
export class StoreError extends Error {
  /** Stable reason key. */
  readonly code: StoreErrorCode;
  /** @param code reason key @param message developer-facing detail */
  constructor(code: StoreErrorCode, message: string) {
    super(message);
    this.name = 'StoreError';
    this.code = code;
  }
}

/** What loading found. */
export type LoadResult<T> =
  | { readonly kind: 'value'; readonly value: T }
  | { readonly kind: 'none' }
  | { readonly kind: 'corrupt'; readonly error: StoreError };

/** The part of `Storage` a store uses (tests pass a fake). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A store for one key. */
export interface VersionedStore<T> {
  /** The localStorage key. */
  readonly key: string;
  /** Reads the value; discards corrupt data (see the file comment). */
  load(): LoadResult<T>;
  /** Writes the value. */
  save(value: T): void;
  /** Removes the entry. */
  clear(): void;
}

/** How to build a store. */
export interface StoreOptions<T> {
  /** localStorage key; include the game, e.g. `koikoi:game`. */
  readonly key: string;
  /** Format version; bump it when `T` changes shape so old entries are discarded. */
  readonly version: number;
  /** Checks and narrows `data`; throws (ideally a `StoreError('invalid-data')`) when it does not fit. */
  readonly parse: (data: unknown) => T;
  /** Storage to use; default `globalThis.localStorage` when there is one. */
  readonly storage?: StorageLike;
}

function defaultStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Parses stored text without touching storage: the value, or the error.
 *
 * @example
 * parseStored('{"v":1,"data":3}', 1, (d) => Number(d)); // { ok: true, value: 3 }
 */
export function parseStored<T>(
  text: string,
  version: number,
  parse: (data: unknown) => T,
): { ok: true; value: T } | { ok: false; error: StoreError } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: new StoreError('not-json', 'Stored text is not JSON') };
  }
  if (typeof json !== 'object' || json === null || (json as { v?: unknown }).v !== version) {
    return { ok: false, error: new StoreError('wrong-version', `Expected version ${version}`) };
  }
  try {
    return { ok: true, value: parse((json as { data?: unknown }).data) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: error instanceof StoreError ? error : new StoreError('invalid-data', message),
    };
  }
}

/** Creates a {@link VersionedStore} (see the file comment). */
export function createStore<T>(options: StoreOptions<T>): VersionedStore<T> {
  const { key, version, parse } = options;
  const storage = () => options.storage ?? defaultStorage();
  const remove = () => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Blocked storage: nothing to remove.
    }
  };
  return {
    key,
    load() {
      let text: string | null = null;
      try {
        text = storage()?.getItem(key) ?? null;
      } catch {
        return { kind: 'none' };
      }
      if (text === null) return { kind: 'none' };
      const parsed = parseStored(text, version, parse);
      if (parsed.ok) return { kind: 'value', value: parsed.value };
      remove();
      return { kind: 'corrupt', error: parsed.error };
    },
    save(value) {
      try {
        storage()?.setItem(key, JSON.stringify({ v: version, data: value }));
      } catch {
        // Blocked or full: the game lives on in the page.
      }
    },
    clear: remove,
  };
}
