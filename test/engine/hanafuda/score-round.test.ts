import { describe, expect, it } from 'vitest';
import {
  type CardId,
  customRuleset,
  type KoikoiMultiplier,
  type PresetId,
  RULESETS,
  scoreRound,
} from '../../../src/engine/hanafuda';
import { BLUE, LIGHTS, OTHER_ANIMALS, PLAIN, POEM } from './fixtures';

// Tane 2 (six animals, no Inoshikacho) + Tanzaku 1 (five ribbons, no full set) = 3.
const BASE_3: CardId[] = [...OTHER_ANIMALS, 'm06-animal', ...PLAIN, 'm01-ribbon'];
// One more ribbon: Tanzaku 2, base 4.
const BASE_4: CardId[] = [...BASE_3, 'm02-ribbon'];
// Shiko: base 8.
const BASE_8: CardId[] = [...LIGHTS];

describe("scoreRound: the sheet's worked examples (003)", () => {
  it.each<[string, CardId[], number, number, number, number]>([
    // Beispiel 1: "kann er mit 6 Punkten aufhören: [(2+1)*2]" — base 3 after one own call.
    ['example 1, first stop', BASE_3, 1, 0, 3, 6],
    // Beispiel 1: "kann er mit 16 Punkten aufhören: [(2+1+1)*2*2]" — base 4 after two own calls.
    ['example 1, second stop', BASE_4, 2, 0, 4, 16],
    // Beispiel 2: "8*2*2 (für das zweimalige KoiKoi-Rufen)*2 (durch ≥ 7 Punkte)" = 64.
    ['example 2', BASE_8, 0, 2, 8, 64],
  ])('%s', (_name, captured, own, opponents, base, points) => {
    const result = scoreRound({ captured, rules: RULESETS.multiplayer, koikoiCalls: { own, opponents } });
    expect(result.base).toBe(base);
    expect(result.points).toBe(points);
  });

  it('derives example 2 step by step: base, 7-point doubling, then Koi-Koi', () => {
    const { steps } = scoreRound({
      captured: BASE_8,
      rules: RULESETS.multiplayer,
      koikoiCalls: { own: 0, opponents: 2 },
    });
    expect(steps.map(({ id, factor, points }) => ({ id, factor, points }))).toEqual([
      { id: 'base', factor: 1, points: 8 },
      { id: 'seven-or-more', factor: 2, points: 16 },
      { id: 'koikoi', factor: 4, points: 64 },
    ]);
    expect(steps[0]?.yaku?.map((y) => y.id)).toEqual(['shiko']);
    expect(steps[2]?.calls).toBe(2);
  });
});

describe('scoreRound under each preset', () => {
  it.each<[PresetId, CardId[], number, number, number]>([
    // 000: "erhält für seine Kombination die doppelte Punktzahl" after the opponent's Koi-Koi.
    ['nintendo', BASE_3, 0, 1, 6],
    // 000: base 8 doubles (≥ 7), then the opponent's call doubles again.
    ['nintendo', BASE_8, 0, 1, 32],
    // 000: own calls do not multiply.
    ['nintendo', BASE_3, 1, 0, 3],
    // 000: "7 oder mehr Punkte … verdoppelt" — 7 exactly doubles.
    ['nintendo', [...LIGHTS.slice(0, 3), 'm11-light'], 0, 0, 14],
    // 000: 6 does not double.
    ['nintendo', [...POEM, 'm04-ribbon'], 0, 0, 6],
    // FW: "The exact number of times the opponent called koi-koi has no effect."
    ['fudawiki', BASE_8, 0, 3, 32],
    ['fudawiki', BASE_3, 2, 0, 3],
    // 003: every call by anyone doubles: own 1 + opponents 1 = ×4.
    ['multiplayer', BASE_3, 1, 1, 12],
    // Akatan-Aotan 10 ≥ 7 doubles (FW/000), no calls.
    ['fudawiki', [...POEM, ...BLUE], 0, 0, 20],
  ])('%s: base pile %#, calls %i/%i → %i', (preset, captured, own, opponents, points) => {
    expect(scoreRound({ captured, rules: RULESETS[preset], koikoiCalls: { own, opponents } }).points).toBe(
      points,
    );
  });

  it.each<[KoikoiMultiplier, number, number, number]>([
    // FW variations "Multipliers", base 3 (below the doubling).
    ['own-once', 2, 0, 6],
    ['own-once', 0, 2, 3],
    ['anyone-once', 0, 1, 6],
    ['anyone-once', 3, 3, 6],
    ['double-per-call', 1, 2, 24],
    // "a multiplier equal to the number of times koi-koi was called, plus 1" (FW): all calls count.
    ['calls-plus-one', 0, 2, 9],
    ['calls-plus-one', 1, 1, 9],
    ['opponent-once', 5, 0, 3],
  ])('multiplier %s with own %i, opponents %i', (koikoiMultiplier, own, opponents, points) => {
    const rules = customRuleset('nintendo', { koikoiMultiplier });
    expect(scoreRound({ captured: BASE_3, rules, koikoiCalls: { own, opponents } }).points).toBe(points);
  });

  it('plays without the 7-point doubling when the threshold is null (FW variation)', () => {
    const rules = customRuleset('fudawiki', { doublingThreshold: null });
    expect(scoreRound({ captured: BASE_8, rules, koikoiCalls: { own: 0, opponents: 0 } })).toMatchObject({
      base: 8,
      points: 8,
    });
  });

  it('scores 0 without yaku, whatever the calls', () => {
    const result = scoreRound({
      captured: ['m01-chaff1'],
      rules: RULESETS.multiplayer,
      koikoiCalls: { own: 3, opponents: 3 },
    });
    expect(result).toEqual({ base: 0, points: 0, steps: [{ id: 'base', factor: 1, points: 0, yaku: [] }] });
  });

  it('treats missing koikoiCalls as no calls', () => {
    expect(scoreRound({ captured: BASE_8, rules: RULESETS.nintendo }).points).toBe(16);
  });
});

describe('scoreRound errors', () => {
  it.each<[string, unknown]>([
    ['a negative own count', { own: -1, opponents: 0 }],
    ['a fractional opponents count', { own: 0, opponents: 1.5 }],
    ['NaN', { own: Number.NaN, opponents: 0 }],
    ['Infinity', { own: 0, opponents: Number.POSITIVE_INFINITY }],
    ['a string', { own: '1', opponents: 0 }],
    ['a missing field', { own: 1 }],
    ['null', null],
  ])('rejects %s with code invalid-calls', (_name, koikoiCalls) => {
    expect(() =>
      scoreRound({
        captured: BASE_3,
        rules: RULESETS.nintendo,
        koikoiCalls: koikoiCalls as { own: number; opponents: number },
      }),
    ).toThrow(expect.objectContaining({ code: 'invalid-calls' }));
  });

  it.each<[string[], string]>([
    [['m00-light'], 'unknown-card'],
    [['m05-animal', 'm05-animal'], 'duplicate-card'],
  ])('rejects captured %j with code %s', (captured, code) => {
    expect(() =>
      scoreRound({
        captured: captured as CardId[],
        rules: RULESETS.nintendo,
        koikoiCalls: { own: 0, opponents: 0 },
      }),
    ).toThrow(expect.objectContaining({ code }));
  });
});
