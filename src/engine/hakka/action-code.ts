/**
 * A game's actions as a short text for links: each action is written as its
 * position in `legalActions` of the state it was taken in. Unlike Koi-Koi, a
 * seat may have far more than 36 choices (a discard lists every combination
 * of the required size: up to C(12, 6) = 924 when a six-card run is led
 * against a full hand; random games reach exactly that), so the code is
 * prefix-free and of variable width:
 *
 * - positions 0–34 take one base-36 character, `0`–`9` then `a`–`y`;
 * - a position p of 35 or more takes three: `z` and two base-36 characters
 *   of p − 35 (`z00` = 35, `zzz` = 1330, the largest position there is room for).
 *
 * Calls, passes, declarations and most plays take one character, so the code
 * of a whole game is about as long as its list of actions. The code only
 * makes sense with the same `GameConfig` (seed and options): it is replayed,
 * not read on its own.
 *
 * Cards: `legalActions` lists the cards of a play or discard in `sortCards`
 * order (hands are kept sorted and every combination keeps hand order), and
 * `applyAction` takes them in any order, so an action is matched with its
 * cards sorted; a decoded action has them sorted.
 *
 * @example
 * const code = encodeActions(config, actions);     // e.g. '0101001038…z0k…' (z0k: the 56th choice)
 * decodeActions(config, code);                      // { ok: true, actions, state } (the same actions)
 * decodeActions(config, '9');                       // { ok: false, error: { code: 'illegal-move', index: 0 } }
 */
import { EngineError } from '../errors';
import { applyAction, type GameConfig, legalActions, newGame } from './game';
import { sameAction } from './same-action';
import type { HakkaAction, HakkaState } from './state';

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** The character that starts a three-character position. */
const WIDE = 'z';

/** Positions below this take one character. */
const NARROW = DIGITS.indexOf(WIDE);

/** The largest position a code can hold (35 + 36² − 1). */
const MAX_POSITION = NARROW + DIGITS.length * DIGITS.length - 1;

/**
 * Why a code could not be read: a character that is no base-36 digit (or a
 * `z` without two digits after it), or a position with no such choice (or
 * after the game's end).
 */
export type ActionCodeErrorCode = 'bad-character' | 'illegal-move';

/**
 * A failed decode: the reason and the position in the code of the offending
 * character. For a three-character position that is not legal, and for a
 * `z` cut off by the end of the code, it is the position of its `z`; for a
 * non-digit after a `z`, the position of that character.
 */
export interface ActionCodeError {
  readonly code: ActionCodeErrorCode;
  readonly index: number;
}

/** The result of {@link decodeActions}. */
export type DecodedActions =
  | { readonly ok: true; readonly actions: HakkaAction[]; readonly state: HakkaState }
  | { readonly ok: false; readonly error: ActionCodeError };

/** The characters of one position (at most {@link MAX_POSITION}). */
function positionCode(position: number): string {
  if (position < NARROW) return DIGITS[position] as string;
  const wide = position - NARROW;
  return `${WIDE}${DIGITS[Math.floor(wide / DIGITS.length)]}${DIGITS[wide % DIGITS.length]}`;
}

/**
 * The code of `actions` played from `newGame(config)`. Throws `EngineError`
 * code `'invalid-replay'` (details `{ index }`) when an action is not legal
 * where it was taken, as `replay` does (or, which no game reaches, when its
 * position is beyond 1330).
 */
export function encodeActions(config: GameConfig, actions: readonly HakkaAction[]): string {
  let state = newGame(config);
  let code = '';
  actions.forEach((action, index) => {
    const legal = legalActions(state);
    const position = legal.findIndex((candidate) => sameAction(candidate, action));
    const result = position < 0 ? null : applyAction(state, legal[position] as HakkaAction);
    if (!result?.ok || position > MAX_POSITION) {
      throw new EngineError('invalid-replay', `Action ${index} is not legal here`, { index });
    }
    state = result.state;
    code += positionCode(position);
  });
  return code;
}

/**
 * The actions of a code, replayed from `newGame(config)` (with the final
 * state). Never throws for a bad code; `newGame` still throws for a bad config.
 */
export function decodeActions(config: GameConfig, code: string): DecodedActions {
  let state = newGame(config);
  const actions: HakkaAction[] = [];
  let index = 0;
  while (index < code.length) {
    const start = index;
    const digit = DIGITS.indexOf(code[index] as string);
    if (digit < 0) return { ok: false, error: { code: 'bad-character', index } };
    index++;
    let position = digit;
    if (digit === NARROW) {
      if (index + 2 > code.length) return { ok: false, error: { code: 'bad-character', index: start } };
      const high = DIGITS.indexOf(code[index] as string);
      if (high < 0) return { ok: false, error: { code: 'bad-character', index } };
      const low = DIGITS.indexOf(code[index + 1] as string);
      if (low < 0) return { ok: false, error: { code: 'bad-character', index: index + 1 } };
      index += 2;
      position = NARROW + high * DIGITS.length + low;
    }
    const action = legalActions(state)[position];
    const result = action ? applyAction(state, action) : null;
    if (!action || !result?.ok) return { ok: false, error: { code: 'illegal-move', index: start } };
    state = result.state;
    actions.push(action);
  }
  return { ok: true, actions, state };
}
