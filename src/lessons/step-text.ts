/**
 * What one step of a lesson says, in either game: the sentences narrating
 * its events and the lesson's note for it. The tutorial island shows one
 * step at a time; the lesson's text version lists them all.
 */

/** A step's text. */
export interface StepText {
  readonly narration: readonly string[];
  readonly note?: string | undefined;
}
