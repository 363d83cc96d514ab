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
  return (
    <div class="kg-advice" data-testid="move-advice">
      {lines.length > 0 ? (
        <>
          <p>{t('play.suggest.intro', { n: samples })}</p>
          <ol>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </>
      ) : (
        <button
          type="button"
          class="button"
          data-testid="suggest"
          onClick={onAsk}
          disabled={advice === 'pending'}
          aria-busy={advice === 'pending'}
        >
          {advice === 'pending' ? t('play.advice.pending') : t('play.suggest')}
        </button>
      )}
    </div>
  );
}
