/**
 * Computer players for Koi-Koi: `random`, `greedy` and `strong` behind one
 * interface ({@link Bot}), all deciding from `viewFor(state, seat)` only.
 *
 * @example
 * const action = BOTS.strong.chooseAction(viewFor(state, seat), seed, { budgetMs: 500 });
 */

import { greedyBot } from './greedy';
import { randomBot } from './random';
import { strongBot } from './strong';
import type { Bot, BotId } from './types';

export { rankEvaluations } from '../../rank-evaluations';
export { determinize } from './determinize';
export { captureValue, cardWeight, greedyAction, greedyBot, playValue, stopPoints } from './greedy';
export { type PlayedMatch, playMatch, playRound, type SeatPlayer } from './play';
export { randomBot } from './random';
export {
  DEFAULT_ITERATIONS,
  evaluateActions,
  greedyPlayout,
  POINT_SHARE,
  strongBot,
} from './strong';
export { type Table, tableOfState, tableOfView } from './table';
export { BOT_IDS, type Bot, type BotId, type BotOptions } from './types';

/** The bots by id. */
export const BOTS: Readonly<Record<BotId, Bot>> = Object.freeze({
  random: randomBot,
  greedy: greedyBot,
  strong: strongBot,
});
