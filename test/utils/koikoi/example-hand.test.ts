import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../../src/engine/hanafuda';
import { exampleHand } from '../../../src/utils/koikoi/example-hand';
import { SHEET_EXAMPLES } from './examples';

describe('exampleHand', () => {
  it.each([
    // Sheet 003, Beispiel 1: "kann er mit 6 Punkten aufhören: [(2+1)*2]".
    ['1a', 3, 6],
    // Sheet 003, Beispiel 1: "kann er mit 16 Punkten aufhören: [(2+1+1)*2*2]".
    ['1b', 4, 16],
    // Sheet 003, Beispiel 2: "Damit bekommt er für diese Runde 64 Punkte".
    ['2', 8, 64],
  ] as const)('scores the sheet example %s: base %i, total %i', (name, base, total) => {
    const model = exampleHand(SHEET_EXAMPLES[name]);
    expect(model.score.base).toBe(base);
    expect(model.score.points).toBe(total);
  });

  it('marks the cards of counting yaku only', () => {
    const model = exampleHand(SHEET_EXAMPLES['2']);
    expect([...model.scoring].sort()).toEqual(['m01-light', 'm03-light', 'm08-light', 'm12-light']);
  });

  it('defaults to the Nintendo rules and no calls', () => {
    const model = exampleHand({ cards: 'm01-light,m03-light,m08-light' });
    expect(model).toMatchObject({ preset: 'nintendo', own: 0, opp: 0 });
  });

  it.each([
    ['m01-light,m99-light', 'nintendo', 'unknown-card'],
    ['m01-light,m01-light', 'nintendo', 'duplicate-card'],
    ['m01-light', 'house', 'unknown-preset'],
  ])('rejects cards %s under %s with %s', (cards, rules, code) => {
    try {
      exampleHand({ cards, rules });
      expect.unreachable();
    } catch (error) {
      expect(isEngineError(error, code)).toBe(true);
    }
  });

  it('rejects calls the rules do not allow, whose calculator link would not open', () => {
    // Leaflet 000: one call per round in all.
    expect(() => exampleHand({ cards: 'm01-light', own: 1, opp: 1 })).toThrow(
      expect.objectContaining({ code: 'invalid-calls' }),
    );
    expect(exampleHand({ cards: 'm01-light', rules: 'multiplayer', own: 1, opp: 1 }).score.points).toBe(0);
  });

  it('rejects negative calls', () => {
    expect(() => exampleHand({ cards: 'm01-light', own: -1 })).toThrow(/non-negative/);
  });
});
