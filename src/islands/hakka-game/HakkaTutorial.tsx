/**
 * The Hakka step-through lesson island: replays the lesson file with the
 * engine, shows each step's table (the completed trick when one was just
 * won, the table as the round ended when it was settled) with the step's
 * cards outlined, narrates the step's events and fills the lesson's note.
 * Next/back/restart/autoplay and arrow keys come from the shared
 * `TutorialShell`; the furthest step is kept in the lesson progress store,
 * the current one in the address (`?step=`, `use-step-in-url.ts`).
 * The server renders the first step; without JavaScript the page shows
 * the lesson as text instead (`components/LessonTranscript.astro`).
 *
 * The lesson comes as a prop (`pageLesson`: its notes in the page's
 * language only), so a page ships its own lesson and no other.
 *
 * @example
 * <HakkaTutorial client:visible lang="de" lesson={pageLesson(callingLesson, 'de')} />
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { shellLabels } from '../../i18n/game';
import { hakkaGameT } from '../../i18n/hakka-game';
import type { Lang } from '../../i18n/locales';
import type { HakkaLesson } from '../../lessons/hakka';
import { hakkaLessonSteps, hakkaStepText } from '../../lessons/hakka/run';
import type { PageLesson } from '../../lessons/page-lesson';
import HandsToggle from '../game/HandsToggle';
import { progressStore, recordStep } from '../game/progress';
import TutorialShell from '../game/TutorialShell';
import { useStepInUrl } from '../game/use-step-in-url';
import { useStepper } from '../game/use-stepper';
import { involvedCards } from './highlight';
import { hakkaNames, hakkaSeatNames } from './names';
import { settlesRound, shownState } from './review-steps';
import Settlement from './Settlement';
import Table from './Table';
import { shownTrick } from './trick';
import './game.css';

/** Props of {@link HakkaTutorial}. */
export interface HakkaTutorialProps {
  readonly lang: Lang;
  /** A lesson from `lessons/hakka`, its notes in `lang`. */
  readonly lesson: PageLesson<HakkaLesson>;
}

/** The lesson island (see the file comment). */
export default function HakkaTutorial({ lang, lesson }: HakkaTutorialProps) {
  const steps = useMemo(() => hakkaLessonSteps(lesson), [lesson]);
  const stepper = useStepper(steps.length);
  const badStep = useStepInUrl(stepper);
  const [openHands, setOpenHands] = useState(lesson.openHands);
  const t = hakkaGameT(lang);
  const names = hakkaNames(lang);
  const seats = hakkaSeatNames(lang, lesson.seats);

  useEffect(() => {
    const store = progressStore('hakka');
    const loaded = store.load();
    const before = loaded.kind === 'value' ? loaded.value : {};
    store.save(recordStep(before, lesson.id, stepper.index, steps.length));
  }, [lesson.id, stepper.index, steps.length]);

  const step = steps[stepper.index] ?? steps[0];
  if (!step) return null;
  const text = hakkaStepText(lesson, steps, stepper.index, { names, seats });
  const shown = shownState(step);
  const action = stepper.index > 0 ? (lesson.actions[stepper.index - 1] ?? null) : null;
  const trick = shownTrick(step.before, action, step.events, shown);
  const highlight = involvedCards(step.events, shown);
  const scored = step.events.find((e) => e.type === 'round-scored' && e.result.settlement !== null);
  const open = openHands ? [0, 1, 2, 3] : [];
  const toggleId = `hg-hands-${lesson.id}`;
  return (
    <div class="hg" data-lesson={lesson.id} data-needs-js>
      <TutorialShell
        stepper={stepper}
        labels={shellLabels(lang)}
        narration={text.narration}
        note={text.note}
        badStep={badStep}
        aside={
          scored?.type === 'round-scored' ? (
            <Settlement result={scored.result} names={names} seats={seats} />
          ) : undefined
        }
      >
        <HandsToggle id={toggleId} label={t('tutorials.hands')} checked={openHands} onChange={setOpenHands} />
        <Table
          state={shown}
          names={names}
          seats={seats}
          viewer={0}
          open={open}
          trick={trick}
          highlight={highlight}
          settled={settlesRound(step)}
        />
      </TutorialShell>
    </div>
  );
}
