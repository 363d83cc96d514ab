/**
 * One example pile per yaku for the yaku page: the fewest cards that form it
 * (plus an extra card where the yaku earns extra points), chosen so that no
 * better yaku of the same group forms. A test checks that each example's yaku
 * counts under every preset that has it.
 */
import type { CardId, YakuId } from '../../engine/hanafuda';

/**
 * Example cards per yaku; Tsukifuda has none (it needs the round's month).
 *
 * @example
 * YAKU_EXAMPLES.sanko; // ['m01-light', 'm03-light', 'm12-light']
 */
export const YAKU_EXAMPLES: Readonly<Partial<Record<YakuId, readonly CardId[]>>> = {
  goko: ['m01-light', 'm03-light', 'm08-light', 'm11-light', 'm12-light'],
  shiko: ['m01-light', 'm03-light', 'm08-light', 'm12-light'],
  'ame-shiko': ['m01-light', 'm03-light', 'm08-light', 'm11-light'],
  sanko: ['m01-light', 'm03-light', 'm12-light'],
  'hanami-zake': ['m03-light', 'm09-animal'],
  'tsukimi-zake': ['m08-light', 'm09-animal'],
  inoshikacho: ['m06-animal', 'm07-animal', 'm10-animal', 'm02-animal'],
  akatan: ['m01-ribbon', 'm02-ribbon', 'm03-ribbon', 'm04-ribbon'],
  aotan: ['m06-ribbon', 'm09-ribbon', 'm10-ribbon'],
  'akatan-aotan': ['m01-ribbon', 'm02-ribbon', 'm03-ribbon', 'm06-ribbon', 'm09-ribbon', 'm10-ribbon'],
  tane: ['m02-animal', 'm04-animal', 'm05-animal', 'm08-animal', 'm11-animal', 'm12-chaff1'],
  tanzaku: ['m01-ribbon', 'm04-ribbon', 'm05-ribbon', 'm07-ribbon', 'm11-ribbon', 'm06-ribbon'],
  kasu: [
    'm01-chaff1',
    'm02-chaff1',
    'm03-chaff1',
    'm04-chaff1',
    'm05-chaff1',
    'm06-chaff1',
    'm07-chaff1',
    'm08-chaff1',
    'm10-chaff1',
    'm11-chaff',
  ],
};
