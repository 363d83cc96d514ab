/**
 * The page's side of a bot Web Worker: sends a request, waits at most a time
 * limit, and falls back to a quick answer computed on the page when the
 * worker is too slow, fails or cannot start, so the page never freezes and
 * the game never stalls. Game-independent (see `workers/protocol.ts`).
 *
 * The worker is created lazily on the first request (so its code is loaded
 * only once a computer player moves). A timed-out worker is terminated and a
 * fresh one started for the next request, since it may still be busy.
 *
 * @example
 * const client = createBotClient(() => new Worker(new URL('…/koikoi-bot.worker.ts', import.meta.url), { type: 'module' }));
 * const { result, source } = await client.request('choose', payload, 1500, () => quickMove());
 */
import type { BotRequest, BotRequestKind, BotResponse } from '../../workers/protocol';

/** The part of a `Worker` the client uses (tests pass a fake). */
export interface WorkerLike {
  postMessage(message: BotRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<BotResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** Where an answer came from. */
export type AnswerSource = 'worker' | 'fallback';

/** A bot client. */
export interface BotClient {
  /**
   * Asks the worker; resolves with its result, or with `fallback()` after
   * `timeoutMs`, on a worker error, or when no worker can be started.
   * Never rejects unless `fallback` throws.
   */
  request<T>(
    kind: BotRequestKind,
    payload: unknown,
    timeoutMs: number,
    fallback: () => T,
  ): Promise<{ result: T; source: AnswerSource }>;
  /** Stops the worker (the next request starts a new one). */
  dispose(): void;
}

/** Creates a {@link BotClient} over workers made by `createWorker`. */
export function createBotClient(createWorker: () => WorkerLike): BotClient {
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const waiting = new Map<number, (response: BotResponse | null) => void>();

  const stop = () => {
    worker?.terminate();
    worker = null;
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  };

  const ensure = (): WorkerLike | null => {
    if (worker) return worker;
    try {
      const created = createWorker();
      created.onmessage = (event) => {
        const settle = waiting.get(event.data?.id);
        if (settle) settle(event.data);
      };
      created.onerror = () => stop();
      worker = created;
    } catch {
      worker = null;
    }
    return worker;
  };

  return {
    request<T>(kind: BotRequestKind, payload: unknown, timeoutMs: number, fallback: () => T) {
      return new Promise<{ result: T; source: AnswerSource }>((resolve, reject) => {
        const useFallback = () => {
          try {
            resolve({ result: fallback(), source: 'fallback' });
          } catch (error) {
            reject(error);
          }
        };
        const target = ensure();
        if (!target) {
          useFallback();
          return;
        }
        const id = nextId++;
        const timer = setTimeout(() => {
          waiting.delete(id);
          // The worker may still be computing: start afresh next time.
          stop();
          useFallback();
        }, timeoutMs);
        waiting.set(id, (response) => {
          clearTimeout(timer);
          waiting.delete(id);
          if (response?.ok) resolve({ result: response.result as T, source: 'worker' });
          else useFallback();
        });
        try {
          target.postMessage({ id, kind, payload });
        } catch {
          waiting.get(id)?.(null);
        }
      });
    },
    dispose: stop,
  };
}
