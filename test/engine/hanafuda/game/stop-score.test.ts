import { describe, expect, it } from 'vitest';
import { customRuleset, RULESETS, type Ruleset } from '../../../../src/engine/hanafuda';
import { type MatchState, stopScore } from '../../../../src/engine/hanafuda/game';
import { act, craftRound, dealt, eventsOf, plainDeckFor } from './helpers';

/**
 * Seat 0 plays the March light onto the March chaff and draws the sake cup
 * onto the September chaff: Hanami-zake (5); with the full moon already
 * taken, Tsukimi-zake as well (10, doubled at 7 or more).
 */
function deciding(rules: Ruleset, calls: number[], withMoon: boolean): MatchState {
  const base = dealt(rules, 2, [plainDeckFor(rules, 2)]).state;
  const crafted = craftRound(base, {
    hands: [
      ['m03-light', 'm01-chaff1'],
      ['m05-chaff2', 'm06-chaff2'],
    ],
    field: ['m03-chaff1', 'm09-chaff1', 'm04-chaff1'],
    captured: [withMoon ? ['m08-light', 'm08-chaff1'] : [], []],
    stockTop: ['m09-animal', 'm10-chaff1'],
    calls,
    bases: [0, 0],
  });
  const { state } = act(crafted, { type: 'play', card: 'm03-light' });
  expect(state.phase).toBe('decide');
  return state;
}

/** The points of the `round-scored` event a stop brings. */
function scoredByStop(state: MatchState): number | undefined {
  return eventsOf(act(state, { type: 'stop' }).events, 'round-scored')[0]?.points;
}

describe('stopScore: what stopping scores now', () => {
  it.each<[string, Ruleset, number[], boolean, number, number]>([
    // Leaflet 000: 7 or more points are doubled.
    ['nintendo: 5 points stay 5', RULESETS.nintendo, [0, 0], false, 5, 5],
    ['nintendo: 10 points double to 20', RULESETS.nintendo, [0, 0], true, 10, 20],
    // FudaWiki: the opponent's earlier call doubles ('opponent-once'), after the doubling at 7.
    ['fudawiki: the opponent called once', RULESETS.fudawiki, [0, 1], false, 5, 10],
    ['fudawiki: 10 points, the opponent called', RULESETS.fudawiki, [0, 2], true, 10, 40],
    ['fudawiki: one’s own call does not double', RULESETS.fudawiki, [1, 0], false, 5, 5],
    // Sheet 003: doubled at 7, then again for every call by anyone.
    ['multiplayer: 10 points, a call each', RULESETS.multiplayer, [1, 1], true, 10, 80],
    ['multiplayer: 5 points, the opponent called twice', RULESETS.multiplayer, [0, 2], false, 5, 20],
    // A custom threshold: no doubling at all.
    ['custom: no doubling', customRuleset('nintendo', { doublingThreshold: null }), [0, 0], true, 10, 10],
  ])('%s', (_name, rules, calls, withMoon, base, points) => {
    const state = deciding(rules, calls, withMoon);
    const score = stopScore(state);
    expect(score?.base).toBe(base);
    expect(score?.points).toBe(points);
    // The same figure the round's end then scores.
    expect(scoredByStop(state)).toBe(points);
  });

  it('lists the derivation steps of the round score', () => {
    const score = stopScore(deciding(RULESETS.multiplayer, [1, 1], true));
    expect(score?.steps.map(({ id, factor, points }) => ({ id, factor, points }))).toEqual([
      { id: 'base', factor: 1, points: 10 },
      { id: 'seven-or-more', factor: 2, points: 20 },
      { id: 'koikoi', factor: 4, points: 80 },
    ]);
  });

  it('is null outside a Koi-Koi decision', () => {
    const state = deciding(RULESETS.nintendo, [0, 0], false);
    expect(stopScore(act(state, { type: 'stop' }).state)).toBeNull();
    expect(stopScore(dealt(RULESETS.nintendo, 2, [plainDeckFor(RULESETS.nintendo, 2)]).state)).toBeNull();
  });
});
