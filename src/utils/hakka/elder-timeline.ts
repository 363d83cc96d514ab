/**
 * How the elder cards change while cards are played face up: one step per
 * played card, with the engine's `elders()` before and after.
 *
 * @example
 * elderTimeline(['sup-9', 'sup-8'])[0];
 * // { played: 'sup-9', wasElder: true, gained: ['sup-8'], lost: ['sup-9'], elders: [...] }
 */
import { type CardId, DEFAULT_OPTIONS, elders, type HakkaOptions } from '../../engine/hakka';

/** One step of the timeline. */
export interface ElderStep {
  /** The card played face up at this step. */
  readonly played: CardId;
  /** Whether it was an elder when played. */
  readonly wasElder: boolean;
  /** Cards that became elders. */
  readonly gained: readonly CardId[];
  /** Elders that left (the played card, if it was one). */
  readonly lost: readonly CardId[];
  /** All elders after this step. */
  readonly elders: readonly CardId[];
}

/** The elders at the start and after each card of `sequence`. */
export function elderTimeline(
  sequence: readonly CardId[],
  options: HakkaOptions = DEFAULT_OPTIONS,
): { start: readonly CardId[]; steps: ElderStep[] } {
  const start = elders([], options);
  const steps: ElderStep[] = [];
  let before = start;
  sequence.forEach((card, i) => {
    const after = elders(sequence.slice(0, i + 1), options);
    steps.push({
      played: card,
      wasElder: before.includes(card),
      gained: after.filter((c) => !before.includes(c)),
      lost: before.filter((c) => !after.includes(c)),
      elders: after,
    });
    before = after;
  });
  return { start, steps };
}
