/**
 * "What would the computer have played?" on a Hakka review step where a
 * person chose between several moves ("How do the choices compare?" where a
 * computer player chose, in the example game; `hakkaRatedMove`): asks the
 * worker to rate the options that player had, from what that seat could see
 * before the move (its view, not the open hands), and lists the best three
 * and the move made, rated too (the worker is asked to include it, so even a
 * discard the computer would not have tried gets its estimate). The parent
 * keys it by step, so a new step starts unasked.
 *
 * @example
 * <HakkaReviewAdvice key={index} move={move} names={names} seed="abc/review/7" client={client} />
 */
import { sameAction } from '../../engine/hakka/same-action';
import { viewFor } from '../../engine/hakka/view';
import { hakkaGameT } from '../../i18n/hakka-game';
import { hakkaReviewT } from '../../i18n/hakka-review';
import type { HakkaEstimate } from '../../workers/hakka-handlers';
import type { BotClient } from '../game/bot-client';
import MoveAdvice from '../game/MoveAdvice';
import { useAsked } from '../game/use-asked';
import { askHakkaAdvice } from './bot-worker';
import { hakkaAdviceLine, hakkaAdviceLines, hakkaMoveText, sameOutcome } from './move-advice';
import type { HakkaNames } from './names';
import type { HakkaRatedMove } from './review-steps';

/** Props of {@link HakkaReviewAdvice}. */
export interface HakkaReviewAdviceProps {
  readonly move: HakkaRatedMove;
  readonly names: HakkaNames;
  readonly seed: string;
  readonly client: () => BotClient;
}

/** See the file comment. */
export default function HakkaReviewAdvice({ move, names, seed, client }: HakkaReviewAdviceProps) {
  const t = hakkaGameT(names.lang);
  const r = hakkaReviewT(names.lang);
  const { answer: advice, request: ask } = useAsked<readonly HakkaEstimate[]>(() =>
    askHakkaAdvice(client(), viewFor(move.before, move.seat), seed, move.action),
  );
  const estimates = Array.isArray(advice) ? advice : [];
  const played = estimates.find((entry) => sameAction(entry.action, move.action));
  const line = played ? hakkaAdviceLine(played, names) : hakkaMoveText(move.action, names);
  const note = [...(sameOutcome(estimates) ? [r('review.same')] : []), r('review.played', { line })];
  return (
    <MoveAdvice
      pending={advice === 'pending'}
      intro={t('play.suggest.intro', { n: estimates[0]?.samples ?? 0 })}
      lines={hakkaAdviceLines(estimates, names)}
      note={note.join(' ')}
      labels={{ ask: r(move.byPerson ? 'review.ask' : 'review.rate'), pending: t('play.suggest.pending') }}
      onAsk={ask}
    />
  );
}
