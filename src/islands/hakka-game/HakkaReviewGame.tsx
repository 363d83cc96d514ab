/**
 * One Hakka game in the review: what it is (four rounds, deal number), a
 * round select, the copy-link button, the step-through frame
 * (`TutorialShell`) with the table (every hand face up, the completed trick
 * after a trick was won, the round's last table when it was settled), the
 * narration of each step, the settlement of a round and the score sheet, and
 * the list of every move; on a step where a person chose, the computer's
 * rating of that choice when asked (`HakkaReviewAdvice`). Part of the review
 * island (`HakkaReview.tsx`), which picks the game.
 *
 * @example
 * <HakkaReviewGame lang="en" from="saved" game={game} initialStep={null} />
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { type HakkaAction, ROUNDS_PER_GAME } from '../../engine/hakka/state';
import { shellLabels } from '../../i18n/game';
import { hakkaGameT } from '../../i18n/hakka-game';
import { hakkaReviewT } from '../../i18n/hakka-review';
import type { Lang } from '../../i18n/locales';
import HandsToggle from '../game/HandsToggle';
import ReviewBar, { barTexts } from '../game/ReviewBar';
import ReviewHead, { type OtherLink } from '../game/ReviewHead';
import ReviewMoves from '../game/ReviewMoves';
import '../game/review.css';
import { FROM_TITLES, type ReviewedGame, type ReviewFrom } from '../game/review-source';
import { humanSeats } from '../game/seats';
import TutorialShell from '../game/TutorialShell';
import { useBotClient } from '../game/use-bot-turn';
import type { StepJump } from '../game/use-review-source';
import { useStepper } from '../game/use-stepper';
import type { HakkaSetup } from './adapter';
import { hakkaBotClient } from './bot-worker';
import { gameLink } from './game-link';
import HakkaReviewAdvice from './HakkaReviewAdvice';
import { involvedCards } from './highlight';
import { hakkaNames, hakkaSeatNames } from './names';
import { narrate } from './narrate';
import { hakkaRatedMove, hakkaReviewSteps, settlesRound, shownState } from './review-steps';
import ScoreSheet from './ScoreSheet';
import Settlement from './Settlement';
import Table from './Table';
import { shownTrick } from './trick';
import './play.css';

/** Props of {@link HakkaReviewGame}. */
export interface HakkaReviewGameProps {
  readonly lang: Lang;
  /** Where the game came from (the heading says so). */
  readonly from: ReviewFrom;
  readonly game: ReviewedGame<HakkaSetup, HakkaAction>;
  /** The step to open on (0-based); `null` opens on the first deal. */
  readonly initialStep: number | null;
  /** Called with each step shown (the island keeps it across reloads). */
  readonly onStep?: (index: number) => void;
  /** A step the address asked for since the game was shown (`null` in it: the first deal); a new object each time. */
  readonly jump?: StepJump | null;
  /** Why a link followed on the page could not be read (already in words), shown under the step buttons. */
  readonly problem?: string | null;
  /** The link to the other game to review, if any. */
  readonly other?: OtherLink | null;
  /** Whether the game came from a link followed on the page (its title then takes the focus). */
  readonly followed?: boolean;
}

/** The reviewed game (see the file comment). */
export default function HakkaReviewGame({
  lang,
  from,
  game,
  initialStep,
  onStep,
  jump = null,
  problem = null,
  other = null,
  followed = false,
}: HakkaReviewGameProps) {
  const t = hakkaGameT(lang);
  const r = hakkaReviewT(lang);
  const names = useMemo(() => hakkaNames(lang), [lang]);
  const { setup, actions } = game;
  const seats = useMemo(
    () =>
      hakkaSeatNames(
        lang,
        setup.seats.map((seat) => seat.kind),
      ),
    [lang, setup],
  );
  const { steps, rounds } = useMemo(() => hakkaReviewSteps(setup.game, actions), [setup, actions]);
  const narrations = useMemo(
    () => steps.map((s) => narrate(s.events, { names, seats })),
    [steps, names, seats],
  );
  const link = useMemo(() => gameLink(setup, actions), [setup, actions]);
  const stepper = useStepper(steps.length, { initial: initialStep ?? 0, onStep });
  useEffect(() => {
    if (jump) stepper.go(jump.step ?? 0);
  }, [jump]);
  const [openHands, setOpenHands] = useState(true);
  const client = useBotClient(hakkaBotClient);
  const step = steps[stepper.index];
  if (!step) return null;
  const viewer = humanSeats(setup.seats)[0] ?? 0;
  const shown = shownState(step);
  const trick = shownTrick(step.before, step.action, step.events, shown);
  const highlight = involvedCards(step.events, shown);
  const scored = step.events.find((e) => e.type === 'round-scored' && e.result.settlement !== null);
  const move = hakkaRatedMove(step, setup.seats);
  const roundLabel = (round: number) => r('review.roundOption', { n: round });

  return (
    <div class="hg gt-review" data-testid="review" data-state="game" data-from={from} data-needs-js>
      <ReviewHead
        title={r(FROM_TITLES[from])}
        meta={[
          r('review.rounds', { n: ROUNDS_PER_GAME }),
          r('review.seed', { seed: String(setup.game.seed) }),
          ...(from === 'saved' ? [r('review.finishedOnly')] : []),
        ]}
        other={other}
        focusTitle={followed}
      />
      <ReviewBar
        rounds={rounds}
        index={stepper.index}
        onGo={stepper.go}
        roundLabel={(start) => roundLabel(start.round)}
        link={link}
        texts={barTexts(r)}
        statusClass="hg-small"
      />
      <TutorialShell
        stepper={stepper}
        labels={{ ...shellLabels(lang), region: r('review.region') }}
        narration={narrations[stepper.index] ?? []}
        notice={problem}
        aside={
          <>
            {move && (
              <HakkaReviewAdvice
                key={stepper.index}
                move={move}
                names={names}
                seed={`${setup.game.seed}/review/${stepper.index}`}
                client={client}
              />
            )}
            {scored?.type === 'round-scored' && (
              <Settlement result={scored.result} names={names} seats={seats} />
            )}
            <div class="hg-box">
              <p class="hg-box-head">{t('play.sheet')}</p>
              <ScoreSheet state={step.state} names={names} seats={seats} />
            </div>
          </>
        }
      >
        <HandsToggle
          id="hg-review-hands"
          label={r('review.hands')}
          checked={openHands}
          onChange={setOpenHands}
        />
        <Table
          state={shown}
          names={names}
          seats={seats}
          viewer={viewer}
          open={openHands ? seats.map((_, seat) => seat) : [viewer]}
          trick={trick}
          highlight={highlight}
          settled={settlesRound(step)}
        />
      </TutorialShell>
      <ReviewMoves
        narrations={narrations}
        groups={rounds.map((start) => ({ label: roundLabel(start.round), from: start.step }))}
        current={stepper.index}
        onGo={stepper.go}
        heading={r('review.moves')}
      />
    </div>
  );
}
