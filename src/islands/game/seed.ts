/**
 * Seeds for seeded islands (quizzes, games): what the URL or storage may
 * carry, and a fresh random one for a new session.
 */

/** Seeds we accept: 1–40 letters, digits, `-` or `_`. */
const SEED_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** Whether a string is a usable seed. */
export function isSeed(value: unknown): value is string {
  return typeof value === 'string' && SEED_PATTERN.test(value);
}

/**
 * A fresh random seed (not for tests: they pass `?seed=`). The only place an
 * island draws unseeded randomness; everything after it is deterministic.
 * @example newSeed() // 'k3j9x2a'
 */
export function newSeed(): string {
  return Math.floor(Math.random() * 2 ** 36).toString(36) || 'quiz';
}

/**
 * The seed a reader typed when it is usable (surrounding spaces ignored),
 * else a fresh one.
 * @example seedOrNew(' abc ') // 'abc'
 */
export function seedOrNew(typed: string): string {
  const seed = typed.trim();
  return isSeed(seed) ? seed : newSeed();
}
