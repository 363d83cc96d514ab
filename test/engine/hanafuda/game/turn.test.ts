import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../../src/engine/hanafuda';
import { applyAction, legalActions, type MatchState, zones } from '../../../../src/engine/hanafuda/game';
import { act, craftRound, dealt, deepFreeze, eventsOf, plainDeck } from './helpers';

/** A nintendo match dealt by seat 0, then a hand-made round. */
function table(spec: Parameters<typeof craftRound>[1]): MatchState {
  return deepFreeze(craftRound(dealt(RULESETS.nintendo, 2, [plainDeck(2, 8, 8)]).state, spec));
}

const OTHER_HAND = ['m05-chaff2', 'm06-chaff2', 'm07-chaff2'] as const;

describe('capturing', () => {
  it('takes the one field card of the month, then draws from the stock', () => {
    // Sheet 003: "Wenn diese zum gleichen Monat gehört … darf man sich beide Karten nehmen."
    const state = table({
      hands: [['m03-light', 'm12-chaff1'], [...OTHER_HAND]],
      field: ['m03-chaff1', 'm04-chaff1'],
      stockTop: ['m10-chaff1'],
    });
    const { state: next, events } = act(state, { type: 'play', card: 'm03-light' });
    expect(eventsOf(events, 'card-played')).toEqual([
      { type: 'card-played', seat: 0, card: 'm03-light', captured: ['m03-chaff1'] },
    ]);
    // The drawn October card finds no partner and stays on the field.
    expect(eventsOf(events, 'card-drawn')).toEqual([
      { type: 'card-drawn', seat: 0, card: 'm10-chaff1', captured: [] },
    ]);
    expect(zones(next).captured[0]).toEqual(['m03-light', 'm03-chaff1']);
    expect(zones(next).field).toEqual(['m04-chaff1', 'm10-chaff1']);
    expect(next.round?.turn).toBe(1);
  });

  it('lays an unmatched card on the field', () => {
    // Sheet 003: "Passt die abgelegte Karte nicht zu einer anderen, bleibt sie offen in der Mitte liegen."
    const state = table({
      hands: [['m12-chaff1'], [...OTHER_HAND]],
      field: ['m03-chaff1'],
      stockTop: ['m10-chaff1'],
    });
    const { events } = act(state, { type: 'play', card: 'm12-chaff1' });
    expect(eventsOf(events, 'card-played')[0]?.captured).toEqual([]);
  });

  it('asks for a choice when two field cards match, and takes the chosen one', () => {
    const state = table({
      hands: [['m01-ribbon', 'm12-chaff1'], [...OTHER_HAND]],
      field: ['m01-light', 'm01-chaff1', 'm04-chaff1'],
      stockTop: ['m10-chaff1'],
    });
    const { state: choosing, events } = act(state, { type: 'play', card: 'm01-ribbon' });
    expect(events).toEqual([
      {
        type: 'capture-choice-needed',
        seat: 0,
        card: 'm01-ribbon',
        source: 'hand',
        options: ['m01-light', 'm01-chaff1'],
      },
    ]);
    expect(choosing.phase).toBe('choose');
    expect(zones(choosing).pending).toEqual(['m01-ribbon']);
    expect(legalActions(choosing)).toEqual([
      { type: 'capture-choice', seat: 0, card: 'm01-light' },
      { type: 'capture-choice', seat: 0, card: 'm01-chaff1' },
    ]);
    const { state: after } = act(choosing, { type: 'capture-choice', card: 'm01-light' });
    expect(zones(after).captured[0]).toEqual(['m01-ribbon', 'm01-light']);
    expect(zones(after).field).toEqual(['m01-chaff1', 'm04-chaff1', 'm10-chaff1']);
  });

  it('asks for a choice for a drawn card too', () => {
    const state = table({
      hands: [['m12-chaff1'], [...OTHER_HAND]],
      field: ['m08-light', 'm08-chaff1'],
      stockTop: ['m08-animal'],
    });
    const { state: choosing, events } = act(state, { type: 'play', card: 'm12-chaff1' });
    expect(eventsOf(events, 'capture-choice-needed')[0]).toMatchObject({
      card: 'm08-animal',
      source: 'stock',
    });
    const { state: after, events: chosen } = act(choosing, { type: 'capture-choice', card: 'm08-chaff1' });
    expect(chosen[0]).toEqual({ type: 'card-drawn', seat: 0, card: 'm08-animal', captured: ['m08-chaff1'] });
    expect(after.round?.turn).toBe(1);
  });

  it('takes all three field cards of a month with the fourth', () => {
    // Sheet 003: "Sollten von einem Monat drei Karten in der Mitte liegen, bekommt man mit der vierten Karte alle".
    const state = table({
      hands: [['m11-chaff', 'm12-chaff1'], [...OTHER_HAND]],
      field: ['m11-light', 'm11-animal', 'm11-ribbon', 'm04-chaff1'],
      stockTop: ['m10-chaff1'],
    });
    const { state: after, events } = act(state, { type: 'play', card: 'm11-chaff' });
    expect(eventsOf(events, 'card-played')[0]?.captured).toEqual(['m11-light', 'm11-animal', 'm11-ribbon']);
    expect(zones(after).captured[0]).toHaveLength(4);
  });
});

describe('rejected actions', () => {
  const state = table({
    hands: [['m01-ribbon', 'm12-chaff1'], [...OTHER_HAND]],
    field: ['m01-light', 'm01-chaff1'],
    stockTop: ['m10-chaff1'],
  });
  const choosing = act(state, { type: 'play', card: 'm01-ribbon' }).state;

  it.each([
    ['a card from the other hand', state, { type: 'play', card: 'm05-chaff2' }, 'koikoi.error.cardNotInHand'],
    ['an unknown card', state, { type: 'play', card: 'm13-light' }, 'koikoi.error.unknownCard'],
    [
      "the other seat's move",
      state,
      { type: 'play', seat: 1, card: 'm05-chaff2' },
      'koikoi.error.notYourTurn',
    ],
    ['a deal mid-round', state, { type: 'deal' }, 'koikoi.error.wrongPhase'],
    ['a stop without a yaku', state, { type: 'stop' }, 'koikoi.error.wrongPhase'],
    [
      'a play while a capture waits',
      choosing,
      { type: 'play', card: 'm12-chaff1' },
      'koikoi.error.mustChooseCapture',
    ],
    [
      'a field card that does not match',
      choosing,
      { type: 'capture-choice', card: 'm10-chaff1' },
      'koikoi.error.notACaptureOption',
    ],
    ['no object', state, null, 'koikoi.error.malformedAction'],
    ['an unknown type', state, { type: 'cheat' }, 'koikoi.error.malformedAction'],
    ['a play without a card', state, { type: 'play' }, 'koikoi.error.malformedAction'],
  ])('%s', (_name, from, action, reason) => {
    const before = JSON.stringify(from);
    // biome-ignore lint/suspicious/noExplicitAny: malformed input on purpose
    expect(applyAction(deepFreeze(from), action as any)).toEqual({ ok: false, reason });
    expect(JSON.stringify(from)).toBe(before);
  });
});
