/**
 * Shapes of the Interpretations texts. Each entry is keyed by the engine's
 * `reasonKey` (`hakka.interpretation.<option>` for every OPTION_LIST entry,
 * `hakka.reading.<id>` for every FIXED_READINGS entry).
 */
import type { FixedReading, OptionDescriptor } from '../../engine/hakka';

/** Key of an option's explanation. */
export type OptionReasonKey = OptionDescriptor['reasonKey'];

/** Key of a fixed reading's explanation. */
export type ReadingReasonKey = FixedReading['reasonKey'];

/** The prose about one option. */
export interface OptionText {
  /** Short heading: the question the option answers. */
  readonly title: string;
  /** What the seed says (a few words quoted at most). */
  readonly seed: string;
  /** What it leaves open. */
  readonly open: string;
  /** One line per allowed value, keyed by `String(value)`. */
  readonly values: Readonly<Record<string, string>>;
  /** Why our default is the default. */
  readonly why: string;
}

/** The prose about one fixed reading. */
export interface ReadingText {
  /** Short heading. */
  readonly title: string;
  /** What the seed says (a few words quoted at most). */
  readonly seed: string;
  /** How we read it and why. */
  readonly reading: string;
}

/** A complete set of Interpretations texts for one language. */
export interface InterpretationTexts {
  readonly options: Readonly<Record<OptionReasonKey, OptionText>>;
  readonly readings: Readonly<Record<ReadingReasonKey, ReadingText>>;
}
