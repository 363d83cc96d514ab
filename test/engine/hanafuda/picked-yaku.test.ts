import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baseOfPickedYaku,
  CARD_IDS,
  customRuleset,
  EngineError,
  evaluateYaku,
  extraCardsOf,
  groupIsExclusive,
  MONTHS,
  type PickedYaku,
  PRESET_IDS,
  RULESETS,
  type Ruleset,
  YAKU_DEFINITIONS,
  YAKU_GROUPS,
} from '../../../src/engine/hanafuda';

const older = customRuleset('nintendo', { yakuGrouping: 'older' });
const RULES: readonly Ruleset[] = [
  ...PRESET_IDS.map((id) => RULESETS[id]),
  older,
  customRuleset('fudawiki', { sakeCup: 'animal-only', viewing: 'never' }),
  customRuleset('multiplayer', { sakeCup: 'either', viewing: 'with-other-yaku', monthBonus: true }),
  customRuleset('fudawiki', { yakuGrouping: 'older', sakeCup: 'either' }),
];

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof EngineError ? error.code : 'not an EngineError';
  }
}

describe('groupIsExclusive', () => {
  it('lights exclude each other under every grouping; animals and ribbons only in the modern one', () => {
    expect(YAKU_GROUPS.filter((g) => groupIsExclusive(g, RULESETS.nintendo))).toEqual([
      'light',
      'animal',
      'ribbon',
    ]);
    expect(YAKU_GROUPS.filter((g) => groupIsExclusive(g, older))).toEqual(['light']);
  });

  it('agrees with evaluateYaku: no pile ever scores two yaku of an exclusive group', () => {
    fc.assert(
      fc.property(
        fc.subarray([...CARD_IDS]),
        fc.constantFrom(...RULES),
        fc.constantFrom(...MONTHS),
        (cards, rules, month) => {
          const groups = evaluateYaku(cards, rules, { month }).yaku.map((y) => YAKU_DEFINITIONS[y.id].group);
          for (const group of YAKU_GROUPS) {
            if (groupIsExclusive(group, rules)) {
              expect(groups.filter((g) => g === group).length).toBeLessThanOrEqual(1);
            }
          }
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('agrees with evaluateYaku where a group stacks: its yaku do score together', () => {
    const animals = ['m02-animal', 'm04-animal', 'm06-animal', 'm07-animal', 'm10-animal'] as const;
    expect(evaluateYaku([...animals], older).yaku.map((y) => y.id)).toEqual(['inoshikacho', 'tane']);
    expect(
      evaluateYaku(['m03-light', 'm08-light', 'm09-animal'], RULESETS.nintendo).yaku.map((y) => y.id),
    ).toEqual(['hanami-zake', 'tsukimi-zake']);
  });
});

describe('extraCardsOf', () => {
  it('counts the cards of the kind in the deck, the sake cup as an animal and (unless animal-only) as chaff', () => {
    expect(extraCardsOf('tane', RULESETS.nintendo)).toEqual({ kind: 'animal', beyond: 5, most: 9 });
    expect(extraCardsOf('inoshikacho', RULESETS.nintendo)).toEqual({ kind: 'animal', beyond: 3, most: 9 });
    expect(extraCardsOf('tanzaku', RULESETS.fudawiki)).toEqual({ kind: 'ribbon', beyond: 5, most: 10 });
    expect(extraCardsOf('akatan-aotan', RULESETS.multiplayer)).toEqual({
      kind: 'ribbon',
      beyond: 6,
      most: 10,
    });
    expect(extraCardsOf('kasu', RULESETS.fudawiki)).toEqual({ kind: 'chaff', beyond: 10, most: 25 });
    expect(extraCardsOf('kasu', customRuleset('fudawiki', { sakeCup: 'animal-only' }))?.most).toBe(24);
  });

  it('gives no extras to the lights, and none to Inoshikacho, Akatan and Aotan in the older grouping', () => {
    expect(extraCardsOf('goko', RULESETS.nintendo)).toBeNull();
    expect(extraCardsOf('hanami-zake', RULESETS.nintendo)).toBeNull();
    expect(extraCardsOf('inoshikacho', older)).toBeNull();
    expect(extraCardsOf('akatan', older)).toBeNull();
    expect(extraCardsOf('tane', older)).toEqual({ kind: 'animal', beyond: 5, most: 9 });
  });
});

describe('baseOfPickedYaku', () => {
  it('scores five lights as Five Lights only: Three Lights beside it is refused', () => {
    expect(baseOfPickedYaku([{ id: 'goko' }], RULESETS.nintendo)).toBe(10);
    expect(codeOf(() => baseOfPickedYaku([{ id: 'goko' }, { id: 'sanko' }], RULESETS.nintendo))).toBe(
      'exclusive-yaku',
    );
    expect(codeOf(() => baseOfPickedYaku([{ id: 'tane' }, { id: 'inoshikacho' }], RULESETS.fudawiki))).toBe(
      'exclusive-yaku',
    );
    // The older grouping stacks animals and ribbons (FudaWiki, "Older Yaku").
    expect(baseOfPickedYaku([{ id: 'tane' }, { id: 'inoshikacho' }, { id: 'akatan' }], older)).toBe(
      1 + 5 + 5,
    );
  });

  it('follows the rule set: its points, and no yaku it never counts', () => {
    expect(baseOfPickedYaku([{ id: 'goko' }], RULESETS.fudawiki)).toBe(15);
    expect(baseOfPickedYaku([{ id: 'tsukifuda' }], RULESETS.fudawiki)).toBe(4);
    expect(codeOf(() => baseOfPickedYaku([{ id: 'tsukifuda' }], RULESETS.nintendo))).toBe('yaku-not-counted');
    expect(codeOf(() => baseOfPickedYaku([{ id: 'akatan-aotan' }], older))).toBe('yaku-not-counted');
  });

  it('adds the extra cards, within what the deck holds', () => {
    expect(
      baseOfPickedYaku(
        [
          { id: 'tanzaku', extra: 2 },
          { id: 'kasu', extra: 15 },
        ],
        RULESETS.nintendo,
      ),
    ).toBe(3 + 16);
    expect(codeOf(() => baseOfPickedYaku([{ id: 'tanzaku', extra: 6 }], RULESETS.nintendo))).toBe(
      'invalid-extra-cards',
    );
    expect(codeOf(() => baseOfPickedYaku([{ id: 'goko', extra: 1 }], RULESETS.nintendo))).toBe(
      'invalid-extra-cards',
    );
    expect(codeOf(() => baseOfPickedYaku([{ id: 'tane', extra: 1.5 }], RULESETS.nintendo))).toBe(
      'invalid-extra-cards',
    );
    expect(codeOf(() => baseOfPickedYaku([{ id: 'tane', extra: -1 }], RULESETS.nintendo))).toBe(
      'invalid-extra-cards',
    );
  });

  it('refuses a yaku picked twice or an unknown id', () => {
    expect(codeOf(() => baseOfPickedYaku([{ id: 'kasu' }, { id: 'kasu' }], RULESETS.nintendo))).toBe(
      'duplicate-yaku',
    );
    const unknown = [{ id: 'gokō' }] as unknown as PickedYaku[];
    expect(codeOf(() => baseOfPickedYaku(unknown, RULESETS.nintendo))).toBe('unknown-yaku');
  });

  it('counts a viewing yaku alone as nothing where it needs another yaku, as evaluateYaku does', () => {
    const rules = customRuleset('nintendo', { viewing: 'with-other-yaku' });
    expect(baseOfPickedYaku([{ id: 'hanami-zake' }], rules)).toBe(0);
    expect(baseOfPickedYaku([{ id: 'hanami-zake' }, { id: 'kasu' }], rules)).toBe(6);
  });

  it('gives the base evaluateYaku gives for the cards, for random piles and rules', () => {
    fc.assert(
      fc.property(
        fc.subarray([...CARD_IDS]),
        fc.constantFrom(...RULES),
        fc.constantFrom(...MONTHS),
        (cards, rules, month) => {
          const evaluation = evaluateYaku(cards, rules, { month });
          const picks = evaluation.yaku.map((y) => ({ id: y.id, extra: y.points - rules.points[y.id] }));
          expect(baseOfPickedYaku(picks, rules)).toBe(evaluation.points);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
