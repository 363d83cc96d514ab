/**
 * The calculator's state and its URL form:
 *
 *   ?rules=<preset>&cards=<id>,<id>,…&own=<n>&opp=<n>[&cup=…][&view=…][&mult=…][&dbl=on|off]
 *    [&month=1–12][&rain=on][&fog=on][&mode=lucky][&players=2|3|4]
 *
 * `rules` defaults to `nintendo`, `own`/`opp` to 0; commas may be raw or
 * `%2C`. `cup`, `view` and `mult` override the preset's sake-cup role,
 * viewing rule and Koi-Koi multiplier; `dbl` switches the 7-point doubling.
 * `month` is the round's month (Cards of the Month), `rain`/`fog` say that
 * a November/December card lies on the field (the weather rule); they are
 * kept in the link whatever the rules, and only rules that read them use
 * them. `mode=lucky` checks a dealt hand for lucky hands instead of scoring
 * a pile, `players` (default 2) says how many were dealt.
 * Parsing never throws: a malformed query gives `{ ok: false, error }` with a
 * code the page translates (`error.<code>` in the Koi-Koi dictionary). Calls
 * the link's rules do not allow (`callsPossible`: the leaflet's one call per
 * round, and never more calls than turns) make it malformed too
 * (`impossible-calls`), whatever the mode, so a link never shows a score
 * that cannot happen; the calculator does not write such a state into the
 * address (see Calculator.tsx).
 */
import { isEngineError } from '../../engine/errors';
import { callsPossible } from '../../engine/hanafuda/calls-allowed';
import type { CardId } from '../../engine/hanafuda/card-ids';
import { customRuleset, PRESET_IDS, type PresetId, RULESETS } from '../../engine/hanafuda/presets';
import {
  KOIKOI_MULTIPLIERS,
  type KoikoiMultiplier,
  PLAYER_COUNTS,
  type PlayerCount,
  type Ruleset,
  SAKE_CUP_ROLES,
  type SakeCupRole,
  VIEWING_RULES,
  type ViewingRule,
} from '../../engine/hanafuda/ruleset';
import { parseCardList } from './card-list';

/** Calculator modes: score a captured pile, or check a dealt hand for lucky hands. */
export const CALC_MODES = ['score', 'lucky'] as const;

/** A calculator mode. */
export type CalcMode = (typeof CALC_MODES)[number];

/** Single rule options the reader may change on top of a preset. */
export interface RuleOverrides {
  readonly sakeCup?: SakeCupRole;
  readonly viewing?: ViewingRule;
  readonly koikoiMultiplier?: KoikoiMultiplier;
  /** 7-point doubling on (`true`) or off (`false`). */
  readonly doubling?: boolean;
}

/** Everything the calculator shows, as plain data. */
export interface CalcState {
  readonly rules: PresetId;
  readonly cards: readonly CardId[];
  readonly own: number;
  readonly opp: number;
  readonly overrides: RuleOverrides;
  /** The round's month, 1–12, or 0 when not given. */
  readonly month: number;
  /** A November card lies on the field (rain). */
  readonly rain: boolean;
  /** A December card lies on the field (fog). */
  readonly fog: boolean;
  readonly mode: CalcMode;
  /** Lucky mode: players at the table (the hand size depends on it). */
  readonly players: PlayerCount;
}

/** Error codes of a malformed calculator link. */
export type CalcStateErrorCode =
  | 'unknown-card'
  | 'duplicate-card'
  | 'unknown-preset'
  | 'invalid-calls'
  | 'impossible-calls'
  | 'invalid-option'
  | 'invalid-mode'
  | 'invalid-month'
  | 'invalid-players';

/** Why a link could not be read, and the offending value. */
export interface CalcStateError {
  readonly code: CalcStateErrorCode;
  readonly value: string;
}

/** Result of {@link parseCalcState}. */
export type CalcStateResult = { ok: true; state: CalcState } | { ok: false; error: CalcStateError };

/** The empty calculator. */
export const EMPTY_STATE: CalcState = Object.freeze({
  rules: 'nintendo',
  cards: Object.freeze([]) as readonly CardId[],
  own: 0,
  opp: 0,
  overrides: Object.freeze({}),
  month: 0,
  rain: false,
  fog: false,
  mode: 'score',
  players: 2,
});

const CALLS = /^(0|[1-9]\d{0,2})$/;
const MONTH = /^([1-9]|1[0-2])$/;

function fail(code: CalcStateErrorCode, value: string): CalcStateResult {
  return { ok: false, error: { code, value } };
}

function oneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * Reads a calculator query string (`location.search`, with or without `?`).
 *
 * @example
 * parseCalcState('?rules=fudawiki&cards=m01-light%2Cm03-light&own=1');
 * // { ok: true, state: { rules: 'fudawiki', cards: ['m01-light', 'm03-light'], own: 1, opp: 0, overrides: {}, month: 0, … } }
 * parseCalcState('?cards=m13-light'); // { ok: false, error: { code: 'unknown-card', value: 'm13-light' } }
 */
export function parseCalcState(search: string): CalcStateResult {
  const params = new URLSearchParams(search);
  const rules = params.get('rules') ?? 'nintendo';
  if (!oneOf(PRESET_IDS, rules)) return fail('unknown-preset', rules);
  let cards: CardId[];
  try {
    cards = parseCardList(params.get('cards') ?? '');
  } catch (error) {
    if (isEngineError(error, 'unknown-card', 'duplicate-card')) {
      return fail(error.code, String(error.details['value']));
    }
    throw error;
  }
  const calls: number[] = [];
  for (const name of ['own', 'opp']) {
    const raw = params.get(name) ?? '0';
    if (!CALLS.test(raw)) return fail('invalid-calls', raw);
    calls.push(Number(raw));
  }
  const overrides: { -readonly [K in keyof RuleOverrides]: RuleOverrides[K] } = {};
  const cup = params.get('cup');
  if (cup !== null) {
    if (!oneOf(SAKE_CUP_ROLES, cup)) return fail('invalid-option', cup);
    overrides.sakeCup = cup;
  }
  const view = params.get('view');
  if (view !== null) {
    if (!oneOf(VIEWING_RULES, view)) return fail('invalid-option', view);
    overrides.viewing = view;
  }
  const mult = params.get('mult');
  if (mult !== null) {
    if (!oneOf(KOIKOI_MULTIPLIERS, mult)) return fail('invalid-option', mult);
    overrides.koikoiMultiplier = mult;
  }
  const dbl = params.get('dbl');
  if (dbl !== null) {
    if (dbl !== 'on' && dbl !== 'off') return fail('invalid-option', dbl);
    overrides.doubling = dbl === 'on';
  }
  const month = params.get('month');
  if (month !== null && !MONTH.test(month)) return fail('invalid-month', month);
  const flags: boolean[] = [];
  for (const name of ['rain', 'fog']) {
    const raw = params.get(name);
    if (raw !== null && raw !== 'on') return fail('invalid-option', raw);
    flags.push(raw === 'on');
  }
  const mode = params.get('mode') ?? 'score';
  if (!oneOf(CALC_MODES, mode)) return fail('invalid-mode', mode);
  const players = params.get('players') ?? '2';
  const count = PLAYER_COUNTS.find((n) => String(n) === players);
  if (count === undefined) return fail('invalid-players', players);
  const state: CalcState = {
    rules,
    cards,
    own: calls[0] ?? 0,
    opp: calls[1] ?? 0,
    overrides,
    month: month === null ? 0 : Number(month),
    rain: flags[0] ?? false,
    fog: flags[1] ?? false,
    mode,
    players: count,
  };
  if (!callsPossible(rulesOf(state), state.own, state.opp)) {
    return fail('impossible-calls', `own=${state.own}&opp=${state.opp}`);
  }
  return { ok: true, state };
}

/**
 * The query string of a state (with `?`): `rules` always, the rest only when
 * not at its default, commas raw so links stay readable.
 *
 * @example
 * serialiseCalcState({ ...EMPTY_STATE, cards: ['m01-light', 'm03-light'], own: 1 });
 * // '?rules=nintendo&cards=m01-light,m03-light&own=1'
 */
export function serialiseCalcState(state: CalcState): string {
  const parts = [`rules=${state.rules}`];
  if (state.cards.length > 0) parts.push(`cards=${state.cards.join(',')}`);
  if (state.own !== 0) parts.push(`own=${state.own}`);
  if (state.opp !== 0) parts.push(`opp=${state.opp}`);
  const o = state.overrides;
  if (o.sakeCup !== undefined) parts.push(`cup=${o.sakeCup}`);
  if (o.viewing !== undefined) parts.push(`view=${o.viewing}`);
  if (o.koikoiMultiplier !== undefined) parts.push(`mult=${o.koikoiMultiplier}`);
  if (o.doubling !== undefined) parts.push(`dbl=${o.doubling ? 'on' : 'off'}`);
  if (state.month !== 0) parts.push(`month=${state.month}`);
  if (state.rain) parts.push('rain=on');
  if (state.fog) parts.push('fog=on');
  if (state.mode !== 'score') parts.push(`mode=${state.mode}`);
  if (state.players !== 2) parts.push(`players=${state.players}`);
  return `?${parts.join('&')}`;
}

/** The doubling threshold a switched-on doubling uses (every preset's: "7 oder mehr", 000/003). */
const STANDARD_THRESHOLD = RULESETS.nintendo.doublingThreshold;

/**
 * The ruleset of a state: the preset itself when nothing is overridden (so the
 * engine's per-ruleset cache is reused), else a custom copy.
 *
 * @example
 * rulesOf({ ...EMPTY_STATE, overrides: { doubling: false } }).doublingThreshold; // null
 */
export function rulesOf(state: Pick<CalcState, 'rules' | 'overrides'>): Ruleset {
  const o = state.overrides;
  const preset = RULESETS[state.rules];
  const changes: { -readonly [K in keyof Ruleset]?: Ruleset[K] } = {};
  if (o.sakeCup !== undefined && o.sakeCup !== preset.sakeCup) changes.sakeCup = o.sakeCup;
  if (o.viewing !== undefined && o.viewing !== preset.viewing) changes.viewing = o.viewing;
  if (o.koikoiMultiplier !== undefined && o.koikoiMultiplier !== preset.koikoiMultiplier) {
    changes.koikoiMultiplier = o.koikoiMultiplier;
  }
  if (o.doubling !== undefined) {
    const threshold = o.doubling ? (preset.doublingThreshold ?? STANDARD_THRESHOLD) : null;
    if (threshold !== preset.doublingThreshold) changes.doublingThreshold = threshold;
  }
  return Object.keys(changes).length === 0 ? preset : customRuleset(state.rules, changes);
}
