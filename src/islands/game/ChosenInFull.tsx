/**
 * The chosen option of a select, written out in full under it. A closed
 * native select cannot wrap its text: an option of a sentence ("count only
 * alongside a yaku that is not a viewing yaku", a payments rule) is cut at the
 * select's width, on a phone and with large text even at a few words. So a
 * long choice is repeated as a hint line (the field's `small`, styled by the
 * island) that wraps; a short one is not, to keep the form quiet.
 *
 * The line is `aria-hidden`: screen readers already hear the whole option
 * from the select, and would hear it twice.
 *
 * @example
 * <label>Viewing yaku <select>…</select><ChosenInFull text={chosenLabel} /></label>
 */

/**
 * Options from this many characters on are repeated under the select: about
 * what a 254 px select (a 320 px phone) shows with 16 px text.
 */
export const FULL_TEXT_FROM = 30;

/** Whether `text` is long enough to be repeated under its select. */
export function needsFullText(text: string): boolean {
  return text.length >= FULL_TEXT_FROM;
}

export default function ChosenInFull({ text }: { text: string }) {
  if (!needsFullText(text)) return null;
  return (
    <small aria-hidden="true" data-chosen-in-full>
      {text}
    </small>
  );
}
