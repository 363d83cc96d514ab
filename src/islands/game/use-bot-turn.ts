/**
 * Computer players on a play page: the worker client (started on first
 * use, stopped when the island goes), and the effect that asks it for the
 * move of the seat to act. A move is shown after at least `pauseMs` (none
 * under `prefers-reduced-motion`) and dropped if the game moved on
 * meanwhile (undo, a new game, a person's move).
 *
 * @example
 * useBotTurn({ ask: botToAct ? () => askBot(client(), botToAct, view, seed) : null, token, pauseMs: 450, isCurrent, onMove }, [game]);
 */
import { useEffect, useRef } from 'preact/hooks';
import type { BotClient } from './bot-client';
import { prefersReducedMotion } from './reduced-motion';

/** A worker client made on first use and disposed with the island. */
export function useBotClient(create: () => BotClient): () => BotClient {
  const ref = useRef<BotClient | null>(null);
  useEffect(() => () => ref.current?.dispose(), []);
  return () => {
    ref.current ??= create();
    return ref.current;
  };
}

/** What {@link useBotTurn} needs for one turn. */
export interface BotTurn<Action> {
  /** Identifies the game position (the number of actions taken). */
  readonly token: number;
  /** Least time between the position and the move being shown (ms). */
  readonly pauseMs: number;
  /** Asks the worker (or its fallback) for the move; `null` when no computer player is to act. */
  readonly ask: (() => Promise<{ action: Action; fallback: boolean }>) | null;
  /** Whether the game is still at the position of `token` and may take the move. */
  readonly isCurrent: (token: number) => boolean;
  /** Applies the move; `fallback` when the page's quick player chose it. */
  readonly onMove: (action: Action, fallback: boolean) => void;
}

/** The effect (see the file comment); runs again when `deps` change. */
export function useBotTurn<Action>(turn: BotTurn<Action>, deps: readonly unknown[]): void {
  useEffect(() => {
    const { ask, token } = turn;
    if (!ask) return;
    let cancelled = false;
    const started = Date.now();
    ask().then(({ action, fallback }) => {
      const wait = prefersReducedMotion() ? 0 : Math.max(0, turn.pauseMs - (Date.now() - started));
      setTimeout(() => {
        if (cancelled || !turn.isCurrent(token)) return;
        turn.onMove(action, fallback);
      }, wait);
    });
    return () => {
      cancelled = true;
    };
  }, deps);
}
