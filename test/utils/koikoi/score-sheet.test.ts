import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_IDS, evaluateYaku, PRESET_IDS, RULESETS, scoreRound } from '../../../src/engine/hanafuda';
import {
  addResult,
  dealers,
  isFinished,
  nextDealer,
  parseSheet,
  pointsFromBase,
  runningTotals,
  type SheetState,
  serialiseSheet,
  sheetFromQuery,
  sheetToQuery,
} from '../../../src/utils/koikoi/score-sheet';

const three: SheetState = {
  v: 1,
  setup: { rules: 'multiplayer', players: 3, names: ['Aiko', 'Ben', 'Cem'], rounds: 12, firstDealer: 0 },
  results: [],
};

describe('nextDealer', () => {
  it.each([
    // Leaflet 000: "eine neue Partie beginnt mit dem Gewinner als neuem Kartengeber".
    ['nintendo', 2, 0, 1, 1],
    // Leaflet 000: after a draw "wird der Herausforderer der Kartengeber".
    ['nintendo', 2, 0, null, 1],
    // FudaWiki: "The winner of each round becomes the dealer".
    ['fudawiki', 2, 1, 0, 0],
    // FudaWiki: after an exhaustive draw "the same dealer".
    ['fudawiki', 2, 1, null, 1],
    // Sheet 003: "Wenn der Geber die Runde beendet hat, bleibt er Geber".
    ['multiplayer', 3, 1, 1, 1],
    // Sheet 003: "ansonsten wird der Spieler rechts von ihm der neue Geber".
    ['multiplayer', 3, 1, 0, 2],
    ['multiplayer', 4, 3, 1, 0],
    // Sheet 003 (site reading): a draw also passes the deal on.
    ['multiplayer', 3, 2, null, 0],
  ] as const)(
    '%s with %i players: dealer %i, winner %s → %i',
    (preset, players, dealer, winner, expected) => {
      expect(nextDealer(RULESETS[preset], players, dealer, winner)).toBe(expected);
    },
  );
});

describe('a match', () => {
  it('tracks dealers and running totals', () => {
    let state = three;
    state = addResult(state, { winner: 0, points: 6 });
    state = addResult(state, { winner: 2, points: 16 });
    state = addResult(state, { winner: null, points: 0 });
    expect(dealers(state)).toEqual([0, 0, 1, 2]);
    expect(runningTotals(state)).toEqual([
      [6, 0, 0],
      [6, 0, 16],
      [6, 0, 16],
    ]);
  });

  it('adds four players’ points per team (sheet 003: partners opposite each other)', () => {
    let state: SheetState = { ...three, setup: { ...three.setup, players: 4, names: ['A', 'B', 'C', 'D'] } };
    state = addResult(state, { winner: 2, points: 5 });
    state = addResult(state, { winner: 1, points: 7 });
    expect(runningTotals(state).at(-1)).toEqual([5, 7]);
  });

  it('refuses invalid results and results after the last round', () => {
    expect(addResult(three, { winner: 3, points: 1 })).toBe(three);
    expect(addResult(three, { winner: 0, points: -1 })).toBe(three);
    expect(addResult(three, { winner: 0, points: 1.5 })).toBe(three);
    // A win scores at least 1 point: a round nobody won is a draw.
    expect(addResult(three, { winner: 0, points: 0 })).toBe(three);
    expect(addResult(three, { winner: 0, points: 1_000_001 })).toBe(three);
    expect(addResult(three, { winner: 0, points: 1_000_000 }).results).toEqual([
      { winner: 0, points: 1_000_000 },
    ]);
    let short: SheetState = { ...three, setup: { ...three.setup, rounds: 3 } };
    for (let i = 0; i < 3; i++) short = addResult(short, { winner: 0, points: 1 });
    expect(isFinished(short)).toBe(true);
    expect(addResult(short, { winner: 0, points: 1 })).toBe(short);
  });
});

describe('saved and linked sheets', () => {
  const played = addResult(addResult(three, { winner: 1, points: 6 }), { winner: null, points: 0 });

  it('round-trips through storage and through a link', () => {
    expect(parseSheet(serialiseSheet(played))).toEqual({ ok: true, state: played });
    expect(sheetFromQuery(sheetToQuery(played))).toEqual({ ok: true, state: played });
  });

  it.each([
    ['{oops', 'json'],
    ['{"v":2}', 'version'],
    // Two players only under the leaflet's rules.
    [JSON.stringify({ ...three, setup: { ...three.setup, rules: 'nintendo' } }), 'players'],
    [JSON.stringify({ ...three, results: [{ winner: 5, points: 1 }] }), 'results'],
    [JSON.stringify({ ...three, setup: { ...three.setup, rounds: 7 } }), 'rounds'],
  ])('rejects %s (%s)', (text, reason) => {
    expect(parseSheet(text)).toEqual({ ok: false, reason });
  });

  it('still loads a won round of 0 points from older data, saved or linked (site decision)', () => {
    const old: SheetState = { ...three, results: [{ winner: 1, points: 0 }] };
    expect(parseSheet(JSON.stringify(old))).toEqual({ ok: true, state: old });
    expect(sheetToQuery(old)).toContain('results=1.0');
    expect(sheetFromQuery(sheetToQuery(old))).toEqual({ ok: true, state: old });
    // Its winner deals next under the German sheet, as for any win by a non-dealer.
    expect(dealers(old)).toEqual([0, 1]);
  });

  it('ignores a query without a sheet and rejects a malformed one', () => {
    expect(sheetFromQuery('?rules=nintendo')).toBeNull();
    expect(sheetFromQuery('?players=3&rules=multiplayer&rounds=12&dealer=0&names=a|b|c&results=1.x')).toEqual(
      {
        ok: false,
        reason: 'results',
      },
    );
  });
});

describe('pointsFromBase', () => {
  it('agrees with scoreRound for random piles, calls and presets', () => {
    fc.assert(
      fc.property(
        fc.subarray([...CARD_IDS]),
        fc.constantFrom(...PRESET_IDS),
        fc.nat(3),
        fc.nat(3),
        (cards, preset, own, opponents) => {
          const rules = RULESETS[preset];
          const calls = { own, opponents };
          const base = evaluateYaku(cards, rules).points;
          expect(pointsFromBase(base, rules, calls)).toBe(
            scoreRound({ captured: cards, rules, koikoiCalls: calls }).points,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
