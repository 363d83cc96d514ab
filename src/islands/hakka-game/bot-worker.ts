/**
 * The Hakka bot client for the play page: the shared client over the Hakka
 * worker (created lazily, so the worker's code loads only when a computer
 * player first moves), with a quick page-side fallback when the worker is
 * too slow or cannot start.
 *
 * @example
 * const { action } = await askHakkaBot(client, 'strong', view, 'seed/12');
 */
import { greedyBot } from '../../engine/hakka/bots/greedy';
import { randomBot } from '../../engine/hakka/bots/random';
import type { BotId } from '../../engine/hakka/bots/types';
import type { HakkaAction } from '../../engine/hakka/state';
import type { HakkaView } from '../../engine/hakka/view';
import type { HakkaEstimate } from '../../workers/hakka-handlers';
import { type BotClient, createBotClient } from '../game/bot-client';

/** The page's time limit per computer move (ms); the bot itself thinks for less. */
export const HAKKA_MOVE_LIMIT_MS = 2500;

/** Thinking time given to the strong player inside the worker. */
export const HAKKA_BOT_BUDGET_MS = 900;

/** A client over the Hakka worker (a new one per island). */
export function hakkaBotClient(): BotClient {
  return createBotClient(
    () => new Worker(new URL('../../workers/hakka-bot.worker.ts', import.meta.url), { type: 'module' }),
  );
}

/**
 * A computer move: from the worker within {@link HAKKA_MOVE_LIMIT_MS}, else
 * the greedy player on the page (fast; the random player for a random seat).
 */
export async function askHakkaBot(
  client: BotClient,
  bot: BotId,
  view: HakkaView,
  seed: string,
): Promise<{ action: HakkaAction; fallback: boolean }> {
  const quick = () => (bot === 'random' ? randomBot : greedyBot).chooseAction(view, seed);
  const { result, source } = await client.request<HakkaAction>(
    'choose',
    { bot, view, seed, budgetMs: HAKKA_BOT_BUDGET_MS },
    HAKKA_MOVE_LIMIT_MS,
    quick,
  );
  return { action: result, fallback: source === 'fallback' };
}

/** Sampled deals per option for the play page's move advice, and the worker's time for them. */
export const HAKKA_ADVICE = { iterations: 150, budgetMs: 1500 } as const;

/**
 * Estimates of the person's options from the worker, or `null` when it is
 * too slow; `include` is a move to rate as well (a review's move made).
 */
export async function askHakkaAdvice(
  client: BotClient,
  view: HakkaView,
  seed: string,
  include?: HakkaAction,
): Promise<HakkaEstimate[] | null> {
  const { result } = await client.request<HakkaEstimate[] | null>(
    'evaluate',
    { view, seed, ...HAKKA_ADVICE, ...(include ? { include } : {}) },
    HAKKA_ADVICE.budgetMs + HAKKA_MOVE_LIMIT_MS,
    () => null,
  );
  return result;
}
