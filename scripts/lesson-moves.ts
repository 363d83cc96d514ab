/**
 * Moves for a Koi-Koi lesson, chosen by the computer players: plays one
 * round of a seeded setup with the strong player in some seats and the
 * greedy one in the others, and prints the actions in the lesson file's
 * form with a step-by-step log (events, then both hands, the table and the
 * piles). `--scan` plays many seeds and prints one line each, to find a
 * deal worth teaching. The strong player gets a fixed number of play-outs
 * and the seed `${seed}/${action number}`, so the moves are reproducible.
 *
 * Run through the project's Node:
 *   node_modules/.bin/node --import tsx scripts/lesson-moves.ts --seed lesson-two-89
 *   node_modules/.bin/node --import tsx scripts/lesson-moves.ts --scan lesson-two- 0 200
 * Options: --preset nintendo|fudawiki|multiplayer (nintendo), --players 2|3|4 (2),
 * --strong 0,1 (seats the strong player takes; default 0, '' for none).
 */
import { pathToFileURL } from 'node:url';
import {
  type Action,
  applyAction,
  DEFAULT_ITERATIONS,
  type GameEvent,
  greedyBot,
  type MatchState,
  newMatch,
  type PlayerCount,
  type PresetId,
  playMatch,
  RULESETS,
  strongBot,
  zones,
} from '../src/engine/hanafuda';

/** What to play: a one-round lesson setup and the seats the strong player takes. */
export interface MovesSetup {
  readonly preset: PresetId;
  readonly players: PlayerCount;
  readonly seed: string;
  readonly strongSeats: readonly number[];
}

/** One action with its events and the state after it. */
export interface MoveStep {
  readonly action: Action;
  readonly events: readonly GameEvent[];
  readonly state: MatchState;
}

/**
 * The round played by the bots, one entry per action (the dealer draw and the
 * deal included): the engine's `playMatch` plays it, and its actions are
 * applied again here to keep each step's events and state for the log.
 */
export function botMoves(setup: MovesSetup): MoveStep[] {
  const config = { rules: RULESETS[setup.preset], players: setup.players, seed: setup.seed, rounds: 1 };
  const options = { iterations: DEFAULT_ITERATIONS };
  const players = Array.from({ length: setup.players }, (_, seat) => ({
    bot: setup.strongSeats.includes(seat) ? strongBot : greedyBot,
    options,
  }));
  let state = newMatch(config);
  return playMatch(config, players, setup.seed).actions.map((action) => {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`${setup.seed}: ${result.reason}`);
    state = result.state;
    return { action, events: result.events, state };
  });
}

/** An action as the lesson file stores it: without the seat (the seat to act is implied). */
export function lessonAction(action: Action): Action {
  if (action.type === 'play' || action.type === 'capture-choice')
    return { type: action.type, card: action.card };
  return { type: action.type };
}

/** One line about a played round: length, dealer, winner and score, calls, choices, yaku. */
export function summary(seed: string, steps: readonly MoveStep[]): string {
  const events = steps.flatMap((step) => step.events);
  const parts = [seed, `actions=${steps.length}`];
  for (const e of events) {
    if (e.type === 'dealer-drawn') parts.push(`dealer=${e.dealer}`);
    if (e.type === 'redeal' || e.type === 'lucky-hand') parts.push(e.type);
    if (e.type === 'capture-choice-needed') parts.push(`choice=${e.seat}/${e.source}`);
    if (e.type === 'yaku-formed') parts.push(`yaku=${e.seat}:${e.yaku.map((y) => y.id).join('+')}=${e.base}`);
    if (e.type === 'koikoi-called') parts.push(`koikoi=${e.seat}`);
    if (e.type === 'round-scored') {
      parts.push(`winner=${e.winner} points=${e.points} (${e.steps.map((s) => s.id).join(', ')})`);
    }
  }
  return parts.join(' ');
}

function printLog(steps: readonly MoveStep[]): void {
  steps.forEach((step, index) => {
    console.log(`step ${index}: ${JSON.stringify(lessonAction(step.action))}`);
    for (const event of step.events) console.log(`  ${JSON.stringify(event)}`);
    if (!step.state.round) return;
    const z = zones(step.state);
    for (const [seat, hand] of z.hands.entries()) console.log(`  hand ${seat}: ${hand.join(' ')}`);
    console.log(`  table: ${z.field.join(' ')}`);
    for (const [seat, pile] of z.captured.entries()) console.log(`  pile ${seat}: ${pile.join(' ')}`);
  });
  console.log('\nactions:');
  for (const step of steps) {
    const fields = Object.entries(lessonAction(step.action)).map(([key, value]) => `${key}: '${value}'`);
    console.log(`  { ${fields.join(', ')} },`);
  }
}

function option(args: readonly string[], name: string, fallback: string): string {
  const at = args.indexOf(name);
  return at >= 0 && at + 1 < args.length ? (args[at + 1] as string) : fallback;
}

function main(args: readonly string[]): void {
  const preset = option(args, '--preset', 'nintendo') as PresetId;
  const players = Number(option(args, '--players', '2')) as PlayerCount;
  const strong = option(args, '--strong', '0');
  const strongSeats = strong === '' ? [] : strong.split(',').map(Number);
  if (!(preset in RULESETS)) throw new Error(`Unknown preset ${preset}`);
  const scan = args.indexOf('--scan');
  if (scan >= 0) {
    const [prefix = 'seed-', from = '0', to = '100'] = args.slice(scan + 1, scan + 4);
    for (let i = Number(from); i < Number(to); i++) {
      const seed = `${prefix}${i}`;
      console.log(summary(seed, botMoves({ preset, players, seed, strongSeats })));
    }
    return;
  }
  const seed = option(args, '--seed', '');
  if (!seed) throw new Error('Give --seed NAME or --scan PREFIX FROM TO');
  printLog(botMoves({ preset, players, seed, strongSeats }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
