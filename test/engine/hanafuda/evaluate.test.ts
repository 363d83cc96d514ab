import { describe, expect, it } from 'vitest';
import {
  CARD_IDS,
  type CardId,
  customRuleset,
  evaluateYaku,
  type PresetId,
  RULESETS,
  type YakuId,
} from '../../../src/engine/hanafuda';
import { BLUE, CUP, chaff, INO, LIGHTS, OTHER_ANIMALS, PLAIN, POEM, RAIN } from './fixtures';

type Expected = Partial<Record<YakuId, number>>;

const summary = (captured: readonly CardId[], preset: PresetId) => {
  const result = evaluateYaku(captured, RULESETS[preset]);
  return { yaku: Object.fromEntries(result.yaku.map((y) => [y.id, y.points])), points: result.points };
};

// Each row: a captured pile and the yaku it scores under nintendo (N), fudawiki (F)
// and multiplayer (M). Sources: 000/001 = Nintendo leaflet, 003 = sheet, FW = FudaWiki.
const ROWS: [string, readonly CardId[], Expected, Expected, Expected][] = [
  // Goko: N 10 "Fünf Lichter (10 Punkte)" (000); F 15 "15 is the most common value" (FW); M 10 (003).
  ['goko', [...LIGHTS, RAIN], { goko: 10 }, { goko: 15 }, { goko: 10 }],
  // Shiko 8 in all three (000 "Vier Lichter (8 Punkte)", FW, 003 "Shikoe").
  ['shiko', LIGHTS, { shiko: 8 }, { shiko: 8 }, { shiko: 8 }],
  // Ame-shiko 7: four lights with the rain man (000 "nur 7 Punkte wert", FW, 003).
  [
    'ame-shiko',
    [LIGHTS[0], LIGHTS[1], LIGHTS[2], RAIN],
    { 'ame-shiko': 7 },
    { 'ame-shiko': 7 },
    { 'ame-shiko': 7 },
  ],
  // Sanko: N 5 (000), F 6 "6 is the most common value" (FW), M 5 "Sankoe" (003).
  ['sanko', LIGHTS.slice(0, 3), { sanko: 5 }, { sanko: 6 }, { sanko: 5 }],
  // Three lights with the rain man score nothing (001 "excluding the Raining Light Card"; 003 "ohne November").
  ['three lights with the rain man', [LIGHTS[0], LIGHTS[1], RAIN], {}, {}, {}],
  // Hanami-zake 5: cherry curtain and sake cup (000 ④, FW, 003).
  ['hanami-zake', ['m03-light', CUP], { 'hanami-zake': 5 }, { 'hanami-zake': 5 }, { 'hanami-zake': 5 }],
  // Tsukimi-zake 5: moon and sake cup (000 ⑤, FW, 003).
  ['tsukimi-zake', ['m08-light', CUP], { 'tsukimi-zake': 5 }, { 'tsukimi-zake': 5 }, { 'tsukimi-zake': 5 }],
  // Viewing yaku stack with each other and with the light yaku (FW "Other Yaku … stack").
  [
    'sanko with both viewing yaku',
    [...LIGHTS.slice(0, 3), CUP],
    { sanko: 5, 'hanami-zake': 5, 'tsukimi-zake': 5 },
    { sanko: 6, 'hanami-zake': 5, 'tsukimi-zake': 5 },
    { sanko: 5, 'hanami-zake': 5, 'tsukimi-zake': 5 },
  ],
  // Inoshikacho 5 (000 ⑥, FW, 003).
  ['inoshikacho', INO, { inoshikacho: 5 }, { inoshikacho: 5 }, { inoshikacho: 5 }],
  // "Für jedes weitere Tier 1 Punkt mehr" (003): 5 animals = 7; Tane is not added (modern grouping, FW).
  [
    'inoshikacho with two more animals',
    [...INO, 'm02-animal', 'm04-animal'],
    { inoshikacho: 7 },
    { inoshikacho: 7 },
    { inoshikacho: 7 },
  ],
  // The sake cup counts as a further animal: N (either, animal scores more), F/M (both).
  [
    'inoshikacho with the sake cup',
    [...INO, CUP],
    { inoshikacho: 6 },
    { inoshikacho: 6 },
    { inoshikacho: 6 },
  ],
  // Tane 1 for five animals (000 ⑨ "Tiere (1 Punkt)", FW, 003).
  ['tane', OTHER_ANIMALS, { tane: 1 }, { tane: 1 }, { tane: 1 }],
  // "Zusätzliche Tier-Karten zählen jeweils 1 Punkt" (000 ⑨): 7 animals = 3.
  [
    'tane with two more',
    [...OTHER_ANIMALS, 'm06-animal', 'm07-animal'],
    { tane: 3 },
    { tane: 3 },
    { tane: 3 },
  ],
  // Akatan 5 (000 ⑦ "Rote Fahnen (5 Punkte)", FW, 003).
  ['akatan', POEM, { akatan: 5 }, { akatan: 5 }, { akatan: 5 }],
  // "Zusätzliche Fahnen-Karten zählen jeweils 1 Punkt" (000 ⑦); 003 "Tanzaku wird nicht dazu angerechnet".
  [
    'akatan with two more ribbons',
    [...POEM, 'm04-ribbon', 'm05-ribbon'],
    { akatan: 7 },
    { akatan: 7 },
    { akatan: 7 },
  ],
  // Aotan 5 (000 ⑧, FW, 003).
  ['aotan', BLUE, { aotan: 5 }, { aotan: 5 }, { aotan: 5 }],
  // Akatan-Aotan 10 (000 ⑫, FW); the sheet has none: our decision 5 + 5 (M).
  [
    'akatan-aotan',
    [...POEM, ...BLUE],
    { 'akatan-aotan': 10 },
    { 'akatan-aotan': 10 },
    { 'akatan-aotan': 10 },
  ],
  // Both sets + further ribbons: 10 + 2 (000 ⑫ "Zusätzliche Fahnen-Karten zählen jeweils 1 Punkt").
  [
    'akatan-aotan with two more ribbons',
    [...POEM, ...BLUE, 'm04-ribbon', 'm05-ribbon'],
    { 'akatan-aotan': 12 },
    { 'akatan-aotan': 12 },
    { 'akatan-aotan': 12 },
  ],
  // Tanzaku 1 for five ribbons (000 ⑩, FW, 003).
  ['tanzaku', [...PLAIN, 'm01-ribbon'], { tanzaku: 1 }, { tanzaku: 1 }, { tanzaku: 1 }],
  // Seven ribbons without a full set: 1 + 2 (000 ⑩).
  [
    'tanzaku with two more',
    [...PLAIN, 'm01-ribbon', 'm02-ribbon', 'm06-ribbon'],
    { tanzaku: 3 },
    { tanzaku: 3 },
    { tanzaku: 3 },
  ],
  // Kasu 1 for ten chaff (000 ⑪, FW, 003).
  ['kasu', chaff(10), { kasu: 1 }, { kasu: 1 }, { kasu: 1 }],
  ['kasu with two more', chaff(12), { kasu: 3 }, { kasu: 3 }, { kasu: 3 }],
  // Nine chaff and the cup: the cup is chaff (N: as chaff it scores more; F FW "also counts as Chaff"; M 003 "zugleich").
  ['sake cup completes kasu', [...chaff(9), CUP], { kasu: 1 }, { kasu: 1 }, { kasu: 1 }],
  // Cup, four animals, nine chaff: F/M count it twice; N once (a tie: it stays the animal it is printed as).
  [
    'sake cup between tane and kasu',
    [...OTHER_ANIMALS.slice(0, 4), CUP, ...chaff(9)],
    { tane: 1 },
    { tane: 1, kasu: 1 },
    { tane: 1, kasu: 1 },
  ],
  // Nothing captured, nothing scored.
  ['empty pile', [], {}, {}, {}],
  // All 48 cards: best light, both viewing, best animal and ribbon yaku with extras, kasu.
  [
    'all 48 cards',
    CARD_IDS,
    { goko: 10, 'hanami-zake': 5, 'tsukimi-zake': 5, inoshikacho: 11, 'akatan-aotan': 14, kasu: 15 },
    { goko: 15, 'hanami-zake': 5, 'tsukimi-zake': 5, inoshikacho: 11, 'akatan-aotan': 14, kasu: 16 },
    { goko: 10, 'hanami-zake': 5, 'tsukimi-zake': 5, inoshikacho: 11, 'akatan-aotan': 14, kasu: 16 },
  ],
];

const sum = (expected: Expected): number => Object.values(expected).reduce((a, b) => a + b, 0);

describe('evaluateYaku under each preset', () => {
  describe.each<[PresetId, 2 | 3 | 4]>([
    ['nintendo', 2],
    ['fudawiki', 3],
    ['multiplayer', 4],
  ])('%s', (preset, column) => {
    it.each(ROWS)('%s', (_name, captured, ...expected) => {
      const want = expected[column - 2] as Expected;
      expect(summary(captured, preset)).toEqual({ yaku: want, points: sum(want) });
    });
  });
});

describe('yaku cards', () => {
  it.each<[string, readonly CardId[], YakuId, readonly CardId[]]>([
    // Extras included: Inoshikacho lists every animal that counts (003 "Für jedes weitere Tier").
    [
      'inoshikacho lists its extras',
      [...INO, 'm02-animal', 'm12-chaff1'],
      'inoshikacho',
      ['m02-animal', 'm06-animal', 'm07-animal', 'm10-animal'],
    ],
    // Akatan lists all ribbons, Akatan's own and the further ones.
    ['akatan lists the further ribbon', [...POEM, 'm04-ribbon'], 'akatan', [...POEM, 'm04-ribbon']],
    // Sanko lists the three lights.
    ['sanko lists its lights', [...LIGHTS.slice(0, 3), 'm01-ribbon'], 'sanko', LIGHTS.slice(0, 3)],
    // Kasu includes the cup when it counts as chaff (FW).
    ['kasu includes the cup', [...chaff(9), CUP], 'kasu', [...chaff(9), CUP]],
  ])('%s', (_name, captured, id, cards) => {
    const found = evaluateYaku(captured, RULESETS.fudawiki).yaku.find((y) => y.id === id);
    expect(found?.cards).toEqual(cards);
  });
});

describe('rule options', () => {
  it.each<[string, Parameters<typeof customRuleset>[1], readonly CardId[], Expected]>([
    // FW "simply not recognised" (and 000 "können wegfallen").
    ['viewing never', { viewing: 'never' }, ['m03-light', CUP], {}],
    // FW: "only recognised if the player additionally owns at least one non-viewing yaku".
    ['viewing needs another yaku: alone', { viewing: 'with-other-yaku' }, ['m03-light', CUP], {}],
    [
      'viewing needs another yaku: with akatan',
      { viewing: 'with-other-yaku' },
      ['m03-light', CUP, ...POEM],
      { akatan: 5, 'hanami-zake': 5 },
    ],
    // FW "the Sake Cup only counts as an Animal card, and not Chaff".
    ['sake cup animal only', { sakeCup: 'animal-only' }, [...chaff(9), CUP], {}],
    // FW "Older Yaku": Inoshikacho earns no extras but stacks with Tane.
    [
      'older grouping, animals',
      { yakuGrouping: 'older' },
      [...INO, 'm02-animal', 'm04-animal'],
      { inoshikacho: 5, tane: 1 },
    ],
    // FW "Older Yaku": Akatan and Aotan stack with each other and Tanzaku; no Akatan-Aotan.
    [
      'older grouping, ribbons',
      { yakuGrouping: 'older' },
      [...POEM, ...BLUE],
      { akatan: 5, aotan: 5, tanzaku: 2 },
    ],
    // A yaku worth 0 points does not count, extras or not.
    [
      'zero points disable a yaku',
      { points: { ...RULESETS.nintendo.points, tane: 0 } },
      [...OTHER_ANIMALS, 'm06-animal'],
      {},
    ],
    // A cheaper Ame-shiko than Sanko: the best of the light group still wins.
    [
      'best light yaku wins',
      { points: { ...RULESETS.nintendo.points, 'ame-shiko': 4 } },
      [...LIGHTS.slice(0, 3), RAIN],
      { sanko: 5 },
    ],
  ])('%s', (_name, changes, captured, want) => {
    const result = evaluateYaku(captured, customRuleset('nintendo', changes));
    expect(Object.fromEntries(result.yaku.map((y) => [y.id, y.points]))).toEqual(want);
    expect(result.points).toBe(sum(want));
  });

  it.each<[string, readonly CardId[], readonly CardId[], Expected]>([
    // FW: "If any November Willow cards are on the field, then the Flower Viewing is rained off".
    ['rain cancels hanami-zake', ['m03-light', CUP], ['m11-chaff'], {}],
    // December fog does not touch the cherry blossoms.
    ['fog leaves hanami-zake', ['m03-light', CUP], ['m12-chaff1'], { 'hanami-zake': 5 }],
    // FW: "If any December Paulownia cards are on the field … ruins the Moon Viewing".
    ['fog cancels tsukimi-zake', ['m08-light', CUP], ['m12-chaff1'], {}],
    ['clear field', ['m08-light', CUP], ['m01-chaff1'], { 'tsukimi-zake': 5 }],
  ])('weather rule: %s', (_name, captured, field, want) => {
    const result = evaluateYaku(captured, customRuleset('fudawiki', { viewing: 'weather' }), { field });
    expect(Object.fromEntries(result.yaku.map((y) => [y.id, y.points]))).toEqual(want);
  });

  it.each<[PresetId, number | undefined, Expected]>([
    // FW "Cards of the Month … 4": all four January cards in round 1.
    ['fudawiki', 1, { tsukifuda: 4 }],
    // Another month: no bonus.
    ['fudawiki', 2, {}],
    // Month unknown: no bonus.
    ['fudawiki', undefined, {}],
    // Not in the leaflet.
    ['nintendo', 1, {}],
  ])('month bonus under %s in month %s', (preset, month, want) => {
    const captured: CardId[] = ['m01-light', 'm01-ribbon', 'm01-chaff1', 'm01-chaff2'];
    const context = month === undefined ? {} : { month: month as 1 };
    const result = evaluateYaku(captured, RULESETS[preset], context);
    expect(Object.fromEntries(result.yaku.map((y) => [y.id, y.points]))).toEqual(want);
  });
});

describe('evaluateYaku errors', () => {
  it.each<[string, readonly string[], string]>([
    ['an unknown id', ['m01-light', 'm13-light'], 'unknown-card'],
    ['a misspelt id', ['m1-light'], 'unknown-card'],
    ['a repeated id', ['m01-light', 'm01-light'], 'duplicate-card'],
    ['a repeated id in the upper half', ['m12-chaff3', 'm12-chaff3'], 'duplicate-card'],
  ])('rejects %s', (_name, captured, code) => {
    expect(() => evaluateYaku(captured as CardId[], RULESETS.nintendo)).toThrow(
      expect.objectContaining({ code }),
    );
  });

  it.each([0, 13, 1.5])('rejects month %s with code invalid-month', (month) => {
    expect(() => evaluateYaku([], RULESETS.fudawiki, { month: month as 1 })).toThrow(
      expect.objectContaining({ code: 'invalid-month' }),
    );
  });
});
