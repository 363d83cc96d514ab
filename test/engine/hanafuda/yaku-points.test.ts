import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_IDS,
  type CardId,
  cardsOfMonth,
  customRuleset,
  evaluateYaku,
  type Month,
  RULESETS,
  type Ruleset,
  YAKU_DEFINITIONS,
  YAKU_IDS,
  type YakuId,
  yakuPointsIfCounted,
} from '../../../src/engine/hanafuda';

// The presets and the variations that switch a yaku off or on.
const RULESET_CASES: [string, Ruleset][] = [
  ...Object.entries(RULESETS),
  ['older grouping', customRuleset('fudawiki', { yakuGrouping: 'older' })],
  ['no viewing', customRuleset('nintendo', { viewing: 'never' })],
  ['month bonus', customRuleset('nintendo', { monthBonus: true })],
  ['kasu worth 0', customRuleset('multiplayer', { points: { ...RULESETS.multiplayer.points, kasu: 0 } })],
];

/**
 * The fewest cards that form the yaku: its required cards and as many of its
 * pool as it needs, taking first the cards no other yaku requires (five
 * ribbons with the three poem ribbons would be Akatan instead of Tanzaku).
 */
function smallestPile(id: YakuId): CardId[] {
  const def = YAKU_DEFINITIONS[id];
  if (def.monthCards) return [...cardsOfMonth(1)];
  const requiredElsewhere = new Set(
    YAKU_IDS.filter((other) => other !== id).flatMap((other) => YAKU_DEFINITIONS[other].required),
  );
  const pool = [...def.pool].sort(
    (a, b) => Number(requiredElsewhere.has(a)) - Number(requiredElsewhere.has(b)),
  );
  return [...def.required, ...pool.slice(0, def.poolMin)];
}

describe('yakuPointsIfCounted', () => {
  it('gives the base points where the ruleset counts the yaku', () => {
    expect(yakuPointsIfCounted('goko', RULESETS.fudawiki)).toBe(15);
    expect(yakuPointsIfCounted('tsukifuda', RULESETS.fudawiki)).toBe(4);
    expect(yakuPointsIfCounted('hanami-zake', RULESETS.nintendo)).toBe(5);
  });

  it('gives null where the ruleset never counts it', () => {
    // Tsukifuda has a value in every preset but counts only with the month bonus.
    expect(yakuPointsIfCounted('tsukifuda', RULESETS.nintendo)).toBeNull();
    expect(yakuPointsIfCounted('tsukimi-zake', customRuleset('nintendo', { viewing: 'never' }))).toBeNull();
    const noKasu = customRuleset('nintendo', { points: { ...RULESETS.nintendo.points, kasu: 0 } });
    expect(yakuPointsIfCounted('kasu', noKasu)).toBeNull();
    const older = customRuleset('fudawiki', { yakuGrouping: 'older' });
    const outside = YAKU_IDS.filter((id) => !YAKU_DEFINITIONS[id].groupings.includes('older'));
    expect(outside.length).toBeGreaterThan(0);
    for (const id of outside) expect(yakuPointsIfCounted(id, older), id).toBeNull();
  });

  it('keeps the points of a viewing yaku that counts only sometimes', () => {
    for (const viewing of ['with-other-yaku', 'weather'] as const) {
      const rules = customRuleset('nintendo', { viewing });
      expect(yakuPointsIfCounted('hanami-zake', rules), viewing).toBe(5);
    }
  });

  it.each(RULESET_CASES)('%s: the evaluator never scores a yaku it calls uncounted', (_, rules) => {
    const pile = fc.uniqueArray(fc.constantFrom(...CARD_IDS), { minLength: 4, maxLength: 24 });
    const month = fc.integer({ min: 1, max: 12 });
    fc.assert(
      fc.property(pile, month, (captured, m) => {
        const { yaku } = evaluateYaku(captured, rules, { month: m as Month });
        for (const { id } of yaku) expect(yakuPointsIfCounted(id, rules), id).not.toBeNull();
      }),
      { numRuns: 300, seed: 27 },
    );
  });

  it.each(RULESET_CASES)('%s: each counted yaku scores its points on its smallest pile', (_, rules) => {
    const always = rules.viewing === 'never' ? rules : customRuleset(rules, { viewing: 'always' });
    for (const id of YAKU_IDS) {
      const points = yakuPointsIfCounted(id, rules);
      if (points === null) continue;
      const { yaku } = evaluateYaku(smallestPile(id), always, { month: 1 });
      expect(yaku.find((y) => y.id === id)?.points, id).toBe(points);
    }
  });
});
