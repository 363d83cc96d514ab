import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalActions,
  newMatch,
  RULESETS,
  sameAction,
  stopScore,
  viewFor,
} from '../../../src/engine/hanafuda';
import { firstYakuLesson } from '../../../src/lessons/koikoi/first-yaku';
import { lessonSteps } from '../../../src/lessons/koikoi/run';
import { KOIKOI_HANDLERS } from '../../../src/workers/koikoi-handlers';
import { answer } from '../../../src/workers/protocol';
import { act, craftRound, dealt, plainDeckFor } from '../../engine/hanafuda/game/helpers';

describe('Koi-Koi worker handlers', () => {
  it('chooses a legal move for the seat to act', () => {
    let state = newMatch({ rules: RULESETS.nintendo, players: 2, seed: 'w', firstDealer: 0 });
    const dealt = applyAction(state, { type: 'deal' });
    if (!dealt.ok) throw new Error(dealt.reason);
    state = dealt.state;
    const response = answer(KOIKOI_HANDLERS, {
      id: 1,
      kind: 'choose',
      payload: { bot: 'greedy', view: viewFor(state, 0), seed: 'w/1', budgetMs: 50 },
    });
    expect(response.ok).toBe(true);
    if (response.ok)
      expect(legalActions(state).some((a) => sameAction(a, response.result as never))).toBe(true);
  });

  it('rejects an unknown bot without throwing', () => {
    const response = answer(KOIKOI_HANDLERS, {
      id: 2,
      kind: 'choose',
      payload: { bot: 'oracle', view: null, seed: 's', budgetMs: 1 },
    });
    expect(response).toMatchObject({ id: 2, ok: false });
  });

  it('estimates both options of a Koi-Koi decision', () => {
    // Lesson 2, step 3: the reader has just formed a yaku and decides.
    const step = lessonSteps(firstYakuLesson)[3];
    if (!step) throw new Error('lesson changed');
    const response = answer(KOIKOI_HANDLERS, {
      id: 3,
      kind: 'evaluate',
      payload: { view: viewFor(step.state, 0), seed: 'advice', iterations: 20 },
    });
    expect(response.ok).toBe(true);
    const estimates = (response.ok ? response.result : []) as {
      action: { type: string };
      balance: number;
      points: number;
    }[];
    expect(estimates.map((e) => e.action.type).sort()).toEqual(['koikoi', 'stop']);
    const stop = estimates.find((e) => e.action.type === 'stop');
    // Stopping ends the round with the reader's yaku: always won, never lost.
    expect(stop?.balance).toBe(1);
    expect(stop?.points).toBeGreaterThan(0);
  });

  it('counts play-outs in round scores: a stop is worth what stopping scores (doubling and calls included)', () => {
    // FudaWiki: Hanami-zake and Tsukimi-zake (10) double to 20, and again for the opponent's call: 40.
    const rules = RULESETS.fudawiki;
    const crafted = craftRound(dealt(rules, 2, [plainDeckFor(rules, 2)]).state, {
      hands: [
        ['m03-light', 'm01-chaff1'],
        ['m05-chaff2', 'm06-chaff2'],
      ],
      field: ['m03-chaff1', 'm09-chaff1', 'm04-chaff1'],
      captured: [['m08-light', 'm08-chaff1'], []],
      stockTop: ['m09-animal', 'm10-chaff1'],
      calls: [0, 1],
    });
    const { state } = act(crafted, { type: 'play', card: 'm03-light' });
    const response = answer(KOIKOI_HANDLERS, {
      id: 4,
      kind: 'evaluate',
      payload: { view: viewFor(state, 0), seed: 'scale', iterations: 20 },
    });
    const estimates = (response.ok ? response.result : []) as { action: { type: string }; points: number }[];
    expect(stopScore(state)?.points).toBe(40);
    expect(estimates.find((e) => e.action.type === 'stop')?.points).toBe(40);
  });
});
