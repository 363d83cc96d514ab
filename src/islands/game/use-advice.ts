/**
 * Advice from the bot worker for the person to act, on either play page:
 * `request()` asks (`ask` returns `null` when nobody may be advised) and
 * shows `'pending'` until the answer; an answer for a position the game has
 * since left (another move, undo) is dropped. `clear()` forgets it (call it
 * on every move).
 *
 * @example
 * const advice = useAdvice(gameRef, (game) => askAdvice(client(), viewFor(game.state, 0), 'seed/advice'));
 * <button onClick={advice.request}>…</button>
 */
import { useState } from 'preact/hooks';

/** The advice hook's state and actions. */
export interface Advice<E> {
  /** The answer, `'pending'` while the worker thinks, `null` before asking (or when it was too slow). */
  readonly advice: E | 'pending' | null;
  readonly request: () => void;
  readonly clear: () => void;
}

/** See the file comment. The game's position is identified by its number of actions. */
export function useAdvice<G extends { readonly actions: readonly unknown[] }, E>(
  gameRef: { readonly current: G | null },
  ask: (game: G) => Promise<E | null> | null,
): Advice<E> {
  const [advice, setAdvice] = useState<E | 'pending' | null>(null);
  const request = () => {
    const game = gameRef.current;
    const answer = game ? ask(game) : null;
    if (!game || !answer) return;
    const token = game.actions.length;
    setAdvice('pending');
    answer.then((result) => {
      if (gameRef.current?.actions.length === token) setAdvice(result);
    });
  };
  return { advice, request, clear: () => setAdvice(null) };
}
