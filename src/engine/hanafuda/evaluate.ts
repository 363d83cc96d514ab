/**
 * The public yaku evaluation with string ids.
 */
import type { CardId } from './card-ids';
import { type CardMask, idsOfMask, maskOfIds } from './card-mask';
import {
  CUP_AS_ANIMAL,
  CUP_AS_CHAFF,
  CUP_ROLE_SLOT,
  compileRules,
  EVAL_SLOTS,
  evaluateMask,
  YAKU_MASKS,
} from './evaluate-mask';
import { type EvaluationContext, resolveContext } from './evaluation-context';
import type { Ruleset } from './ruleset';
import { YAKU_IDS, type YakuId } from './yaku-ids';

/** One yaku that counts. */
export interface YakuScore {
  /** The yaku. */
  readonly id: YakuId;
  /** Its points after extra-card bonuses and exclusivity. */
  readonly points: number;
  /** All captured cards that count towards it (extras included), in catalog order. */
  readonly cards: readonly CardId[];
}

/** The yaku of a captured pile. */
export interface YakuEvaluation {
  /** Every yaku that counts, in `YAKU_IDS` order. */
  readonly yaku: readonly YakuScore[];
  /** Their sum: the base score. */
  readonly points: number;
}

// Reused output buffer: evaluation is synchronous and never re-entered.
const scratch = new Int32Array(EVAL_SLOTS);

const M = YAKU_MASKS;
const LIGHTS_LO = M.lightsWithoutRain.lo;
const LIGHTS_HI = M.lightsWithoutRain.hi | M.rainHi;

/**
 * The captured cards that count towards yaku `id`, given the sake cup's roles
 * (`CUP_AS_ANIMAL` | `CUP_AS_CHAFF`) and the grouping (in the older grouping
 * Inoshikacho, Akatan and Aotan earn no extras, so only their own cards count).
 */
export function yakuCardMask(
  id: YakuId,
  pile: CardMask,
  cupRole: number,
  older: boolean,
  month = 0,
): CardMask {
  const cupAnimal = cupRole & CUP_AS_ANIMAL ? M.cupHi : 0;
  const cupChaff = cupRole & CUP_AS_CHAFF ? M.cupHi : 0;
  let lo = 0;
  let hi = 0;
  switch (id) {
    case 'goko':
    case 'ame-shiko':
      lo = LIGHTS_LO;
      hi = LIGHTS_HI;
      break;
    case 'shiko':
    case 'sanko':
      lo = M.lightsWithoutRain.lo;
      hi = M.lightsWithoutRain.hi;
      break;
    case 'hanami-zake':
      lo = M.cherryLo;
      hi = M.cupHi;
      break;
    case 'tsukimi-zake':
      hi = M.moonHi | M.cupHi;
      break;
    case 'inoshikacho':
    case 'tane':
      if (older && id === 'inoshikacho') {
        lo = M.inoshikacho.lo;
        hi = M.inoshikacho.hi;
      } else {
        lo = M.animalsWithoutCup.lo;
        hi = M.animalsWithoutCup.hi | cupAnimal;
      }
      break;
    case 'akatan':
    case 'aotan': {
      const own = id === 'akatan' ? M.poem : M.blue;
      lo = older ? own.lo : M.ribbons.lo;
      hi = older ? own.hi : M.ribbons.hi;
      break;
    }
    case 'akatan-aotan':
    case 'tanzaku':
      lo = M.ribbons.lo;
      hi = M.ribbons.hi;
      break;
    case 'kasu':
      lo = M.chaffWithoutCup.lo;
      hi = M.chaffWithoutCup.hi | cupChaff;
      break;
    case 'tsukifuda':
      if (month >= 1 && month <= 12) {
        const shift = (month - 1) * 4;
        if (shift < 24) lo = 0xf << shift;
        else hi = 0xf << (shift - 24);
      }
      break;
  }
  return { lo: pile.lo & lo, hi: pile.hi & hi };
}

/**
 * Evaluates a captured pile on the internal representation and returns the
 * public result (used by {@link evaluateYaku} and the game engine).
 */
export function evaluateYakuOfMask(pile: CardMask, rules: Ruleset, month = 0, weather = 0): YakuEvaluation {
  const compiled = compileRules(rules);
  const points = evaluateMask(pile.lo, pile.hi, compiled, scratch, month, weather);
  const cupRole = scratch[CUP_ROLE_SLOT] as number;
  const yaku: YakuScore[] = [];
  for (let slot = 0; slot < YAKU_IDS.length; slot++) {
    const value = scratch[slot] as number;
    if (value > 0) {
      const id = YAKU_IDS[slot] as YakuId;
      yaku.push({
        id,
        points: value,
        cards: idsOfMask(yakuCardMask(id, pile, cupRole, compiled.older, month)),
      });
    }
  }
  return { yaku, points };
}

/**
 * Every yaku that counts for a captured pile under a ruleset, with its points
 * (after extra-card bonuses and exclusivity) and the captured cards that count
 * towards it, and their sum. The card order of `captured` does not matter.
 *
 * Throws `EngineError` with code `'unknown-card'` or `'duplicate-card'`.
 *
 * @param captured the captured cards
 * @param rules the ruleset
 * @param context optional field (weather rule) and round month (Tsukifuda)
 * @example
 * evaluateYaku(['m03-light', 'm09-animal'], RULESETS.nintendo);
 * // { yaku: [{ id: 'hanami-zake', points: 5, cards: ['m03-light', 'm09-animal'] }], points: 5 }
 */
export function evaluateYaku(
  captured: readonly CardId[],
  rules: Ruleset,
  context?: EvaluationContext,
): YakuEvaluation {
  const pile = maskOfIds(captured);
  const { month, weather } = resolveContext(context);
  return evaluateYakuOfMask(pile, rules, month, weather);
}
