/**
 * A polite live region for narration that screen readers read reliably.
 * A region created already holding its text, or given the same text again,
 * is not read; so the region is empty for a moment when it first appears
 * and whenever `utterance` changes (a new game, an undo), and the lines
 * arrive after {@link LIVE_DELAY_MS}. Lines that change between utterances
 * are shown at once.
 *
 * A region with markup of its own (a visible status line) gets the same
 * timing from {@link useLiveReady}.
 *
 * @example
 * <LiveRegion lines={['Your last move was taken back.', status]} utterance={`undo-${moves}`} />
 * const ready = useLiveReady(changes); // <p role="status">{ready ? text : ''}</p>
 */
import { useEffect, useState } from 'preact/hooks';

/** How long the region stays empty when it appears or `utterance` changes. */
export const LIVE_DELAY_MS = 100;

/** Props of {@link LiveRegion}. */
export interface LiveRegionProps {
  /** The lines to read, in order. */
  readonly lines: readonly string[];
  /**
   * Changes when the same words must be read again (after an undo, for
   * example); the region is emptied first.
   */
  readonly utterance?: string | number;
}

/** Nothing shown yet: the first render of a region. */
const NOTHING = Symbol('nothing');

/**
 * Whether a live region may show its words: not when it first appears, and
 * not for {@link LIVE_DELAY_MS} after `utterance` changed (see the file comment).
 */
export function useLiveReady(utterance: string | number = ''): boolean {
  const [shown, setShown] = useState<string | number | typeof NOTHING>(NOTHING);
  useEffect(() => {
    const timer = setTimeout(() => setShown(utterance), LIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [utterance]);
  // Quiet in the very render in which the utterance changed: stale lines never show.
  return shown === utterance;
}

/** See the file comment. */
export default function LiveRegion({ lines, utterance = '' }: LiveRegionProps) {
  const quiet = !useLiveReady(utterance);
  return (
    <div class="visually-hidden" aria-live="polite" data-testid="live">
      {quiet ? null : lines.map((line, i) => <p key={`${i}-${line}`}>{line}</p>)}
    </div>
  );
}
