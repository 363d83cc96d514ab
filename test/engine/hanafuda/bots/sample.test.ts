import { describe, expect, it } from 'vitest';
import { FastRng } from '../../../../src/engine/fast-rng';
import { CARD_IDS, RULESETS } from '../../../../src/engine/hanafuda';
import { dealSample, PASSED_WEIGHT, samplerOf } from '../../../../src/engine/hanafuda/bots/sample';
import { type MatchState, viewFor } from '../../../../src/engine/hanafuda/game';
import { act, craftRound, dealt, plainDeck } from '../game/helpers';

/** Seat 1 laid December down while March and April lay on the field. */
function afterPass(held: boolean): MatchState {
  const base = dealt(RULESETS.nintendo, 2, [plainDeck(2, 8, 8)]).state;
  let state = craftRound(base, {
    hands: [
      ['m05-chaff1', 'm06-chaff1', 'm07-chaff1'],
      ['m12-chaff1', 'm03-light', 'm08-chaff1'],
    ],
    field: ['m03-chaff1', 'm04-chaff1'],
    stockTop: ['m10-animal', 'm11-chaff', 'm09-chaff1'],
    turn: 1,
  });
  state = act(state, { type: 'play', card: 'm12-chaff1' }).state;
  if (held) {
    state = act(state, { type: 'play', card: 'm05-chaff1' }).state;
    state = act(state, { type: 'play', card: 'm03-light' }).state; // proves seat 1 passed a capture
  }
  return state;
}

/** In how many of `n` seeded samples seat 1's hand holds a card of March or April. */
function shareOfPassedMonths(state: MatchState, n: number): number {
  const sampler = samplerOf(viewFor(state, 0));
  if (!sampler) throw new Error('no sampler');
  const rng = new FastRng('samples');
  const world = sampler.base.clone();
  let hits = 0;
  for (let k = 0; k < n; k++) {
    dealSample(sampler, rng, world);
    const months = [3, 4].flatMap((m) => [0, 1, 2, 3].map((i) => (m - 1) * 4 + i));
    if (months.some((index) => world.holds(1, index))) hits++;
  }
  return hits;
}

describe('sampling the hidden cards', () => {
  it('rarely gives a seat cards of months it passed over, but never rules them out', () => {
    const state = afterPass(false);
    const sampler = samplerOf(viewFor(state, 0));
    const weights = sampler?.hidden[0]?.weights;
    expect(weights?.[CARD_IDS.indexOf('m03-light')]).toBe(PASSED_WEIGHT);
    expect(weights?.[CARD_IDS.indexOf('m08-chaff1')]).toBe(1);
    // Uniformly, two cards out of the ~36 unseen would hold one of the 5 unseen March/April cards in about a quarter of samples.
    const hits = shareOfPassedMonths(state, 3000);
    expect(hits).toBeLessThan(150);
    expect(hits).toBeGreaterThan(0);
  });

  it('trusts the evidence no more once the seat played a card of a passed month', () => {
    const state = afterPass(true);
    expect(viewFor(state, 0).round?.passedHeld).toEqual([false, true]);
    const weights = samplerOf(viewFor(state, 0))?.hidden[0]?.weights;
    expect(weights?.every((w) => w === 1)).toBe(true);
  });

  it('deals the same sample for the same seed', () => {
    const sampler = samplerOf(viewFor(afterPass(false), 0));
    if (!sampler) throw new Error('no sampler');
    const a = dealSample(sampler, new FastRng(7), sampler.base.clone());
    const b = dealSample(sampler, new FastRng(7), sampler.base.clone());
    expect(Array.from(a.hands)).toEqual(Array.from(b.hands));
    expect(Array.from(a.stock)).toEqual(Array.from(b.stock));
  });
});
