/**
 * Ruleset fields as readable text for the variants table, and source
 * references as citation data. Every value comes from the preset data in
 * the engine; the words come from the pages dictionary.
 */
import {
  PRESET_SOURCE,
  type PresetId,
  type Ruleset,
  type RulesetSources,
  type SourceRef,
} from '../../engine/hanafuda';
import type { Params } from '../../i18n/format';
import type { PagesKey } from '../../i18n/koikoi/pages-en';
import type { Lang } from '../../i18n/locales';

/** Ruleset fields shown as rows of the variants table (points have their own table). */
export const VARIANT_FIELDS = [
  'playerCounts',
  'deal',
  'fourPlayerTeams',
  'rounds',
  'yakuGrouping',
  'sakeCup',
  'viewing',
  'monthBonus',
  'doublingThreshold',
  'koikoiMultiplier',
  'callLimit',
  'exhaustedRound',
  'luckyHands',
  'redeal',
  'dealer',
] as const satisfies readonly Exclude<keyof Ruleset, 'points'>[];

/** A field of the variants table. */
export type VariantField = (typeof VARIANT_FIELDS)[number];

type T = (key: PagesKey, params?: Params) => string;

const list = (values: readonly number[]) => values.join(', ');

/**
 * One ruleset field as text.
 *
 * @example
 * ruleValueText(pagesT('en'), RULESETS.nintendo, 'doublingThreshold'); // '7 or more'
 */
export function ruleValueText(t: T, rules: Ruleset, field: VariantField): string {
  const yesNo = (value: boolean) => t(value ? 'value.yes' : 'value.no');
  switch (field) {
    case 'playerCounts':
      return t('value.players', { list: list(rules.playerCounts) });
    case 'deal':
      return rules.playerCounts
        .map((n) => {
          const deal = rules.deal[n];
          return deal ? `${t('value.players', { list: n })}: ${deal.hand} / ${deal.field}` : '';
        })
        .filter(Boolean)
        .join('; ');
    case 'fourPlayerTeams':
      return rules.playerCounts.includes(4) ? yesNo(rules.fourPlayerTeams) : '—';
    case 'rounds':
      return t('value.rounds', { n: rules.rounds });
    case 'yakuGrouping':
      return t(`value.yakuGrouping.${rules.yakuGrouping}`);
    case 'sakeCup':
      return t(`value.sakeCup.${rules.sakeCup}`);
    case 'viewing':
      return t(`value.viewing.${rules.viewing}`);
    case 'monthBonus':
      return yesNo(rules.monthBonus);
    case 'doublingThreshold':
      return rules.doublingThreshold === null
        ? t('value.off')
        : t('value.threshold', { n: rules.doublingThreshold });
    case 'koikoiMultiplier':
      return t(`value.koikoiMultiplier.${rules.koikoiMultiplier}`);
    case 'callLimit': {
      const { scope, max } = rules.callLimit;
      if (max === null) return t('value.callLimit.unlimited');
      return scope === 'round' && max === 1
        ? t('value.callLimit.round')
        : t('value.callLimit.player', { n: max });
    }
    case 'exhaustedRound':
      return t(`value.exhaustedRound.${rules.exhaustedRound}`);
    case 'luckyHands': {
      const lucky = rules.luckyHands;
      if (lucky.playerCounts.length === 0) return t('value.lucky.none');
      return t('value.lucky', {
        teshi: lucky.points.teshi,
        kuttsuki: lucky.points.kuttsuki,
        players: list(lucky.playerCounts),
        several: t(`value.several.${lucky.several}`),
      });
    }
    case 'redeal': {
      const r = rules.redeal;
      const parts: string[] = [];
      if (r.fieldFourOfMonth) parts.push(t('value.redeal.fieldFourOfMonth'));
      if (r.fieldFourPairs) parts.push(t('value.redeal.fieldFourPairs'));
      if (r.handFourOfMonthPlayerCounts.length > 0) {
        parts.push(t('value.redeal.hand', { list: list(r.handFourOfMonthPlayerCounts) }));
      }
      return parts.length > 0 ? parts.join('; ') : t('value.none');
    }
    case 'dealer':
      return t('value.dealer', {
        win: t(`value.dealer.${rules.dealer.afterWin}`),
        draw: t(`value.dealer.${rules.dealer.afterDraw}`),
      });
  }
}

/** A citation: the source's name, its link on the sources page, and an explanation. */
export interface Citation {
  readonly name: string;
  /** Link to the sources page, or null for a site decision without a source. */
  readonly href: string | null;
  /** "following FudaWiki" for site decisions that adopt a source's rule. */
  readonly follows: { readonly name: string; readonly href: string } | null;
  /** The note explaining the reading, if any. */
  readonly note: string | null;
}

/** Anchor of a rule source on the sources page (`src/data/sources.ts` ids). */
export function sourceAnchor(source: Exclude<SourceRef['source'], 'site-decision'>, lang: Lang): string {
  const id = source === 'nintendo-leaflet' ? `nintendo-leaflet-${lang}` : source;
  return `/${lang}/sources/#${id}`;
}

/**
 * A source reference as citation data.
 *
 * @example
 * citation(pagesT('en'), 'en', RULESET_SOURCES.nintendo.sakeCup).follows?.name; // 'Nintendo leaflet'
 */
export function citation(t: T, lang: Lang, ref: SourceRef): Citation {
  const name = t(`source.${ref.source}`);
  const href = ref.source === 'site-decision' ? null : sourceAnchor(ref.source, lang);
  const follows = ref.follows
    ? { name: t(`source.${ref.follows}`), href: sourceAnchor(ref.follows, lang) }
    : null;
  const note = ref.note ? t(`note.${ref.note}` as PagesKey) : null;
  return { name, href, follows, note };
}

/**
 * Whether a cell of the variants tables names its source: only where that
 * adds something (a note, the site's own decision, another source than the
 * column's own), so a phone's stacked table does not repeat the preset's
 * name under every value.
 *
 * @example
 * citedInCell('nintendo', RULESET_SOURCES.nintendo.rounds); // false
 * citedInCell('nintendo', RULESET_SOURCES.nintendo.sakeCup); // true (a site decision)
 */
export function citedInCell(preset: PresetId, ref: SourceRef): boolean {
  return ref.source !== PRESET_SOURCE[preset] || ref.note !== undefined;
}

/** The source reference of a field (helper for typed access). */
export function fieldSource(sources: RulesetSources, field: VariantField): SourceRef {
  return sources[field];
}
