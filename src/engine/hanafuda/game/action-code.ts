/**
 * A match's actions as a short text for links: each action is written as
 * its position in `legalActions` of the state it was taken in, one base-36
 * character per action (a seat never has more than 36 choices; a hand holds
 * at most eight cards). Deals and the dealer draw have one choice and take
 * one character too, so the code of a whole round is about 40 characters.
 * The code only makes sense with the same `MatchConfig`: it is replayed,
 * not read on its own.
 *
 * @example
 * const code = encodeActions(config, actions);     // e.g. '0043…'
 * decodeActions(config, code);                      // { ok: true, actions } (the same actions)
 * decodeActions(config, '0z');                      // { ok: false, error: { code: 'illegal-move', index: 1 } }
 */
import { EngineError } from '../../errors';
import { type Action, sameAction } from './actions';
import { applyAction } from './apply';
import { legalActions } from './legal';
import { newMatch } from './match';
import type { MatchConfig, MatchState } from './state';

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Why a code could not be read: a character that is no base-36 digit, or a position with no such choice (or after the match's end). */
export type ActionCodeErrorCode = 'bad-character' | 'illegal-move';

/** A failed decode: the reason and the position of the offending character. */
export interface ActionCodeError {
  readonly code: ActionCodeErrorCode;
  readonly index: number;
}

/** The result of {@link decodeActions}. */
export type DecodedActions =
  | { readonly ok: true; readonly actions: Action[]; readonly state: MatchState }
  | { readonly ok: false; readonly error: ActionCodeError };

/**
 * The code of `actions` played from `newMatch(config)`. Throws `EngineError`
 * code `'invalid-replay'` (details `{ index }`) when an action is not legal
 * where it was taken, as `replay` does.
 */
export function encodeActions(config: MatchConfig, actions: readonly Action[]): string {
  let state = newMatch(config);
  let code = '';
  actions.forEach((action, index) => {
    const position = legalActions(state).findIndex((legal) => sameAction(legal, action));
    const result = position < 0 ? null : applyAction(state, action);
    if (!result?.ok || position >= DIGITS.length) {
      throw new EngineError('invalid-replay', `Action ${index} is not legal here`, { index });
    }
    state = result.state;
    code += DIGITS[position];
  });
  return code;
}

/**
 * The actions of a code, replayed from `newMatch(config)` (with the final
 * state). Never throws for a bad code; `newMatch` still throws for a bad config.
 */
export function decodeActions(config: MatchConfig, code: string): DecodedActions {
  let state = newMatch(config);
  const actions: Action[] = [];
  for (let index = 0; index < code.length; index++) {
    const position = DIGITS.indexOf(code[index] as string);
    if (position < 0) return { ok: false, error: { code: 'bad-character', index } };
    const action = legalActions(state)[position];
    const result = action ? applyAction(state, action) : null;
    if (!action || !result?.ok) return { ok: false, error: { code: 'illegal-move', index } };
    state = result.state;
    actions.push(action);
  }
  return { ok: true, actions, state };
}
