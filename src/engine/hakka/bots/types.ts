/**
 * The one interface all Hakka computer players share.
 *
 * @example
 * const action = BOTS.greedy.chooseAction(viewFor(state, seat), 17);
 */
import type { RngState, Seed } from '../../rng';
import type { HakkaAction } from '../state';
import type { HakkaView } from '../view';

/** Names of the computer players. */
export const BOT_IDS = ['random', 'greedy', 'strong'] as const;

/** One computer player's name. */
export type BotId = (typeof BOT_IDS)[number];

/**
 * How much a player may think. `iterations` bounds the work (deterministic);
 * `maxMillis` with an injected `clock` (e.g. `() => performance.now()` in a Web
 * Worker) also stops early, which makes the choice depend on timing.
 */
export interface BotBudget {
  /** Sampled deals to try (strong player). */
  readonly iterations?: number;
  /** Wall-clock cap in milliseconds, only with `clock`. */
  readonly maxMillis?: number;
  /** Millisecond clock; the engine never reads time itself. */
  readonly clock?: () => number;
}

/** A computer player: a pure function of what its seat sees and a seed. */
export interface HakkaBot {
  /** Its name. */
  readonly id: BotId;
  /**
   * Picks one of `view.legal`. Deterministic for the same view, seed and
   * budget (without a clock). Throws if the view's seat is not to act.
   */
  chooseAction(view: HakkaView, seed: Seed | RngState, budget?: BotBudget): HakkaAction;
}
