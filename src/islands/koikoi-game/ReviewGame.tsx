/**
 * One game in the review: what it is (rules, players, length, deal
 * number), a round select, the copy-link button, and the step-through frame
 * (`TutorialShell`) with the table, the narration of each action, the yaku
 * panel, the score derivation of a scored round and the score sheet. Part
 * of the review island (`KoikoiReview.tsx`), which picks the game.
 *
 * @example
 * <ReviewGame lang="en" style="traditional" from="link" game={game} rulesName="Nintendo" />
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Action } from '../../engine/hanafuda';
import { shellLabels } from '../../i18n/game';
import type { CardNameStyle } from '../../i18n/hanafuda-cards';
import { monthNames } from '../../i18n/hanafuda-cards';
import { gameT } from '../../i18n/koikoi-game';
import { reviewT } from '../../i18n/koikoi-review';
import type { Lang } from '../../i18n/locales';
import HandsToggle from '../game/HandsToggle';
import ReviewBar, { barTexts } from '../game/ReviewBar';
import ReviewHead, { type OtherLink } from '../game/ReviewHead';
import ReviewMoves from '../game/ReviewMoves';
import '../game/review.css';
import { FROM_TITLES, type ReviewFrom } from '../game/review-source';
import type { PlaySetup } from '../game/saved-game';
import { humanSeats } from '../game/seats';
import TutorialShell from '../game/TutorialShell';
import { useBotClient } from '../game/use-bot-turn';
import type { StepJump } from '../game/use-review-source';
import { useStepper } from '../game/use-stepper';
import type { KoikoiSetup } from './adapter';
import { koikoiBotClient } from './bot-worker';
import { gameLink } from './game-link';
import { dealerDrawCards, involvedCards } from './highlight';
import { namesFor, seatNames } from './names';
import { narrate } from './narrate';
import ReviewAdvice from './ReviewAdvice';
import { type RoundStart, ratedMove, reviewSteps } from './review-steps';
import ScoreSteps from './ScoreSteps';
import ScoreTable from './ScoreTable';
import Table from './Table';
import YakuPanel from './YakuPanel';
import './play.css';

/** Props of {@link ReviewGame}. */
export interface ReviewGameProps {
  readonly lang: Lang;
  readonly style: CardNameStyle;
  /** Where the game came from (the line above the frame says so). */
  readonly from: ReviewFrom;
  readonly game: { readonly setup: PlaySetup<KoikoiSetup>; readonly actions: readonly Action[] };
  /** The step to open on (0-based); `null` opens on the first deal. */
  readonly initialStep: number | null;
  /** Called with each step shown (the island keeps it across reloads). */
  readonly onStep?: (index: number) => void;
  /** A step the address asked for since the game was shown (`null` in it: the first deal); a new object each time. */
  readonly jump?: StepJump | null;
  /** Why a link followed on the page could not be read (already in words), shown under the step buttons. */
  readonly problem?: string | null;
  /** The rule set's name in the page language. */
  readonly rulesName: string;
  /** The link to the other game to review, if any. */
  readonly other?: OtherLink | null;
  /** Whether the game came from a link followed on the page (its title then takes the focus). */
  readonly followed?: boolean;
}

/** The reviewed game (see the file comment). */
export default function ReviewGame({
  lang,
  style,
  from,
  game,
  initialStep,
  onStep,
  jump = null,
  problem = null,
  rulesName,
  other = null,
  followed = false,
}: ReviewGameProps) {
  const t = gameT(lang);
  const r = reviewT(lang);
  const names = useMemo(() => namesFor(lang, style), [lang, style]);
  const { setup, actions } = game;
  const seats = useMemo(
    () =>
      seatNames(
        lang,
        setup.seats.map((seat) => seat.kind),
      ),
    [lang, setup],
  );
  const { steps, rounds } = useMemo(() => reviewSteps(setup.game, actions), [setup, actions]);
  const narrations = useMemo(
    () => steps.map((s) => narrate(s.events, { names, seats })),
    [steps, names, seats],
  );
  const link = useMemo(() => gameLink(setup, actions), [setup, actions]);
  const firstDeal = rounds[0]?.step ?? 0;
  const stepper = useStepper(steps.length, { initial: initialStep ?? firstDeal, onStep });
  useEffect(() => {
    if (jump) stepper.go(jump.step ?? firstDeal);
  }, [jump]);
  const [openHands, setOpenHands] = useState(true);
  const client = useBotClient(koikoiBotClient);
  const viewer = humanSeats(setup.seats)[0] ?? 0;
  const step = steps[stepper.index];
  if (!step) return null;
  const { state } = step;
  const scored = step.events.find((e) => e.type === 'round-scored');
  const open = openHands ? seats.map((_, seat) => seat) : [viewer];
  const { players, rounds: length, seed } = setup.game;
  const move = ratedMove(steps, actions, setup.seats, stepper.index);
  const roundLabel = (start: RoundStart) => {
    const month = steps[start.step]?.state.round?.month;
    const monthName = month ? (monthNames(month)?.monthName[lang] ?? '') : '';
    return r('review.roundOption', { n: start.round, month: monthName });
  };

  return (
    <div class="kg gt-review" data-testid="review" data-state="game" data-from={from} data-needs-js>
      <ReviewHead
        title={r(FROM_TITLES[from])}
        meta={[
          rulesName,
          r('review.players', { n: players }),
          length === 1 ? t('play.length.one') : t('play.length.rounds', { n: length }),
          r('review.seed', { seed: String(seed) }),
          ...(from === 'saved' ? [r('review.finishedOnly')] : []),
        ]}
        other={other}
        focusTitle={followed}
      />
      <ReviewBar
        rounds={rounds}
        index={stepper.index}
        onGo={stepper.go}
        roundLabel={roundLabel}
        link={link}
        texts={barTexts(r)}
        statusClass="kg-small"
      />
      <TutorialShell
        stepper={stepper}
        labels={{ ...shellLabels(lang), region: r('review.region') }}
        narration={narrations[stepper.index] ?? []}
        notice={problem}
        aside={
          <>
            {move && (
              <ReviewAdvice
                key={stepper.index}
                move={move}
                names={names}
                seed={`${seed}/review/${stepper.index}`}
                client={client}
              />
            )}
            {scored && (
              <ScoreSteps steps={scored.steps} threshold={state.config.rules.doublingThreshold} lang={lang} />
            )}
            <YakuPanel state={state} seat={viewer} names={names} seats={seats} />
            <div class="kg-box">
              <p class="kg-box-head">{t('play.sheet')}</p>
              <ScoreTable state={state} names={names} seats={seats} />
            </div>
          </>
        }
      >
        <HandsToggle
          id="kg-review-hands"
          label={r('review.hands')}
          checked={openHands}
          onChange={setOpenHands}
        />
        <Table
          state={state}
          names={names}
          seats={seats}
          viewer={viewer}
          open={open}
          highlight={involvedCards(step.events)}
          drawn={dealerDrawCards(step.events)}
        />
      </TutorialShell>
      <ReviewMoves
        narrations={narrations}
        groups={rounds.map((start) => ({ label: roundLabel(start), from: start.step }))}
        current={stepper.index}
        onGo={stepper.go}
        heading={r('review.moves')}
      />
    </div>
  );
}
