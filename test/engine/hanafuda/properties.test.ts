import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_IDS,
  type CardId,
  compileRules,
  customRuleset,
  EVAL_SLOTS,
  evaluateMask,
  evaluateYaku,
  maskOfIds,
  PRESET_IDS,
  RULESETS,
  type Ruleset,
  scoreRound,
  YAKU_IDS,
  yakuProgress,
} from '../../../src/engine/hanafuda';

// A random captured pile: a subset of the 48 cards, in random order.
const pile = fc
  .shuffledSubarray([...CARD_IDS])
  .chain((cards) => fc.shuffledSubarray(cards, { minLength: cards.length }));
const presetRules = fc.constantFrom(...PRESET_IDS.map((id) => RULESETS[id]));
// Rulesets without cancelling options: every preset plus the monotone options.
const monotoneRules = fc.oneof(
  presetRules,
  fc.constantFrom<Ruleset>(
    customRuleset('nintendo', { yakuGrouping: 'older' }),
    customRuleset('fudawiki', { sakeCup: 'animal-only', viewing: 'never' }),
    customRuleset('multiplayer', { sakeCup: 'either', viewing: 'with-other-yaku' }),
  ),
);
const RUNS = { numRuns: 500 };

describe('evaluateYaku properties', () => {
  it('does not depend on the order of the captured cards', () => {
    fc.assert(
      fc.property(pile, presetRules, (cards, rules) => {
        const reversed = [...cards].reverse();
        const sorted = [...cards].sort();
        const expected = evaluateYaku(cards, rules);
        expect(evaluateYaku(reversed, rules)).toEqual(expected);
        expect(evaluateYaku(sorted, rules)).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('never lowers the base when a card is added (rulesets without cancelling options)', () => {
    fc.assert(
      fc.property(pile, fc.constantFrom(...CARD_IDS), monotoneRules, (cards, extra, rules) => {
        fc.pre(!cards.includes(extra));
        expect(evaluateYaku([...cards, extra], rules).points).toBeGreaterThanOrEqual(
          evaluateYaku(cards, rules).points,
        );
      }),
      RUNS,
    );
  });

  it('lists only captured cards, positive points and their exact sum', () => {
    fc.assert(
      fc.property(pile, monotoneRules, (cards, rules) => {
        const result = evaluateYaku(cards, rules);
        const captured = new Set<CardId>(cards);
        for (const yaku of result.yaku) {
          expect(yaku.points).toBeGreaterThan(0);
          expect(yaku.cards.length).toBeGreaterThan(0);
          for (const card of yaku.cards) expect(captured.has(card)).toBe(true);
        }
        expect(result.points).toBe(result.yaku.reduce((sum, y) => sum + y.points, 0));
        const ids = result.yaku.map((y) => y.id);
        expect(ids).toEqual(YAKU_IDS.filter((id) => ids.includes(id)));
      }),
      RUNS,
    );
  });

  it('agrees with the internal evaluation on masks', () => {
    const out = new Int32Array(EVAL_SLOTS);
    fc.assert(
      fc.property(pile, monotoneRules, (cards, rules) => {
        const { lo, hi } = maskOfIds(cards);
        const result = evaluateYaku(cards, rules);
        expect(evaluateMask(lo, hi, compileRules(rules), out)).toBe(result.points);
        const perYaku = YAKU_IDS.map((_, slot) => out[slot]);
        expect(perYaku).toEqual(YAKU_IDS.map((id) => result.yaku.find((y) => y.id === id)?.points ?? 0));
      }),
      RUNS,
    );
  });

  it('agrees with yakuProgress on what counts', () => {
    fc.assert(
      fc.property(pile, monotoneRules, (cards, rules) => {
        const result = evaluateYaku(cards, rules);
        for (const row of yakuProgress(cards, rules)) {
          const counted = result.yaku.find((y) => y.id === row.id);
          expect(row.counts).toBe(counted !== undefined);
          expect(row.points).toBe(counted?.points ?? 0);
          if (counted) {
            expect(row.cards).toEqual(counted.cards);
            expect(row.reasons).toEqual([]);
          } else {
            expect(row.reasons.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('scoreRound properties', () => {
  it('never gives negative points and never less than the base', () => {
    const calls = fc.record({ own: fc.nat(6), opponents: fc.nat(6) });
    fc.assert(
      fc.property(pile, monotoneRules, calls, (captured, rules, koikoiCalls) => {
        const result = scoreRound({ captured, rules, koikoiCalls });
        expect(result.base).toBeGreaterThanOrEqual(0);
        expect(result.points).toBeGreaterThanOrEqual(result.base);
        expect(result.steps.at(-1)?.points).toBe(result.points);
      }),
      RUNS,
    );
  });
});
