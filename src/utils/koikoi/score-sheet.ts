/**
 * The score sheet's data: a match set-up, the recorded rounds, dealer
 * succession from the ruleset's dealer rules, running totals (per team with
 * four players), and the saved / linked forms with safe parsing.
 *
 * Stored JSON (localStorage `koikoi-score-sheet:v1`):
 *   { "v": 1, "setup": { "rules": "multiplayer", "players": 3, "names": ["Aiko", "Ben", "Cem"],
 *     "rounds": 12, "firstDealer": 0 }, "results": [{ "winner": 1, "points": 6 }, { "winner": null, "points": 0 }] }
 * `winner` is a seat (0-based, in turn order) or null for a drawn round.
 * Lifecycle: written after every change; read on load; anything that does not
 * parse is discarded with a message (the island shows it), never half-used.
 */
import { PRESET_IDS, type PresetId, RULESETS } from '../../engine/hanafuda/presets';
import type { Ruleset } from '../../engine/hanafuda/ruleset';
import { type KoikoiCalls, scoreFromBase } from '../../engine/hanafuda/score-round';

/** Match lengths the sheet offers (FudaWiki: 12 is traditional, also 6 or 3). */
export const MATCH_LENGTHS = [12, 6, 3] as const;

/** A match length. */
export type MatchLength = (typeof MATCH_LENGTHS)[number];

/** The localStorage key; the suffix is the format version. */
export const SHEET_STORAGE_KEY = 'koikoi-score-sheet:v1';

/** Longest player name kept. */
export const NAME_MAX = 30;

/** Most points one round can record. */
export const POINTS_MAX = 1_000_000;

/** Fewest points a won round records (a round nobody won is a draw). */
export const WIN_POINTS_MIN = 1;

/** A match set-up. */
export interface SheetSetup {
  readonly rules: PresetId;
  readonly players: number;
  /** One name per seat, in turn order. */
  readonly names: readonly string[];
  readonly rounds: MatchLength;
  /** Seat of the first dealer. */
  readonly firstDealer: number;
}

/** One recorded round. */
export interface RoundResult {
  /** Seat of the player who ended the round, or null for a draw. */
  readonly winner: number | null;
  /** Points scored: at least {@link WIN_POINTS_MIN} for a win (0 only in older saved data), 0 for a draw. */
  readonly points: number;
}

/** The whole sheet. */
export interface SheetState {
  readonly v: 1;
  readonly setup: SheetSetup;
  readonly results: readonly RoundResult[];
}

/** Parse result: the state, or why it was rejected. */
export type SheetParse = { ok: true; state: SheetState } | { ok: false; reason: string };

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Whether four players form teams under these rules (partners sit opposite). */
export function playsInTeams(setup: Pick<SheetSetup, 'rules' | 'players'>): boolean {
  return setup.players === 4 && RULESETS[setup.rules].fourPlayerTeams;
}

/** Number of scoring sides: players, or two teams. */
export function sideCount(setup: Pick<SheetSetup, 'rules' | 'players'>): number {
  return playsInTeams(setup) ? 2 : setup.players;
}

/** The side a seat scores for (teams: seats 0 and 2, 1 and 3). */
export function sideOf(setup: Pick<SheetSetup, 'rules' | 'players'>, seat: number): number {
  return playsInTeams(setup) ? seat % 2 : seat;
}

/**
 * Checks a set-up against the rules (player count allowed by the preset,
 * names, length, first dealer). Returns a reason key or null.
 */
export function setupProblem(setup: SheetSetup): string | null {
  if (!(PRESET_IDS as readonly string[]).includes(setup.rules)) return 'rules';
  const rules = RULESETS[setup.rules];
  if (!(rules.playerCounts as readonly number[]).includes(setup.players)) return 'players';
  if (setup.names.length !== setup.players) return 'names';
  if (setup.names.some((n) => typeof n !== 'string' || n.length > NAME_MAX)) return 'names';
  if (!(MATCH_LENGTHS as readonly number[]).includes(setup.rounds)) return 'rounds';
  if (!isInt(setup.firstDealer, 0, setup.players - 1)) return 'firstDealer';
  return null;
}

/**
 * The dealer after a round, from the ruleset's dealer succession: the winner,
 * or the dealer if they won and else the next player; after a draw the same
 * dealer or the next player. "Next" is the next seat in turn order (sheet
 * 003: the player to the dealer's right, as play goes counter-clockwise).
 *
 * @example
 * nextDealer(RULESETS.multiplayer, 3, 0, 2); // 1: the dealer did not win, so the next player deals
 */
export function nextDealer(rules: Ruleset, players: number, dealer: number, winner: number | null): number {
  const next = (dealer + 1) % players;
  if (winner === null) return rules.dealer.afterDraw === 'same' ? dealer : next;
  if (rules.dealer.afterWin === 'winner') return winner;
  return winner === dealer ? dealer : next;
}

/**
 * The dealer of every recorded round and of the next one (length results + 1).
 *
 * @example
 * dealers(state); // [0, 0, 1, …]
 */
export function dealers(state: SheetState): number[] {
  const rules = RULESETS[state.setup.rules];
  const list = [state.setup.firstDealer];
  for (const result of state.results) {
    list.push(nextDealer(rules, state.setup.players, list[list.length - 1] ?? 0, result.winner));
  }
  return list;
}

/**
 * Totals per side after each recorded round.
 *
 * @example
 * runningTotals(state).at(-1); // [12, 6, 0]
 */
export function runningTotals(state: SheetState): number[][] {
  const totals = new Array<number>(sideCount(state.setup)).fill(0);
  return state.results.map((result) => {
    if (result.winner !== null) {
      const side = sideOf(state.setup, result.winner);
      totals[side] = (totals[side] ?? 0) + result.points;
    }
    return [...totals];
  });
}

/** Whether all rounds of the match are recorded. */
export function isFinished(state: SheetState): boolean {
  return state.results.length >= state.setup.rounds;
}

/**
 * Adds a round result; returns the same state if the match is over or the
 * result is invalid (a seat that does not exist; a win of fewer than
 * {@link WIN_POINTS_MIN} or more than {@link POINTS_MAX} points, or of
 * fractional points).
 */
export function addResult(state: SheetState, result: RoundResult): SheetState {
  if (isFinished(state) || !validResult(state.setup, result, WIN_POINTS_MIN)) return state;
  return {
    ...state,
    results: [...state.results, result.winner === null ? { winner: null, points: 0 } : result],
  };
}

function validResult(setup: SheetSetup, value: unknown, winMin: number): value is RoundResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  if (r['winner'] === null) return r['points'] === 0 || r['points'] === undefined;
  return isInt(r['winner'], 0, setup.players - 1) && isInt(r['points'], winMin, POINTS_MAX);
}

/**
 * Reads stored JSON. Anything malformed is rejected as a whole; a won round
 * of 0 points (older data) is accepted.
 *
 * @example
 * parseSheet('{"v":1,…}'); // { ok: true, state }
 * parseSheet('{oops'); // { ok: false, reason: 'json' }
 */
export function parseSheet(text: string): SheetParse {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (typeof data !== 'object' || data === null) return { ok: false, reason: 'shape' };
  const d = data as Record<string, unknown>;
  if (d['v'] !== 1) return { ok: false, reason: 'version' };
  const s = d['setup'] as Record<string, unknown> | undefined;
  if (typeof s !== 'object' || s === null || !Array.isArray(s['names']))
    return { ok: false, reason: 'shape' };
  const setup: SheetSetup = {
    rules: s['rules'] as PresetId,
    players: s['players'] as number,
    names: s['names'] as string[],
    rounds: s['rounds'] as MatchLength,
    firstDealer: s['firstDealer'] as number,
  };
  const problem = setupProblem(setup);
  if (problem) return { ok: false, reason: problem };
  const results = d['results'];
  if (!Array.isArray(results) || results.length > setup.rounds) return { ok: false, reason: 'results' };
  // Site decision: a win of 0 points, which the sheet recorded before it asked for at least 1,
  // still loads (saved or linked), so an older match is not discarded whole for it; its winner
  // still deals as the rules say. New ones are refused (addResult, and the form's message).
  if (!results.every((r) => validResult(setup, r, 0))) return { ok: false, reason: 'results' };
  const clean = results.map((r: RoundResult) => ({
    winner: r.winner,
    points: r.winner === null ? 0 : r.points,
  }));
  return { ok: true, state: { v: 1, setup, results: clean } };
}

/** The stored form of a sheet. */
export function serialiseSheet(state: SheetState): string {
  return JSON.stringify(state);
}

/**
 * A sheet as link parameters:
 * `?rules=multiplayer&players=3&rounds=12&dealer=0&names=Aiko|Ben|Cem&results=1.6,x,0.12`
 * (each result is `<seat>.<points>`, `x` for a draw).
 */
export function sheetToQuery(state: SheetState): string {
  const s = state.setup;
  const params = new URLSearchParams({
    rules: s.rules,
    players: String(s.players),
    rounds: String(s.rounds),
    dealer: String(s.firstDealer),
    names: s.names.join('|'),
    results: state.results.map((r) => (r.winner === null ? 'x' : `${r.winner}.${r.points}`)).join(','),
  });
  return `?${params.toString()}`;
}

/**
 * Reads a sheet link (see {@link sheetToQuery}); null when the query holds no
 * sheet, a rejection when it is malformed.
 */
export function sheetFromQuery(search: string): SheetParse | null {
  const params = new URLSearchParams(search);
  if (!params.has('results') && !params.has('names')) return null;
  const int = (name: string) => {
    const raw = params.get(name) ?? '';
    return /^\d{1,7}$/.test(raw) ? Number(raw) : Number.NaN;
  };
  const results: RoundResult[] = [];
  const rawResults = params.get('results') ?? '';
  for (const part of rawResults === '' ? [] : rawResults.split(',')) {
    if (part === 'x') {
      results.push({ winner: null, points: 0 });
      continue;
    }
    const match = /^(\d)\.(\d{1,7})$/.exec(part);
    if (!match) return { ok: false, reason: 'results' };
    results.push({ winner: Number(match[1]), points: Number(match[2]) });
  }
  return parseSheet(
    JSON.stringify({
      v: 1,
      setup: {
        rules: params.get('rules'),
        players: int('players'),
        names: (params.get('names') ?? '').split('|'),
        rounds: int('rounds'),
        firstDealer: int('dealer'),
      },
      results,
    }),
  );
}

/**
 * Final points from a base and the Koi-Koi calls, for entering a round by
 * its yaku (the base from the engine's `baseOfPickedYaku`), computed by the
 * engine's `scoreFromBase` (the steps of `scoreRound` after the base). A
 * test checks it against `scoreRound`.
 *
 * @example
 * pointsFromBase(8, RULESETS.multiplayer, { own: 0, opponents: 2 }); // 64
 */
export function pointsFromBase(base: number, rules: Ruleset, calls: KoikoiCalls): number {
  return base <= 0 ? 0 : scoreFromBase(base, rules, calls).points;
}
