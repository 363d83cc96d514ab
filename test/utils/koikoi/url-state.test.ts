import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../src/engine/hanafuda';
import {
  EMPTY_STATE,
  parseCalcState,
  rulesOf,
  serialiseCalcState,
} from '../../../src/utils/koikoi/url-state';

describe('parseCalcState', () => {
  it.each([
    // Issue 5: a missing `rules` means nintendo, own/opp default to 0.
    ['', { rules: 'nintendo', cards: [], own: 0, opp: 0 }],
    // Issue 5: commas raw …
    [
      '?rules=fudawiki&cards=m01-light,m03-light&own=1&opp=2',
      { rules: 'fudawiki', cards: ['m01-light', 'm03-light'], own: 1, opp: 2 },
    ],
    // … or percent-encoded.
    ['?cards=m01-light%2Cm03-light', { cards: ['m01-light', 'm03-light'] }],
    // Site parameters for single options and the lucky-hand mode.
    [
      '?cup=animal-only&view=never&mult=double-per-call&dbl=off&mode=lucky',
      {
        overrides: {
          sakeCup: 'animal-only',
          viewing: 'never',
          koikoiMultiplier: 'double-per-call',
          doubling: false,
        },
        mode: 'lucky',
      },
    ],
    // The round's context and the table of a dealt hand.
    ['?month=11&rain=on&fog=on', { month: 11, rain: true, fog: true }],
    ['?mode=lucky&players=4', { mode: 'lucky', players: 4 }],
    ['?rules=fudawiki', { month: 0, rain: false, fog: false, players: 2 }],
    // The most calls the sheet 003 allows each side (teams of four; three players).
    ['?rules=multiplayer&own=9&opp=10', { own: 9, opp: 10 }],
    ['?rules=multiplayer&own=6&opp=14', { own: 6, opp: 14 }],
  ])('reads %s', (search, expected) => {
    const result = parseCalcState(search);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.state).toMatchObject(expected);
  });

  it.each([
    // An unknown card id.
    ['?cards=m01-light,m13-light', 'unknown-card', 'm13-light'],
    // A card twice.
    ['?cards=m01-light,m01-light', 'duplicate-card', 'm01-light'],
    // An unknown preset.
    ['?rules=house', 'unknown-preset', 'house'],
    // Negative, fractional and non-numeric calls.
    ['?own=-1', 'invalid-calls', '-1'],
    ['?opp=1.5', 'invalid-calls', '1.5'],
    ['?own=two', 'invalid-calls', 'two'],
    ['?own=', 'invalid-calls', ''],
    // Unknown option values and modes.
    ['?cup=sometimes', 'invalid-option', 'sometimes'],
    ['?dbl=yes', 'invalid-option', 'yes'],
    ['?mode=quiz', 'invalid-mode', 'quiz'],
    // Months outside 1–12, weather flags other than on, unknown player counts.
    ['?month=0', 'invalid-month', '0'],
    ['?month=13', 'invalid-month', '13'],
    ['?month=03', 'invalid-month', '03'],
    ['?rain=yes', 'invalid-option', 'yes'],
    ['?fog=', 'invalid-option', ''],
    ['?players=5', 'invalid-players', '5'],
    ['?players=two', 'invalid-players', 'two'],
    // Calls the rules do not allow (callsAllowed): leaflet 000 allows one call per round in all …
    ['?own=1&opp=1', 'impossible-calls', 'own=1&opp=1'],
    // … also in the lucky-hand mode, which keeps them in the link …
    ['?own=2&mode=lucky', 'impossible-calls', 'own=2&opp=0'],
    // … and 99 calls each are more than anyone has turns (the reviewer's link).
    [
      '?rules=multiplayer&cards=m11-light,m01-light,m03-light,m08-light&own=99&opp=99',
      'impossible-calls',
      'own=99&opp=99',
    ],
  ])('rejects %s with %s', (search, code, value) => {
    expect(parseCalcState(search)).toEqual({ ok: false, error: { code, value } });
  });
});

describe('serialiseCalcState', () => {
  it('writes only what differs from the defaults, with raw commas', () => {
    expect(serialiseCalcState({ ...EMPTY_STATE, cards: ['m01-light', 'm03-light'], own: 1 })).toBe(
      '?rules=nintendo&cards=m01-light,m03-light&own=1',
    );
  });

  it('round-trips a full state', () => {
    const state = {
      rules: 'multiplayer' as const,
      cards: ['m09-animal' as const, 'm08-light' as const],
      own: 2,
      opp: 3,
      overrides: {
        sakeCup: 'either' as const,
        viewing: 'weather' as const,
        koikoiMultiplier: 'own-once' as const,
        doubling: true,
      },
      month: 9,
      rain: true,
      fog: true,
      mode: 'lucky' as const,
      players: 3 as const,
    };
    expect(parseCalcState(serialiseCalcState(state))).toEqual({ ok: true, state });
  });
});

describe('rulesOf', () => {
  it('returns the preset object itself without overrides', () => {
    expect(rulesOf(EMPTY_STATE)).toBe(RULESETS.nintendo);
  });

  it('applies overrides on a copy', () => {
    const rules = rulesOf({ rules: 'fudawiki', overrides: { doubling: false, viewing: 'never' } });
    expect(rules.doublingThreshold).toBeNull();
    expect(rules.viewing).toBe('never');
    expect(RULESETS.fudawiki.doublingThreshold).toBe(7);
  });
});
