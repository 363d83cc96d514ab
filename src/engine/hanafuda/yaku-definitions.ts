/**
 * What each yaku is made of, as data for the calculator, the quiz and the
 * catalog. Points are not here: they differ by ruleset (`rules.points[id]`,
 * see {@link yakuBasePoints}).
 */
import type { CardId, CardKind } from './card-ids';
import type { Ruleset, YakuGrouping } from './ruleset';
import type { YakuGroup, YakuId } from './yaku-ids';

/** Extra points: every card of `kind` beyond the first `beyond` adds 1 point. */
export interface YakuExtras {
  /** The kind whose further cards add points (the sake cup follows `Ruleset.sakeCup`). */
  readonly kind: Exclude<CardKind, 'light'>;
  /** Cards of that kind the yaku already includes. */
  readonly beyond: number;
  /** Groupings under which the extras apply. */
  readonly groupings: readonly YakuGrouping[];
}

/** The composition of one yaku. */
export interface YakuDefinition {
  /** The yaku id. */
  readonly id: YakuId;
  /** Its group (exclusivity and display). */
  readonly group: YakuGroup;
  /** Preference inside the group when two candidates score the same (lower wins). */
  readonly rank: number;
  /** Cards that must all be captured. */
  readonly required: readonly CardId[];
  /** Cards of which at least {@link poolMin} must be captured besides the required ones. */
  readonly pool: readonly CardId[];
  /** How many pool cards are needed. */
  readonly poolMin: number;
  /** Extra-card bonus, or `null`. */
  readonly extras: YakuExtras | null;
  /** Groupings in which this yaku exists (Akatan-Aotan is no yaku of its own in the older grouping). */
  readonly groupings: readonly YakuGrouping[];
  /** Tsukifuda only: the required cards are the four of the round's month. */
  readonly monthCards: boolean;
}

const LIGHTS_WITHOUT_RAIN = ['m01-light', 'm03-light', 'm08-light', 'm12-light'] as const;
const POEM_RIBBONS = ['m01-ribbon', 'm02-ribbon', 'm03-ribbon'] as const;
const BLUE_RIBBONS = ['m06-ribbon', 'm09-ribbon', 'm10-ribbon'] as const;
// The sake cup is listed with the animals and with the chaff; whether it
// counts for Tane or Kasu is decided by `Ruleset.sakeCup`.
// biome-ignore format: card table
const ANIMALS = [
  'm02-animal', 'm04-animal', 'm05-animal', 'm06-animal', 'm07-animal',
  'm08-animal', 'm09-animal', 'm10-animal', 'm11-animal',
] as const;
// biome-ignore format: card table
const RIBBONS = [
  'm01-ribbon', 'm02-ribbon', 'm03-ribbon', 'm04-ribbon', 'm05-ribbon',
  'm06-ribbon', 'm07-ribbon', 'm09-ribbon', 'm10-ribbon', 'm11-ribbon',
] as const;
// biome-ignore format: card table
const CHAFF = [
  'm01-chaff1', 'm01-chaff2', 'm02-chaff1', 'm02-chaff2', 'm03-chaff1', 'm03-chaff2',
  'm04-chaff1', 'm04-chaff2', 'm05-chaff1', 'm05-chaff2', 'm06-chaff1', 'm06-chaff2',
  'm07-chaff1', 'm07-chaff2', 'm08-chaff1', 'm08-chaff2', 'm09-animal', 'm09-chaff1',
  'm09-chaff2', 'm10-chaff1', 'm10-chaff2', 'm11-chaff', 'm12-chaff1', 'm12-chaff2',
  'm12-chaff3',
] as const;

const BOTH: readonly YakuGrouping[] = ['modern', 'older'];
const MODERN: readonly YakuGrouping[] = ['modern'];

function define(
  id: YakuId,
  group: YakuGroup,
  rank: number,
  parts: Partial<
    Pick<YakuDefinition, 'required' | 'pool' | 'poolMin' | 'extras' | 'groupings' | 'monthCards'>
  >,
): YakuDefinition {
  return Object.freeze({
    id,
    group,
    rank,
    required: parts.required ?? [],
    pool: parts.pool ?? [],
    poolMin: parts.poolMin ?? 0,
    extras: parts.extras ?? null,
    groupings: parts.groupings ?? BOTH,
    monthCards: parts.monthCards ?? false,
  });
}

/**
 * The composition of every yaku (leaflet 000 "Kombinationen", sheet 003
 * "KOMBINATIONEN", FudaWiki "Yaku").
 *
 * @example
 * YAKU_DEFINITIONS.inoshikacho.required; // ['m06-animal', 'm07-animal', 'm10-animal']
 * YAKU_DEFINITIONS.tane.poolMin;         // 5
 */
export const YAKU_DEFINITIONS: Readonly<Record<YakuId, YakuDefinition>> = Object.freeze({
  // Goko: "Alle fünf Licht-Karten" (000).
  goko: define('goko', 'light', 0, { required: [...LIGHTS_WITHOUT_RAIN, 'm11-light'] }),
  // Shiko: four lights without the rain man (003 "4 Lichter ohne November").
  shiko: define('shiko', 'light', 1, { required: LIGHTS_WITHOUT_RAIN }),
  // Ame-shiko: the rain man plus three other lights (003 "4 Lichter mit November").
  'ame-shiko': define('ame-shiko', 'light', 2, {
    required: ['m11-light'],
    pool: LIGHTS_WITHOUT_RAIN,
    poolMin: 3,
  }),
  // Sanko: "Drei beliebige Licht-Karten außer der Karte 'Mario & Gumba'" (000).
  sanko: define('sanko', 'light', 3, { pool: LIGHTS_WITHOUT_RAIN, poolMin: 3 }),
  // Hanami-zake: cherry curtain and sake cup; Tsukimi-zake: moon and sake cup (003).
  'hanami-zake': define('hanami-zake', 'viewing', 0, { required: ['m03-light', 'm09-animal'] }),
  'tsukimi-zake': define('tsukimi-zake', 'viewing', 1, { required: ['m08-light', 'm09-animal'] }),
  // Inoshikacho: boar, deer, butterflies; "Für jedes weitere Tier 1 Punkt mehr" (003).
  inoshikacho: define('inoshikacho', 'animal', 0, {
    required: ['m06-animal', 'm07-animal', 'm10-animal'],
    extras: { kind: 'animal', beyond: 3, groupings: MODERN },
  }),
  // Akatan / Aotan: "Für jede weitere Fahne 1 Punkt mehr" (003).
  akatan: define('akatan', 'ribbon', 1, {
    required: POEM_RIBBONS,
    extras: { kind: 'ribbon', beyond: 3, groupings: MODERN },
  }),
  aotan: define('aotan', 'ribbon', 2, {
    required: BLUE_RIBBONS,
    extras: { kind: 'ribbon', beyond: 3, groupings: MODERN },
  }),
  // Akatan-Aotan: both sets, "Zusätzliche Fahnen-Karten zählen jeweils 1 Punkt" (000 ⑫).
  'akatan-aotan': define('akatan-aotan', 'ribbon', 0, {
    required: [...POEM_RIBBONS, ...BLUE_RIBBONS],
    extras: { kind: 'ribbon', beyond: 6, groupings: MODERN },
    groupings: MODERN,
  }),
  // Tane, Tanzaku, Kasu: 5 animals, 5 ribbons, 10 chaff, +1 per further card (000, 003).
  tane: define('tane', 'animal', 1, {
    pool: ANIMALS,
    poolMin: 5,
    extras: { kind: 'animal', beyond: 5, groupings: BOTH },
  }),
  tanzaku: define('tanzaku', 'ribbon', 3, {
    pool: RIBBONS,
    poolMin: 5,
    extras: { kind: 'ribbon', beyond: 5, groupings: BOTH },
  }),
  kasu: define('kasu', 'chaff', 0, {
    pool: CHAFF,
    poolMin: 10,
    extras: { kind: 'chaff', beyond: 10, groupings: BOTH },
  }),
  // Tsukifuda: "All 4 cards belonging to the month of the current round" (FudaWiki).
  tsukifuda: define('tsukifuda', 'month', 0, { monthCards: true }),
});

// Groupings under which a group counts only its best yaku (see `YAKU_GROUPS`): the lights
// under both ("remain the same" in the older system, FudaWiki); animals and ribbons only in
// the modern grouping ("mutually exclusive"); viewing, chaff and month never ("All these
// yaku stack with each other!").
const EXCLUSIVE_IN: Readonly<Record<YakuGroup, readonly YakuGrouping[]>> = Object.freeze({
  light: BOTH,
  viewing: [],
  animal: MODERN,
  ribbon: MODERN,
  chaff: [],
  month: [],
});

/**
 * Whether only one yaku of `group` can count at a time under the rules (the
 * best one, as `evaluateYaku` scores it); otherwise the group's yaku add up.
 *
 * @example
 * groupIsExclusive('light', RULESETS.nintendo); // true: Five Lights do not also score Three Lights
 * groupIsExclusive('animal', customRuleset('nintendo', { yakuGrouping: 'older' })); // false
 */
export function groupIsExclusive(group: YakuGroup, rules: Pick<Ruleset, 'yakuGrouping'>): boolean {
  return EXCLUSIVE_IN[group].includes(rules.yakuGrouping);
}

/**
 * Base points of a yaku under a ruleset, before extra cards.
 *
 * @example
 * yakuBasePoints('goko', RULESETS.fudawiki); // 15
 */
export function yakuBasePoints(id: YakuId, rules: Ruleset): number {
  return rules.points[id];
}

/**
 * A yaku's base points where a ruleset counts it at all, or null where it
 * never scores: outside the ruleset's grouping, Tsukifuda without the month
 * bonus, a viewing yaku under `viewing: 'never'`, or a value of 0. A yaku
 * that counts only sometimes (viewing with other yaku, or in fair weather)
 * has its points here: tables show them with the rule beside them.
 *
 * @example
 * yakuPointsIfCounted('tsukifuda', RULESETS.nintendo); // null
 * yakuPointsIfCounted('tsukifuda', RULESETS.fudawiki); // 4
 */
export function yakuPointsIfCounted(id: YakuId, rules: Ruleset): number | null {
  const def = YAKU_DEFINITIONS[id];
  if (!def.groupings.includes(rules.yakuGrouping)) return null;
  if (def.monthCards && !rules.monthBonus) return null;
  if (def.group === 'viewing' && rules.viewing === 'never') return null;
  const points = rules.points[id];
  return points > 0 ? points : null;
}
