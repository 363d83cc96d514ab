/**
 * The four-round score sheet of the payments tool, kept in localStorage.
 *
 * Stored JSON under {@link SHEET_KEY}:
 *
 *   { "version": 1, "names": ["Ann", "Ben", "Cai", "Dee"],
 *     "rounds": [{ "dealer": 0, "winner": 1, "count": 7, "deltas": [-2, 4, 0, -2] }] }
 *
 * Lifecycle: read once on mount ({@link parseSheet}); every change is written
 * back whole; "new game" writes an empty sheet. Anything that does not parse
 * exactly is discarded and reported (`corrupt`), never half-used.
 *
 * @example
 * const { sheet, error } = parseSheet(localStorage.getItem(SHEET_KEY));
 */
import { ROUNDS_PER_GAME, SEATS, type Seat } from '../../engine/hakka';

/** The localStorage key, versioned. */
export const SHEET_KEY = 'hakka.scoreSheet.v1';

/** One scored round on the sheet. */
export interface SheetRound {
  readonly dealer: Seat;
  readonly winner: Seat | null;
  readonly count: number;
  /** Points per seat (zero-sum, from the engine's settlement). */
  readonly deltas: readonly [number, number, number, number];
}

/** The whole sheet. */
export interface ScoreSheet {
  readonly version: 1;
  readonly names: readonly [string, string, string, string];
  readonly rounds: readonly SheetRound[];
}

/** Longest player name kept. */
export const NAME_MAX = 24;

/** An empty sheet with the given default names. */
export function emptySheet(names: readonly [string, string, string, string]): ScoreSheet {
  return { version: 1, names, rounds: [] };
}

const isSeat = (v: unknown): v is Seat => typeof v === 'number' && (SEATS as readonly number[]).includes(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 1e6;

function readRound(v: unknown): SheetRound | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  const d = r['deltas'];
  if (!isSeat(r['dealer']) || !(r['winner'] === null || isSeat(r['winner'])) || !isInt(r['count']))
    return null;
  if (!Array.isArray(d) || d.length !== 4 || !d.every(isInt)) return null;
  if (d.reduce((a: number, b: number) => a + b, 0) !== 0) return null;
  return {
    dealer: r['dealer'],
    winner: r['winner'],
    count: r['count'],
    deltas: [d[0], d[1], d[2], d[3]] as [number, number, number, number],
  };
}

/**
 * Reads stored JSON. `null` (nothing stored) gives `{ sheet: null, error: null }`;
 * anything malformed gives `{ sheet: null, error: 'corrupt' }`.
 */
export function parseSheet(raw: string | null): { sheet: ScoreSheet | null; error: 'corrupt' | null } {
  if (raw === null) return { sheet: null, error: null };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { sheet: null, error: 'corrupt' };
  }
  if (typeof data !== 'object' || data === null) return { sheet: null, error: 'corrupt' };
  const o = data as Record<string, unknown>;
  const names = o['names'];
  const rounds = o['rounds'];
  if (o['version'] !== 1 || !Array.isArray(names) || names.length !== 4 || !Array.isArray(rounds)) {
    return { sheet: null, error: 'corrupt' };
  }
  if (!names.every((n) => typeof n === 'string' && n.length <= NAME_MAX) || rounds.length > ROUNDS_PER_GAME) {
    return { sheet: null, error: 'corrupt' };
  }
  const parsed = rounds.map(readRound);
  if (parsed.some((r) => r === null)) return { sheet: null, error: 'corrupt' };
  return {
    sheet: { version: 1, names: names as [string, string, string, string], rounds: parsed as SheetRound[] },
    error: null,
  };
}

/** Adds a round; returns the sheet unchanged when all rounds are filled. */
export function addRound(sheet: ScoreSheet, round: SheetRound): ScoreSheet {
  if (sheet.rounds.length >= ROUNDS_PER_GAME) return sheet;
  return { ...sheet, rounds: [...sheet.rounds, round] };
}

/** Removes the last round (undo a mistaken entry). */
export function removeLastRound(sheet: ScoreSheet): ScoreSheet {
  return { ...sheet, rounds: sheet.rounds.slice(0, -1) };
}

/** Running totals per seat. */
export function sheetTotals(sheet: ScoreSheet): [number, number, number, number] {
  const t: [number, number, number, number] = [0, 0, 0, 0];
  for (const r of sheet.rounds) for (const s of SEATS) t[s] += r.deltas[s];
  return t;
}
