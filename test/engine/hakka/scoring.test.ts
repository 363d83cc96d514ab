import { describe, expect, it } from 'vitest';
import { leadingSeats } from '../../../src/engine/hakka/derived';
import { DEFAULT_OPTIONS } from '../../../src/engine/hakka/options';
import {
  DECLARE_FROM,
  dreamerTricks,
  dreamMatches,
  PAYOUT_TABLE,
  payout,
  type SettleInput,
  settle,
} from '../../../src/engine/hakka/scoring';

describe('payout', () => {
  it.each([
    // "6 Stiche gewonnen - 1 Punkt; 7 … 2; 8 … 4; 9 … 8; 10 … 16; 11 … 32; 12 Stiche gewonnen - 128 Punkte."
    [6, 1],
    [7, 2],
    [8, 4],
    [9, 8],
    [10, 16],
    [11, 32],
    [12, 128],
    // "Ihr Ziel … ist es, sechs oder mehr Stiche zu gewinnen, um Punkte zu erzielen": below 6 nothing
    [5, 0],
    [0, 0],
  ])('%i tricks pay %i', (tricks, points) => {
    expect(payout(tricks)).toBe(points);
  });

  it('starts at DECLARE_FROM, the count from which a player may declare', () => {
    // "sechs oder mehr Stiche"
    expect(DECLARE_FROM).toBe(6);
    expect(Math.min(...Object.keys(PAYOUT_TABLE).map(Number))).toBe(DECLARE_FROM);
    expect(payout(DECLARE_FROM - 1)).toBe(0);
  });
});

describe('dreamerTricks', () => {
  it.each<[string, string, string[], number]>([
    // "Falls die Karte im Blatt des Träumers den gleichen nummerischen Wert wie eine Karte im Gewinnerblatt hat, gewinnt der Träumer einen Stich"
    // "falls der Träumer die Gon-7 hat und das Gewinnerblatt enthält die Sup-7, Sok-7 und Sin-7, kann der Träumer drei Stiche gewinnen"
    ['the seed example: three matching 7s', 'gon-7', ['sup-7', 'zok-7', 'sin-7', 'gon-2'], 8],
    // "der Träumer erwacht mit fünf Stichen"
    ['no match: five tricks', 'gon-7', ['sup-6', 'zok-8'], 5],
    ['Wan Sin counts as a 1', 'wan-sin', ['sup-1', 'sin-1'], 7],
    ['an empty winner hand', 'sup-3', [], 5],
  ])('%s', (_name, card, hand, expected) => {
    expect(dreamerTricks(card, hand)).toBe(expected);
  });

  it('counts exactly the winner cards dreamMatches names', () => {
    expect(dreamMatches('gon-7', ['sup-7', 'zok-7', 'sin-7', 'gon-2'])).toEqual(['sup-7', 'zok-7', 'sin-7']);
    expect(dreamMatches('wan-sin', ['sup-1', 'gon-2', 'sin-1'])).toEqual(['sup-1', 'sin-1']);
    expect(dreamMatches('sup-3', ['gon-4'])).toEqual([]);
  });
});

const base: SettleInput = {
  activeSeats: [0, 1, 3],
  dreamer: 2,
  winner: 1,
  count: 6,
  dreamerCard: 'gon-7',
  winnerHand: [],
  privileged: null,
  dealer: 0,
  dealerCalled: true,
};

describe('settle', () => {
  it.each<[string, Partial<SettleInput>, number[]]>([
    // "Der Gewinner und der Träumer sammeln Punkte von den anderen Spielern"
    ['each loser pays the winner', {}, [-1, 2, 0, -1]],
    ['12 tricks cost each loser 128', { count: 12 }, [-128, 256, 0, -128]],
    // Dreamer with 5 + 1 = 6 tricks collects 1 from each loser
    ['the dreamer with one match collects 1 from each', { winnerHand: ['sup-7'] }, [-2, 2, 2, -2]],
    // "wenn der Gewinner sechs Stiche gewinnt … verliert er zwei Punkte und der Gewinner erhält zwei Punkte dazu, wogegen der andere Spieler keine Punkte verliert"
    ['a losing privileged player pays for both', { privileged: 3, dealerCalled: false }, [0, 2, 0, -2]],
    [
      '… and the dreamer share too (dreamerPaidBy: privileged)',
      { privileged: 3, dealerCalled: false, winnerHand: ['sup-7'] },
      [0, 2, 2, -4],
    ],
    ['a winning privileged player collects normally', { privileged: 1, dealerCalled: false }, [-1, 2, 0, -1]],
  ])('%s', (_name, patch, deltas) => {
    const s = settle({ ...base, ...patch });
    expect(s.deltas).toEqual(deltas);
    expect(s.deltas.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('with dreamerPaidBy each-loser the other loser still pays the dreamer', () => {
    const s = settle(
      { ...base, privileged: 3, dealerCalled: false, winnerHand: ['sup-7'] },
      { ...DEFAULT_OPTIONS, dreamerPaidBy: 'each-loser' },
    );
    expect(s.deltas).toEqual([-1, 2, 2, -3]);
  });

  it('with dealerCallerPays for-both a losing calling dealer pays for both', () => {
    const s = settle(base, { ...DEFAULT_OPTIONS, dealerCallerPays: 'for-both' });
    expect(s.deltas).toEqual([-2, 2, 0, 0]);
    expect(s.payments).toEqual([{ from: 0, to: 1, amount: 2, for: 'winner' }]);
  });
});

describe('leadingSeats', () => {
  it('names the seats with the highest score, several on a tie', () => {
    expect(leadingSeats({ scores: [-4, 6, -4, 2] })).toEqual([1]);
    expect(leadingSeats({ scores: [2, 6, 6, -14] })).toEqual([1, 2]);
    expect(leadingSeats({ scores: [0, 0, 0, 0] })).toEqual([0, 1, 2, 3]);
  });
});
