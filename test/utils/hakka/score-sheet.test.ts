import { describe, expect, it } from 'vitest';
import {
  addRound,
  emptySheet,
  parseSheet,
  removeLastRound,
  SHEET_KEY,
  sheetTotals,
} from '../../../src/utils/hakka/score-sheet';

const names = ['Ann', 'Ben', 'Cai', 'Dee'] as const;
const round = {
  dealer: 0 as const,
  winner: 1 as const,
  count: 7,
  deltas: [-2, 4, 0, -2] as [number, number, number, number],
};

describe('score sheet', () => {
  it('uses a versioned key', () => {
    expect(SHEET_KEY).toMatch(/\.v1$/);
  });

  it('round-trips through JSON', () => {
    const sheet = addRound(emptySheet(names), round);
    expect(parseSheet(JSON.stringify(sheet))).toEqual({ sheet, error: null });
    expect(parseSheet(null)).toEqual({ sheet: null, error: null });
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 2, names, rounds: [] })],
    ['three names', JSON.stringify({ version: 1, names: names.slice(0, 3), rounds: [] })],
    [
      'a round that is not zero-sum',
      JSON.stringify({ version: 1, names, rounds: [{ ...round, deltas: [1, 0, 0, 0] }] }),
    ],
    ['a seat out of range', JSON.stringify({ version: 1, names, rounds: [{ ...round, dealer: 4 }] })],
    // Seed 002: "Nach vier Runden endet das Spiel." A fifth round is corrupt.
    ['five rounds', JSON.stringify({ version: 1, names, rounds: [round, round, round, round, round] })],
    ['null', 'null'],
  ])('discards %s as corrupt', (_, raw) => {
    expect(parseSheet(raw)).toEqual({ sheet: null, error: 'corrupt' });
  });

  it('keeps four rounds at most, adds totals and removes the last round', () => {
    let sheet = emptySheet(names);
    for (let i = 0; i < 5; i++) sheet = addRound(sheet, round);
    expect(sheet.rounds).toHaveLength(4);
    expect(sheetTotals(sheet)).toEqual([-8, 16, 0, -8]);
    expect(removeLastRound(sheet).rounds).toHaveLength(3);
  });
});
