/**
 * The random player: any legal action, uniformly.
 */
import { EngineError } from '../../errors';
import { nextInt, seedRng } from '../../rng';
import type { Action } from '../game/actions';
import type { Bot } from './types';

/**
 * Plays a uniformly random legal action.
 *
 * @example
 * randomBot.chooseAction(viewFor(state, 0), 7);
 */
export const randomBot: Bot = {
  id: 'random',
  chooseAction(view, seed) {
    if (view.legal.length === 0) throw new EngineError('no-legal-action', 'Not this seat’s turn', {});
    const [index] = nextInt(seedRng(seed), view.legal.length);
    return view.legal[index] as Action;
  },
};
