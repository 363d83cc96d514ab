import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomMove } from '../../../src/engine/hakka/bots/random';
import { CARDS } from '../../../src/engine/hakka/cards';
import { applyAction, isOver, legalActions, newGame, replay } from '../../../src/engine/hakka/game';
import { DEFAULT_OPTIONS, type HakkaOptions, OPTION_LIST } from '../../../src/engine/hakka/options';
import type { HakkaAction, HakkaState } from '../../../src/engine/hakka/state';
import { zones } from '../../../src/engine/hakka/zones';
import { nextInt, seedRng } from '../../../src/engine/rng';

/** Any combination of option values. */
const optionsArb: fc.Arbitrary<HakkaOptions> = fc.record(
  Object.fromEntries(OPTION_LIST.map((o) => [o.id, fc.constantFrom(...o.values)])) as Record<
    keyof HakkaOptions,
    fc.Arbitrary<never>
  >,
);

function allCards(state: HakkaState): string[] {
  const z = zones(state);
  return [...z.hands.flat(), ...z.dreamer, ...z.table, ...z.won.flat(), ...z.discards];
}

/** Plays a whole game choosing uniformly among `legalActions`, checking invariants at every step. */
function playChecked(
  seed: string,
  options: HakkaOptions,
  pick: string,
): { state: HakkaState; actions: HakkaAction[] } {
  let state = newGame({ seed, options });
  let rng = seedRng(pick);
  const actions: HakkaAction[] = [];
  for (let step = 0; !isOver(state); step++) {
    if (step > 2000) throw new Error('game did not end');
    // 37 cards, each in exactly one zone.
    const cards = allCards(state);
    expect(cards).toHaveLength(37);
    expect(new Set(cards).size).toBe(37);
    const legal = legalActions(state);
    expect(legal.length).toBeGreaterThan(0);
    // "der Träumer beteiligt sich nicht an der Ansagen- und Ausspielen-Phase"
    expect(state.toAct).not.toBe(state.dreamer);
    expect(legal.every((a) => a.seat === state.toAct)).toBe(true);
    const [i, next] = nextInt(rng, legal.length);
    rng = next;
    const action = legal[i] as HakkaAction;
    const result = applyAction(state, action);
    expect(result.ok).toBe(true);
    if (!result.ok) break;
    actions.push(action);
    state = result.state;
  }
  return { state, actions };
}

describe('properties of whole games', () => {
  it('conserves the 37 cards, never runs out of legal actions, accepts every legal action and ends', () => {
    fc.assert(
      fc.property(fc.string(), optionsArb, fc.string(), (seed, options, pick) => {
        const { state } = playChecked(seed, options, pick);
        // "Nach vier Runden endet das Spiel." (redeals count only with redealCountsAsRound)
        const counted = state.rounds.filter((r) => options.redealCountsAsRound || r.outcome !== 'redeal');
        expect(counted).toHaveLength(4);
        // Points are zero-sum.
        expect(state.scores.reduce((a, b) => a + b, 0)).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  it('the same config and actions give the same game, and the state survives JSON', () => {
    fc.assert(
      fc.property(fc.integer(), fc.string(), (seed, pick) => {
        const { state, actions } = playChecked(String(seed), DEFAULT_OPTIONS, pick);
        const again = replay({ seed: String(seed), options: DEFAULT_OPTIONS }, actions);
        expect(again.ok).toBe(true);
        expect(again.state).toEqual(state);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
      { numRuns: 30 },
    );
  });

  it('rejects actions that are not legal and leaves the state unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(
          'call',
          'pass',
          'play',
          'discard',
          'declare',
          'continue',
          'claim-tigers',
          'decline-tigers',
        ),
        fc.integer({ min: 0, max: 3 }),
        fc.subarray([...CARDS], { minLength: 1, maxLength: 4 }),
        (seed, steps, type, seat, cards) => {
          let state = newGame({ seed });
          let rng = seedRng(seed);
          for (let i = 0; i < steps && !isOver(state); i++) {
            const [a, next] = randomMove(state, rng);
            rng = next;
            const r = applyAction(state, a);
            if (r.ok) state = r.state;
          }
          const action = { type, seat, cards } as HakkaAction;
          const legal = legalActions(state).some((l) => l.type === type && l.seat === seat);
          const before = JSON.stringify(state);
          const r = applyAction(state, action);
          expect(JSON.stringify(state)).toBe(before);
          // Non-card actions: accepted exactly when legal (extra fields are ignored).
          if (!['play', 'discard'].includes(type)) expect(r.ok).toBe(legal);
          // Card actions: accepted only when listed (cards in any order).
          if (r.ok && ['play', 'discard'].includes(type)) {
            expect(
              legalActions(state).some(
                (l) =>
                  l.type === type && 'cards' in l && [...l.cards].sort().join() === [...cards].sort().join(),
              ),
            ).toBe(true);
          }
          if (!r.ok) expect(r.reason).toMatch(/^hakka\.error\./);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('randomMove only produces legal actions', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        let state = newGame({ seed });
        let rng = seedRng(seed);
        while (!isOver(state)) {
          const [a, next] = randomMove(state, rng);
          rng = next;
          const r = applyAction(state, a);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          state = r.state;
        }
      }),
      { numRuns: 100 },
    );
  });
});
