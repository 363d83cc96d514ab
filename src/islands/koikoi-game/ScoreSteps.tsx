/**
 * The score derivation of a finished round (the engine's `ScoreStep`s, as
 * its `round-scored` event and its `RoundResult` hold them) as a short list: base,
 * doubling, Koi-Koi, each as "what it does: × factor = points".
 *
 * @example
 * <ScoreSteps steps={roundScored.steps} threshold={7} lang="en" />
 */
import type { ScoreStep } from '../../engine/hanafuda';
import { koikoiT, pointsText } from '../../i18n/koikoi';
import type { Lang } from '../../i18n/locales';
import { stepLabel } from '../../utils/koikoi/derivation';

/** Props of {@link ScoreSteps}. */
export interface ScoreStepsProps {
  /** The steps of a `round-scored` event or a `RoundResult`. */
  readonly steps: readonly ScoreStep[];
  /** The ruleset's doubling threshold (for the doubling step's text). */
  readonly threshold: number | null;
  readonly lang: Lang;
}

/** The derivation list (see the file comment). */
export default function ScoreSteps({ steps, threshold, lang }: ScoreStepsProps) {
  const t = koikoiT(lang);
  if (steps.length === 0) return null;
  return (
    <ol class="kg-steps" data-testid="score-steps">
      {steps.map((step) => (
        <li key={step.id}>
          {stepLabel(t, step, threshold)}: {step.factor > 1 ? `× ${step.factor} = ` : ''}
          <strong>{pointsText(lang, step.points)}</strong>
        </li>
      ))}
    </ol>
  );
}
