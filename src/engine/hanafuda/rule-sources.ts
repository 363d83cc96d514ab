/**
 * Source references for preset fields, so the variants page can show where
 * every rule comes from. Only stable ids and keys live here; the page
 * translates them.
 */
import type { Ruleset } from './ruleset';
import type { YakuId } from './yaku-ids';

/**
 * Rule sources:
 * - `nintendo-leaflet`: the Nintendo (Mario) Hanafuda leaflet, seeds 000 (German) and 001 (English);
 * - `koikoi-sheet`: the German Koi-Koi sheet for 2–4 players, seed 003;
 * - `fudawiki`: FudaWiki's Koi-Koi page (FudaWiki/fudawiki-files, hanafuda/games/koi-koi.md);
 * - `site-decision`: the sources are silent or unclear and we chose (see `follows`).
 */
export const RULE_SOURCES = ['nintendo-leaflet', 'koikoi-sheet', 'fudawiki', 'site-decision'] as const;

/** A rule source id. */
export type RuleSource = (typeof RULE_SOURCES)[number];

/** Where one preset field comes from. */
export interface SourceRef {
  /** The source. */
  readonly source: RuleSource;
  /** For `site-decision`: the source whose rule we adopted, if any. */
  readonly follows?: Exclude<RuleSource, 'site-decision'>;
  /** A stable kebab-case key for the page's explanation (translated in i18n). */
  readonly note?: string;
}

/**
 * One source reference per ruleset field; `points` has one per yaku because
 * the point tables mix sources.
 */
export type RulesetSources = { readonly [K in Exclude<keyof Ruleset, 'points'>]: SourceRef } & {
  readonly points: Readonly<Record<YakuId, SourceRef>>;
};
