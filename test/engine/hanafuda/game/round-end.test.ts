import { describe, expect, it } from 'vitest';
import { customRuleset, type PresetId, RULESETS, type Ruleset } from '../../../../src/engine/hanafuda';
import {
  legalActions,
  type MatchState,
  matchScores,
  nextDealer,
  seatsOfSide,
  teamSeats,
} from '../../../../src/engine/hanafuda/game';
import { teamScores } from '../../../../src/engine/hanafuda/game/round-end';
import { act, craftRound, dealt, eventsOf, plainDeckFor } from './helpers';

/** Seat 0 to play March light onto the March chaff and draw the sake cup onto the September chaff: Hanami-zake. */
function hanamiTurn(rules: Ruleset, calls: number[], bases: number[] = [0, 0]): MatchState {
  const base = dealt(rules, 2, [plainDeckFor(rules, 2)]).state;
  return craftRound(base, {
    hands: [
      ['m03-light', 'm01-chaff1'],
      ['m05-chaff2', 'm06-chaff2'],
    ],
    field: ['m03-chaff1', 'm09-chaff1', 'm04-chaff1'],
    stockTop: ['m09-animal', 'm10-chaff1'],
    calls,
    bases,
  });
}

describe('the Koi-Koi decision', () => {
  it('offers Koi-Koi or stop when a yaku forms, and stop scores it', () => {
    const { state, events } = act(hanamiTurn(RULESETS.nintendo, [0, 0]), { type: 'play', card: 'm03-light' });
    expect(eventsOf(events, 'yaku-formed')).toEqual([
      {
        type: 'yaku-formed',
        seat: 0,
        side: 0,
        yaku: [{ id: 'hanami-zake', points: 5 }],
        base: 5,
        previous: 0,
        canCallKoikoi: true,
      },
    ]);
    expect(legalActions(state)).toEqual([
      { type: 'koikoi', seat: 0 },
      { type: 'stop', seat: 0 },
    ]);
    const stopped = act(state, { type: 'stop' });
    expect(eventsOf(stopped.events, 'round-scored')[0]).toMatchObject({
      winner: 0,
      points: 5,
      reason: 'stop',
    });
    expect(matchScores(stopped.state).seats).toEqual([5, 0]);
  });

  it('Koi-Koi passes the turn and raises the mark the side must beat', () => {
    const deciding = act(hanamiTurn(RULESETS.fudawiki, [0, 0]), { type: 'play', card: 'm03-light' }).state;
    const { state, events } = act(deciding, { type: 'koikoi' });
    expect(events[0]).toEqual({ type: 'koikoi-called', seat: 0, calls: 1, roundCalls: 1 });
    expect(state.round?.turn).toBe(1);
    expect(state.round?.bases).toEqual([5, 0]);
    expect(state.phase).toBe('play');
  });

  it.each<[string, Ruleset, number[], 'decide' | 'auto-stop', number]>([
    // Leaflet 000: "„Koi-Koi“ kann nur einmal pro Partie gerufen werden" – after the opponent's call the next yaku ends
    // the round, doubled for the opponent's call ("erhält … die doppelte Punktzahl").
    [
      'nintendo: one call per round, already used by the opponent',
      RULESETS.nintendo,
      [0, 1],
      'auto-stop',
      10,
    ],
    ['nintendo: no call yet', RULESETS.nintendo, [0, 0], 'decide', 0],
    // FudaWiki: "each player may call koi-koi as many times as they desire".
    ['fudawiki: unlimited calls', RULESETS.fudawiki, [0, 3], 'decide', 0],
    // Sheet 003: "Dies kann auch nach Erreichen einer weiteren Gewinnkombination erneut erfolgen."
    ['multiplayer: unlimited calls', RULESETS.multiplayer, [0, 2], 'decide', 0],
    // Custom: one call per player; the opponent's call does not use up seat 0's.
    [
      'custom: one call per player, opponent called',
      customRuleset('nintendo', { callLimit: { scope: 'player', max: 1 } }),
      [0, 1],
      'decide',
      0,
    ],
    [
      'custom: no calls at all',
      customRuleset('fudawiki', { callLimit: { scope: 'round', max: 0 } }),
      [0, 0],
      'auto-stop',
      5,
    ],
  ])('call limit – %s', (_name, rules, calls, outcome, points) => {
    const { state, events } = act(hanamiTurn(rules, calls), { type: 'play', card: 'm03-light' });
    if (outcome === 'decide') {
      expect(state.phase).toBe('decide');
    } else {
      expect(eventsOf(events, 'stopped')).toEqual([
        { type: 'stopped', seat: 0, automatic: true, cause: 'call-limit' },
      ]);
      expect(state.results[0]).toMatchObject({ winner: 0, points, reason: 'stop' });
    }
  });

  it('needs a better base after a call: the same yaku again brings no decision', () => {
    const state = hanamiTurn(RULESETS.fudawiki, [1, 0], [5, 0]);
    const { state: after, events } = act(state, { type: 'play', card: 'm03-light' });
    expect(eventsOf(events, 'yaku-formed')).toEqual([]);
    expect(after.phase).toBe('play');
  });
});

/** Both hands hold one card and nobody can form a yaku: the last turns exhaust the round. */
function lastTurns(rules: Ruleset, extra: Partial<Parameters<typeof craftRound>[1]> = {}): MatchState {
  const base = dealt(rules, 2, [plainDeckFor(rules, 2)]).state;
  return craftRound(base, {
    hands: [['m01-chaff1'], ['m02-chaff1']],
    field: ['m01-light', 'm03-chaff2', 'm05-chaff1'],
    stockTop: ['m04-chaff1', 'm06-chaff1'],
    ...extra,
  });
}

function playOut(state: MatchState): { state: MatchState; events: ReturnType<typeof act>['events'] } {
  const first = act(state, legalActions(state)[0] as never);
  const second = act(first.state, legalActions(first.state)[0] as never);
  return { state: second.state, events: [...first.events, ...second.events] };
}

describe('the exhausted round', () => {
  it.each<[PresetId, number]>([
    // Leaflet 000: "wird die Partie als Unentschieden gewertet … in der nächsten Partie wird der Herausforderer der Kartengeber".
    ['nintendo', 1],
    // FudaWiki: "neither player earns any points"; the same dealer deals again.
    ['fudawiki', 0],
    // Sheet 003: "kein Spieler bekommt Punkte"; the dealer's right deals next.
    ['multiplayer', 1],
  ])('%s: nobody scores; next dealer %i', (preset, dealer) => {
    const { state, events } = playOut(lastTurns(RULESETS[preset]));
    expect(eventsOf(events, 'exhausted')).toHaveLength(1);
    expect(state.results[0]).toMatchObject({ reason: 'exhausted', winner: null, points: 0 });
    expect(state.dealer).toBe(dealer);
    expect(state.scores).toEqual([0, 0]);
  });

  it('dealer privilege: the dealer earns the ruleset points (FudaWiki variation)', () => {
    const rules = customRuleset('fudawiki', { exhaustedRound: 'dealer-privilege', dealerPrivilegePoints: 6 });
    const { state } = playOut(lastTurns(rules));
    expect(state.results[0]).toMatchObject({ reason: 'exhausted', winner: 0, points: 6 });
  });

  it('last improver: the last seat that formed a yaku scores it (FudaWiki variation)', () => {
    const rules = customRuleset('nintendo', { exhaustedRound: 'last-improver-scores' });
    const state = lastTurns(rules, {
      captured: [[], ['m08-light', 'm09-animal']],
      field: ['m01-light', 'm03-chaff2', 'm05-chaff1'],
      calls: [0, 1],
      bases: [0, 5],
      lastImprover: 1,
    });
    const { state: after } = playOut(state);
    // Tsukimi-zake, 5 points; seat 1's own call does not double under 'opponent-once'.
    expect(after.results[0]).toMatchObject({ reason: 'exhausted', winner: 1, points: 5 });
  });
});

describe('dealer succession', () => {
  it.each<[string, PresetId, number, number | null, number]>([
    // Leaflet 000: "eine neue Partie beginnt mit dem Gewinner als neuem Kartengeber".
    ['nintendo: the winner deals', 'nintendo', 0, 1, 1],
    ['nintendo: a draw passes the deal', 'nintendo', 0, null, 1],
    // FudaWiki: "The winner of each round becomes the dealer"; after a draw "the same dealer".
    ['fudawiki: the winner deals', 'fudawiki', 1, 0, 0],
    ['fudawiki: a draw keeps the dealer', 'fudawiki', 1, null, 1],
    // Sheet 003: "Wenn der Geber die Runde beendet hat, bleibt er Geber, ansonsten wird der Spieler rechts von ihm der neue Geber."
    ['multiplayer: the dealer wins and keeps dealing', 'multiplayer', 2, 2, 2],
    ['multiplayer: another seat wins, the next seat deals', 'multiplayer', 2, 0, 3],
    ['multiplayer: another seat wins, the next seat deals (4 players)', 'multiplayer', 1, 3, 2],
    ['multiplayer: a draw passes the deal', 'multiplayer', 3, null, 0],
  ])('%s', (_name, preset, dealer, winner, next) => {
    const players = preset === 'multiplayer' ? 4 : 2;
    expect(nextDealer(RULESETS[preset], players, dealer, winner)).toBe(next);
  });

  it('the round result sets the next round’s dealer', () => {
    const stopped = act(
      act(hanamiTurn(RULESETS.multiplayer, [0, 0]), { type: 'play', card: 'm03-light' }).state,
      {
        type: 'stop',
      },
    );
    expect(eventsOf(stopped.events, 'round-scored')[0]?.nextDealer).toBe(0);
    const next = act(stopped.state, { type: 'deal' }).state;
    expect(next.round?.dealer).toBe(0);
    expect(next.round?.number).toBe(2);
    expect(next.round?.month).toBe(2);
  });
});

describe('four players in teams', () => {
  /** Seat 2 (partner of seat 0, who holds the March light) takes the sake cup: Hanami-zake for team 0. */
  function teamTurn(rules: Ruleset, calls: number[]): MatchState {
    const base = dealt(rules, 4, [plainDeckFor(rules, 4)]).state;
    return craftRound(base, {
      hands: [['m01-chaff1'], ['m02-chaff1'], ['m09-chaff1'], ['m04-chaff1']],
      field: ['m09-animal', 'm05-chaff1'],
      captured: [['m03-light'], [], [], []],
      stockTop: ['m10-chaff1'],
      turn: 2,
      calls,
    });
  }

  it.each<[string, Ruleset, number[], number]>([
    // Sheet 003: partners opposite form a team; their captures count together.
    ['no calls', RULESETS.multiplayer, [0, 0, 0, 0], 5],
    // Sheet 003: every call, by anybody, doubles.
    ['double-per-call: a call by the other team', RULESETS.multiplayer, [0, 1, 0, 0], 10],
    ['double-per-call: a call by the partner', RULESETS.multiplayer, [1, 0, 0, 0], 10],
    // 'opponent-once' counts calls of the other team only (scoreRound's own/opponents per team).
    [
      'opponent-once: the partner’s call is the team’s own',
      customRuleset('multiplayer', { koikoiMultiplier: 'opponent-once' }),
      [1, 0, 0, 0],
      5,
    ],
    [
      'opponent-once: a call by the other team doubles',
      customRuleset('multiplayer', { koikoiMultiplier: 'opponent-once' }),
      [0, 0, 0, 1],
      10,
    ],
  ])('%s', (_name, rules, calls, points) => {
    const { state, events } = act(teamTurn(rules, calls), { type: 'play', card: 'm09-chaff1' });
    expect(eventsOf(events, 'yaku-formed')[0]).toMatchObject({ seat: 2, side: 0, base: 5 });
    const stopped = act(state, { type: 'stop' }).state;
    expect(stopped.results[0]).toMatchObject({ winner: 2, points });
    expect(matchScores(stopped)).toEqual({ seats: [0, 0, points, 0], teams: [points, 0], leaders: [0, 2] });
  });
});

describe('the seats of a team', () => {
  it('are the partners opposite each other, in the order of the team totals', () => {
    const config = { rules: RULESETS.multiplayer, players: 4 as const };
    expect([0, 1].map(teamSeats)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect([0, 1].map((side) => seatsOfSide(config, side))).toEqual([0, 1].map(teamSeats));
    // Team 0's total is seats 0 and 2's points.
    expect(teamScores(config, [1, 10, 100, 1000])).toEqual([101, 1010]);
  });
});
