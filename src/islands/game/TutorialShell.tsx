/**
 * The frame of a step-through tutorial, shared by every game: the step
 * counter and the step buttons (previous, next) in a bar that stays on screen,
 * the other controls (restart, play/pause) below it, arrow keys
 * (← → step, Home/End jump) anywhere inside the frame, a control reached
 * by keyboard scrolled clear of the stuck bar, and a polite live
 * region that reads each step once: its number, the narration and the note
 * (the visible narration and note are not live themselves, so nothing is
 * read twice). The game draws the table as `children` and passes its
 * narration and note.
 *
 * The step buttons use `aria-disabled` rather than `disabled` at either end,
 * so a keyboard user's focus stays on them (a disabled button drops focus).
 *
 * Not an island on its own: a game's tutorial island renders it (functions
 * and children cannot cross the island boundary).
 *
 * @example
 * <TutorialShell stepper={stepper} labels={labels} narration={lines} note={note}>
 *   <KoikoiTable … />
 * </TutorialShell>
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { Stepper } from './use-stepper';
import './tutorial.css';
import { fill } from '../../i18n/format';
import { scrollClearOf } from './clear-of-bar';
import KeepNames from './KeepNames';

/** The shell's strings (from the game's dictionary, in the page language). */
export interface ShellLabels {
  /** Accessible name of the whole tutorial. */
  readonly region: string;
  readonly restart: string;
  readonly prev: string;
  readonly next: string;
  readonly play: string;
  readonly pause: string;
  /** "Step {n} of {total}". */
  readonly step: string;
  /** Keyboard hint under the controls. */
  readonly keys: string;
  /** Heading above the narration. */
  readonly whatHappened: string;
  /** "There is no step {step} …": the address asked for a step the lesson does not have. */
  readonly badStep: string;
}

/** Props of {@link TutorialShell}. */
export interface TutorialShellProps {
  readonly stepper: Stepper;
  readonly labels: ShellLabels;
  /** Sentences telling what happened in this step. */
  readonly narration: readonly string[];
  /** The lesson's note for this step (already filled in), if any. */
  readonly note?: string | undefined;
  /** Extra information beside the table (e.g. yaku progress). */
  readonly aside?: ComponentChildren;
  /** A step the address asked for that the lesson does not have (`useStepInUrl`), or null. */
  readonly badStep?: string | null;
  /** A message in the same place, already in words (a review link the page could not follow), or null. */
  readonly notice?: string | null;
  readonly children: ComponentChildren;
}

/** The tutorial frame (see the file comment). */
export default function TutorialShell(props: TutorialShellProps) {
  const { stepper, labels, narration, note, aside, badStep = null, notice = null, children } = props;
  const said = notice ?? (badStep === null ? null : fill(labels.badStep, { step: badStep }));
  const count = fill(labels.step, { n: stepper.index + 1, total: stepper.count });
  // What a screen reader hears on each step, as one text: it changes with every step.
  const spoken = [`${count}.`, ...narration, ...(note ? [note] : [])].join(' ');
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    const keys: Record<string, () => void> = {
      ArrowRight: stepper.next,
      ArrowLeft: stepper.prev,
      Home: stepper.restart,
      End: () => stepper.go(stepper.count - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const bar = useRef<HTMLDivElement>(null);
  return (
    <section
      class="gt"
      aria-label={labels.region}
      onKeyDown={onKeyDown}
      onFocusIn={(event) => scrollClearOf(bar.current, event.target as Element | null)}
      data-step={stepper.index}
    >
      {/* Only the counter and the step buttons stay on screen: all four controls took a third of a phone's screen with large text. */}
      <div class="gt-bar" ref={bar}>
        <p class="gt-count" data-testid="step-count">
          {count}
        </p>
        <div class="gt-controls gt-steps">
          <button
            type="button"
            class="button"
            onClick={stepper.prev}
            aria-disabled={stepper.atStart}
            data-testid="step-prev"
          >
            <span aria-hidden="true">← </span>
            {labels.prev}
          </button>
          <button
            type="button"
            class="button button-primary"
            onClick={stepper.next}
            aria-disabled={stepper.atEnd}
            data-testid="step-next"
          >
            {labels.next}
            <span aria-hidden="true"> →</span>
          </button>
        </div>
      </div>
      {/* A live region from the start (one added with its text may go unheard); boxed only when it says something. */}
      <p class={`gt-bad-step${said === null ? '' : ' note'}`} role="status" data-testid="bad-step">
        {said ?? ''}
      </p>
      <div class="gt-more">
        <div class="gt-controls">
          <button
            type="button"
            class="button"
            onClick={stepper.restart}
            aria-disabled={stepper.atStart}
            data-testid="step-restart"
          >
            {labels.restart}
          </button>
          <button type="button" class="button" onClick={stepper.togglePlay} aria-pressed={stepper.playing}>
            {stepper.playing ? labels.pause : labels.play}
          </button>
        </div>
        <p class="gt-keys">{labels.keys}</p>
      </div>
      <div class="gt-body">
        <div class="gt-table">{children}</div>
        <div class="gt-side">
          <h3 class="gt-heading">{labels.whatHappened}</h3>
          <div class="gt-narration" data-testid="narration">
            {narration.map((line) => (
              <p key={line}>
                <KeepNames text={line} />
              </p>
            ))}
          </div>
          {note && (
            <p class="gt-note note" data-testid="note">
              <KeepNames text={note} />
            </p>
          )}
          {aside}
        </div>
      </div>
      {/* A copy of the step for screen readers. */}
      <p class="visually-hidden" aria-live="polite" data-testid="step-live">
        {spoken}
      </p>
    </section>
  );
}
