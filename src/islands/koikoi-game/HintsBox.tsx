/**
 * The hints box of the Koi-Koi play island: on a person's play or capture
 * choice, which cards capture and, on request, the best moves from
 * simulated play-outs; on a Koi-Koi decision, what stopping scores for sure
 * and what calling brings on average (asked for by the island itself); and
 * always the yaku panel (what each side has and is close to).
 *
 * @example
 * <HintsBox state={state} viewer={0} myTurn deciding={false} advice={null} stopPoints={null}
 *   names={names} seats={seats} onAsk={request} />
 */
import type { MatchState } from '../../engine/hanafuda';
import { gameT } from '../../i18n/koikoi-game';
import type { ActionEstimate } from '../../workers/koikoi-handlers';
import MoveAdvice from '../game/MoveAdvice';
import { adviceLines, bestSamples, decisionLines } from './move-advice';
import type { Names, SeatName } from './names';
import YakuPanel from './YakuPanel';

/** Props of {@link HintsBox}. */
export interface HintsBoxProps {
  readonly state: MatchState;
  /** The seat whose hand is shown. */
  readonly viewer: number;
  /** Whether the viewer is to act. */
  readonly myTurn: boolean;
  /** A person is deciding between Koi-Koi and stopping. */
  readonly deciding: boolean;
  /** The worker's estimates: `'pending'` while it thinks, `null` before asking. */
  readonly advice: readonly ActionEstimate[] | 'pending' | null;
  /** The points stopping now would score (`stopScore`: doubling and Koi-Koi multiplier included), when known. */
  readonly stopPoints: number | null;
  readonly names: Names;
  readonly seats: readonly SeatName[];
  readonly onAsk: () => void;
}

/** The hints box (see the file comment). */
export default function HintsBox(props: HintsBoxProps) {
  const { state, viewer, myTurn, deciding, advice, stopPoints, names, seats, onAsk } = props;
  const t = gameT(names.lang);
  const phase = state.phase;
  const rated = Array.isArray(advice) ? advice : null;
  const koikoi = rated?.find((entry) => entry.action.type === 'koikoi');
  return (
    <section class="kg-box" aria-label={t('play.hint.heading')}>
      <h2 class="kg-box-head">{t('play.hint.heading')}</h2>
      {myTurn && phase === 'play' && <p class="kg-small">{t('play.hint.playable')}</p>}
      {myTurn && (phase === 'play' || phase === 'choose') && (
        <MoveAdvice
          pending={advice === 'pending'}
          intro={t('play.suggest.intro', { n: rated ? bestSamples(rated) : 0 })}
          lines={rated ? adviceLines(rated, names) : []}
          labels={{ ask: t('play.suggest'), pending: t('play.advice.pending') }}
          onAsk={onAsk}
        />
      )}
      {deciding && advice === 'pending' && <p>{t('play.advice.pending')}</p>}
      {deciding && koikoi && (
        <div data-testid="advice">
          <p>{t('play.advice', { n: koikoi.samples })}</p>
          <ul>
            {decisionLines(rated ?? [], stopPoints, names.lang).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <YakuPanel state={state} seat={viewer} names={names} seats={seats} />
    </section>
  );
}
