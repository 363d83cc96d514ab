/**
 * The pattern checker's state and its URL form:
 *
 *   ?lead=<id>,<id>,…&reply=<id>,…[&wansin=off]
 *
 * Both lists may be empty or missing; commas may be raw or `%2C`. `wansin=off`
 * switches the engine option `wanSinInSets` off. Parsing never throws: a
 * malformed query gives `{ ok: false, error }` with a code the checker
 * translates (`checker.error.<code>`).
 *
 * @example
 * parseCheckerState('?lead=sup-3,sup-4,sup-5&reply=gon-6,gon-7,gon-8');
 * // { ok: true, state: { lead: ['sup-3', 'sup-4', 'sup-5'], reply: ['gon-6', 'gon-7', 'gon-8'], wanSinInSets: true } }
 */
import { type CardId, DEFAULT_OPTIONS, type HakkaOptions, isCardId, sortCards } from '../../engine/hakka';

/** What the checker shows. */
export interface CheckerState {
  readonly lead: readonly CardId[];
  readonly reply: readonly CardId[];
  /** The engine option `wanSinInSets`. */
  readonly wanSinInSets: boolean;
}

/** Codes of a malformed checker link. */
export type CheckerErrorCode =
  | 'unknown-card'
  | 'duplicate-card'
  | 'shared-card'
  | 'invalid-option'
  | 'unknown-param';

/** Why a link could not be read, and the offending value. */
export interface CheckerError {
  readonly code: CheckerErrorCode;
  readonly value: string;
}

/** Result of {@link parseCheckerState}. */
export type CheckerStateResult = { ok: true; state: CheckerState } | { ok: false; error: CheckerError };

/** The empty checker. */
export const EMPTY_CHECKER: CheckerState = Object.freeze({
  lead: Object.freeze([]) as readonly CardId[],
  reply: Object.freeze([]) as readonly CardId[],
  wanSinInSets: DEFAULT_OPTIONS.wanSinInSets,
});

const KNOWN = new Set(['lead', 'reply', 'wansin']);

function fail(code: CheckerErrorCode, value: string): CheckerStateResult {
  return { ok: false, error: { code, value } };
}

function readList(raw: string | null): CardId[] | CheckerError {
  if (raw === null || raw.trim() === '') return [];
  const out: CardId[] = [];
  for (const part of raw.split(',')) {
    const id = part.trim();
    if (!isCardId(id)) return { code: 'unknown-card', value: id };
    if (out.includes(id)) return { code: 'duplicate-card', value: id };
    out.push(id);
  }
  return sortCards(out);
}

/**
 * Reads a checker query string (`location.search`, with or without `?`).
 *
 * @example
 * parseCheckerState('?lead=sup-10'); // { ok: false, error: { code: 'unknown-card', value: 'sup-10' } }
 */
export function parseCheckerState(search: string): CheckerStateResult {
  const params = new URLSearchParams(search);
  for (const key of params.keys()) if (!KNOWN.has(key)) return fail('unknown-param', key);
  const lead = readList(params.get('lead'));
  if (!Array.isArray(lead)) return { ok: false, error: lead };
  const reply = readList(params.get('reply'));
  if (!Array.isArray(reply)) return { ok: false, error: reply };
  const shared = reply.find((c) => lead.includes(c));
  if (shared !== undefined) return fail('shared-card', shared);
  const wan = params.get('wansin');
  if (wan !== null && wan !== 'on' && wan !== 'off') return fail('invalid-option', wan);
  return {
    ok: true,
    state: { lead, reply, wanSinInSets: wan === null ? DEFAULT_OPTIONS.wanSinInSets : wan === 'on' },
  };
}

/**
 * The query string of a state (with `?`, or `''` when empty): only what is set,
 * commas raw so links stay readable.
 *
 * @example
 * serialiseCheckerState({ lead: ['gon-5'], reply: [], wanSinInSets: false }); // '?lead=gon-5&wansin=off'
 */
export function serialiseCheckerState(state: CheckerState): string {
  const parts: string[] = [];
  if (state.lead.length) parts.push(`lead=${state.lead.join(',')}`);
  if (state.reply.length) parts.push(`reply=${state.reply.join(',')}`);
  if (state.wanSinInSets !== DEFAULT_OPTIONS.wanSinInSets)
    parts.push(`wansin=${state.wanSinInSets ? 'on' : 'off'}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The engine options of a checker state. */
export function checkerOptions(state: Pick<CheckerState, 'wanSinInSets'>): HakkaOptions {
  return { ...DEFAULT_OPTIONS, wanSinInSets: state.wanSinInSets };
}
