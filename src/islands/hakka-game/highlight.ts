/**
 * The cards a Hakka step's events put on the table (played, or promoted to
 * elder), for highlighting them. Shared by the lessons and the review.
 *
 * @example
 * involvedCards([{ type: 'played', seat: 0, cards: ['sup-3', 'sup-4', 'sup-5'], … }]); // Set { 'sup-3', 'sup-4', 'sup-5' }
 */
import type { CardId } from '../../engine/hakka/cards';
import type { HakkaEvent } from '../../engine/hakka/state';

/** Cards named by the events. */
export function involvedCards(events: readonly HakkaEvent[]): Set<CardId> {
  return new Set(events.flatMap((e) => (e.type === 'played' || e.type === 'elder-promoted' ? e.cards : [])));
}
