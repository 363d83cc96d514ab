/**
 * Yaku evaluation on the internal representation (two 24-bit halves, see
 * `card-mask.ts`). This is the hot path for bots and the calculator: no
 * strings, no allocation, a handful of popcounts per call. The public
 * `evaluateYaku` wraps it and adds the card lists.
 *
 * @example
 * const compiled = compileRules(RULESETS.nintendo);
 * const { lo, hi } = maskOfIds(captured);
 * const base = evaluateMask(lo, hi, compiled); // yaku points before multipliers
 */
import { CARD_IDS, type Month, SPECIAL_CARDS } from './card-ids';
import { maskOfIndexes, popcount } from './card-mask';
import { CARDS } from './cards';
import type { Ruleset } from './ruleset';
import { YAKU_IDS } from './yaku-ids';

/** Number of yaku slots in an evaluation output buffer (one per `YAKU_IDS` entry). */
export const YAKU_COUNT = YAKU_IDS.length;

/** Output buffer slot that receives the sake cup's role bits ({@link CUP_AS_ANIMAL} | {@link CUP_AS_CHAFF}). */
export const CUP_ROLE_SLOT = YAKU_COUNT;

/** Length of an output buffer for {@link evaluateMask}. */
export const EVAL_SLOTS = YAKU_COUNT + 1;

/** Cup role bit: the captured sake cup counted as an animal. */
export const CUP_AS_ANIMAL = 1;
/** Cup role bit: the captured sake cup counted as chaff. */
export const CUP_AS_CHAFF = 2;

/** Weather bit: a November card lies on the field (rains off Hanami-zake, FudaWiki). */
export const WEATHER_RAIN = 1;
/** Weather bit: a December card lies on the field (fogs off Tsukimi-zake, FudaWiki). */
export const WEATHER_FOG = 2;

// Yaku slot numbers, in YAKU_IDS order.
const GOKO = 0;
const SHIKO = 1;
const AME_SHIKO = 2;
const SANKO = 3;
const HANAMI = 4;
const TSUKIMI = 5;
const INOSHIKACHO = 6;
const AKATAN = 7;
const AOTAN = 8;
const AKATAN_AOTAN = 9;
const TANE = 10;
const TANZAKU = 11;
const KASU = 12;
const TSUKIFUDA = 13;

const SAKE_BOTH = 0;
const SAKE_EITHER = 1;
const VIEW_NEVER = 1;
const VIEW_WITH_OTHER = 2;
const VIEW_WEATHER = 3;

function maskWhere(test: (index: number) => boolean): { lo: number; hi: number } {
  return maskOfIndexes(CARDS.filter((card) => test(card.index)).map((card) => card.index));
}
const idx = (id: string): number => CARD_IDS.indexOf(id as (typeof CARD_IDS)[number]);
const RAIN_INDEX = idx(SPECIAL_CARDS.rainMan);
const CUP_INDEX = idx(SPECIAL_CARDS.sakeCup);

const LIGHTS_NR = maskWhere((i) => CARDS[i]?.kind === 'light' && i !== RAIN_INDEX);
const RAIN_HI = 1 << (RAIN_INDEX - 24);
const CUP_HI = 1 << (CUP_INDEX - 24);
const CHERRY_LO = 1 << idx(SPECIAL_CARDS.cherryCurtain);
const MOON_HI = 1 << (idx(SPECIAL_CARDS.moon) - 24);
const ANIMALS_NC = maskWhere((i) => CARDS[i]?.kind === 'animal' && i !== CUP_INDEX);
const CHAFF_NC = maskWhere((i) => CARDS[i]?.kind === 'chaff');
const RIBBONS = maskWhere((i) => CARDS[i]?.kind === 'ribbon');
const POEM = maskWhere((i) => CARDS[i]?.ribbon === 'poem');
const BLUE = maskWhere((i) => CARDS[i]?.ribbon === 'blue');
const INO = maskOfIndexes([idx('m06-animal'), idx('m07-animal'), idx('m10-animal')]);
const NOVEMBER_HI = 0xf << (idx('m11-light') - 24);
const DECEMBER_HI = 0xf << (idx('m12-light') - 24);

/**
 * A ruleset reduced to numbers for {@link evaluateMask}. Build it with
 * {@link compileRules}; it is cached per ruleset object.
 */
export interface CompiledRules {
  /** Base points per yaku slot (YAKU_IDS order). */
  readonly points: Int32Array;
  /** `true` for the older (stacking) grouping. */
  readonly older: boolean;
  /** Sake cup role: 0 both, 1 either, 2 animal only. */
  readonly sakeCup: number;
  /** Viewing rule: 0 always, 1 never, 2 with other yaku, 3 weather. */
  readonly viewing: number;
  /** Whether Tsukifuda counts. */
  readonly monthBonus: boolean;
}

const compiledCache = new WeakMap<Ruleset, CompiledRules>();

/**
 * Reduces a ruleset to the numbers {@link evaluateMask} reads. Cached per
 * ruleset object (rulesets are immutable values).
 */
export function compileRules(rules: Ruleset): CompiledRules {
  const cached = compiledCache.get(rules);
  if (cached) return cached;
  const compiled: CompiledRules = {
    points: Int32Array.from(YAKU_IDS, (id) => rules.points[id]),
    older: rules.yakuGrouping === 'older',
    sakeCup: ['both', 'either', 'animal-only'].indexOf(rules.sakeCup),
    viewing: ['always', 'never', 'with-other-yaku', 'weather'].indexOf(rules.viewing),
    monthBonus: rules.monthBonus,
  };
  compiledCache.set(rules, compiled);
  return compiled;
}

/**
 * Weather bits for a field mask: {@link WEATHER_RAIN} if a November card lies
 * there, {@link WEATHER_FOG} if a December card does (FudaWiki, "Taming the
 * Sake Cup").
 */
export function weatherOfField(fieldHi: number): number {
  return (
    ((fieldHi & NOVEMBER_HI) !== 0 ? WEATHER_RAIN : 0) | ((fieldHi & DECEMBER_HI) !== 0 ? WEATHER_FOG : 0)
  );
}

// Points of the animal group for `n` animals (cup included if it counts).
function animalGroup(n: number, ino: boolean, p: Int32Array, older: boolean): number {
  const pIno = p[INOSHIKACHO] as number;
  const pTane = p[TANE] as number;
  const tane = n >= 5 && pTane > 0 ? pTane + n - 5 : 0;
  if (older) return (ino && pIno > 0 ? pIno : 0) + tane;
  const inoshikacho = ino && pIno > 0 ? pIno + n - 3 : 0;
  return Math.max(inoshikacho, tane);
}

function kasuPoints(n: number, p: Int32Array): number {
  const pKasu = p[KASU] as number;
  return n >= 10 && pKasu > 0 ? pKasu + n - 10 : 0;
}

/**
 * Evaluates the yaku of a captured pile given as two 24-bit halves and
 * returns the base (the sum of all yaku that count).
 *
 * If `out` is given (length {@link EVAL_SLOTS}), it receives each yaku's
 * points in `YAKU_IDS` order (0 = does not count) and, in
 * {@link CUP_ROLE_SLOT}, the roles the captured sake cup played.
 *
 * @param lo bits of months 1–6
 * @param hi bits of months 7–12
 * @param c compiled rules
 * @param out optional output buffer
 * @param month the round's month for Tsukifuda (0 = unknown)
 * @param weather weather bits of the field (see {@link weatherOfField})
 */
export function evaluateMask(
  lo: number,
  hi: number,
  c: CompiledRules,
  out: Int32Array | null = null,
  month = 0,
  weather = 0,
): number {
  const p = c.points;
  const older = c.older;

  // Lights: the best of the group counts under every ruleset (FudaWiki: the
  // Bright Yaku "remain the same" in the older system). Three lights with the
  // rain man are no Sanko (leaflet 001: "excluding the Raining Light Card").
  const nl = popcount(lo & LIGHTS_NR.lo) + popcount(hi & LIGHTS_NR.hi);
  const rain = (hi & RAIN_HI) !== 0;
  let lightSlot = -1;
  let light = 0;
  if (nl >= 3) {
    // Candidates in preference order; a later one wins only with strictly more points.
    if (nl === 4 && rain && (p[GOKO] as number) > light) {
      light = p[GOKO] as number;
      lightSlot = GOKO;
    }
    if (nl === 4 && (p[SHIKO] as number) > light) {
      light = p[SHIKO] as number;
      lightSlot = SHIKO;
    }
    if (rain && (p[AME_SHIKO] as number) > light) {
      light = p[AME_SHIKO] as number;
      lightSlot = AME_SHIKO;
    }
    if ((p[SANKO] as number) > light) {
      light = p[SANKO] as number;
      lightSlot = SANKO;
    }
  }

  // Animals and chaff, with the sake cup's role.
  const cup = (hi & CUP_HI) !== 0;
  const ino = (lo & INO.lo) === INO.lo && (hi & INO.hi) === INO.hi;
  const nA = popcount(lo & ANIMALS_NC.lo) + popcount(hi & ANIMALS_NC.hi);
  const nC = popcount(lo & CHAFF_NC.lo) + popcount(hi & CHAFF_NC.hi);
  let cupAnimal = cup;
  let cupChaff = cup && c.sakeCup === SAKE_BOTH;
  if (cup && c.sakeCup === SAKE_EITHER) {
    // "can be used as a 10 or a 1 point card" (leaflet 001): whichever scores
    // more; on a tie it stays the animal it is printed as.
    const asAnimal = animalGroup(nA + 1, ino, p, older) + kasuPoints(nC, p);
    const asChaff = animalGroup(nA, ino, p, older) + kasuPoints(nC + 1, p);
    cupAnimal = asAnimal >= asChaff;
    cupChaff = !cupAnimal;
  }
  const animals = cupAnimal ? nA + 1 : nA;
  const chaff = cupChaff ? nC + 1 : nC;
  const animal = animalGroup(animals, ino, p, older);
  const kasu = kasuPoints(chaff, p);

  // Ribbons.
  const nR = popcount(lo & RIBBONS.lo) + popcount(hi & RIBBONS.hi);
  const aka = (lo & POEM.lo) === POEM.lo && (hi & POEM.hi) === POEM.hi;
  const ao = (lo & BLUE.lo) === BLUE.lo && (hi & BLUE.hi) === BLUE.hi;
  const pAka = p[AKATAN] as number;
  const pAo = p[AOTAN] as number;
  const pTan = p[TANZAKU] as number;
  const tanzaku = nR >= 5 && pTan > 0 ? pTan + nR - 5 : 0;
  let ribbon: number;
  let ribbonSlot = -1;
  if (older) {
    ribbon = (aka && pAka > 0 ? pAka : 0) + (ao && pAo > 0 ? pAo : 0) + tanzaku;
  } else {
    ribbon = 0;
    const pBoth = p[AKATAN_AOTAN] as number;
    if (aka && ao && pBoth > 0 && pBoth + nR - 6 > ribbon) {
      ribbon = pBoth + nR - 6;
      ribbonSlot = AKATAN_AOTAN;
    }
    if (aka && pAka > 0 && pAka + nR - 3 > ribbon) {
      ribbon = pAka + nR - 3;
      ribbonSlot = AKATAN;
    }
    if (ao && pAo > 0 && pAo + nR - 3 > ribbon) {
      ribbon = pAo + nR - 3;
      ribbonSlot = AOTAN;
    }
    if (tanzaku > ribbon) {
      ribbon = tanzaku;
      ribbonSlot = TANZAKU;
    }
  }

  // Tsukifuda: all four cards of the round's month (FudaWiki "Cards of the Month").
  let tsukifuda = 0;
  if (c.monthBonus && month >= 1 && month <= 12) {
    const shift = (month - 1) * 4;
    const four = shift < 24 ? (lo >>> shift) & 0xf : (hi >>> (shift - 24)) & 0xf;
    const pt = p[TSUKIFUDA] as number;
    if (four === 0xf && pt > 0) tsukifuda = pt;
  }

  const others = light + animal + ribbon + kasu + tsukifuda;

  // Viewing yaku.
  let hanami = 0;
  let tsukimi = 0;
  if (cup && c.viewing !== VIEW_NEVER && (c.viewing !== VIEW_WITH_OTHER || others > 0)) {
    const weatherRule = c.viewing === VIEW_WEATHER;
    if ((lo & CHERRY_LO) !== 0 && !(weatherRule && (weather & WEATHER_RAIN) !== 0)) {
      hanami = Math.max(p[HANAMI] as number, 0);
    }
    if ((hi & MOON_HI) !== 0 && !(weatherRule && (weather & WEATHER_FOG) !== 0)) {
      tsukimi = Math.max(p[TSUKIMI] as number, 0);
    }
  }

  if (out !== null) {
    out.fill(0);
    if (lightSlot >= 0) out[lightSlot] = light;
    out[HANAMI] = hanami;
    out[TSUKIMI] = tsukimi;
    writeAnimals(out, animals, ino, p, older);
    if (older) {
      out[AKATAN] = aka && pAka > 0 ? pAka : 0;
      out[AOTAN] = ao && pAo > 0 ? pAo : 0;
      out[TANZAKU] = tanzaku;
    } else if (ribbonSlot >= 0) {
      out[ribbonSlot] = ribbon;
    }
    out[KASU] = kasu;
    out[TSUKIFUDA] = tsukifuda;
    out[CUP_ROLE_SLOT] = cup ? (cupAnimal ? CUP_AS_ANIMAL : 0) | (cupChaff ? CUP_AS_CHAFF : 0) : 0;
  }
  return others + hanami + tsukimi;
}

function writeAnimals(out: Int32Array, n: number, ino: boolean, p: Int32Array, older: boolean): void {
  const pIno = p[INOSHIKACHO] as number;
  const pTane = p[TANE] as number;
  const tane = n >= 5 && pTane > 0 ? pTane + n - 5 : 0;
  if (older) {
    out[INOSHIKACHO] = ino && pIno > 0 ? pIno : 0;
    out[TANE] = tane;
    return;
  }
  const inoshikacho = ino && pIno > 0 ? pIno + n - 3 : 0;
  // Inoshikacho wins ties: it is the named yaku of the group.
  if (inoshikacho > 0 && inoshikacho >= tane) out[INOSHIKACHO] = inoshikacho;
  else out[TANE] = tane;
}

/** Masks the evaluator uses, for the card lists of the public API. */
export const YAKU_MASKS = Object.freeze({
  lightsWithoutRain: LIGHTS_NR,
  rainHi: RAIN_HI,
  cupHi: CUP_HI,
  cherryLo: CHERRY_LO,
  moonHi: MOON_HI,
  animalsWithoutCup: ANIMALS_NC,
  chaffWithoutCup: CHAFF_NC,
  ribbons: RIBBONS,
  poem: POEM,
  blue: BLUE,
  inoshikacho: INO,
});

/** Month as accepted by {@link evaluateMask} (0 = unknown). */
export type MonthOrUnknown = Month | 0;
