/**
 * Step-through state for a tutorial: the current step, next/previous/
 * restart, and autoplay that advances every `intervalMs` and stops at the
 * last step. Game-independent.
 *
 * @example
 * const stepper = useStepper(lesson.steps.length, { intervalMs: 2500 });
 * <button onClick={stepper.next} disabled={stepper.atEnd}>Next</button>
 */
import { useCallback, useEffect, useState } from 'preact/hooks';

/** What {@link useStepper} returns. */
export interface Stepper {
  /** Current step, 0-based. */
  readonly index: number;
  readonly count: number;
  readonly atStart: boolean;
  readonly atEnd: boolean;
  /** Whether autoplay runs. */
  readonly playing: boolean;
  /** Goes to a step (clamped). */
  go(index: number): void;
  next(): void;
  prev(): void;
  /** Back to the first step; stops autoplay. */
  restart(): void;
  /** Starts or stops autoplay (starting at the end restarts first). */
  togglePlay(): void;
}

/** Clamps a step index into 0…count−1. */
export function clampStep(index: number, count: number): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), Math.max(0, count - 1));
}

/** The stepper hook (see the file comment). */
export function useStepper(
  count: number,
  options: { intervalMs?: number; initial?: number; onStep?: (index: number) => void } = {},
): Stepper {
  const intervalMs = options.intervalMs ?? 2500;
  const [index, setIndex] = useState(() => clampStep(options.initial ?? 0, count));
  const [playing, setPlaying] = useState(false);
  const go = useCallback((to: number) => setIndex(clampStep(to, count)), [count]);
  const next = useCallback(() => setIndex((i) => clampStep(i + 1, count)), [count]);
  const prev = useCallback(() => {
    setPlaying(false);
    setIndex((i) => clampStep(i - 1, count));
  }, [count]);
  const restart = useCallback(() => {
    setPlaying(false);
    setIndex(0);
  }, []);
  const atEnd = index >= count - 1;
  const togglePlay = useCallback(() => {
    setPlaying((on) => {
      if (!on && atEnd) setIndex(0);
      return !on;
    });
  }, [atEnd]);

  // Each new step once (a caller's callback may be new on every render).
  const { onStep } = options;
  useEffect(() => onStep?.(index), [index]);

  useEffect(() => {
    if (!playing) return;
    if (atEnd) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [playing, index, atEnd, next, intervalMs]);

  return { index, count, atStart: index === 0, atEnd, playing, go, next, prev, restart, togglePlay };
}
