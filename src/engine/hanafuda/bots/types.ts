/**
 * The one interface every computer player implements.
 */
import type { Seed } from '../../rng';
import type { Action } from '../game/actions';
import type { PlayerView } from '../game/view';

/** Bot ids, weakest first. */
export const BOT_IDS = ['random', 'greedy', 'strong'] as const;

/** A bot id. */
export type BotId = (typeof BOT_IDS)[number];

/** Limits for a bot's thinking. */
export interface BotOptions {
  /**
   * Play-outs per decision for the `strong` bot (default `DEFAULT_ITERATIONS`, 4000); ignored by the
   * others. With only this limit, a bot is deterministic for a given seed.
   */
  readonly iterations?: number;
  /**
   * Wall-clock limit in milliseconds per decision (a Web Worker passes its
   * time limit here). When it runs out the `strong` bot decides from the
   * play-outs done so far, so the choice may depend on the machine's speed.
   */
  readonly budgetMs?: number;
  /**
   * `strong` only: how many of the greedy rating's best actions it searches
   * (default 8, i.e. every legal action of a full hand; the others are never
   * played).
   */
  readonly candidates?: number;
  /**
   * `strong` only: what a point of the round's difference is worth next to
   * winning the round (which counts 1); default 0.05. Higher values play for
   * big rounds, lower ones for safe wins.
   */
  readonly pointShare?: number;
}

/** A computer player. */
export interface Bot {
  /** Which one. */
  readonly id: BotId;
  /**
   * Picks one of `view.legal` for the viewing seat, using only what the view
   * shows (hidden cards are sampled, never peeked at). `seed` makes it
   * deterministic. Throws `EngineError` code `'no-legal-action'` when
   * `view.legal` is empty (not this seat's turn).
   *
   * @example
   * const action = BOTS.greedy.chooseAction(viewFor(state, 1), 'turn-12');
   */
  chooseAction(view: PlayerView, seed: Seed, options?: BotOptions): Action;
}
