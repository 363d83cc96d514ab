/**
 * The one error type the engines throw.
 *
 * Pure engine functions return values where their API says so; where an API
 * says "throws with code", it throws an {@link EngineError}. The `code` is a
 * stable, kebab-case key that pages and islands translate through i18n, so the
 * `message` is for developers only and never shown to readers.
 *
 * @example
 * try {
 *   evaluateYaku(['m13-light'], RULESETS.nintendo);
 * } catch (error) {
 *   if (isEngineError(error) && error.code === 'unknown-card') showHint(error.code);
 * }
 */
export class EngineError<Code extends string = string> extends Error {
  /** Stable machine-readable reason, e.g. `'unknown-card'`. */
  readonly code: Code;
  /** Offending value(s) for debugging and for i18n placeholders; plain JSON. */
  readonly details: Readonly<Record<string, unknown>>;

  /**
   * @param code stable reason key
   * @param message developer-facing explanation (not translated)
   * @param details plain JSON data about the failure
   */
  constructor(code: Code, message: string, details: Readonly<Record<string, unknown>> = {}) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
    this.details = details;
  }
}

/**
 * Tells whether `error` is an {@link EngineError}, optionally with one of the
 * given codes.
 *
 * @example
 * if (isEngineError(error, 'duplicate-card')) …
 */
export function isEngineError<Code extends string>(
  error: unknown,
  ...codes: readonly Code[]
): error is EngineError<Code> {
  if (!(error instanceof EngineError)) return false;
  return codes.length === 0 || (codes as readonly string[]).includes(error.code);
}
