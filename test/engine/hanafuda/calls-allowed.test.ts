import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  callCaps,
  callsAllowed,
  callsPossible,
  callsProblem,
  customRuleset,
  maxCalls,
  type PlayerCount,
  PRESET_IDS,
  RULESETS,
  type Ruleset,
} from '../../../src/engine/hanafuda';
import { applyAction, isOver, legalActions, newMatch, sideOf } from '../../../src/engine/hanafuda/game';

describe('callsProblem', () => {
  it('allows one call per round in all under the leaflet ("kann nur einmal pro Partie gerufen werden", 000)', () => {
    const rules = RULESETS.nintendo;
    expect(callsProblem(rules, 2, { own: 0, opponents: 0 })).toBeNull();
    expect(callsProblem(rules, 2, { own: 1, opponents: 0 })).toBeNull();
    expect(callsProblem(rules, 2, { own: 0, opponents: 1 })).toBeNull();
    expect(callsProblem(rules, 2, { own: 1, opponents: 1 })).toBe('round-limit');
    expect(callsProblem(rules, 2, { own: 2, opponents: 0 })).toBe('round-limit');
    expect(callsAllowed(rules, 2, { own: 1, opponents: 1 })).toBe(false);
  });

  it('counts a limit per player over the seats of each side (four players: two a team)', () => {
    const rules = customRuleset('multiplayer', { callLimit: { scope: 'player', max: 2 } });
    expect(callsProblem(rules, 3, { own: 2, opponents: 4 })).toBeNull();
    expect(callsProblem(rules, 3, { own: 3, opponents: 0 })).toBe('player-limit');
    expect(callsProblem(rules, 3, { own: 0, opponents: 5 })).toBe('player-limit');
    expect(callsProblem(rules, 4, { own: 4, opponents: 4 })).toBeNull();
    expect(callsProblem(rules, 4, { own: 5, opponents: 0 })).toBe('player-limit');
  });

  it('without a limit still allows no more calls than turns: one a turn, as many turns as cards in the hand, the winner one fewer', () => {
    // FudaWiki: 8 cards each with two players; the winner stops on a turn after its last call.
    expect(callsProblem(RULESETS.fudawiki, 2, { own: 7, opponents: 8 })).toBeNull();
    expect(callsProblem(RULESETS.fudawiki, 2, { own: 8, opponents: 0 })).toBe('turns');
    // Sheet 003: 7 cards each with three players, two opponents.
    expect(callsProblem(RULESETS.multiplayer, 3, { own: 6, opponents: 14 })).toBeNull();
    expect(callsProblem(RULESETS.multiplayer, 3, { own: 0, opponents: 15 })).toBe('turns');
    expect(callsProblem(RULESETS.multiplayer, 3, { own: 99, opponents: 0 })).toBe('turns');
  });

  it('refuses counts that are not whole numbers of 0 or more', () => {
    for (const own of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(callsProblem(RULESETS.fudawiki, 2, { own, opponents: 0 })).toBe('invalid');
    }
  });
});

describe('callCaps', () => {
  it('gives each side’s most calls under the presets', () => {
    expect(callCaps(RULESETS.nintendo, 2)).toEqual({ own: 1, opponents: 1 });
    expect(callCaps(RULESETS.fudawiki, 2)).toEqual({ own: 7, opponents: 8 });
    expect(callCaps(RULESETS.multiplayer, 3)).toEqual({ own: 6, opponents: 14 });
    expect(callCaps(RULESETS.multiplayer, 4)).toEqual({ own: 9, opponents: 10 });
  });

  it('agrees with callsProblem: each side alone up to its cap is allowed, one more is not', () => {
    const rules: readonly Ruleset[] = [
      ...PRESET_IDS.map((id) => RULESETS[id]),
      customRuleset('multiplayer', { callLimit: { scope: 'player', max: 2 } }),
      customRuleset('multiplayer', { callLimit: { scope: 'round', max: 3 } }),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...rules),
        fc.constantFrom(2, 3, 4) as fc.Arbitrary<2 | 3 | 4>,
        (r, players) => {
          fc.pre(r.playerCounts.includes(players));
          const caps = callCaps(r, players);
          const own = caps.own ?? 0;
          const opponents = caps.opponents ?? 0;
          expect(callsAllowed(r, players, { own, opponents: 0 })).toBe(true);
          expect(callsAllowed(r, players, { own: 0, opponents })).toBe(true);
          expect(callsAllowed(r, players, { own: own + 1, opponents: 0 })).toBe(false);
          expect(callsAllowed(r, players, { own: 0, opponents: opponents + 1 })).toBe(false);
        },
      ),
    );
  });
});

describe('maxCalls', () => {
  it.each([
    // Leaflet 000: "„Koi-Koi“ kann nur einmal pro Partie gerufen werden": one call in all.
    ['nintendo', { own: 1, opp: 1 }],
    // FudaWiki, no limit: two players with eight cards; the winner stops on a turn after its last call.
    ['fudawiki', { own: 7, opp: 8 }],
    // Sheet 003, no limit: four players in teams of two with five cards each (own 2 × 5 − 1 = 9),
    // three players with seven cards each (the two opponents 2 × 7 = 14).
    ['multiplayer', { own: 9, opp: 14 }],
  ] as const)('%s', (preset, expected) => {
    expect(maxCalls(RULESETS[preset])).toEqual(expected);
  });

  it('applies a limit per player to each seat of a side', () => {
    const rules = customRuleset('multiplayer', { callLimit: { scope: 'player', max: 2 } });
    // Two partners of a team call twice each; two opponents at a table of three twice each.
    expect(maxCalls(rules)).toEqual({ own: 4, opp: 4 });
  });
});

describe('callsPossible (the number of players unknown)', () => {
  it.each([
    ['nintendo', 0, 0, true],
    ['nintendo', 1, 0, true],
    ['nintendo', 0, 1, true],
    // The reviewer's case: one call by each side breaks the leaflet's one call per round.
    ['nintendo', 1, 1, false],
    ['nintendo', 2, 0, false],
    ['fudawiki', 7, 8, true],
    ['fudawiki', 8, 0, false],
    ['fudawiki', 0, 9, false],
    ['multiplayer', 9, 10, true],
    // Each alone fits a table (9 by a team of four, 14 by two opponents of three), but not both at one.
    ['multiplayer', 9, 14, false],
    // The reviewer's link: 99 calls each, far more than anyone has turns.
    ['multiplayer', 99, 99, false],
    ['multiplayer', 10, 0, false],
  ] as const)('%s, %i own and %i opponents: %s', (preset, own, opp, expected) => {
    expect(callsPossible(RULESETS[preset], own, opp)).toBe(expected);
  });

  it.each([
    [-1, 0],
    [0, 1.5],
    [Number.NaN, 0],
    [0, Number.POSITIVE_INFINITY],
  ])('rejects %s and %s as no counts', (own, opp) => {
    expect(callsPossible(RULESETS.fudawiki, own, opp)).toBe(false);
  });
});

describe('callsAllowed against played rounds', () => {
  /** A chooser that calls Koi-Koi as often as it dares: 9 times out of 10, stopping otherwise. */
  function pick(n: number) {
    return (legal: ReturnType<typeof legalActions>) => {
      const call = legal.find((a) => a.type === 'koikoi');
      if (call) return n % 10 === 0 ? (legal.find((a) => a.type === 'stop') ?? call) : call;
      return legal[n % legal.length] ?? (legal[0] as (typeof legal)[number]);
    };
  }

  it.each([
    ['nintendo', 2],
    ['fudawiki', 2],
    ['multiplayer', 2],
    ['multiplayer', 3],
    ['multiplayer', 4],
  ] as const)('every round %s with %i players ends within them', (preset, players) => {
    const rules = RULESETS[preset];
    let most = 0;
    for (let seed = 0; seed < 12; seed++) {
      let state = newMatch({ rules, players: players as PlayerCount, seed: `calls-${seed}`, rounds: 12 });
      let n = seed;
      while (!isOver(state)) {
        const result = applyAction(state, pick(n++)(legalActions(state)));
        if (!result.ok) throw new Error(result.reason);
        state = result.state;
      }
      for (const round of state.results) {
        if (round.winner === null) continue;
        const side = sideOf(state.config, round.winner);
        let own = 0;
        let opp = 0;
        round.calls.forEach((calls, seat) => {
          if (sideOf(state.config, seat) === side) own += calls;
          else opp += calls;
        });
        most = Math.max(most, own + opp);
        expect(
          callsAllowed(rules, players as PlayerCount, { own, opponents: opp }),
          `${own} own, ${opp} opponents`,
        ).toBe(true);
      }
    }
    // The rounds did call: the check above was not only about zeros.
    expect(most).toBeGreaterThan(0);
  });
});
