/**
 * Where each value of the rule options the calculator lets a reader change
 * one by one (sake cup, viewing yaku, Koi-Koi multiplier, doubling) comes
 * from, so the calculator page can explain every choice it offers. Only
 * stable ids live here; the page translates them.
 */
import type { RuleSource } from './rule-sources';
import type { KoikoiMultiplier, SakeCupRole, ViewingRule } from './ruleset';

/** A source that describes a rule (our own decisions are told in the page's words). */
export type DescribingSource = Exclude<RuleSource, 'site-decision'>;

/** The doubling of a high base, as the calculator switches it. */
export type DoublingSwitch = 'on' | 'off';

/** The sources of every value of the single-rule options. */
export interface OptionValueSources {
  readonly sakeCup: Readonly<Record<SakeCupRole, readonly DescribingSource[]>>;
  readonly viewing: Readonly<Record<ViewingRule, readonly DescribingSource[]>>;
  readonly koikoiMultiplier: Readonly<Record<KoikoiMultiplier, readonly DescribingSource[]>>;
  readonly doubling: Readonly<Record<DoublingSwitch, readonly DescribingSource[]>>;
}

/**
 * The sources of each option value (see `ruleset.ts` for the wording each
 * comes from): FudaWiki's main rules and its "Variations" (house rules),
 * the Nintendo leaflet (seeds 000/001) and the German sheet (seed 003).
 *
 * @example
 * OPTION_VALUE_SOURCES.viewing.weather; // ['fudawiki']
 */
export const OPTION_VALUE_SOURCES: OptionValueSources = {
  sakeCup: {
    // Sheet 003: "zugleich ein Tier und eine Kasu-Karte"; FudaWiki: the cup "also counts as Chaff".
    both: ['koikoi-sheet', 'fudawiki'],
    // Our reading of 001's "can be used as a 10 or a 1 point card"; a FudaWiki variation.
    either: ['nintendo-leaflet', 'fudawiki'],
    // FudaWiki variation: "only counts as an Animal card, and not Chaff".
    'animal-only': ['fudawiki'],
  },
  viewing: {
    always: ['nintendo-leaflet', 'koikoi-sheet', 'fudawiki'],
    // 000: "Die Kombinationen 4 und 5 können wegfallen"; FudaWiki: "simply not recognised".
    never: ['nintendo-leaflet', 'fudawiki'],
    'with-other-yaku': ['fudawiki'],
    weather: ['fudawiki'],
  },
  koikoiMultiplier: {
    'opponent-once': ['nintendo-leaflet', 'fudawiki'],
    'own-once': ['fudawiki'],
    'anyone-once': ['fudawiki'],
    // 003: "für jeden 'Koi Koi' Ruf, egal ob vom Gewinner oder vom Gegner, ebenfalls verdoppelt".
    'double-per-call': ['koikoi-sheet'],
    'calls-plus-one': ['fudawiki'],
  },
  doubling: {
    // 000/003: "7 oder mehr"; FudaWiki: "greater than or equal to 7".
    on: ['nintendo-leaflet', 'koikoi-sheet', 'fudawiki'],
    // FudaWiki: it "originated as a house rule … some tables may still prefer to play without it".
    off: ['fudawiki'],
  },
};
