/**
 * "What would the computer have played?" on a review step where a person
 * played a card, chose a capture or decided Koi-Koi or stop ("How do the
 * choices compare?" on such a step of a computer player in the example
 * match; `ratedMove`): asks the worker to rate the options that player had,
 * from what that seat could see before the move (its view, not the open
 * hands), and lists the best three moves (or, on a decision, what stopping
 * and calling bring) and the choice made. The parent keys it by step, so a
 * new step starts unasked.
 *
 * @example
 * <ReviewAdvice key={index} move={ratedMove(steps, actions, seats, index)} names={names} seed="abc/review/7" client={client} />
 */
import { sameAction, viewFor } from '../../engine/hanafuda';
import { gameT } from '../../i18n/koikoi-game';
import { reviewT } from '../../i18n/koikoi-review';
import type { ActionEstimate } from '../../workers/koikoi-handlers';
import type { BotClient } from '../game/bot-client';
import MoveAdvice from '../game/MoveAdvice';
import { useAsked } from '../game/use-asked';
import { askAdvice } from './bot-worker';
import { adviceLine, adviceLines, bestSamples, decisionLines } from './move-advice';
import type { Names } from './names';
import type { RatedMove } from './review-steps';

/** Props of {@link ReviewAdvice}. */
export interface ReviewAdviceProps {
  readonly move: RatedMove;
  readonly names: Names;
  readonly seed: string;
  readonly client: () => BotClient;
}

/** See the file comment. */
export default function ReviewAdvice({ move, names, seed, client }: ReviewAdviceProps) {
  const t = gameT(names.lang);
  const r = reviewT(names.lang);
  const { answer: advice, request: ask } = useAsked<readonly ActionEstimate[]>(() =>
    askAdvice(client(), viewFor(move.before, move.seat), seed),
  );
  const estimates = Array.isArray(advice) ? advice : [];
  const { action } = move;
  const deciding = action.type === 'koikoi' || action.type === 'stop';
  const labels = { ask: r(move.byPerson ? 'review.ask' : 'review.rate'), pending: t('play.advice.pending') };
  if (deciding) {
    const lines = decisionLines(estimates, move.stopPoints, names.lang);
    const samples = estimates.find((entry) => entry.action.type === 'koikoi')?.samples ?? 0;
    const chosen = action.type === 'koikoi' ? t('play.koikoi') : t('play.stop');
    return (
      <MoveAdvice
        pending={advice === 'pending'}
        intro={t('play.advice', { n: samples })}
        lines={lines}
        note={r('review.played', { line: chosen })}
        labels={labels}
        onAsk={ask}
      />
    );
  }
  const played = estimates.find((entry) => sameAction(entry.action, action));
  return (
    <MoveAdvice
      pending={advice === 'pending'}
      intro={t('play.suggest.intro', { n: bestSamples(estimates) })}
      lines={adviceLines(estimates, names)}
      note={played ? r('review.played', { line: adviceLine(played, names) }) : undefined}
      labels={labels}
      onAsk={ask}
    />
  );
}
