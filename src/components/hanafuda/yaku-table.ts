/**
 * The cheat sheet's yaku table as data: for every yaku its names, its
 * composition sentence and its base points under each preset, all read from
 * the engine (YAKU_DEFINITIONS, RULESETS).
 */
import {
  PRESET_IDS,
  type PresetId,
  RULESET_SOURCES,
  RULESETS,
  YAKU_DEFINITIONS,
  YAKU_IDS,
  type YakuId,
  yakuPointsIfCounted,
} from '../../engine/hanafuda';
import type { JapaneseName } from '../../i18n/hanafuda-cards';
import { type CoreKey, koikoiT } from '../../i18n/koikoi/core';
import { pagesT } from '../../i18n/koikoi/pages';
import { YAKU_JA } from '../../i18n/koikoi/yaku-ja';
import type { Lang } from '../../i18n/locales';
import { citation } from '../../utils/koikoi/rule-values';
import { yakuComposition } from './card-facts';

/** A preset's points for one yaku: base points and whether further cards add to it. */
export interface PresetPoints {
  readonly preset: PresetId;
  /** Base points, or null where the yaku does not count under the preset. */
  readonly points: number | null;
  /** Whether each further card of the kind adds a point under the preset. */
  readonly extras: boolean;
  /** Whether the value is the site's decision (the preset's source lists no such yaku). */
  readonly decision: boolean;
}

/** One row of the yaku table. */
export interface YakuRow {
  readonly id: YakuId;
  readonly name: string;
  readonly ja: JapaneseName;
  readonly composition: string;
  readonly points: readonly PresetPoints[];
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
      composition: yakuComposition(id, lang),
      points: PRESET_IDS.map((preset) => {
        const rules = RULESETS[preset];
        return {
          preset,
          points: yakuPointsIfCounted(id, rules),
          extras: def.extras?.groupings.includes(rules.yakuGrouping) === true,
          decision: isPointDecision(preset, id),
        };
      }),
    };
  });
}

/** Whether a counted yaku value of a preset is the site's decision, not its source's. */
export function isPointDecision(preset: PresetId, id: YakuId): boolean {
  return (
    yakuPointsIfCounted(id, RULESETS[preset]) !== null &&
    RULESET_SOURCES[preset].points[id].source === 'site-decision'
  );
}

/**
 * The footnotes for yaku values the site decided, one per preset and yaku
 * ("German sheet for several players: The sheet lists no combined yaku; …"),
 * for tables that mark those values with an asterisk.
 *
 * @example
 * pointDecisionNotes('en', ['akatan-aotan']); // [{ preset: 'multiplayer', yaku: 'akatan-aotan', text: '…' }]
 */
export function pointDecisionNotes(
  lang: Lang,
  ids: readonly YakuId[] = YAKU_IDS,
): { preset: PresetId; yaku: YakuId; text: string }[] {
  const t = koikoiT(lang);
  const p = pagesT(lang);
  return ids.flatMap((yaku) =>
    PRESET_IDS.filter((preset) => isPointDecision(preset, yaku)).map((preset) => {
      const note = citation(p, lang, RULESET_SOURCES[preset].points[yaku]).note;
      return { preset, yaku, text: `${t(`preset.${preset}`)}: ${note ?? p('source.site-decision')}` };
    }),
  );
}
