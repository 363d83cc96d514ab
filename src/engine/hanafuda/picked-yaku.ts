/**
 * The base of a round from the yaku a player names instead of the cards (the
 * score sheet's "Pick yaku"): the points `evaluateYaku` gives a pile that
 * forms exactly these yaku, with the same rules for groups and extra cards.
 * Two yaku of a group where only the best counts (five lights are Five
 * Lights, not also Three Lights) are refused, not added up.
 */
import { EngineError } from '../errors';
import { CARDS } from './cards';
import type { Ruleset } from './ruleset';
import { groupIsExclusive, YAKU_DEFINITIONS, yakuPointsIfCounted } from './yaku-definitions';
import { YAKU_IDS, type YakuGroup, type YakuId } from './yaku-ids';

/** A yaku named for the base, with the further cards that add to it. */
export interface PickedYaku {
  /** The yaku. */
  readonly id: YakuId;
  /** Cards beyond those the yaku needs, 1 point each (see {@link extraCardsOf}); omitted = 0. */
  readonly extra?: number;
}

/** The further cards that can add points to a yaku. */
export interface ExtraCards {
  /** The kind of card counted. */
  readonly kind: 'animal' | 'ribbon' | 'chaff';
  /** Cards of that kind the yaku itself includes. */
  readonly beyond: number;
  /** Most cards of that kind that can count for it (all of the kind in the deck). */
  readonly most: number;
}

/** Codes of the errors {@link baseOfPickedYaku} throws. */
export type PickedYakuError =
  | 'unknown-yaku'
  | 'yaku-not-counted'
  | 'duplicate-yaku'
  | 'exclusive-yaku'
  | 'invalid-extra-cards';

/**
 * The further cards that add 1 point each to yaku `id` under the rules, or
 * null where it earns no extra points (no extras, or the older grouping for
 * Inoshikacho, Akatan and Aotan). The sake cup is one of the animals, and one
 * of the chaff cards unless the rules make it an animal only.
 *
 * @example
 * extraCardsOf('tanzaku', RULESETS.nintendo); // { kind: 'ribbon', beyond: 5, most: 10 }
 * extraCardsOf('goko', RULESETS.nintendo); // null
 */
export function extraCardsOf(id: YakuId, rules: Ruleset): ExtraCards | null {
  const extras = YAKU_DEFINITIONS[id].extras;
  if (extras === null || !extras.groupings.includes(rules.yakuGrouping)) return null;
  let most = CARDS.filter((card) => card.kind === extras.kind).length;
  if (extras.kind === 'chaff' && rules.sakeCup !== 'animal-only') most += 1;
  return { kind: extras.kind, beyond: extras.beyond, most };
}

function fail(code: PickedYakuError, message: string, details: Record<string, unknown>): never {
  throw new EngineError(code, message, details);
}

/**
 * The base (sum of the yaku) of picked yaku under the rules: each yaku's
 * points plus its extra cards. Under `viewing: 'with-other-yaku'` the viewing
 * yaku count only beside another yaku, as in `evaluateYaku`; under
 * `'weather'` the picker is trusted to name only what counted.
 *
 * Throws `EngineError` with code `'unknown-yaku'`, `'yaku-not-counted'` (the
 * rules never count it: see `yakuPointsIfCounted`), `'duplicate-yaku'`,
 * `'exclusive-yaku'` (two of one group that counts only its best, see
 * `groupIsExclusive`) or `'invalid-extra-cards'` (not a whole number from 0
 * to `most - beyond` of {@link extraCardsOf}; 0 for a yaku without extras).
 *
 * @example
 * baseOfPickedYaku([{ id: 'goko' }, { id: 'akatan' }], RULESETS.fudawiki); // 15 + 5 = 20
 * baseOfPickedYaku([{ id: 'tanzaku', extra: 2 }], RULESETS.nintendo); // 1 + 2 = 3
 * baseOfPickedYaku([{ id: 'goko' }, { id: 'sanko' }], RULESETS.nintendo); // throws 'exclusive-yaku'
 */
export function baseOfPickedYaku(picks: readonly PickedYaku[], rules: Ruleset): number {
  const seen = new Set<YakuId>();
  const groupTaken = new Map<YakuGroup, YakuId>();
  let others = 0;
  let viewing = 0;
  for (const pick of picks) {
    const { id } = pick;
    if (!(YAKU_IDS as readonly string[]).includes(id)) fail('unknown-yaku', 'Unknown yaku', { id });
    const points = yakuPointsIfCounted(id, rules);
    if (points === null) fail('yaku-not-counted', 'These rules never count this yaku', { id });
    if (seen.has(id)) fail('duplicate-yaku', 'A yaku is picked twice', { id });
    seen.add(id);
    const { group } = YAKU_DEFINITIONS[id];
    if (groupIsExclusive(group, rules)) {
      const other = groupTaken.get(group);
      if (other !== undefined) {
        fail('exclusive-yaku', 'Only one yaku of this group counts', { group, yaku: [other, id] });
      }
      groupTaken.set(group, id);
    }
    const extra = pick.extra ?? 0;
    const range = extraCardsOf(id, rules);
    const most = range === null ? 0 : range.most - range.beyond;
    if (!Number.isInteger(extra) || extra < 0 || extra > most) {
      fail('invalid-extra-cards', 'Extra cards out of range', { id, extra, most });
    }
    if (group === 'viewing') viewing += points + extra;
    else others += points + extra;
  }
  if (rules.viewing === 'with-other-yaku' && others === 0) return 0;
  return others + viewing;
}
