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
 * //  { id: 'seven-or-more', label: 'Doubled: the base reached 7', factor: 2, points: 20 }]
 */
export function derivationLines(t: CoreTranslate, score: RoundScore, rules: Ruleset): DerivationLine[] {
  return score.steps.map((step) => {
    const label =
      step.id === 'base'
        ? t('step.base')
        : step.id === 'seven-or-more'
          ? t('step.seven-or-more', { threshold: rules.doublingThreshold ?? 0 })
          : step.calls === 1
            ? t('step.koikoi.one')
            : t('step.koikoi', { calls: step.calls ?? 0 });
    return { id: step.id, label, factor: step.factor, points: step.points };
  });
}
