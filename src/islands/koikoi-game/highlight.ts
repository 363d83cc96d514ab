/**
 * The cards an action's events involve (played, drawn, captured, offered,
 * drawn for the first dealer), for highlighting them on the table.
 * `dealerDrawCards` gives the cards of the deciding dealer draw, which the
 * table shows before the first deal.
 *
 * @example
 * involvedCards([{ type: 'card-played', seat: 0, card: 'm03-light', captured: ['m03-chaff1'] }]);
 * // Set { 'm03-light', 'm03-chaff1' }
 */
import type { CardId, GameEvent } from '../../engine/hanafuda';

/** The cards of the deciding dealer draw (one per seat, in seat order), or none. */
export function dealerDrawCards(events: readonly GameEvent[]): readonly CardId[] {
  const drawn = events.find((event) => event.type === 'dealer-drawn');
  return drawn?.type === 'dealer-drawn' ? (drawn.draws[drawn.draws.length - 1] ?? []) : [];
}

/** Cards named by the events. */
export function involvedCards(events: readonly GameEvent[]): Set<CardId> {
  const cards = new Set<CardId>(dealerDrawCards(events));
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
