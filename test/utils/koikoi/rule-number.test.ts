import { describe, expect, it } from 'vitest';
import { isEngineError, RULESETS } from '../../../src/engine/hanafuda';
import { type RuleNumberKey, ruleNumber } from '../../../src/utils/koikoi/rule-number';

describe('ruleNumber', () => {
  it.each([
    // Leaflet 000: "Fünf Lichter (10 Punkte)".
    ['nintendo', 'yaku:goko', 10],
    // FudaWiki: "15 is the most common value of this yaku".
    ['fudawiki', 'yaku:goko', 15],
    // Sheet 003: "Teshi, 6 Punkte".
    ['multiplayer', 'lucky:teshi', 6],
    // Leaflet 000: "7 oder mehr Punkte … verdoppelt".
    ['nintendo', 'threshold', 7],
    // Sheet 003: "3 Spieler: … 7 Karten, 6 Karten".
    ['multiplayer', 'hand:3', 7],
    ['multiplayer', 'field:3', 6],
    // 48 − 6 − 3 × 7 cards stay in the stock.
    ['multiplayer', 'stock:3', 21],
    // Sheet 003: "4 Spieler: … 5 Karten, 6 Karten" → 48 − 6 − 20.
    ['multiplayer', 'stock:4', 22],
    // Leaflet 000: "Ein komplettes Spiel besteht aus 12 Partien".
    ['nintendo', 'rounds', 12],
    // Sheet 003: "Kasu 10 Kasu-Karten".
    ['multiplayer', 'yaku-cards:kasu', 10],
    ['nintendo', 'deck', 48],
    ['nintendo', 'month-cards', 4],
    // Leaflet 000: "Licht (20 Punkte), Tier (10 Punkte), Fahne (5 Punkte), einfache Karten (1 Punkt)".
    ['nintendo', 'kind-points:light', 20],
    ['nintendo', 'kind-points:chaff', 1],
    // Leaflet 000 lists five light cards and nine animal cards ("Licht-Karten", "Tier-Karten").
    ['nintendo', 'kind:light', 5],
    ['nintendo', 'kind:animal', 9],
    // Leaflet 000: "drei rote Fahnen mit Schrift und vier ohne … drei blaue Fahnen".
    ['nintendo', 'kind:ribbon', 10],
    ['nintendo', 'ribbon:poem', 3],
    ['nintendo', 'ribbon:blue', 3],
    ['nintendo', 'ribbon:plain', 4],
    // The rest of the 48 cards: 48 − 5 − 9 − 10.
    ['nintendo', 'kind:chaff', 24],
  ] as const)('%s %s = %i', (preset, key, expected) => {
    expect(ruleNumber(RULESETS[preset], key)).toBe(expected);
  });

  it('rejects a player count the rules do not deal for', () => {
    try {
      ruleNumber(RULESETS.nintendo, 'hand:3');
      expect.unreachable();
    } catch (error) {
      expect(isEngineError(error, 'invalid-players')).toBe(true);
    }
  });

  it('rejects an unknown key', () => {
    expect(() => ruleNumber(RULESETS.nintendo, 'yaku:nope' as RuleNumberKey)).toThrow(/Unknown rule number/);
  });
});
