/**
 * The computer players by name.
 *
 * @example
 * const bot = BOTS[settings.level]; // 'random' | 'greedy' | 'strong'
 * const action = bot.chooseAction(viewFor(state, seat), seed, { iterations: 32 });
 */
import { greedyBot } from './greedy';
import { randomBot } from './random';
import { strongBot } from './strong';
import type { BotId, HakkaBot } from './types';

/** All computer players. */
export const BOTS: Readonly<Record<BotId, HakkaBot>> = Object.freeze({
  random: randomBot,
  greedy: greedyBot,
  strong: strongBot,
});

export { rankEvaluations } from '../../rank-evaluations';
export { greedyBot, greedyMove, handStrength, keepValue } from './greedy';
export { type PlayedGame, playGame } from './play';
export { randomBot, randomMove } from './random';
export { DEFAULT_ITERATIONS, determinize, evaluateActions, strongBot } from './strong';
export { BOT_IDS, type BotBudget, type BotId, type HakkaBot } from './types';
