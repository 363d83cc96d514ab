/**
 * Messages between a game page and its bot worker. Game-independent: the
 * `payload` is whatever the game's worker handler expects (for Koi-Koi a
 * player view, a bot id and a seed; see `koikoi-bot.worker.ts`).
 *
 * page → worker: `{ id, kind: 'choose' | 'evaluate', payload }`
 * worker → page: `{ id, ok: true, result }` or `{ id, ok: false, error }`
 */

/** What the page asks for. */
export type BotRequestKind = 'choose' | 'evaluate';

/** A request to the worker. */
export interface BotRequest {
  /** Matches the answer to the question. */
  readonly id: number;
  readonly kind: BotRequestKind;
  readonly payload: unknown;
}

/** The worker's answer. */
export type BotResponse =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** The handlers a game's worker provides. */
export type BotHandlers = Readonly<Record<BotRequestKind, (payload: unknown) => unknown>>;

/**
 * Answers one request with the handlers (the worker entry calls it on every
 * message; tests call it directly).
 *
 * @example
 * self.onmessage = (e) => self.postMessage(answer(HANDLERS, e.data));
 */
export function answer(handlers: BotHandlers, request: BotRequest): BotResponse {
  const id = typeof request?.id === 'number' ? request.id : -1;
  const handler = handlers[request?.kind];
  if (!handler) return { id, ok: false, error: `unknown request kind ${String(request?.kind)}` };
  try {
    return { id, ok: true, result: handler(request.payload) };
  } catch (error) {
    return { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
