import { describe, expect, it } from 'vitest';
import {
  type CardId,
  customRuleset,
  handRedealMonth,
  luckyHand,
  type PresetId,
  RULESETS,
} from '../../../src/engine/hanafuda';

// All four January cards plus four singles.
const TESHI: CardId[] = [
  'm01-light',
  'm01-ribbon',
  'm01-chaff1',
  'm01-chaff2',
  'm02-animal',
  'm04-animal',
  'm06-animal',
  'm08-light',
];
// Four pairs of different months.
const KUTTSUKI: CardId[] = [
  'm02-animal',
  'm02-ribbon',
  'm05-animal',
  'm05-chaff1',
  'm07-ribbon',
  'm07-chaff2',
  'm12-light',
  'm12-chaff3',
];
// Four of January and two more pairs: both lucky hands at once.
const BOTH: CardId[] = [
  'm01-light',
  'm01-ribbon',
  'm01-chaff1',
  'm01-chaff2',
  'm02-animal',
  'm02-ribbon',
  'm12-light',
  'm12-chaff3',
];
// Three pairs and two singles.
const NONE: CardId[] = [
  'm02-animal',
  'm02-ribbon',
  'm05-animal',
  'm05-chaff1',
  'm07-ribbon',
  'm07-chaff2',
  'm12-light',
  'm11-chaff',
];

describe('luckyHand', () => {
  it.each<[string, PresetId, CardId[], number, { id: string; points: number } | null]>([
    // "Vier gleiche … mit 6 Punkten" (000); "Four Hands … 6pts" (001).
    ['teshi, nintendo', 'nintendo', TESHI, 2, { id: 'teshi', points: 6 }],
    // "Monatspaare … 6 Punkten" (000); "Sticky … 6pts" (001).
    ['kuttsuki, nintendo', 'nintendo', KUTTSUKI, 2, { id: 'kuttsuki', points: 6 }],
    // FW "Four of a Kind … Four Pairs … scoring 6 points".
    ['teshi, fudawiki', 'fudawiki', TESHI, 2, { id: 'teshi', points: 6 }],
    ['kuttsuki, fudawiki', 'fudawiki', KUTTSUKI, 2, { id: 'kuttsuki', points: 6 }],
    // 003 "Im Spiel zu zweit … Teshi, 6 Punkte … Kuttsuki, 6 Punkte".
    ['teshi, sheet, 2 players', 'multiplayer', TESHI, 2, { id: 'teshi', points: 6 }],
    ['kuttsuki, sheet, 2 players', 'multiplayer', KUTTSUKI, 2, { id: 'kuttsuki', points: 6 }],
    // 003: lucky hands only with two players (with 3–4 a four of a month forces a redeal instead).
    ['teshi, sheet, 3 players', 'multiplayer', TESHI.slice(0, 7), 3, null],
    ['kuttsuki, sheet, 4 players', 'multiplayer', KUTTSUKI.slice(0, 5), 4, null],
    // The leaflet is for two players only.
    ['nintendo, 3 players', 'nintendo', TESHI, 3, null],
    // Issue: where both apply, the higher, Teshi on a tie (6 = 6).
    ['both at once', 'nintendo', BOTH, 2, { id: 'teshi', points: 6 }],
    // Three pairs are not enough.
    ['no lucky hand', 'fudawiki', NONE, 2, null],
  ])('%s', (_name, preset, hand, players, expected) => {
    expect(luckyHand(hand, RULESETS[preset], players)).toEqual(expected);
  });

  it('defaults to two players', () => {
    expect(luckyHand(TESHI, RULESETS.multiplayer)).toEqual({ id: 'teshi', points: 6 });
  });

  it('prefers the higher lucky hand when a custom ruleset values Kuttsuki more', () => {
    const rules = customRuleset('nintendo', {
      luckyHands: { ...RULESETS.nintendo.luckyHands, points: { teshi: 6, kuttsuki: 8 } },
    });
    expect(luckyHand(BOTH, rules)).toEqual({ id: 'kuttsuki', points: 8 });
    expect(luckyHand(TESHI, rules)).toEqual({ id: 'teshi', points: 6 });
  });

  it('returns null when the ruleset has no lucky hands', () => {
    const rules = customRuleset('nintendo', {
      luckyHands: { ...RULESETS.nintendo.luckyHands, playerCounts: [] },
    });
    expect(luckyHand(TESHI, rules)).toBeNull();
  });

  it.each<[string, unknown[], number, string]>([
    ['an unknown card', ['m01-light', 'x'], 2, 'unknown-card'],
    ['a repeated card', ['m01-light', 'm01-light'], 2, 'duplicate-card'],
    ['five players', TESHI, 5, 'invalid-players'],
    ['one player', TESHI, 1, 'invalid-players'],
  ])('rejects %s', (_name, hand, players, code) => {
    expect(() => luckyHand(hand as CardId[], RULESETS.nintendo, players)).toThrow(
      expect.objectContaining({ code }),
    );
  });
});

describe('handRedealMonth', () => {
  const JANUARY: CardId[] = ['m01-light', 'm01-ribbon', 'm01-chaff1', 'm01-chaff2'];
  const SEVEN: CardId[] = [...JANUARY, 'm02-animal', 'm03-ribbon', 'm04-chaff1'];

  it.each<[string, PresetId, CardId[], number, number | null]>([
    // Sheet 003: "im Spiel mit drei oder vier Spielern ein Spieler alle 4 Karten eines Monats auf der Hand hat".
    ['three players, the sheet', 'multiplayer', SEVEN, 3, 1],
    ['four players, the sheet', 'multiplayer', JANUARY, 4, 1],
    // Two players: the sheet's Teshi instead.
    ['two players, the sheet', 'multiplayer', SEVEN, 2, null],
    // The leaflet and FudaWiki redeal only for the field.
    ['the leaflet', 'nintendo', SEVEN, 2, null],
    ['FudaWiki', 'fudawiki', SEVEN, 2, null],
    // No month complete.
    ['three January cards', 'multiplayer', SEVEN.slice(1), 3, null],
  ])('%s', (_name, preset, hand, players, month) => {
    expect(handRedealMonth(hand, RULESETS[preset], players)).toBe(month);
  });

  it('names December as 12', () => {
    const december: CardId[] = ['m12-light', 'm12-chaff1', 'm12-chaff2', 'm12-chaff3', 'm01-light'];
    expect(handRedealMonth(december, RULESETS.multiplayer, 4)).toBe(12);
  });

  it('throws like luckyHand', () => {
    expect(() => handRedealMonth(['m01-light'], RULESETS.multiplayer, 5)).toThrow(
      expect.objectContaining({ code: 'invalid-players' }),
    );
    expect(() => handRedealMonth(['m13-light' as CardId], RULESETS.multiplayer, 3)).toThrow(
      expect.objectContaining({ code: 'unknown-card' }),
    );
  });
});
