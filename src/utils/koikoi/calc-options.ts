/**
 * The calculator's single-rule options as the calculator page explains them:
 * for each option its name and for each value the words the calculator's
 * select shows, what it does, which presets start with it and its sources.
 * Everything comes from the engine (the value lists, RULESETS,
 * OPTION_VALUE_SOURCES); the words from the dictionaries.
 *
 * @example
 * calcOptionDocs('en')[1]?.values.find((v) => v.value === 'weather')?.presets; // []
 */
import {
  KOIKOI_MULTIPLIERS,
  PRESET_IDS,
  type PresetId,
  RULESETS,
  type Ruleset,
  SAKE_CUP_ROLES,
  VIEWING_RULES,
} from '../../engine/hanafuda';
import {
  type DescribingSource,
  type DoublingSwitch,
  OPTION_VALUE_SOURCES,
} from '../../engine/hanafuda/option-sources';
import { type CoreKey, koikoiT } from '../../i18n/koikoi/core';
import { type OptionsKey, optionsT } from '../../i18n/koikoi/options';
import { type PagesKey, pagesT } from '../../i18n/koikoi/pages';
import { toolsT } from '../../i18n/koikoi/tools';
import type { Lang } from '../../i18n/locales';
import { sourceAnchor } from './rule-values';
import { rulesOf } from './url-state';

/** The options, in the calculator's order. */
export const CALC_OPTION_FIELDS = ['sakeCup', 'viewing', 'koikoiMultiplier', 'doubling'] as const;

/** One option of the calculator. */
export type CalcOptionField = (typeof CALC_OPTION_FIELDS)[number];

/** One value of an option, explained. */
export interface CalcOptionValueDoc {
  readonly value: string;
  /** The words the calculator's select shows for it. */
  readonly label: string;
  /** What it does. */
  readonly note: string;
  /** The names of the presets that start with it. */
  readonly presets: readonly string[];
  /** Its sources, each linked to the sources page. */
  readonly sources: readonly { readonly name: string; readonly href: string }[];
}

/** One option, explained. */
export interface CalcOptionDoc {
  readonly field: CalcOptionField;
  /** The option's name, as the calculator labels it. */
  readonly name: string;
  readonly values: readonly CalcOptionValueDoc[];
}

/** The values of an option and a preset's value of it. */
const OPTION_VALUES: {
  readonly [F in CalcOptionField]: {
    readonly values: readonly string[];
    readonly of: (rules: Ruleset) => string;
  };
} = {
  sakeCup: { values: SAKE_CUP_ROLES, of: (rules) => rules.sakeCup },
  viewing: { values: VIEWING_RULES, of: (rules) => rules.viewing },
  koikoiMultiplier: { values: KOIKOI_MULTIPLIERS, of: (rules) => rules.koikoiMultiplier },
  doubling: {
    values: ['on', 'off'] satisfies readonly DoublingSwitch[],
    of: (rules) => (rules.doublingThreshold === null ? 'off' : 'on'),
  },
};

/** The base from which a switched-on doubling doubles, as the calculator applies it. */
export function switchedOnThreshold(preset: PresetId): number | null {
  return rulesOf({ rules: preset, overrides: { doubling: true } }).doublingThreshold;
}

/** The words the calculator shows for a value of an option. */
export function calcOptionLabel(lang: Lang, field: CalcOptionField, value: string): string {
  if (field === 'doubling') return toolsT(lang)(value === 'on' ? 'calc.doubling.on' : 'calc.doubling.off');
  return pagesT(lang)(`value.${field}.${value}` as PagesKey);
}

/** The calculator's name of an option. */
function optionName(lang: Lang, field: CalcOptionField): string {
  const t = toolsT(lang);
  switch (field) {
    case 'sakeCup':
      return t('calc.option.sakeCup');
    case 'viewing':
      return t('calc.option.viewing');
    case 'koikoiMultiplier':
      return t('calc.option.multiplier');
    case 'doubling':
      return t('calc.option.doubling');
  }
}

/** Every single-rule option of the calculator, explained in a language. */
export function calcOptionDocs(lang: Lang): CalcOptionDoc[] {
  const o = optionsT(lang);
  const p = pagesT(lang);
  const k = koikoiT(lang);
  const thresholds = [...new Set(PRESET_IDS.map(switchedOnThreshold))].join(' / ');
  return CALC_OPTION_FIELDS.map((field) => {
    const { values, of } = OPTION_VALUES[field];
    const sources: Readonly<Record<string, readonly DescribingSource[]>> = OPTION_VALUE_SOURCES[field];
    return {
      field,
      name: optionName(lang, field),
      values: values.map((value) => ({
        value,
        label: calcOptionLabel(lang, field, value),
        note: o(`${field}.${value}` as OptionsKey, { threshold: thresholds }),
        presets: PRESET_IDS.filter((id) => of(RULESETS[id]) === value).map((id) =>
          k(`preset.${id}` as CoreKey),
        ),
        sources: (sources[value] ?? []).map((source) => ({
          name: p(`source.${source}`),
          href: sourceAnchor(source, lang),
        })),
      })),
    };
  });
}
