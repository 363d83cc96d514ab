/**
 * "What would the computer play?" in the hints box: a button that asks the
 * worker to estimate the person's options (play a card, or which card to
 * take), and the best of them as a list (`move-advice.ts`). Asked for, not
 * shown unasked, so the hints do not play the game for the reader.
 *
 * @example
 * <MoveAdvice advice={advice} names={names} onAsk={ask} />
 */

import { gameT } from '../../i18n/koikoi-game';
import type { ActionEstimate } from '../../workers/koikoi-handlers';
import { adviceLines, rankMoves } from './move-advice';
import type { Names } from './names';

/** Props of {@link MoveAdvice}. */
export interface MoveAdviceProps {
  /** The estimates, `'pending'` while the worker thinks, `null` before asking (or when it was too slow). */
  readonly advice: readonly ActionEstimate[] | 'pending' | null;
  readonly names: Names;
  readonly onAsk: () => void;
}

/** See the file comment. */
export default function MoveAdvice({ advice, names, onAsk }: MoveAdviceProps) {
  const t = gameT(names.lang);
  const lines = Array.isArray(advice) ? adviceLines(advice, names) : [];
  const samples = Array.isArray(advice) ? (rankMoves(advice)[0]?.samples ?? 0) : 0;
  const pending = advice === 'pending';
  // The button stays in place (focus is not lost when the answer comes);
  // the answer goes to a polite live region below it.
  return (
    <div class="kg-advice" data-testid="move-advice">
      <button
        type="button"
        class="button"
        data-testid="suggest"
        aria-disabled={pending ? 'true' : undefined}
        onClick={pending ? undefined : onAsk}
      >
        {pending ? t('play.advice.pending') : t('play.suggest')}
      </button>
      <div aria-live="polite">
        {lines.length > 0 && (
          <>
            <p>{t('play.suggest.intro', { n: samples })}</p>
            <ol>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}
