/**
 * The Koi-Koi step-through lesson island: replays the lesson file with the
 * engine, shows each step's table with the cards involved highlighted,
 * narrates the step's events, fills the lesson's note, and shows the
 * reader's yaku and what is missing. Next/back/restart/autoplay and arrow
 * keys come from the shared `TutorialShell`; the furthest step is kept in
 * the lesson progress store, the current one in the address (`?step=`,
 * `use-step-in-url.ts`). The server renders the first step; without
 * JavaScript the page shows the lesson as text instead
 * (`components/LessonTranscript.astro`).
 *
 * The lesson comes as a prop (`pageLesson`: its notes in the page's
 * language only), so a page ships its own lesson and no other.
 *
 * @example
 * <KoikoiTutorial client:visible lang="de" lesson={pageLesson(turnLesson, 'de')} />
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { shellLabels } from '../../i18n/game';
import { gameT } from '../../i18n/koikoi-game';
import type { Lang } from '../../i18n/locales';
import type { Lesson } from '../../lessons/koikoi';
import { lessonSteps, stepText } from '../../lessons/koikoi/run';
import type { PageLesson } from '../../lessons/page-lesson';
import HandsToggle from '../game/HandsToggle';
import { progressStore, recordStep } from '../game/progress';
import TutorialShell from '../game/TutorialShell';
import { useStepInUrl } from '../game/use-step-in-url';
import { useStepper } from '../game/use-stepper';
import { useCardNameStyle } from '../hanafuda/card-names';
import { dealerDrawCards, involvedCards } from './highlight';
import { namesFor, seatNames } from './names';
import ScoreSteps from './ScoreSteps';
import Table from './Table';
import YakuPanel from './YakuPanel';
import './game.css';

/** Props of {@link KoikoiTutorial}. */
export interface KoikoiTutorialProps {
  readonly lang: Lang;
  /** A lesson from `lessons/koikoi`, its notes in `lang`. */
  readonly lesson: PageLesson<Lesson>;
}

/** The lesson island (see the file comment). */
export default function KoikoiTutorial({ lang, lesson }: KoikoiTutorialProps) {
  const steps = useMemo(() => lessonSteps(lesson), [lesson]);
  const stepper = useStepper(steps.length);
  const badStep = useStepInUrl(stepper);
  const [style] = useCardNameStyle();
  const [openHands, setOpenHands] = useState(lesson.openHands);
  const t = gameT(lang);
  const names = namesFor(lang, style);
  const seats = seatNames(lang, lesson.seats);
  const step = steps[stepper.index] ?? steps[0];

  useEffect(() => {
    const store = progressStore('koikoi');
    const loaded = store.load();
    const before = loaded.kind === 'value' ? loaded.value : {};
    store.save(recordStep(before, lesson.id, stepper.index, steps.length));
  }, [lesson.id, stepper.index, steps.length]);

  if (!step) return null;
  const text = stepText(lesson, steps, stepper.index, { names, seats });
  const scored = step.events.find((e) => e.type === 'round-scored');
  const open = openHands ? lesson.seats.map((_, seat) => seat) : [0];
  const toggleId = `kg-hands-${lesson.id}`;
  return (
    <div class="kg" data-lesson={lesson.id} data-needs-js>
      <TutorialShell
        stepper={stepper}
        labels={shellLabels(lang)}
        narration={text.narration}
        note={text.note}
        badStep={badStep}
        aside={
          <>
            {scored && (
              <ScoreSteps
                steps={scored.steps}
                threshold={step.state.config.rules.doublingThreshold}
                lang={lang}
              />
            )}
            <YakuPanel state={step.state} seat={0} names={names} seats={seats} />
          </>
        }
      >
        <HandsToggle id={toggleId} label={t('shell.hands')} checked={openHands} onChange={setOpenHands} />
        <Table
          state={step.state}
          names={names}
          seats={seats}
          viewer={0}
          open={open}
          highlight={involvedCards(step.events)}
          drawn={dealerDrawCards(step.events)}
          showRound={false}
        />
      </TutorialShell>
    </div>
  );
}
