import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_IDS, type PlayerCount, RULESETS, type Ruleset } from '../../../../src/engine/hanafuda';
import {
  type Action,
  applyAction,
  isOver,
  legalActions,
  type MatchConfig,
  type MatchState,
  newMatch,
  replay,
  sameAction,
  zones,
} from '../../../../src/engine/hanafuda/game';
import { nextInt, type RngState, seedRng } from '../../../../src/engine/rng';
import { deepFreeze } from './helpers';

const SETUPS: [Ruleset, PlayerCount][] = [
  [RULESETS.nintendo, 2],
  [RULESETS.fudawiki, 2],
  [RULESETS.multiplayer, 2],
  [RULESETS.multiplayer, 3],
  [RULESETS.multiplayer, 4],
];

/** A random match: a setup, a seed, 1–2 rounds, and a seed for the random choices. */
const matchArb = fc.record({
  setup: fc.constantFrom(...SETUPS),
  seed: fc.oneof(fc.integer(), fc.string({ maxLength: 8 })),
  rounds: fc.integer({ min: 1, max: 2 }),
  choices: fc.integer(),
});

type Arb = { setup: [Ruleset, PlayerCount]; seed: number | string; rounds: number; choices: number };

const configOf = (m: Arb): MatchConfig => ({
  rules: m.setup[0],
  players: m.setup[1],
  seed: m.seed,
  rounds: m.rounds,
});

/** Plays random legal actions to the end, calling `visit` before every step. */
function playRandomly(
  m: Arb,
  visit?: (state: MatchState, action: Action, next: MatchState) => void,
): Action[] {
  let state = deepFreeze(newMatch(configOf(m)));
  let rng: RngState = seedRng(m.choices);
  const actions: Action[] = [];
  while (!isOver(state)) {
    if (actions.length > 2000) throw new Error('a match did not end');
    const legal = legalActions(state);
    expect(legal.length).toBeGreaterThan(0);
    const [index, next] = nextInt(rng, legal.length);
    rng = next;
    const action = legal[index] as Action;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.reason);
    const after = deepFreeze(result.state);
    visit?.(state, action, after);
    actions.push(action);
    state = after;
  }
  return actions;
}

// About 1,400 games over the six properties, a few seconds in all.
const RUNS = { numRuns: 400 };
// Generous limit: the machine is shared and runs several suites at once.
const SLOW = 30_000;

describe('random matches', () => {
  it(
    'keep every card in exactly one zone during a round, and end',
    () => {
      fc.assert(
        fc.property(matchArb, (m) => {
          playRandomly(m, (_before, _action, after) => {
            if (after.round === null) return;
            const all = Object.values(zones(after)).flat(2);
            if (all.length !== 48 || new Set(all).size !== 48)
              expect(all.sort()).toEqual([...CARD_IDS].sort());
          });
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'shrink the acting hand by exactly one card per play and no other hand',
    () => {
      fc.assert(
        fc.property(matchArb, (m) => {
          playRandomly(m, (before, action, after) => {
            if (action.type !== 'play' || !before.round || !after.round) return;
            const sizesBefore = before.round.hands.map((h) => h.length);
            const sizesAfter = after.round.hands.map((h) => h.length);
            if (after.round.number !== before.round.number) return;
            const seat = before.round.turn;
            sizesBefore[seat] = (sizesBefore[seat] as number) - 1;
            expect(sizesAfter).toEqual(sizesBefore);
          });
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'never ask for a Koi-Koi decision once every hand is empty (site decision: the seat stops by itself)',
    () => {
      let lastTurnStops = 0;
      fc.assert(
        fc.property(matchArb, (m) => {
          playRandomly(m, (before, _action, after) => {
            if (after.phase === 'decide')
              expect(after.round?.hands.some((hand) => hand.length > 0)).toBe(true);
            const ended = after.results.length > before.results.length ? after.results.at(-1) : undefined;
            if (ended?.reason === 'stop' && after.round?.hands.every((hand) => hand.length === 0))
              lastTurnStops++;
          });
        }),
        RUNS,
      );
      // The runs do reach yaku on the last turn (scored as stops), so the check above is not empty.
      expect(lastTurnStops).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'accept exactly the legal actions and leave the state unchanged otherwise',
    () => {
      const candidates = (state: MatchState): Action[] => {
        const seats = state.scores.map((_, seat) => seat);
        const round = state.round;
        const cards = round
          ? [...(round.hands[round.turn] ?? []), ...round.field, CARD_IDS[0], CARD_IDS[47]]
          : [];
        return [
          { type: 'draw-dealer' },
          { type: 'deal' },
          ...seats.flatMap((seat) => [
            { type: 'koikoi', seat } as const,
            { type: 'stop', seat } as const,
            ...cards.map((card) => ({ type: 'play', seat, card }) as const),
            ...cards.map((card) => ({ type: 'capture-choice', seat, card }) as const),
          ]),
        ];
      };
      fc.assert(
        fc.property(matchArb, (m) => {
          let checked = 0;
          playRandomly(m, (before) => {
            if (checked++ % 5 !== 0) return; // every fifth step keeps the run short
            const legal = legalActions(before);
            const snapshot = JSON.stringify(before);
            for (const action of candidates(before)) {
              const result = applyAction(before, action);
              expect(result.ok).toBe(legal.some((other) => sameAction(other, action)));
            }
            expect(JSON.stringify(before)).toBe(snapshot);
          });
        }),
        { numRuns: 40 },
      );
    },
    SLOW,
  );

  it(
    'replay the same match from the same config and actions',
    () => {
      fc.assert(
        fc.property(matchArb, (m) => {
          const actions = playRandomly(m);
          expect(replay(configOf(m), actions)).toEqual(replay(configOf(m), actions));
        }),
        { numRuns: 60 },
      );
    },
    SLOW,
  );

  it(
    'survive a JSON round trip at any step and continue identically',
    () => {
      fc.assert(
        fc.property(matchArb, fc.nat(), (m, cut) => {
          const actions = playRandomly(m);
          const at = cut % actions.length;
          const partial = replay(configOf(m), actions.slice(0, at));
          const copy = JSON.parse(JSON.stringify(partial)) as MatchState;
          expect(copy).toEqual(partial);
          let fromCopy = copy;
          let fromOriginal = partial;
          for (const action of actions.slice(at)) {
            const a = applyAction(fromCopy, action);
            const b = applyAction(fromOriginal, action);
            if (!a.ok || !b.ok) throw new Error('rejected after a round trip');
            expect(a.events).toEqual(b.events);
            fromCopy = a.state;
            fromOriginal = b.state;
          }
          expect(fromCopy).toEqual(fromOriginal);
        }),
        { numRuns: 60 },
      );
    },
    SLOW,
  );
});
