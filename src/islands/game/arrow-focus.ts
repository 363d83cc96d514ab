/**
 * Arrow keys between the buttons of a row of cards (a hand, the table
 * cards to choose from): Left and Right move the focus to the previous or
 * next card, Home and End to the first or last. Every card stays in the tab
 * order as well; the arrows only save presses of Tab.
 *
 * @example
 * <div onKeyDown={arrowFocus}>…card buttons…</div>
 */

const STEPS: Readonly<Record<string, (from: number, last: number) => number>> = {
  ArrowLeft: (from) => Math.max(0, from - 1),
  ArrowRight: (from, last) => Math.min(last, from + 1),
  Home: () => 0,
  End: (_, last) => last,
};

/** Keydown handler for a container of card buttons (see the file comment). */
export function arrowFocus(event: KeyboardEvent): void {
  const step = STEPS[event.key];
  const row = event.currentTarget;
  if (!step || !(row instanceof HTMLElement) || event.altKey || event.ctrlKey || event.metaKey) return;
  const buttons = [...row.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (from < 0) return;
  event.preventDefault();
  buttons[step(from, buttons.length - 1)]?.focus();
}
