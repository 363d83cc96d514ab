import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_IDS, type PlayerCount, RULESETS, type Ruleset } from '../../../../src/engine/hanafuda';
import { greedyPlayout, tableOfState } from '../../../../src/engine/hanafuda/bots';
import { actionValue } from '../../../../src/engine/hanafuda/bots/greedy';
import { SIM_OVER, type Sim } from '../../../../src/engine/hanafuda/bots/sim';
import {
  pilesFor,
  simGreedyChoice,
  simGreedyPlay,
  simGreedyPlayout,
  simPlayValue,
  simWantsStop,
} from '../../../../src/engine/hanafuda/bots/sim-greedy';
import { applyToSim, simOfState } from '../../../../src/engine/hanafuda/bots/sim-state';
import {
  type Action,
  applyAction,
  isOver,
  legalActions,
  type MatchState,
  newMatch,
} from '../../../../src/engine/hanafuda/game';
import { customRuleset } from '../../../../src/engine/hanafuda/presets';
import { nextInt, type RngState, seedRng } from '../../../../src/engine/rng';

// Every rule the simulator reads, in at least one setup.
const SETUPS: [string, Ruleset, PlayerCount][] = [
  ['nintendo: one call per round, doubling at 7', RULESETS.nintendo, 2],
  ['fudawiki: weather viewing, Tsukifuda', RULESETS.fudawiki, 2],
  ['multiplayer with 3', RULESETS.multiplayer, 3],
  ['multiplayer with 4 in teams', RULESETS.multiplayer, 4],
  [
    'unlimited calls, double per call, last improver scores',
    customRuleset('fudawiki', {
      callLimit: { scope: 'player', max: null },
      koikoiMultiplier: 'double-per-call',
      exhaustedRound: 'last-improver-scores',
    }),
    2,
  ],
  [
    'dealer privilege, older grouping',
    customRuleset('fudawiki', {
      exhaustedRound: 'dealer-privilege',
      dealerPrivilegePoints: 6,
      yakuGrouping: 'older',
    }),
    2,
  ],
];

/** The comparable contents of a sim (remaining stock only). */
function snapshot(sim: Sim) {
  return {
    hands: Array.from(sim.hands),
    handSize: Array.from(sim.handSize),
    piles: Array.from(sim.piles),
    calls: Array.from(sim.calls),
    bases: Array.from(sim.bases),
    field: [sim.fieldLo, sim.fieldHi],
    stock: Array.from(sim.stock.slice(sim.stockAt, sim.stockEnd)),
    turn: sim.turn,
    phase: sim.phase,
    pending: sim.pendingCard < 0 ? null : [sim.pendingCard, sim.pendingSource, sim.optionA, sim.optionB],
    lastImprover: sim.lastImprover,
  };
}

/** Plays a random match (some koikoi, some stop), calling `visit` before every in-round action. */
function playRandomly(
  rules: Ruleset,
  players: PlayerCount,
  seed: number,
  visit: (state: MatchState, action: Action, next: MatchState) => void,
): void {
  let state = newMatch({ rules, players, seed, rounds: 2 });
  let rng: RngState = seedRng(seed);
  while (!isOver(state)) {
    const legal = legalActions(state);
    const [index, next] = nextInt(rng, legal.length);
    rng = next;
    const action = legal[index] as Action;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.reason);
    if (state.round && ['play', 'choose', 'decide'].includes(state.phase)) visit(state, action, result.state);
    state = result.state;
  }
}

describe('the play-out simulator', () => {
  it.each(SETUPS)('steps exactly like the engine (%s)', (_name, rules, players) => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        playRandomly(rules, players, seed, (before, action, after) => {
          const sim = simOfState(before) as Sim;
          applyToSim(sim, action);
          if (after.results.length > before.results.length) {
            const result = after.results[after.results.length - 1];
            expect(sim.phase).toBe(SIM_OVER);
            expect([sim.winner, sim.points]).toEqual([result?.winner ?? -1, result?.points]);
          } else {
            expect(snapshot(sim)).toEqual(snapshot(simOfState(after) as Sim));
          }
        });
      }),
      { numRuns: 25 },
    );
  });

  it.each(SETUPS)('rates every move like the greedy player (%s)', (_name, rules, players) => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        playRandomly(rules, players, seed, (before) => {
          const round = before.round;
          const table = tableOfState(before, round?.turn ?? 0);
          const sim = simOfState(before);
          if (!round || !table || !sim) return;
          const legal = legalActions(before);
          const values = legal.map((action) => actionValue(table, action));
          const best = Math.max(...values);
          if (before.phase === 'decide') {
            expect(simWantsStop(sim)).toBe(values[1] === 1);
          } else if (before.phase === 'choose') {
            const chosen = simGreedyChoice(sim);
            const index = legal.findIndex((a) => a.type === 'capture-choice' && a.card === idOf(chosen));
            expect(values[index]).toBeCloseTo(best, 9);
          } else {
            const played = simGreedyPlay(sim);
            const index = legal.findIndex((a) => a.type === 'play' && a.card === idOf(played));
            expect(values[index]).toBeCloseTo(best, 9);
            // And every single rating agrees.
            legal.forEach((action, i) => {
              if (action.type !== 'play') return;
              expect(simPlayValueOf(sim, action.card)).toBeCloseTo(values[i] as number, 9);
            });
          }
        });
      }),
      { numRuns: 10 },
    );
  });

  it.each(SETUPS)(
    'plays the rest of a round out like the engine with greedy players (%s)',
    (_name, rules, players) => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          playRandomly(rules, players, seed, (before) => {
            const sim = simOfState(before);
            if (!sim) return;
            const seat = before.round?.turn ?? 0;
            expect(simGreedyPlayout(sim, seat)).toBe(greedyPlayout(before, seat));
          });
        }),
        { numRuns: 3 },
      );
    },
  );
});

/** The card id of an index. */
function idOf(index: number): string {
  return CARD_IDS[index] as string;
}

/** The simulator's greedy rating of playing `card` for the seat to act. */
function simPlayValueOf(sim: Sim, card: string): number {
  return simPlayValue(sim, pilesFor(sim, sim.turn), CARD_IDS.indexOf(card as (typeof CARD_IDS)[number]));
}
