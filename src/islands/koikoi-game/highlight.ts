/**
 * The cards an action's events involve (played, drawn, captured, offered),
 * for highlighting them on the table.
 *
 * @example
 * involvedCards([{ type: 'card-played', seat: 0, card: 'm03-light', captured: ['m03-chaff1'] }]);
 * // Set { 'm03-light', 'm03-chaff1' }
 */
import type { CardId, GameEvent } from '../../engine/hanafuda';

/** Cards named by the events. */
export function involvedCards(events: readonly GameEvent[]): Set<CardId> {
  const cards = new Set<CardId>();
  for (const event of events) {
    if (event.type === 'card-played' || event.type === 'card-drawn') {
      cards.add(event.card);
      for (const card of event.captured) cards.add(card);
    } else if (event.type === 'capture-choice-needed') {
      cards.add(event.card);
      for (const card of event.options) cards.add(card);
    }
  }
  return cards;
}
