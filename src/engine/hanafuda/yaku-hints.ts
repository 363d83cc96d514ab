/**
 * Which yaku more cards would really make count, and with which cards: the
 * calculator's "closest further yaku". A hint is only given if it is true:
 * adding the named cards must make that yaku count, not a better yaku of its
 * group that swallows it (three lights and the rain man plus the phoenix make
 * Five Lights, not Four Lights), and not a yaku that the rules never count.
 *
 * Where a yaku needs any few of several cards (Three Lights: any three of the
 * four lights without the rain man), the hint lists the cards of which every
 * choice works. Cards that play the same part in every yaku are checked once
 * for all, so even a choice among many chaff cards stays cheap.
 */
import type { CardId, Month } from './card-ids';
import { type CardMask, idsOfMask, maskOfIds } from './card-mask';
import { cardsOfMonth } from './cards';
import { compileRules, EVAL_SLOTS, evaluateMask } from './evaluate-mask';
import { type EvaluationContext, resolveContext } from './evaluation-context';
import type { Ruleset } from './ruleset';
import { YAKU_DEFINITIONS } from './yaku-definitions';
import { YAKU_IDS, type YakuId } from './yaku-ids';
import { yakuProgress } from './yaku-progress';

/** A yaku that more cards would make count. */
export interface YakuHint {
  /** The yaku. */
  readonly id: YakuId;
  /** Its base points under the ruleset. */
  readonly basePoints: number;
  /** How many more cards it needs in all (`cards.length + choose`). */
  readonly count: number;
  /** Cards it needs, every one of them. */
  readonly cards: readonly CardId[];
  /** How many more it needs from {@link choices} (0 when `cards` are all). */
  readonly choose: number;
  /** Cards of which any {@link choose} complete it (with `cards`); each such choice was checked. */
  readonly choices: readonly CardId[];
  /** Free cards of its pool left out of `choices`: some choice with them would not make it count. */
  readonly excluded: readonly CardId[];
}

const scratch = new Int32Array(EVAL_SLOTS);

/** The mask with the given cards added. */
function plus(mask: CardMask, cards: readonly CardId[]): CardMask {
  const more = maskOfIds(cards);
  return { lo: mask.lo | more.lo, hi: mask.hi | more.hi };
}

/** Every way to take `k` cards from groups of the given sizes: how many from each. */
function splits(sizes: readonly number[], k: number): number[][] {
  const out: number[][] = [];
  const walk = (i: number, left: number, acc: number[]) => {
    if (i === sizes.length) {
      if (left === 0) out.push(acc);
      return;
    }
    for (let n = 0; n <= Math.min(left, sizes[i] as number); n++) walk(i + 1, left - n, [...acc, n]);
  };
  walk(0, k, []);
  return out;
}

/** Which yaku a card belongs to, and how (the card's part in every yaku). */
function partOf(card: CardId, month: number): string {
  return YAKU_IDS.map((id) => {
    const def = YAKU_DEFINITIONS[id];
    const required = def.monthCards ? (month ? cardsOfMonth(month as Month) : []) : def.required;
    return required.includes(card) ? 'r' : def.pool.includes(card) ? 'p' : '-';
  }).join('');
}

/**
 * The yaku that do not count yet but would with more cards, in `YAKU_IDS`
 * order, each with the cards it needs: all of `cards`, plus any `choose` of
 * `choices`. A yaku is left out when no such set of the fewest cards makes
 * it count (a better yaku of its group would take over, or the rules never
 * count it). Throws like `yakuProgress` for bad cards or context.
 *
 * @example
 * // Curtain, moon and sake cup: Rainy Four Lights needs the rain man and one of crane and phoenix.
 * yakuHints(['m03-light', 'm08-light', 'm09-animal'], RULESETS.nintendo).find((h) => h.id === 'ame-shiko');
 * // { count: 2, cards: ['m11-light'], choose: 1, choices: ['m01-light', 'm12-light'], excluded: [], … }
 */
export function yakuHints(
  captured: readonly CardId[],
  rules: Ruleset,
  context?: EvaluationContext,
): readonly YakuHint[] {
  const { month, weather } = resolveContext(context);
  const compiled = compileRules(rules);
  const pile = maskOfIds(captured);
  const hints: YakuHint[] = [];
  for (const row of yakuProgress(captured, rules, context)) {
    if (row.counts || !row.reasons.includes('incomplete') || row.missingCount <= 0) continue;
    if (row.basePoints <= 0) continue;
    const slot = YAKU_IDS.indexOf(row.id);
    const counts = (mask: CardMask) => {
      evaluateMask(mask.lo, mask.hi, compiled, scratch, month, weather);
      return (scratch[slot] as number) > 0;
    };
    const base = plus(pile, row.missing);
    const choose = row.missingCount - row.missing.length;
    const hint = { id: row.id, basePoints: row.basePoints, count: row.missingCount, cards: row.missing };
    if (choose === 0) {
      if (counts(base)) hints.push({ ...hint, choose: 0, choices: [], excluded: [] });
      continue;
    }
    // The free cards of the yaku's pool, grouped by the part they play in every yaku.
    const free = row.candidates.filter((card) => !row.missing.includes(card));
    const groups = new Map<string, CardId[]>();
    for (const card of free) {
      const key = partOf(card, month);
      groups.set(key, [...(groups.get(key) ?? []), card]);
    }
    const parts = [...groups.values()];
    const sizes = parts.map((cards) => cards.length);
    // The ways of choosing that do not make the yaku count, as the groups they draw on.
    const failing = splits(sizes, choose)
      .filter(
        (split) =>
          !counts(
            plus(
              base,
              split.flatMap((n, i) => (parts[i] as CardId[]).slice(0, n)),
            ),
          ),
      )
      .map((split) => split.flatMap((n, i) => (n > 0 ? [i] : [])));
    // The largest union of groups from which every choice works.
    let best: number[] | null = null;
    let bestSize = -1;
    for (let set = 1; set < 1 << parts.length; set++) {
      const chosen = parts.flatMap((_, i) => ((set >> i) & 1 ? [i] : []));
      const size = chosen.reduce((sum, i) => sum + (sizes[i] as number), 0);
      if (size < choose || size <= bestSize) continue;
      if (failing.some((used) => used.every((i) => chosen.includes(i)))) continue;
      best = chosen;
      bestSize = size;
    }
    if (best === null) continue;
    const choices = idsOfMask(maskOfIds(best.flatMap((i) => parts[i] as CardId[])));
    const excluded = free.filter((card) => !choices.includes(card));
    if (choices.length === choose) {
      hints.push({ ...hint, cards: [...row.missing, ...choices], choose: 0, choices: [], excluded });
    } else hints.push({ ...hint, choose, choices, excluded });
  }
  return hints;
}
