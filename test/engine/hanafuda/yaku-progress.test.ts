import { describe, expect, it } from 'vitest';
import {
  type CardId,
  customRuleset,
  type PresetId,
  RULESETS,
  type Ruleset,
  type YakuId,
  yakuProgress,
} from '../../../src/engine/hanafuda';
import { BLUE, CUP, chaff, INO, LIGHTS, OTHER_ANIMALS, POEM, RAIN } from './fixtures';

const row = (captured: readonly CardId[], rules: Ruleset, id: YakuId, context = {}) => {
  const found = yakuProgress(captured, rules, context).find((r) => r.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('yakuProgress', () => {
  it.each<[string, PresetId | Ruleset, readonly CardId[], YakuId, object]>([
    // 001 Three Lights "excluding the Raining Light Card": two lights + rain man, one light short.
    [
      'sanko with the rain man',
      'nintendo',
      [LIGHTS[0], LIGHTS[1], RAIN],
      'sanko',
      {
        counts: false,
        missingCount: 1,
        reasons: ['sanko-rain-man', 'incomplete'],
        candidates: ['m08-light', 'm12-light'],
      },
    ],
    // 003 "Shikoe 4 Lichter ohne November": three lights + rain man make Ame-shiko, not Shiko.
    [
      'shiko with the rain man',
      'nintendo',
      [...LIGHTS.slice(0, 3), RAIN],
      'shiko',
      { counts: false, missing: ['m12-light'], reasons: ['shiko-rain-man', 'incomplete'] },
    ],
    // FW: the light group is mutually exclusive; Goko beats Shiko.
    [
      'shiko under goko',
      'fudawiki',
      [...LIGHTS, RAIN],
      'shiko',
      { counts: false, reasons: ['excluded-by:goko'], missingCount: 0 },
    ],
    // Modern grouping: Tane loses to Inoshikacho (FW "mutually exclusive").
    [
      'tane under inoshikacho',
      'fudawiki',
      [...INO, ...OTHER_ANIMALS.slice(0, 2)],
      'tane',
      { counts: false, reasons: ['excluded-by:inoshikacho'] },
    ],
    // Akatan and Aotan lose to the combined yaku (000 ⑫).
    [
      'akatan under akatan-aotan',
      'nintendo',
      [...POEM, ...BLUE],
      'akatan',
      { counts: false, reasons: ['excluded-by:akatan-aotan'] },
    ],
    // FW "Older Yaku": Akatan-Aotan is no separate yaku.
    [
      'akatan-aotan in the older grouping',
      customRuleset('nintendo', { yakuGrouping: 'older' }),
      [...POEM, ...BLUE],
      'akatan-aotan',
      { counts: false, reasons: ['older-grouping'] },
    ],
    // Missing specific cards of Inoshikacho.
    [
      'inoshikacho half done',
      'nintendo',
      ['m06-animal'],
      'inoshikacho',
      { counts: false, missing: ['m07-animal', 'm10-animal'], missingCount: 2, reasons: ['incomplete'] },
    ],
    // Pool yaku: Tane needs two more animals; the sake cup is a candidate.
    [
      'tane three animals',
      'multiplayer',
      OTHER_ANIMALS.slice(0, 3),
      'tane',
      {
        missing: [],
        missingCount: 2,
        candidates: ['m06-animal', 'm07-animal', 'm08-animal', CUP, 'm10-animal', 'm11-animal'],
      },
    ],
    // Leaflet 000 "können wegfallen": viewing switched off.
    [
      'viewing disabled',
      customRuleset('nintendo', { viewing: 'never' }),
      ['m03-light', CUP],
      'hanami-zake',
      { counts: false, reasons: ['viewing-disabled'] },
    ],
    // FW: viewing only with another yaku.
    [
      'viewing needs another yaku',
      customRuleset('nintendo', { viewing: 'with-other-yaku' }),
      ['m03-light', CUP],
      'hanami-zake',
      { reasons: ['viewing-needs-other-yaku'] },
    ],
    // FW "the Sake Cup only counts as an Animal card, and not Chaff".
    [
      'cup is no chaff',
      customRuleset('fudawiki', { sakeCup: 'animal-only' }),
      [...chaff(9), CUP],
      'kasu',
      { counts: false, missingCount: 1, reasons: ['sake-cup-not-chaff', 'incomplete'] },
    ],
    // 001 "a 10 or a 1 point card": with Tane at stake (tie), the cup stays an animal and Kasu misses it.
    [
      'cup served tane',
      'nintendo',
      [...OTHER_ANIMALS.slice(0, 4), CUP, ...chaff(9)],
      'kasu',
      { counts: false, reasons: ['sake-cup-counted-as-animal', 'incomplete'] },
    ],
    // Tsukifuda off in the leaflet preset.
    ['month bonus off', 'nintendo', [], 'tsukifuda', { counts: false, reasons: ['month-bonus-disabled'] }],
    // No month given.
    ['month unknown', 'fudawiki', [], 'tsukifuda', { counts: false, reasons: ['month-unknown'] }],
    // A counting yaku has no reasons and lists its cards.
    [
      'counting kasu',
      'fudawiki',
      [...chaff(9), CUP],
      'kasu',
      { counts: true, points: 1, reasons: [], missingCount: 0, cards: [...chaff(9), CUP] },
    ],
  ])('%s', (_name, rules, captured, id, expected) => {
    const ruleset = typeof rules === 'string' ? RULESETS[rules] : rules;
    expect(row(captured, ruleset, id)).toMatchObject(expected);
  });

  it('reports the weather that cancelled a viewing yaku (FW "rained off" / "fog")', () => {
    const rules = customRuleset('fudawiki', { viewing: 'weather' });
    const captured: CardId[] = ['m03-light', 'm08-light', CUP];
    const field: CardId[] = ['m11-chaff', 'm12-chaff1'];
    expect(row(captured, rules, 'hanami-zake', { field }).reasons).toEqual(['viewing-rained-off']);
    expect(row(captured, rules, 'tsukimi-zake', { field }).reasons).toEqual(['viewing-fogged-off']);
  });

  it("lists the four cards of the round's month as missing for Tsukifuda", () => {
    expect(row(['m04-animal'], RULESETS.fudawiki, 'tsukifuda', { month: 4 })).toMatchObject({
      missing: ['m04-ribbon', 'm04-chaff1', 'm04-chaff2'],
      missingCount: 3,
      reasons: ['incomplete'],
    });
  });

  it('throws for bad cards like evaluateYaku', () => {
    expect(() => yakuProgress(['m01-light', 'm01-light'], RULESETS.nintendo)).toThrow(
      expect.objectContaining({ code: 'duplicate-card' }),
    );
  });
});
