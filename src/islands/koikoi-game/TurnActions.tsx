/**
 * The buttons under the Koi-Koi table in the play island: stop or call
 * Koi-Koi on a person's decision (Koi-Koi only while the rules allow
 * another call), deal (the first deal, or the next round), and once the
 * match is over its final score (per team with four players in teams)
 * with "New match" (where the keyboard focus goes, as no card is left to
 * use). Nothing when none of these applies.
 * After a round whose points were multiplied (doubled at 7, Koi-Koi calls),
 * the steps from its yaku to its points stand above the button, so that
 * "6 points" in the yaku and "12 points" in the score need no guessing.
 *
 * @example
 * <TurnActions state={state} viewer={0} deciding canKoikoi names={names} seats={seats} onAct={apply} onNewGame={reset} />
 */
import { type Action, type MatchState, matchScores } from '../../engine/hanafuda';
import { gameT } from '../../i18n/koikoi-game';
import type { Names, SeatName } from './names';
import { finalScore } from './narrate';
import ScoreSteps from './ScoreSteps';

/** Props of {@link TurnActions}. */
export interface TurnActionsProps {
  readonly state: MatchState;
  /** The seat whose hand is shown. */
  readonly viewer: number;
  /** The viewer is deciding between Koi-Koi and stopping. */
  readonly deciding: boolean;
  /** Calling Koi-Koi is a legal action now. */
  readonly canKoikoi: boolean;
  readonly names: Names;
  readonly seats: readonly SeatName[];
  readonly onAct: (action: Action) => void;
  readonly onNewGame: () => void;
}

/** The table's buttons (see the file comment). */
export default function TurnActions(props: TurnActionsProps) {
  const { state, viewer, deciding, canKoikoi, names, seats, onAct, onNewGame } = props;
  const t = gameT(names.lang);
  if (deciding) {
    return (
      <div class="kg-decide">
        <button
          type="button"
          class="button button-primary"
          data-testid="stop"
          onClick={() => onAct({ type: 'stop', seat: viewer })}
        >
          {t('play.stop')}
        </button>
        {canKoikoi && (
          <button
            type="button"
            class="button"
            data-testid="koikoi"
            onClick={() => onAct({ type: 'koikoi', seat: viewer })}
          >
            {t('play.koikoi')}
          </button>
        )}
      </div>
    );
  }
  const last = state.results[state.results.length - 1];
  const steps = last?.steps.some((step) => step.factor > 1) ? (
    <ScoreSteps steps={last.steps} threshold={state.config.rules.doublingThreshold} lang={names.lang} />
  ) : null;
  if (state.phase === 'deal') {
    const first = state.results.length === 0;
    return (
      <div class="kg-decide">
        {steps}
        <button
          type="button"
          class="button button-primary"
          data-testid={first ? 'first-deal' : 'deal'}
          onClick={() => onAct({ type: 'deal' })}
        >
          {t(first ? 'play.deal' : 'play.nextRound')}
        </button>
      </div>
    );
  }
  if (state.phase === 'match-over') {
    return (
      <div class="kg-decide kg-over">
        {steps}
        <p>{finalScore(state.scores, { names, seats }, 'score', matchScores(state).teams)}</p>
        <button type="button" class="button button-primary" data-testid="again" onClick={onNewGame}>
          {t('play.newGame')}
        </button>
      </div>
    );
  }
  return null;
}
