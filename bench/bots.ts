/**
 * Bot strength benchmark (`npm run bench:bots`): seeded two-player rounds
 * under `nintendo`, alternating the first dealer, for strong vs greedy and
 * greedy vs random; plus random play-outs per second.
 *
 * Options: `--rounds N` (default 1000), `--iterations N` (strong bot's
 * play-outs per decision, default the bot's own `DEFAULT_ITERATIONS`, so the
 * bench measures the bot as the site ships it), `--only strong|greedy|speed|hakka`,
 * `--seeds NAME` (another set of seeded Koi-Koi rounds: `NAME-0`, `NAME-1`, …;
 * by default `sg` for strong vs greedy and `gr` for greedy vs random).
 * Each share comes with its 95 % interval (`interval.ts`): over 1,000 rounds
 * it is about ±3 points wide, so compare bots over several seed sets.
 * `speed` prints random play-outs through the public `applyAction` (a whole
 * one-round match each, dealer draw and deal included) and the strong bot's
 * greedy play-outs on its mutable simulator.
 * Aims (issue 6): strong wins ≥ 60 % of decided rounds against greedy,
 * greedy ≥ 75 % against random, ≥ 20,000 random play-outs/s.
 */

import { FastRng } from '../src/engine/fast-rng';
import { RULESETS } from '../src/engine/hanafuda';
import {
  type Bot,
  type BotOptions,
  DEFAULT_ITERATIONS,
  greedyBot,
  playRound,
  randomBot,
  strongBot,
} from '../src/engine/hanafuda/bots';
import { dealSample, samplerOf } from '../src/engine/hanafuda/bots/sample';
import { simGreedyPlayout } from '../src/engine/hanafuda/bots/sim-greedy';
import { applyAction, isOver, legalActions, newMatch, viewFor } from '../src/engine/hanafuda/game';
import { nextInt, type RngState, seedRng } from '../src/engine/rng';
import { benchBots } from './hakka';
import { wilsonInterval } from './interval';

/** Result of one pairing over many rounds. */
export interface Pairing {
  readonly rounds: number;
  /** Rounds each side won (index 0 = the first bot). */
  readonly wins: [number, number];
  /** Drawn rounds. */
  readonly draws: number;
  /** Points per round each side earned on average. */
  readonly pointsPerRound: [number, number];
  readonly seconds: number;
}

/**
 * Plays `rounds` seeded rounds of `a` against `b`; in round `i`, `a` sits in
 * seat `i % 2` and seat 0 deals, so each bot deals half the rounds.
 */
export function pair(a: Bot, b: Bot, rounds: number, options: BotOptions, label: string): Pairing {
  const started = performance.now();
  const wins: [number, number] = [0, 0];
  const points: [number, number] = [0, 0];
  let draws = 0;
  for (let i = 0; i < rounds; i++) {
    const aSeat = i % 2;
    const seats = aSeat === 0 ? [a, b] : [b, a];
    const players = seats.map((bot) => ({ bot, options }));
    const { state } = playRound({ rules: RULESETS.nintendo, seed: `${label}-${i}` }, 0, players, i);
    const result = state.results[0];
    if (!result || result.winner === null) draws++;
    else {
      const side = result.winner === aSeat ? 0 : 1;
      wins[side]++;
      points[side] += result.points;
    }
  }
  return {
    rounds,
    wins,
    draws,
    pointsPerRound: [points[0] / rounds, points[1] / rounds],
    seconds: (performance.now() - started) / 1000,
  };
}

/** Random play-outs (a whole one-round match with uniformly random actions) per wall-clock and per CPU second. */
export function randomPlayoutsPerSecond(seconds = 2): { wall: number; cpu: number } {
  randomPlayouts(seconds / 2); // warm-up (JIT)
  return randomPlayouts(seconds);
}

function randomPlayouts(seconds: number): { wall: number; cpu: number } {
  let rng: RngState = seedRng('bench-random');
  let done = 0;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  while (performance.now() - started < seconds * 1000) {
    let state = newMatch({ rules: RULESETS.nintendo, players: 2, seed: done, rounds: 1 });
    while (!isOver(state)) {
      const legal = legalActions(state);
      const [index, next] = nextInt(rng, legal.length);
      rng = next;
      const result = applyAction(state, legal[index] as (typeof legal)[number]);
      if (result.ok) state = result.state;
    }
    done++;
  }
  const cpu = process.cpuUsage(cpuStart);
  return {
    wall: done / ((performance.now() - started) / 1000),
    cpu: done / ((cpu.user + cpu.system) / 1e6),
  };
}

/**
 * The strong bot's inner loop: greedy play-outs on the mutable simulator, each
 * on a fresh sample of the hidden cards, from the first turn of seeded deals.
 */
export function simPlayoutsPerSecond(seconds = 2): { wall: number; cpu: number } {
  const views = Array.from({ length: 50 }, (_, i) => {
    let state = newMatch({
      rules: RULESETS.nintendo,
      players: 2,
      seed: `sim-${i}`,
      rounds: 1,
      firstDealer: 0,
    });
    state = (applyAction(state, { type: 'deal' }) as { state: typeof state }).state;
    return viewFor(state, 0);
  });
  const samplers = views.flatMap((view) => samplerOf(view) ?? []);
  const rng = new FastRng('bench-sim');
  const run = (limit: number) => {
    let done = 0;
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    while (performance.now() - started < limit * 1000) {
      for (const sampler of samplers) {
        const world = dealSample(sampler, rng, sampler.base.clone());
        simGreedyPlayout(world, 0);
        done++;
      }
    }
    const cpu = process.cpuUsage(cpuStart);
    return {
      wall: done / ((performance.now() - started) / 1000),
      cpu: done / ((cpu.user + cpu.system) / 1e6),
    };
  };
  run(seconds / 2);
  return run(seconds);
}

function print(name: string, p: Pairing): void {
  const decided = p.wins[0] + p.wins[1];
  const share = decided === 0 ? 0 : (100 * p.wins[0]) / decided;
  const [low, high] = wilsonInterval(p.wins[0], decided);
  console.log(
    `${name}: ${p.rounds} rounds, wins ${p.wins[0]}–${p.wins[1]}, draws ${p.draws}; ` +
      `first bot wins ${share.toFixed(1)} % of decided rounds ` +
      `(95 % interval ${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)} %); ` +
      `points/round ${p.pointsPerRound[0].toFixed(2)} vs ${p.pointsPerRound[1].toFixed(2)} (${p.seconds.toFixed(0)} s)`,
  );
}

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function main(): void {
  const rounds = Number(arg('rounds') ?? 1000);
  const iterations = Number(arg('iterations') ?? DEFAULT_ITERATIONS);
  const only = arg('only');
  // Another seed set: the rounds' seeds become `<seeds>-0`, `<seeds>-1`, …
  const seeds = arg('seeds');
  if (!only || only === 'speed') {
    const rate = randomPlayoutsPerSecond();
    const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
    console.log(`random play-outs: ${fmt(rate.wall)}/s (${fmt(rate.cpu)} per CPU second)`);
    const sim = simPlayoutsPerSecond();
    console.log(
      `strong bot's greedy play-outs (simulator, fresh sample each): ${fmt(sim.wall)}/s (${fmt(sim.cpu)} per CPU second)`,
    );
  }
  if (!only || only === 'greedy') {
    print('greedy vs random', pair(greedyBot, randomBot, rounds, {}, seeds ?? 'gr'));
  }
  if (!only || only === 'strong') {
    print(
      `strong (${iterations} play-outs) vs greedy`,
      pair(strongBot, greedyBot, rounds, { iterations }, seeds ?? 'sg'),
    );
  }
  if (!only || only === 'hakka') {
    // Hakka: the stronger player in one seat (rotating) against three greedy players.
    const r = benchBots({ rounds });
    console.log(
      `hakka strong vs greedy (${r.rounds} rounds, seat rotating): ` +
        `${r.strongAverage.toFixed(3)} points per round vs ${r.othersAverage.toFixed(3)} for each greedy player`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
