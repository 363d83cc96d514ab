/**
 * Yaku ids: the stable keys of every scoring combination. Names and prose for
 * them live in the i18n layer under these keys.
 *
 * The order is the display order of {@link evaluateYaku} results: lights,
 * viewing, animals, ribbons, chaff, then the month bonus.
 */
export const YAKU_IDS = [
  'goko',
  'shiko',
  'ame-shiko',
  'sanko',
  'hanami-zake',
  'tsukimi-zake',
  'inoshikacho',
  'akatan',
  'aotan',
  'akatan-aotan',
  'tane',
  'tanzaku',
  'kasu',
  'tsukifuda',
] as const;

/** A yaku formed from captured cards. */
export type YakuId = (typeof YAKU_IDS)[number];

/** Lucky hands (teyaku) scored from a freshly dealt hand. */
export const LUCKY_HAND_IDS = ['teshi', 'kuttsuki'] as const;

/** A lucky hand id. */
export type LuckyHandId = (typeof LUCKY_HAND_IDS)[number];

/**
 * Yaku groups. Within `light` the best yaku counts under every ruleset; within
 * `animal` and `ribbon` it depends on {@link Ruleset.yakuGrouping}; `viewing`,
 * `chaff` and `month` always stack (FudaWiki, Yaku: "Other Yaku … All these
 * yaku stack with each other!").
 */
export const YAKU_GROUPS = ['light', 'viewing', 'animal', 'ribbon', 'chaff', 'month'] as const;

/** A yaku group. */
export type YakuGroup = (typeof YAKU_GROUPS)[number];
