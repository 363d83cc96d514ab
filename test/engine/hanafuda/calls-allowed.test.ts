import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  callCaps,
  callsAllowed,
  callsProblem,
  customRuleset,
  PRESET_IDS,
  RULESETS,
  type Ruleset,
} from '../../../src/engine/hanafuda';

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

  it('without a limit still allows no more calls than turns: one a turn, as many turns as cards in the hand', () => {
    // FudaWiki: 8 cards each with two players.
    expect(callsProblem(RULESETS.fudawiki, 2, { own: 8, opponents: 8 })).toBeNull();
    expect(callsProblem(RULESETS.fudawiki, 2, { own: 9, opponents: 0 })).toBe('turns');
    // Sheet 003: 7 cards each with three players, two opponents.
    expect(callsProblem(RULESETS.multiplayer, 3, { own: 7, opponents: 14 })).toBeNull();
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
    expect(callCaps(RULESETS.fudawiki, 2)).toEqual({ own: 8, opponents: 8 });
    expect(callCaps(RULESETS.multiplayer, 3)).toEqual({ own: 7, opponents: 14 });
    expect(callCaps(RULESETS.multiplayer, 4)).toEqual({ own: 10, opponents: 10 });
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
