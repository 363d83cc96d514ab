/**
 * The cheat sheet's yaku table as data: for every yaku its names, its
 * composition sentence and its base points under each preset, all read from
 * the engine (YAKU_DEFINITIONS, RULESETS).
 */
import {
  PRESET_IDS,
  type PresetId,
  RULESETS,
  type Ruleset,
  YAKU_DEFINITIONS,
  YAKU_IDS,
  type YakuId,
} from '../../engine/hanafuda';
import type { JapaneseName } from '../../i18n/hanafuda-cards';
import { type CoreKey, koikoiT } from '../../i18n/koikoi/core';
import { YAKU_JA } from '../../i18n/koikoi/yaku-ja';
import type { Lang } from '../../i18n/locales';
import { yakuCardCount } from './card-facts';

/** A preset's points for one yaku: base points and whether further cards add to it. */
export interface PresetPoints {
  readonly preset: PresetId;
  /** Base points, or null where the yaku does not count under the preset. */
  readonly points: number | null;
  /** Whether each further card of the kind adds a point under the preset. */
  readonly extras: boolean;
}

/** One row of the yaku table. */
export interface YakuRow {
  readonly id: YakuId;
  readonly name: string;
  readonly ja: JapaneseName;
  readonly composition: string;
  readonly points: readonly PresetPoints[];
}

/** A yaku's base points under a ruleset, or null where it does not count. */
export function presetPoints(id: YakuId, rules: Ruleset): number | null {
  const def = YAKU_DEFINITIONS[id];
  if (!def.groupings.includes(rules.yakuGrouping)) return null;
  if (def.monthCards && !rules.monthBonus) return null;
  if (rules.viewing === 'never' && def.group === 'viewing') return null;
  const points = rules.points[id];
  return points > 0 ? points : null;
}

/**
 * The rows of the yaku table in the engine's display order.
 * @example yakuTable('en')[0]?.points // [{ preset: 'nintendo', points: …, extras: false }, …]
 */
export function yakuTable(lang: Lang): YakuRow[] {
  const t = koikoiT(lang);
  return YAKU_IDS.map((id) => {
    const def = YAKU_DEFINITIONS[id];
    return {
      id,
      name: t(`yaku.${id}` as CoreKey),
      ja: YAKU_JA[id],
      composition: t(`desc.${id}` as CoreKey, { n: yakuCardCount(id) }),
      points: PRESET_IDS.map((preset) => {
        const rules = RULESETS[preset];
        return {
          preset,
          points: presetPoints(id, rules),
          extras: def.extras?.groupings.includes(rules.yakuGrouping) === true,
        };
      }),
    };
  });
}
