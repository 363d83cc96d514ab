/**
 * Small checks for plain JSON read back from storage: each narrows
 * `unknown` to a type, so a stored value is used only once it has the
 * shape the code expects (the events of a saved play log, `saved-log.ts`).
 * `tagged` checks a union of objects told apart by `type`, with one guard
 * per field, and the compiler checks that the table names every field.
 *
 * @example
 * const isMove = tagged<{ type: 'move'; seat: number } | { type: 'pass' }>({ move: { seat: isCount }, pass: {} });
 * isMove({ type: 'move', seat: 2 }); // true
 * isMove({ type: 'move', seat: -1 }); // false
 */

/** A check that narrows `unknown` to `T`. */
export type Guard<T> = (value: unknown) => value is T;

/** A guard per field of `T` (every field, optional ones included). */
export type FieldGuards<T> = { readonly [K in keyof T]-?: Guard<T[K]> };

/** Per `type` of a tagged union, the guards of that member's other fields. */
export type TaggedGuards<U extends { readonly type: string }> = {
  readonly [M in U as M['type']]: FieldGuards<Omit<M, 'type'>>;
};

/** `true` or `false`. */
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';

/** A whole number (scores may be negative). */
export const isInteger: Guard<number> = (value): value is number => Number.isSafeInteger(value);

/** A whole number ≥ 0 (seats, rounds, points, counts). */
export const isCount: Guard<number> = (value): value is number => isInteger(value) && value >= 0;

/** One of the listed strings or numbers. */
export function oneOf<T extends string | number>(values: readonly T[]): Guard<T> {
  return (value): value is T => (values as readonly unknown[]).includes(value);
}

/** An array whose every item passes `item`. */
export function arrayOf<T>(item: Guard<T>): Guard<readonly T[]> {
  return (value): value is readonly T[] => Array.isArray(value) && value.every((entry) => item(entry));
}

/** Two items, each passing `item`. */
export function pairOf<T>(item: Guard<T>): Guard<readonly [T, T]> {
  return (value): value is readonly [T, T] => arrayOf(item)(value) && value.length === 2;
}

/** `null`, or a value passing `guard`. */
export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}

/** An object (not an array) with `fields` passing their guards; other fields are ignored. */
export function shaped<T>(fields: FieldGuards<T>): Guard<T> {
  return (value): value is T => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    return Object.entries(fields).every(([key, guard]) => (guard as Guard<unknown>)(record[key]));
  };
}

/** An optional field: missing (undefined) or passing `guard`. */
export function optional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (value): value is T | undefined => value === undefined || guard(value);
}

/** A member of a tagged union: a known `type` and that member's fields (see the file comment). */
export function tagged<U extends { readonly type: string }>(members: TaggedGuards<U>): Guard<U> {
  const table = members as unknown as Record<string, FieldGuards<Record<string, unknown>>>;
  return (value): value is U => {
    if (typeof value !== 'object' || value === null) return false;
    const type = (value as { type?: unknown }).type;
    if (typeof type !== 'string' || !Object.hasOwn(table, type)) return false;
    return shaped(table[type] as FieldGuards<Record<string, unknown>>)(value);
  };
}
