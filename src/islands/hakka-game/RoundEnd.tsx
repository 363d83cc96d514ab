/**
 * What the Hakka play island shows after a round is settled: the
 * settlement, and either "Next round" or, after the last round, the final
 * score with "New game" (where the keyboard focus goes, as no card is left
 * to use).
 *
 * @example
 * <RoundEnd result={result} scores={null} names={names} seats={seats} onNext={next} onNewGame={reset} />
 */
import type { RoundResult } from '../../engine/hakka/state';
import { hakkaGameT } from '../../i18n/hakka-game';
import type { HakkaNames, SeatName } from './names';
import { narrateEvent } from './narrate';
import Settlement from './Settlement';

/** Props of {@link RoundEnd}. */
export interface RoundEndProps {
  readonly result: RoundResult;
  /** The final scores when the game is over, else `null` (play goes on). */
  readonly scores: readonly number[] | null;
  readonly names: HakkaNames;
  readonly seats: readonly SeatName[];
  readonly onNext: () => void;
  readonly onNewGame: () => void;
}

/** The round's end (see the file comment). */
export default function RoundEnd({ result, scores, names, seats, onNext, onNewGame }: RoundEndProps) {
  const t = hakkaGameT(names.lang);
  return (
    <div class="hp-round-end">
      <Settlement result={result} names={names} seats={seats} headingLevel={2} />
      {scores ? (
        <>
          <p class="hp-final" data-testid="final">
            {narrateEvent({ type: 'game-over', scores }, { names, seats })}
          </p>
          <button
            type="button"
            class="button button-primary"
            data-testid="final-new-game"
            onClick={onNewGame}
          >
            {t('play.newGame')}
          </button>
        </>
      ) : (
        <button type="button" class="button button-primary" data-testid="next-round" onClick={onNext}>
          {t('play.nextRound')}
        </button>
      )}
    </div>
  );
}
