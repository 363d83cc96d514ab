/**
 * "What would the computer have played?" on a review step where a person
 * played a card or chose a capture: asks the worker to rate the options
 * that person had, from what that seat could see before the move (its
 * view, not the open hands), and lists the best three and the move made.
 * The parent keys it by step, so a new step starts unasked.
 *
 * @example
 * <ReviewAdvice key={index} view={viewFor(before, seat)} action={action} names={names} seed="abc/review/7" client={client} />
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { type Action, type PlayerView, sameAction } from '../../engine/hanafuda';
import { gameT } from '../../i18n/koikoi-game';
import type { ActionEstimate } from '../../workers/koikoi-handlers';
import type { BotClient } from '../game/bot-client';
import MoveAdvice from '../game/MoveAdvice';
import { askAdvice } from './bot-worker';
import { adviceLine, adviceLines, bestSamples } from './move-advice';
import type { Names } from './names';

/** Props of {@link ReviewAdvice}. */
export interface ReviewAdviceProps {
  /** The acting seat's view before the move. */
  readonly view: PlayerView;
  /** The move that was made. */
  readonly action: Action;
  readonly names: Names;
  readonly seed: string;
  readonly client: () => BotClient;
}

/** See the file comment. */
export default function ReviewAdvice({ view, action, names, seed, client }: ReviewAdviceProps) {
  const t = gameT(names.lang);
  const [advice, setAdvice] = useState<readonly ActionEstimate[] | 'pending' | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const ask = () => {
    setAdvice('pending');
    askAdvice(client(), view, seed).then((result) => {
      if (mounted.current) setAdvice(result);
    });
  };
  const estimates = Array.isArray(advice) ? advice : [];
  const played = estimates.find((entry) => sameAction(entry.action, action));
  return (
    <MoveAdvice
      pending={advice === 'pending'}
      intro={t('play.suggest.intro', { n: bestSamples(estimates) })}
      lines={adviceLines(estimates, names)}
      note={played ? t('review.played', { line: adviceLine(played, names) }) : undefined}
      labels={{ ask: t('review.ask'), pending: t('play.advice.pending') }}
      onAsk={ask}
    />
  );
}
