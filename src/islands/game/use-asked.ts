/**
 * An answer asked for once in a while from a review step (the computer's
 * rating of a move): `request()` starts the question and shows `'pending'`
 * until the answer; an answer that comes after the component is gone is
 * dropped. The parent keys the component by step, so a new step starts
 * unasked. (The play pages use `useAdvice`, which also drops answers for a
 * position the game has left.)
 *
 * @example
 * const { answer, request } = useAsked(() => askAdvice(client(), view, seed));
 */
import { useEffect, useRef, useState } from 'preact/hooks';

/** The hook's state and action. */
export interface Asked<E> {
  /** The answer, `'pending'` while waiting, `null` before asking (or when none came). */
  readonly answer: E | 'pending' | null;
  readonly request: () => void;
}

/** See the file comment. */
export function useAsked<E>(ask: () => Promise<E | null>): Asked<E> {
  const [answer, setAnswer] = useState<E | 'pending' | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const request = () => {
    setAnswer('pending');
    ask().then((result) => {
      if (mounted.current) setAnswer(result);
    });
  };
  return { answer, request };
}
