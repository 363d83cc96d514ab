/**
 * Seeded pseudo-random generator whose whole state is plain JSON.
 *
 * Games keep an {@link RngState} inside their own state, so a move is a pure
 * function of (state, action) and a saved game or a replay continues with the
 * same numbers on every machine. The generator is sfc32 (Chris Doty-Humphrey's
 * "small fast counting" generator, public domain), seeded through cyrb128 so
 * that any number or string is a valid seed.
 *
 * @example
 * let rng = seedRng('tutorial-1');
 * const [roll, next] = nextInt(rng, 6); // roll in 0..5
 * rng = next;
 */

/** The generator's state: four unsigned 32-bit integers. */
export type RngState = readonly [number, number, number, number];

/** A seed as games accept it: any finite number or any string. */
export type Seed = number | string;

/** Hashes a string into four 32-bit words (cyrb128, public domain). */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * Creates a generator state from a seed. Numbers and strings are hashed as
 * their text (`1` and `'1'` give the same state), so seeds survive URLs.
 */
export function seedRng(seed: Seed): RngState {
  if (typeof seed === 'number' && !Number.isFinite(seed)) {
    throw Object.assign(new Error(`Invalid seed: ${seed}`), { code: 'invalid-seed' });
  }
  let state: RngState = cyrb128(String(seed));
  // Warm up: the first outputs of sfc32 are weakly mixed.
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/** Returns the next unsigned 32-bit integer and the following state. */
export function nextUint32(state: RngState): [number, RngState] {
  // Indexed reads, not destructuring: this runs once per random number.
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** Returns a float in [0, 1) and the following state. */
export function nextFloat(state: RngState): [number, RngState] {
  const [u, next] = nextUint32(state);
  return [u / 4294967296, next];
}

/**
 * Returns an unbiased integer in [0, bound) and the following state
 * (rejection sampling, so every value is equally likely).
 */
export function nextInt(state: RngState, bound: number): [number, RngState] {
  if (!Number.isInteger(bound) || bound <= 0 || bound > 4294967296) {
    throw Object.assign(new Error(`Invalid bound: ${bound}`), { code: 'invalid-bound' });
  }
  let current = state;
  for (;;) {
    const [u, next] = nextUint32(current);
    current = next;
    // Below 2^32 − bound no draw is ever rejected, so the limit is computed only above it.
    if (u < 4294967296 - bound || u < 4294967296 - (4294967296 % bound)) return [u % bound, current];
  }
}

/** Returns a shuffled copy of `items` (Fisher–Yates) and the following state. */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let current = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(current, i + 1);
    current = next;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, current];
}
