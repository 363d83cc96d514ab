/**
 * Engine speed benchmarks (`npm run bench`). Must finish well within 90 s.
 *
 * Each section is a {@link BenchCase}; later engineers add theirs to
 * {@link BENCH_CASES} (e.g. the Hakka engine) without touching the runner.
 * Slow bot matches belong to `npm run bench:bots`, not here.
 */
import {
  type Action,
  applyAction,
  CARD_IDS,
  type CardId,
  compileRules,
  evaluateMask,
  evaluateYaku,
  isOver,
  legalActions,
  newMatch,
  RULESETS,
  type Ruleset,
} from '../src/engine/hanafuda';
import { nextInt, type RngState, seedRng, shuffle } from '../src/engine/rng';
import { benchRandomRounds } from './hakka';

/** One benchmark: `prepare` builds inputs (untimed); `run` does `ops` operations and returns a checksum. */
export interface BenchCase {
  /** Printed name. */
  readonly name: string;
  /** Unit of the rate, e.g. "evaluations". */
  readonly unit: string;
  /** Builds the timed function; everything done here is not timed. */
  readonly prepare: () => { readonly ops: number; readonly run: () => number };
}

/** A measured rate. */
export interface BenchResult {
  readonly name: string;
  readonly unit: string;
  readonly perSecond: number;
  readonly checksum: number;
}

/** Random captured piles of 0–48 cards (uniform size), seeded for reproducibility. */
export function randomPiles(count: number, seed: string): CardId[][] {
  let rng: RngState = seedRng(seed);
  const piles: CardId[][] = [];
  for (let i = 0; i < count; i++) {
    const [size, afterSize] = nextInt(rng, 49);
    const [deck, afterShuffle] = shuffle(afterSize, CARD_IDS);
    rng = afterShuffle;
    piles.push(deck.slice(0, size));
  }
  return piles;
}

const PILES = 4096;

function publicApiCase(preset: keyof typeof RULESETS): BenchCase {
  return {
    name: `hanafuda evaluateYaku (string ids, ${preset})`,
    unit: 'evaluations',
    prepare: () => {
      const piles = randomPiles(PILES, `bench-public-${preset}`);
      const rules: Ruleset = RULESETS[preset];
      const ops = 400_000;
      return {
        ops,
        run: () => {
          let sum = 0;
          for (let i = 0; i < ops; i++) sum += evaluateYaku(piles[i & (PILES - 1)] as CardId[], rules).points;
          return sum;
        },
      };
    },
  };
}

function internalCase(preset: keyof typeof RULESETS): BenchCase {
  return {
    name: `hanafuda evaluateMask (24-bit halves, ${preset})`,
    unit: 'evaluations',
    prepare: () => {
      const piles = randomPiles(PILES, `bench-internal-${preset}`);
      const lo = new Int32Array(PILES);
      const hi = new Int32Array(PILES);
      piles.forEach((pile, i) => {
        for (const id of pile) {
          const index = CARD_IDS.indexOf(id);
          if (index < 24) lo[i] = (lo[i] as number) | (1 << index);
          else hi[i] = (hi[i] as number) | (1 << (index - 24));
        }
      });
      const compiled = compileRules(RULESETS[preset]);
      const ops = 5_000_000;
      return {
        ops,
        run: () => {
          let sum = 0;
          for (let i = 0; i < ops; i++) {
            const k = i & (PILES - 1);
            sum += evaluateMask(lo[k] as number, hi[k] as number, compiled);
          }
          return sum;
        },
      };
    },
  };
}

/** Whole one-round Koi-Koi matches with uniformly random legal actions (issue 6: aim ≥ 20,000/s). */
function randomPlayoutCase(): BenchCase {
  return {
    name: 'hanafuda random play-outs (one nintendo round, random actions)',
    unit: 'play-outs',
    prepare: () => {
      const ops = 20_000;
      return {
        ops,
        run: () => {
          let rng: RngState = seedRng('bench-playouts');
          let sum = 0;
          for (let i = 0; i < ops; i++) {
            let state = newMatch({ rules: RULESETS.nintendo, players: 2, seed: i, rounds: 1 });
            while (!isOver(state)) {
              const legal = legalActions(state);
              const [index, next] = nextInt(rng, legal.length);
              rng = next;
              const result = applyAction(state, legal[index] as Action);
              if (result.ok) state = result.state;
            }
            sum += state.scores[0] as number;
          }
          return sum;
        },
      };
    },
  };
}

/** The benchmark sections, in print order. Add new sections here. */
export const BENCH_CASES: BenchCase[] = [
  publicApiCase('nintendo'),
  publicApiCase('multiplayer'),
  internalCase('nintendo'),
  internalCase('multiplayer'),
  randomPlayoutCase(),
];

/** Runs one case: a warm-up pass, then the best of three timed passes. */
export function runCase(bench: BenchCase): BenchResult {
  const { ops, run } = bench.prepare();
  let checksum = run(); // warm-up (JIT)
  let best = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 3; pass++) {
    const start = performance.now();
    checksum = run();
    best = Math.min(best, performance.now() - start);
  }
  return { name: bench.name, unit: bench.unit, perSecond: (ops / best) * 1000, checksum };
}

function main(): void {
  const started = performance.now();
  for (const bench of BENCH_CASES) {
    const result = runCase(bench);
    const rate = Math.round(result.perSecond).toLocaleString('en-US');
    console.log(`${result.name}: ${rate} ${result.unit}/s (checksum ${result.checksum})`);
  }
  benchRandomRounds({ rounds: 2_000 }); // warm-up (JIT)
  const hakka = benchRandomRounds({ rounds: 20_000 });
  const rate = Math.round(hakka.roundsPerSecond).toLocaleString('en-US');
  const cpuRate = Math.round(hakka.roundsPerCpuSecond).toLocaleString('en-US');
  console.log(`hakka random rounds: ${rate} rounds/s (${cpuRate} per CPU second, ${hakka.rounds} rounds)`);
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
