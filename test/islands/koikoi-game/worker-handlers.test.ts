import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalActions,
  newMatch,
  RULESETS,
  sameAction,
  viewFor,
} from '../../../src/engine/hanafuda';
import { firstYakuLesson } from '../../../src/lessons/koikoi/first-yaku';
import { lessonSteps } from '../../../src/lessons/koikoi/run';
import { KOIKOI_HANDLERS } from '../../../src/workers/koikoi-handlers';
import { answer } from '../../../src/workers/protocol';

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
});
