/**
 * Optional round context for yaku evaluation: only the weather rule for the
 * viewing yaku and the month bonus need it.
 */
import { EngineError } from '../errors';
import type { CardId, Month } from './card-ids';
import { maskOfIds } from './card-mask';
import { weatherOfField } from './evaluate-mask';

/** What the round looks like besides the captured pile. */
export interface EvaluationContext {
  /** Cards face up on the field (for `viewing: 'weather'`). Omitted = no weather. */
  readonly field?: readonly CardId[];
  /** The round's month (for Tsukifuda). Omitted = unknown, Tsukifuda never counts. */
  readonly month?: Month;
}

/** Context reduced to the numbers `evaluateMask` reads. */
export interface ResolvedContext {
  /** Month 1–12, or 0 when unknown. */
  readonly month: number;
  /** Weather bits of the field. */
  readonly weather: number;
}

const NO_CONTEXT: ResolvedContext = Object.freeze({ month: 0, weather: 0 });

/**
 * Validates and reduces a context. Throws `EngineError` code `'invalid-month'`
 * for a month outside 1–12, and `'unknown-card'` / `'duplicate-card'` for a
 * bad field.
 */
export function resolveContext(context: EvaluationContext | undefined): ResolvedContext {
  if (context === undefined) return NO_CONTEXT;
  const month = context.month ?? 0;
  if (context.month !== undefined && !(Number.isInteger(month) && month >= 1 && month <= 12)) {
    throw new EngineError('invalid-month', `Invalid month: ${String(context.month)}`, {
      month: context.month,
    });
  }
  const weather = context.field === undefined ? 0 : weatherOfField(maskOfIds(context.field).hi);
  return { month, weather };
}
