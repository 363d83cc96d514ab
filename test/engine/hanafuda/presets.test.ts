import { describe, expect, it } from 'vitest';
import {
  customRuleset,
  fitPlayerCount,
  PRESET_IDS,
  type PresetId,
  RULE_SOURCES,
  RULESET_SOURCES,
  RULESETS,
  type Ruleset,
  YAKU_IDS,
} from '../../../src/engine/hanafuda';

describe('RULESETS', () => {
  it.each(PRESET_IDS)('%s has a source for every field and every yaku', (preset) => {
    const sources = RULESET_SOURCES[preset];
    expect(Object.keys(sources).sort()).toEqual(Object.keys(RULESETS[preset]).sort());
    expect(Object.keys(sources.points).sort()).toEqual([...YAKU_IDS].sort());
    const refs = [
      ...Object.values(sources).filter((ref) => 'source' in ref),
      ...Object.values(sources.points),
    ];
    for (const ref of refs) expect(RULE_SOURCES).toContain(ref.source);
  });

  it.each(PRESET_IDS)('%s is frozen plain JSON data', (preset) => {
    const rules = RULESETS[preset];
    expect(Object.isFrozen(rules)).toBe(true);
    expect(Object.isFrozen(rules.points)).toBe(true);
    expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
  });

  it.each<[PresetId, keyof Ruleset, unknown]>([
    // 000 "Koi-Koi kann nur einmal pro Partie gerufen werden".
    ['nintendo', 'callLimit', { scope: 'round', max: 1 }],
    // 001 "can be used as a 10 or a 1 point card" (our reading: whichever scores more).
    ['nintendo', 'sakeCup', 'either'],
    // 000 "mit dem Gewinner als neuem Kartengeber … wird der Herausforderer der Kartengeber".
    ['nintendo', 'dealer', { afterWin: 'winner', afterDraw: 'next' }],
    // FW "each player may call koi-koi as many times as they desire".
    ['fudawiki', 'callLimit', { scope: 'player', max: null }],
    // FW exhaustive draw: "the next round begins with the same dealer".
    ['fudawiki', 'dealer', { afterWin: 'winner', afterDraw: 'same' }],
    // 003 "Die Sakeschale ist zugleich ein Tier und eine Kasu-Karte!"
    ['multiplayer', 'sakeCup', 'both'],
    // 003 "Durch jeden Ruf verdoppeln sich die … Punkte".
    ['multiplayer', 'koikoiMultiplier', 'double-per-call'],
    // 003 deal sizes for 2, 3 and 4 players.
    ['multiplayer', 'deal', { 2: { hand: 8, field: 8 }, 3: { hand: 7, field: 6 }, 4: { hand: 5, field: 6 } }],
    // 003 redeal: four of a month on the field, or in one hand with 3–4 players.
    [
      'multiplayer',
      'redeal',
      { fieldFourOfMonth: true, fieldFourPairs: false, handFourOfMonthPlayerCounts: [3, 4] },
    ],
    // 003 "Wenn der Geber die Runde beendet hat, bleibt er Geber, ansonsten … rechts von ihm".
    ['multiplayer', 'dealer', { afterWin: 'dealer-stays-else-next', afterDraw: 'next' }],
    // 003 "kein Spieler bekommt Punkte".
    ['multiplayer', 'exhaustedRound', 'no-score'],
    // 003 lucky hands only "Im Spiel zu zweit".
    ['multiplayer', 'luckyHands', { points: { teshi: 6, kuttsuki: 6 }, playerCounts: [2], several: 'draw' }],
  ])('%s.%s', (preset, field, value) => {
    expect(RULESETS[preset][field]).toEqual(value);
  });

  it('deal sizes fit in the 48-card deck', () => {
    for (const preset of PRESET_IDS) {
      const rules = RULESETS[preset];
      for (const players of rules.playerCounts) {
        const deal = rules.deal[players];
        expect(deal).toBeDefined();
        if (deal) expect(players * deal.hand + deal.field).toBeLessThanOrEqual(48);
      }
    }
  });
});

describe('customRuleset', () => {
  it('changes the given fields and leaves the preset alone', () => {
    const custom = customRuleset('nintendo', { viewing: 'never' });
    expect(custom.viewing).toBe('never');
    expect(custom.points).toEqual(RULESETS.nintendo.points);
    expect(RULESETS.nintendo.viewing).toBe('always');
    expect(Object.isFrozen(custom)).toBe(true);
  });

  it('accepts a ruleset as base', () => {
    const base = customRuleset('fudawiki', { sakeCup: 'animal-only' });
    expect(customRuleset(base, { monthBonus: false })).toMatchObject({
      sakeCup: 'animal-only',
      monthBonus: false,
    });
  });
});

describe('fitPlayerCount', () => {
  it.each([
    // Leaflet 000: two players only.
    ['nintendo', 4, 2],
    ['nintendo', 2, 2],
    // Sheet 003: two to four players.
    ['multiplayer', 3, 3],
    ['multiplayer', 4, 4],
    ['multiplayer', 5, 2],
  ] as const)('%s with %i players → %i', (preset, players, expected) => {
    expect(fitPlayerCount(RULESETS[preset], players)).toBe(expected);
  });
});
