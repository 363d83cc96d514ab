/**
 * The Koi-Koi bot client for the play page: the shared client over the
 * Koi-Koi worker (created lazily, so the worker's code loads only when a
 * computer player first moves), with page-side fallbacks.
 *
 * @example
 * const move = await askBot(client, 'strong', view, 'seed/12');
 */
import { type Action, BOTS, type BotId, type PlayerView } from '../../engine/hanafuda';
import type { ActionEstimate } from '../../workers/koikoi-handlers';
import { type BotClient, createBotClient } from '../game/bot-client';

/** The page's time limit per computer move (ms); the bot itself thinks for less. */
export const MOVE_LIMIT_MS = 2500;

/** Thinking time given to the strong bot inside the worker. */
export const BOT_BUDGET_MS = 900;

/** A client over the Koi-Koi worker (a new one per island). */
export function koikoiBotClient(): BotClient {
  return createBotClient(
    () => new Worker(new URL('../../workers/koikoi-bot.worker.ts', import.meta.url), { type: 'module' }),
  );
}

/**
 * A computer move: from the worker within {@link MOVE_LIMIT_MS}, else the
 * greedy bot on the page (fast; the random bot for a random seat).
 */
export async function askBot(
  client: BotClient,
  bot: BotId,
  view: PlayerView,
  seed: string,
): Promise<{ action: Action; fallback: boolean }> {
  const quick = () => BOTS[bot === 'random' ? 'random' : 'greedy'].chooseAction(view, seed);
  const { result, source } = await client.request<Action>(
    'choose',
    { bot, view, seed, budgetMs: BOT_BUDGET_MS },
    MOVE_LIMIT_MS,
    quick,
  );
  return { action: result, fallback: source === 'fallback' };
}

/**
 * Play-outs per option for the play page's advice (Koi-Koi or stop, and
 * which card to play): a few milliseconds in the worker for a full hand.
 */
export const ADVICE_PLAYOUTS = 300;

/** Estimates of a decision's options from the worker, or `null` when it is too slow. */
export async function askAdvice(
  client: BotClient,
  view: PlayerView,
  seed: string,
): Promise<ActionEstimate[] | null> {
  const { result } = await client.request<ActionEstimate[] | null>(
    'evaluate',
    { view, seed, iterations: ADVICE_PLAYOUTS },
    MOVE_LIMIT_MS * 2,
    () => null,
  );
  return result;
}
