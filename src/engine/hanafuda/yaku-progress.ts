/**
 * Per-yaku progress for the calculator and the quiz: what counts, what is
 * still missing, and why a complete-looking yaku did not count.
 */
import { type CardId, type Month, SPECIAL_CARDS } from './card-ids';
import { idsOfMask, maskOfIds } from './card-mask';
import { cardsOfMonth } from './cards';
import { yakuCardMask } from './evaluate';
import {
  CUP_AS_ANIMAL,
  CUP_AS_CHAFF,
  CUP_ROLE_SLOT,
  compileRules,
  EVAL_SLOTS,
  evaluateMask,
} from './evaluate-mask';
import { type EvaluationContext, resolveContext } from './evaluation-context';
import type { Ruleset } from './ruleset';
import { YAKU_DEFINITIONS } from './yaku-definitions';
import { YAKU_IDS, type YakuId } from './yaku-ids';

/**
 * Reason keys (i18n keys on the page) for a yaku that does not count:
 * - `incomplete`: cards are missing;
 * - `sanko-rain-man`: three lights, but one is the rain man (leaflet 001: "excluding the Raining Light Card");
 * - `shiko-rain-man`: four lights, but one is the rain man, so they make Ame-shiko instead;
 * - `sake-cup-counted-as-chaff` / `sake-cup-counted-as-animal`: under `sakeCup: 'either'` the cup served the other yaku;
 * - `sake-cup-not-chaff`: under `sakeCup: 'animal-only'` the cup is no chaff;
 * - `viewing-disabled`, `viewing-needs-other-yaku`, `viewing-rained-off`, `viewing-fogged-off`: the viewing rule;
 * - `older-grouping`: no yaku of its own in the older grouping (Akatan-Aotan);
 * - `month-bonus-disabled`, `month-unknown`: Tsukifuda is off, or the round's month was not given;
 * - `no-points`: the ruleset gives it no points;
 * - `excluded-by:<yaku>`: complete, but a better yaku of its group counts instead.
 */
export const YAKU_REASON_KEYS = [
  'incomplete',
  'sanko-rain-man',
  'shiko-rain-man',
  'sake-cup-counted-as-chaff',
  'sake-cup-counted-as-animal',
  'sake-cup-not-chaff',
  'viewing-disabled',
  'viewing-needs-other-yaku',
  'viewing-rained-off',
  'viewing-fogged-off',
  'older-grouping',
  'month-bonus-disabled',
  'month-unknown',
  'no-points',
] as const;

/** A reason why a yaku does not count. */
export type YakuReason = (typeof YAKU_REASON_KEYS)[number] | `excluded-by:${YakuId}`;

/** Progress of one yaku. */
export interface YakuProgress {
  /** The yaku. */
  readonly id: YakuId;
  /** Whether it counts (it is in `evaluateYaku`'s result). */
  readonly counts: boolean;
  /** Points it scores now (0 if it does not count). */
  readonly points: number;
  /** Its base points under the ruleset. */
  readonly basePoints: number;
  /** Captured cards of its composition (for a counting yaku: exactly `evaluateYaku`'s cards). */
  readonly cards: readonly CardId[];
  /** Specific cards still needed (required cards not captured). */
  readonly missing: readonly CardId[];
  /** How many more cards are needed in all (specific ones plus any from the pool). */
  readonly missingCount: number;
  /** Uncaptured cards that would bring it closer (required and pool cards). */
  readonly candidates: readonly CardId[];
  /** Why it does not count (empty when it counts). */
  readonly reasons: readonly YakuReason[];
}

const scratch = new Int32Array(EVAL_SLOTS);

/**
 * For every yaku (in `YAKU_IDS` order): whether it counts, its points, the
 * captured cards of its composition, the cards still missing, and the reason
 * keys why it does not count.
 *
 * Throws `EngineError` code `'unknown-card'` / `'duplicate-card'` like
 * `evaluateYaku`.
 *
 * @example
 * const rows = yakuProgress(['m01-light', 'm03-light', 'm11-light'], RULESETS.nintendo);
 * rows.find((row) => row.id === 'sanko');
 * // { counts: false, missing: [], missingCount: 1, reasons: ['sanko-rain-man', 'incomplete'], … }
 */
export function yakuProgress(
  captured: readonly CardId[],
  rules: Ruleset,
  context?: EvaluationContext,
): readonly YakuProgress[] {
  const pile = maskOfIds(captured);
  const { month, weather } = resolveContext(context);
  const compiled = compileRules(rules);
  evaluateMask(pile.lo, pile.hi, compiled, scratch, month, weather);
  const values = Array.from(scratch);
  const cupRole = values[CUP_ROLE_SLOT] as number;
  const capturedSet = new Set<CardId>(idsOfMask(pile));
  const cupCaptured = capturedSet.has(SPECIAL_CARDS.sakeCup);
  const rainCaptured = capturedSet.has(SPECIAL_CARDS.rainMan);
  const older = rules.yakuGrouping === 'older';

  return YAKU_IDS.map((id, slot): YakuProgress => {
    const def = YAKU_DEFINITIONS[id];
    const points = values[slot] as number;
    const counts = points > 0;
    const required: readonly CardId[] = def.monthCards
      ? month
        ? cardsOfMonth(month as Month)
        : []
      : def.required;
    // Whether the sake cup can serve this yaku's pool under the ruleset.
    const cupUsable = id !== 'kasu' || rules.sakeCup !== 'animal-only';
    const pool = def.pool.filter((card) => card !== SPECIAL_CARDS.sakeCup || cupUsable);
    // Captured pool cards that count now (the cup only in the role it played).
    const cupPlays =
      id === 'tane' ? (cupRole & CUP_AS_ANIMAL) !== 0 : id === 'kasu' ? (cupRole & CUP_AS_CHAFF) !== 0 : true;
    const poolHave = pool.filter(
      (card) => capturedSet.has(card) && (card !== SPECIAL_CARDS.sakeCup || cupPlays),
    ).length;
    const missing = required.filter((card) => !capturedSet.has(card));
    const shortfall = Math.max(0, def.poolMin - poolHave);
    const candidates = [...new Set([...required, ...pool])].filter((card) => !capturedSet.has(card));
    const complete = def.monthCards && month === 0 ? false : missing.length === 0 && shortfall === 0;

    const cards = counts
      ? idsOfMask(yakuCardMask(id, pile, cupRole, older, month))
      : idsOfMask(
          maskOfIds(
            [...new Set([...required, ...pool])].filter(
              (card) => capturedSet.has(card) && (card !== SPECIAL_CARDS.sakeCup || cupPlays),
            ),
          ),
        );

    const reasons: YakuReason[] = [];
    if (!counts) {
      if (!def.groupings.includes(rules.yakuGrouping)) reasons.push('older-grouping');
      if (id === 'sanko' && rainCaptured && poolHave < 3 && poolHave + 1 >= 3) reasons.push('sanko-rain-man');
      if (id === 'shiko' && rainCaptured && poolHave === 0 && missing.length === 1)
        reasons.push('shiko-rain-man');
      if (cupCaptured && shortfall === 1 && missing.length === 0) {
        if (id === 'tane' && !cupPlays) reasons.push('sake-cup-counted-as-chaff');
        if (id === 'kasu' && !cupUsable) reasons.push('sake-cup-not-chaff');
        else if (id === 'kasu' && !cupPlays) reasons.push('sake-cup-counted-as-animal');
      }
      if (def.monthCards) {
        if (!rules.monthBonus) reasons.push('month-bonus-disabled');
        else if (month === 0) reasons.push('month-unknown');
      }
      const inGrouping = def.groupings.includes(rules.yakuGrouping);
      if (!complete) {
        if (!(def.monthCards && month === 0)) reasons.push('incomplete');
      } else if (!inGrouping) {
        // 'older-grouping' already says it all.
      } else if (rules.points[id] <= 0) {
        reasons.push('no-points');
      } else if (def.group === 'viewing') {
        if (rules.viewing === 'never') reasons.push('viewing-disabled');
        else if (rules.viewing === 'with-other-yaku') reasons.push('viewing-needs-other-yaku');
        else if (rules.viewing === 'weather') {
          // Complete but not counted under the weather rule: the field's weather cancelled it.
          reasons.push(id === 'hanami-zake' ? 'viewing-rained-off' : 'viewing-fogged-off');
        }
      } else if (def.group === 'light' || (!older && (def.group === 'animal' || def.group === 'ribbon'))) {
        const winner = YAKU_IDS.find(
          (other, j) => YAKU_DEFINITIONS[other].group === def.group && (values[j] as number) > 0,
        );
        if (winner) reasons.push(`excluded-by:${winner}`);
      }
    }
    return {
      id,
      counts,
      points,
      basePoints: rules.points[id],
      cards,
      missing,
      missingCount: missing.length + shortfall,
      candidates,
      reasons,
    };
  });
}
