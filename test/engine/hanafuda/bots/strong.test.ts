import { describe, expect, it } from 'vitest';
import { type CardId, RULESETS } from '../../../../src/engine/hanafuda';
import { evaluateActions, rankEvaluations, strongBot } from '../../../../src/engine/hanafuda/bots';
import {
  applyAction,
  currentSeat,
  type MatchState,
  newMatch,
  viewFor,
} from '../../../../src/engine/hanafuda/game';
import { craftRound, dealt, plainDeck } from '../game/helpers';

/** A two-player nintendo round with seat 0 (the dealer) to play. */
function position(spec: {
  hand: CardId[];
  other: CardId[];
  field: CardId[];
  own?: CardId[];
  theirs?: CardId[];
}): MatchState {
  const base = dealt(RULESETS.nintendo, 2, [plainDeck(2, 8, 8)]).state;
  return craftRound(base, {
    hands: [spec.hand, spec.other],
    field: spec.field,
    captured: [spec.own ?? [], spec.theirs ?? []],
  });
}

const OTHER: CardId[] = ['m07-chaff1', 'm10-chaff1', 'm11-chaff', 'm12-chaff1'];

describe('strong: evaluateActions spends its play-outs by successive halving', () => {
  const state = position({
    hand: ['m03-chaff2', 'm09-chaff1', 'm05-chaff1', 'm02-chaff1'],
    other: OTHER,
    field: ['m03-light', 'm09-chaff2', 'm05-animal', 'm04-chaff1', 'm06-chaff1'],
    own: ['m01-light'],
  });
  const view = viewFor(state, 0);

  it('searches every legal action when asked for as many candidates', () => {
    const result = evaluateActions(view, 'halving', { iterations: 400, candidates: 8 });
    expect(result.map((entry) => entry.action)).toHaveLength(view.legal.length);
    expect(result.every((entry) => entry.samples >= 1)).toBe(true);
    // The survivors got more samples than the first to drop out, within the budget.
    const counts = result.map((entry) => entry.samples);
    expect(Math.max(...counts)).toBeGreaterThan(Math.min(...counts));
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(400);
  });

  it('is deterministic for a seed', () => {
    const a = evaluateActions(view, 7, { iterations: 200, candidates: 8 });
    const b = evaluateActions(view, 7, { iterations: 200, candidates: 8 });
    expect(a).toEqual(b);
  });

  it('still plays at least one sample when the time budget is already spent', () => {
    const result = evaluateActions(view, 1, { iterations: 10_000, budgetMs: 0, candidates: 8 });
    expect(Math.max(...result.map((entry) => entry.samples))).toBeGreaterThanOrEqual(1);
    expect(view.legal).toContainEqual(strongBot.chooseAction(view, 1, { iterations: 10_000, budgetMs: 0 }));
  });
});

// Positions where one play is clearly right; the bot must find it.
const CLEAR: [string, Parameters<typeof position>[0], CardId][] = [
  [
    // Sanko: three lights without the rain man, 5 points (000, "Drei Lichter").
    'completes its own Sanko',
    {
      hand: ['m03-chaff2', 'm09-chaff1', 'm05-chaff1'],
      other: OTHER,
      field: ['m03-light', 'm09-chaff2', 'm05-animal', 'm04-chaff1'],
      own: ['m01-light', 'm08-light'],
    },
    'm03-chaff2',
  ],
  [
    // The opponent holds two lights; the cherry curtain would give it Sanko (000, "Drei Lichter").
    'takes the light the opponent needs for Sanko',
    {
      hand: ['m03-chaff2', 'm05-chaff1', 'm02-chaff1'],
      other: OTHER,
      field: ['m03-light', 'm05-animal', 'm02-animal', 'm04-chaff1'],
      theirs: ['m01-light', 'm11-light'],
    },
    'm03-chaff2',
  ],
  [
    // The opponent holds two poem ribbons; the third makes Akatan, 5 points (000, "Rote Fahnen").
    'takes the poem ribbon the opponent needs for Akatan',
    {
      hand: ['m03-chaff1', 'm08-chaff1', 'm05-chaff1'],
      other: OTHER,
      field: ['m03-ribbon', 'm08-animal', 'm04-chaff1', 'm06-chaff1'],
      theirs: ['m01-ribbon', 'm02-ribbon'],
    },
    'm03-chaff1',
  ],
];

describe('strong: clear positions', () => {
  it.each(CLEAR)('%s', (_name, spec, card) => {
    const view = viewFor(position(spec), 0);
    expect(strongBot.chooseAction(view, 'clear', { iterations: 300, candidates: 8 })).toMatchObject({
      type: 'play',
      card,
    });
  });
});

describe('strong: rankEvaluations', () => {
  it('is the order the strong player picks from', () => {
    const started = newMatch({ rules: RULESETS.nintendo, players: 2, seed: 'rank-1', firstDealer: 0 });
    const deal = applyAction(started, { type: 'deal' });
    if (!deal.ok) throw new Error(deal.reason);
    const view = viewFor(deal.state, currentSeat(deal.state) as number);
    const options = { iterations: 200 };
    const [best] = rankEvaluations(evaluateActions(view, 'r', options));
    expect(strongBot.chooseAction(view, 'r', options)).toEqual(best?.action);
  });
});
