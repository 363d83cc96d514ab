/**
 * A round score's derivation as display lines (base → 7-point doubling →
 * Koi-Koi multiplier → total), shared by `<ExampleHand>` and the calculator.
 */
import type { RoundScore, Ruleset, ScoreStepId } from '../../engine/hanafuda';
import type { CoreTranslate } from '../../i18n/koikoi/reason';

/** One line of a derivation. */
export interface DerivationLine {
  readonly id: ScoreStepId;
  /** What the step does, in the page language. */
  readonly label: string;
  /** Its factor (1 for the base). */
  readonly factor: number;
  /** The running total after it. */
  readonly points: number;
}

/**
 * The engine's `scoreRound().steps` as labelled lines, with the translator of
 * the shared Koi-Koi strings (`koikoiT(lang)` on pages; islands build theirs from props).
 *
 * @example
 * derivationLines(koikoiT('en'), scoreRound({ captured, rules }), rules);
 * // [{ id: 'base', label: 'Base: the yaku added up', factor: 1, points: 10 },
 * //  { id: 'seven-or-more', label: 'Doubled (the base reached 7)', factor: 2, points: 20 }]
 */
export function derivationLines(t: CoreTranslate, score: RoundScore, rules: Ruleset): DerivationLine[] {
  return score.steps.map((step) => ({
    id: step.id,
    label: stepLabel(t, step, rules.doublingThreshold),
    factor: step.factor,
    points: step.points,
  }));
}

/**
 * What one score step does, in the page language (one call in the singular).
 *
 * @example
 * stepLabel(koikoiT('en'), { id: 'koikoi', calls: 1 }, 7); // 'Koi-Koi multiplier (1 call counted)'
 */
export function stepLabel(
  t: CoreTranslate,
  step: { readonly id: ScoreStepId; readonly calls?: number | undefined },
  threshold: number | null,
): string {
  if (step.id === 'base') return t('step.base');
  if (step.id === 'seven-or-more') return t('step.seven-or-more', { threshold: threshold ?? 0 });
  return step.calls === 1 ? t('step.koikoi.one') : t('step.koikoi', { calls: step.calls ?? 0 });
}
