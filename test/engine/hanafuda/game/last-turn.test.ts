import { describe, expect, it } from 'vitest';
import { type Action, RULESETS, type Ruleset } from '../../../../src/engine/hanafuda';
import { applyAction, legalActions, type MatchState, replay } from '../../../../src/engine/hanafuda/game';
import { act, craftRound, dealt, deepFreeze, eventsOf, plainDeckFor } from './helpers';

/**
 * Site decision (decision.ts): Koi-Koi is a call to play on; when no hand
 * holds a card any more, the seat that formed the yaku stops by itself, as
 * when the call limit is reached.
 */

/**
 * Seat 1 holds the round's last card, the March light, and seat 0's hand is
 * already empty: the light takes the March chaff and the draw, the sake cup,
 * takes the September chaff, so the very last turn forms Hanami-zake (5).
 */
function lastTurn(rules: Ruleset, calls: number[] = [0, 0]): MatchState {
  const base = dealt(rules, 2, [plainDeckFor(rules, 2)]).state;
  return craftRound(base, {
    hands: [[], ['m03-light']],
    field: ['m03-chaff1', 'm09-chaff1', 'm04-chaff1'],
    stockTop: ['m09-animal', 'm10-chaff1'],
    turn: 1,
    calls,
  });
}

describe('a yaku on the round’s last turn', () => {
  it.each<[string, Ruleset, number[], number]>([
    ['nintendo', RULESETS.nintendo, [0, 0], 5],
    // FudaWiki: the opponent's earlier call doubles, also on a stop by itself.
    ['fudawiki, after the opponent’s call', RULESETS.fudawiki, [1, 0], 10],
    // Sheet 003: every call doubles.
    ['multiplayer, after a call each', RULESETS.multiplayer, [1, 1], 20],
  ])('%s: the seat stops by itself and scores, no Koi-Koi offered', (_name, rules, calls, points) => {
    const { state, events } = act(lastTurn(rules, calls), { type: 'play', card: 'm03-light' });
    expect(eventsOf(events, 'yaku-formed')).toMatchObject([{ seat: 1, base: 5, canCallKoikoi: false }]);
    expect(eventsOf(events, 'stopped')).toEqual([
      { type: 'stopped', seat: 1, automatic: true, cause: 'no-cards' },
    ]);
    expect(eventsOf(events, 'exhausted')).toEqual([]);
    expect(state.results[0]).toMatchObject({ reason: 'stop', winner: 1, points });
    expect(legalActions(state).some((a) => a.type === 'koikoi')).toBe(false);
    // A Koi-Koi afterwards is rejected, and nothing changes.
    const frozen = deepFreeze(state);
    const copy = structuredClone(frozen);
    expect(applyAction(frozen, { type: 'koikoi', seat: 1 })).toEqual({
      ok: false,
      reason: 'koikoi.error.wrongPhase',
    });
    expect(frozen).toEqual(copy);
  });

  it('still offers Koi-Koi to a seat whose own hand is empty while another seat holds a card', () => {
    // The dealer plays the last card of its hand; seat 1 still has a turn.
    const base = dealt(RULESETS.fudawiki, 2, [plainDeckFor(RULESETS.fudawiki, 2)]).state;
    const crafted = craftRound(base, {
      hands: [['m03-light'], ['m05-chaff2']],
      field: ['m03-chaff1', 'm09-chaff1', 'm04-chaff1'],
      stockTop: ['m09-animal', 'm10-chaff1'],
      turn: 0,
    });
    const { state, events } = act(crafted, { type: 'play', card: 'm03-light' });
    expect(eventsOf(events, 'yaku-formed')).toMatchObject([{ seat: 0, canCallKoikoi: true }]);
    expect(state.phase).toBe('decide');
    expect(legalActions(state)).toEqual([
      { type: 'koikoi', seat: 0 },
      { type: 'stop', seat: 0 },
    ]);
    const called = act(state, { type: 'koikoi' }).state;
    expect(called.phase).toBe('play');
    expect(called.round?.turn).toBe(1);
  });

  it('a hand-built decision with every hand empty offers stop alone and rejects Koi-Koi with a reason', () => {
    const base = dealt(RULESETS.fudawiki, 2, [plainDeckFor(RULESETS.fudawiki, 2)]).state;
    const crafted = craftRound(base, {
      hands: [[], []],
      field: ['m04-chaff1'],
      captured: [[], ['m03-light', 'm03-chaff1', 'm09-animal', 'm09-chaff1']],
      turn: 1,
    });
    const deciding = deepFreeze<MatchState>({ ...crafted, phase: 'decide' });
    const copy = structuredClone(deciding);
    expect(legalActions(deciding)).toEqual([{ type: 'stop', seat: 1 }]);
    expect(applyAction(deciding, { type: 'koikoi', seat: 1 })).toEqual({
      ok: false,
      reason: 'koikoi.error.noCardsLeft',
    });
    expect(deciding).toEqual(copy);
    expect(act(deciding, { type: 'stop' }).state.results[0]).toMatchObject({
      reason: 'stop',
      winner: 1,
      points: 5,
    });
  });

  it('seed ek21 (leaflet rules, one round): the last card played forms Kasu, and the round is scored, not drawn', () => {
    const config = { rules: RULESETS.nintendo, players: 2, seed: 'ek21', rounds: 1 } as const;
    // Seat 0 plays its last card each turn and takes the first capture offered; seat 1 is the greedy computer.
    const actions: Action[] = [
      { type: 'draw-dealer' },
      { type: 'deal' },
      { type: 'play', seat: 1, card: 'm01-ribbon' },
      { type: 'play', seat: 0, card: 'm09-chaff2' },
      { type: 'play', seat: 1, card: 'm06-chaff2' },
      { type: 'capture-choice', seat: 1, card: 'm06-ribbon' },
      { type: 'play', seat: 0, card: 'm10-animal' },
      { type: 'play', seat: 1, card: 'm10-chaff2' },
      { type: 'play', seat: 0, card: 'm08-light' },
      { type: 'play', seat: 1, card: 'm08-chaff1' },
      { type: 'play', seat: 0, card: 'm05-animal' },
      { type: 'play', seat: 1, card: 'm04-chaff2' },
      { type: 'play', seat: 0, card: 'm12-chaff2' },
      { type: 'play', seat: 1, card: 'm08-chaff2' },
      { type: 'capture-choice', seat: 1, card: 'm11-ribbon' },
      { type: 'play', seat: 0, card: 'm03-light' },
      { type: 'play', seat: 1, card: 'm03-chaff2' },
      { type: 'play', seat: 0, card: 'm11-light' },
      { type: 'play', seat: 1, card: 'm09-ribbon' },
    ];
    const before = replay(config, actions);
    expect(before.round?.hands.map((hand) => hand.length)).toEqual([1, 0]);
    const { state, events } = act(before, { type: 'play', seat: 0, card: 'm12-chaff3' });
    expect(eventsOf(events, 'yaku-formed')).toMatchObject([{ seat: 0, base: 3, canCallKoikoi: false }]);
    expect(eventsOf(events, 'stopped')).toEqual([
      { type: 'stopped', seat: 0, automatic: true, cause: 'no-cards' },
    ]);
    expect(state.phase).toBe('match-over');
    expect(state.results[0]).toMatchObject({ reason: 'stop', winner: 0, points: 3 });
  });
});
