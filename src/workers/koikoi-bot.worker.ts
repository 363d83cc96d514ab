/**
 * The Koi-Koi bot worker: answers `choose` and `evaluate` requests (see
 * `koikoi-handlers.ts` and `protocol.ts`) off the page's main thread.
 * Started lazily by `islands/game/bot-client.ts`.
 */
import { KOIKOI_HANDLERS } from './koikoi-handlers';
import { answer, type BotRequest } from './protocol';

self.onmessage = (event: MessageEvent<BotRequest>) => {
  self.postMessage(answer(KOIKOI_HANDLERS, event.data));
};
