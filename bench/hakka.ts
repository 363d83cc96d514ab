/**
 * Hakka benchmarks, called from the `npm run bench` / `npm run bench:bots`
 * scripts (or run directly: `node --import tsx bench/hakka.ts [rounds|bots] [n]`).
 *
 * @example
 * const { roundsPerSecond } = benchRandomRounds({ rounds: 20_000 });
 * const r = benchBots({ rounds: 1000 }); // strong player at DEFAULT_ITERATIONS
 * console.log(r.strongAverage, r.othersAverage);
 */
import {
  applyAction,
  BOTS,
  type BotBudget,
  type BotId,
  DEFAULT_ITERATIONS,
  type HakkaState,
  isOver,
  newGame,
  randomMove,
  type Seat,
  viewFor,
} from '../src/engine/hakka/index';
import { seedRng } from '../src/engine/rng';

/** Result of {@link benchRandomRounds}. */
export interface RandomBenchResult {
  /** Rounds played (redeals included, as the engine counts them). */
  readonly rounds: number;
  /** Actions applied. */
  readonly actions: number;
  /** Elapsed milliseconds. */
  readonly ms: number;
  /** Rounds per second of wall-clock time. */
  readonly roundsPerSecond: number;
  /** Rounds per second of this process's CPU time (steadier on a busy machine). */
  readonly roundsPerCpuSecond: number;
}

/**
 * Plays at least `rounds` rounds of random legal play (whole seeded games) and
 * measures throughput.
 */
export function benchRandomRounds(opts: { rounds?: number; seed?: string } = {}): RandomBenchResult {
  const target = opts.rounds ?? 20_000;
  const seed = opts.seed ?? 'bench';
  let rounds = 0;
  let actions = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  for (let g = 0; rounds < target; g++) {
    let state = newGame({ seed: `${seed}:${g}` });
    let rng = seedRng(`${seed}:moves:${g}`);
    while (!isOver(state)) {
      const [action, next] = randomMove(state, rng);
      rng = next;
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(`random move rejected: ${r.reason}`);
      state = r.state;
      actions++;
    }
    rounds += state.rounds.length;
  }
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  return {
    rounds,
    actions,
    ms,
    roundsPerSecond: (rounds / ms) * 1000,
    roundsPerCpuSecond: (rounds / cpuMs) * 1000,
  };
}

/** Result of {@link benchBots}. */
export interface BotsBenchResult {
  /** Rounds played (redeals are skipped: play continues to the first real round). */
  readonly rounds: number;
  /** Average points per round of the tested player. */
  readonly strongAverage: number;
  /** Average points per round of each of the three other seats (the dreamer seat included). */
  readonly othersAverage: number;
  /** Rounds the tested player won by declaring or Five Tigers. */
  readonly strongWins: number;
  /** Elapsed milliseconds. */
  readonly ms: number;
}

/**
 * Plays `rounds` seeded rounds with `player` (default `'strong'`) in one seat
 * and `opponent` (default `'greedy'`) in the other three; the tested seat
 * rotates (round i: seat i mod 4). Returns average points per round.
 */
export function benchBots(
  opts: { rounds?: number; iterations?: number; seed?: string; player?: BotId; opponent?: BotId } = {},
): BotsBenchResult {
  const rounds = opts.rounds ?? 1000;
  const seed = opts.seed ?? 'bots';
  const player = BOTS[opts.player ?? 'strong'];
  const opponent = BOTS[opts.opponent ?? 'greedy'];
  const budget: BotBudget = { iterations: opts.iterations ?? DEFAULT_ITERATIONS };
  let strongTotal = 0;
  let othersTotal = 0;
  let strongWins = 0;
  const start = performance.now();
  for (let i = 0; i < rounds; i++) {
    const tested = (i % 4) as Seat;
    let state: HakkaState = newGame({ seed: `${seed}:${i}` });
    for (let step = 0; !isOver(state); step++) {
      const done = state.rounds.find((r) => r.outcome !== 'redeal');
      if (done !== undefined) break;
      const seat = state.toAct as Seat;
      const bot = seat === tested ? player : opponent;
      const action = bot.chooseAction(viewFor(state, seat), `${seed}:${i}:${step}`, budget);
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(`${bot.id} made an illegal move: ${r.reason}`);
      state = r.state;
    }
    const result = state.rounds.find((r) => r.outcome !== 'redeal');
    if (result === undefined) continue;
    strongTotal += result.deltas[tested] ?? 0;
    othersTotal += result.deltas.reduce((a, b) => a + b, 0) - (result.deltas[tested] ?? 0);
    if (result.winner === tested) strongWins++;
  }
  return {
    rounds,
    strongAverage: strongTotal / rounds,
    othersAverage: othersTotal / rounds / 3,
    strongWins,
    ms: performance.now() - start,
  };
}

const invokedDirectly = process.argv[1]?.endsWith('hakka.ts') === true;
if (invokedDirectly) {
  const [what = 'rounds', n] = process.argv.slice(2);
  if (what === 'bots') {
    const r = benchBots({ rounds: n === undefined ? 200 : Number(n) });
    console.log(
      `hakka bots: ${r.rounds} rounds, strong ${r.strongAverage.toFixed(3)} vs greedy ${r.othersAverage.toFixed(3)} points/round, strong won ${r.strongWins}, ${(r.ms / 1000).toFixed(1)} s`,
    );
  } else {
    const r = benchRandomRounds({ rounds: n === undefined ? 20_000 : Number(n) });
    console.log(
      `hakka random: ${r.rounds} rounds, ${Math.round(r.roundsPerSecond)} rounds/s wall, ${Math.round(r.roundsPerCpuSecond)} rounds/s CPU (${r.actions} actions)`,
    );
  }
}
