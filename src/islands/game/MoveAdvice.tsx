/**
 * "What would the computer play?" in a play page's hints box, for either
 * game: a button that asks the worker to rate the person's moves, and the
 * best of them as a list. Asked for, not shown unasked, so the hints do not
 * play the game for the reader. The button stays in place (the keyboard
 * focus is not lost when the answer comes); the answer goes to a polite
 * live region below it.
 *
 * @example
 * <MoveAdvice pending={false} intro="The best moves …" lines={lines}
 *   labels={{ ask: 'What would the computer play?', pending: 'Working out the odds …' }} onAsk={ask} />
 */
import KeepNames from './KeepNames';
import './move-advice.css';

/** Props of {@link MoveAdvice}. */
export interface MoveAdviceProps {
  /** The worker is thinking. */
  readonly pending: boolean;
  /** The line above the list (shown with the list). */
  readonly intro: string;
  /** The rated moves, best first; empty before asking. */
  readonly lines: readonly string[];
  /** A remark under the list (e.g. that every option comes out the same). */
  readonly note?: string | undefined;
  readonly labels: { readonly ask: string; readonly pending: string };
  readonly onAsk: () => void;
}

/** See the file comment. */
export default function MoveAdvice({ pending, intro, lines, note, labels, onAsk }: MoveAdviceProps) {
  return (
    <div class="gp-advice" data-testid="move-advice">
      <button
        type="button"
        class="button"
        data-testid="suggest"
        aria-disabled={pending ? 'true' : undefined}
        onClick={pending ? undefined : onAsk}
      >
        {pending ? labels.pending : labels.ask}
      </button>
      <div aria-live="polite">
        {lines.length > 0 && (
          <>
            <p>{intro}</p>
            <ol>
              {lines.map((line) => (
                <li key={line}>
                  <KeepNames text={line} />
                </li>
              ))}
            </ol>
            {note && <p data-testid="advice-note">{note}</p>}
          </>
        )}
      </div>
    </div>
  );
}
