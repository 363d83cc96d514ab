/**
 * Keeps a lesson's step in the page address as `?step=7` (counted from 1,
 * as the page shows it), so a reload, or a phone that dropped the tab,
 * comes back to the same step, and a step can be linked. The address is
 * replaced, not pushed: stepping adds no entries to the browser's history,
 * so Back leaves the lesson (at the step last shown, should the reader come
 * back). Step 1 leaves the address without `step`. The address is read only
 * once, on mount: a `step` changed in it (edited, or another entry reached
 * by Back or Forward) is another query, which loads the page anew, so the
 * lesson always shows the step its address names.
 *
 * A step the lesson does not have (`?step=0`, `?step=99`, `?step=x`) changes
 * nothing but the address, from which it is removed: the lesson starts at
 * step 1 and the hook returns the text that was asked for, so the page can
 * say why (until the reader moves to another step).
 *
 * @example
 * const stepper = useStepper(steps.length);
 * const badStep = useStepInUrl(stepper); // '99' after opening ?step=99 of a 7-step lesson
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { parseStep } from './link-step';
import type { Stepper } from './use-stepper';

/** The query parameter. */
const PARAM = 'step';

function replaceStep(step: number | null): void {
  const url = new URL(window.location.href);
  if (step === null) url.searchParams.delete(PARAM);
  else url.searchParams.set(PARAM, String(step));
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** See the file comment. Returns the malformed `step` text, or `null`. */
export function useStepInUrl(stepper: Stepper): string | null {
  const [bad, setBad] = useState<string | null>(null);
  // The first run reads the address (the server rendered step 1); later runs write it.
  const read = useRef(false);
  const { index, count, go } = stepper;
  useEffect(() => {
    if (read.current) {
      replaceStep(index === 0 ? null : index + 1);
      setBad(null);
      return;
    }
    read.current = true;
    const text = new URLSearchParams(window.location.search).get(PARAM);
    const step = parseStep(text, count);
    if (step === undefined) {
      setBad(text);
      replaceStep(null);
    } else if (step !== null) go(step);
  }, [index]);
  return bad;
}
