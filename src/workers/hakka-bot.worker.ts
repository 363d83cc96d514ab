/**
 * The Hakka bot worker: answers `choose` and `evaluate` requests (see
 * `hakka-handlers.ts` and `protocol.ts`) off the page's main thread.
 * Started lazily by `islands/game/bot-client.ts`.
 */
import { HAKKA_HANDLERS } from './hakka-handlers';
import { answer, type BotRequest } from './protocol';

self.onmessage = (event: MessageEvent<BotRequest>) => {
  self.postMessage(answer(HAKKA_HANDLERS, event.data));
};
