/**
 * The review step a game link points to, shared by the games' links
 * (`koikoi-game/game-link.ts`, `hakka-game/game-link.ts`) and read the same
 * way from a lesson's address (`use-step-in-url.ts`): a `step` parameter
 * counted from 1 as the review page shows it (step n shows the game after
 * move n), read back 0-based. Without it a review opens on the first deal.
 *
 * @example
 * withStep('v=1&moves=0a1', 1);   // 'v=1&moves=0a1&step=2'
 * parseStep('2', 3);              // 1
 * parseStep(null, 3);             // null (no step)
 * parseStep('4', 3);              // undefined (malformed: past the last move)
 */

/** A game's link pointing to step `index` (0-based; written 1-based, as the page counts). */
export function withStep(link: string, index: number): string {
  const params = new URLSearchParams(link);
  params.set('step', String(index + 1));
  return params.toString();
}

/** `step` (1…steps, as the page counts) → its 0-based index; `null` when absent, `undefined` when malformed. */
export function parseStep(text: string | null, steps: number): number | null | undefined {
  if (text === null) return null;
  if (!/^[1-9][0-9]*$/.test(text)) return undefined;
  const step = Number(text);
  return step <= steps ? step - 1 : undefined;
}
