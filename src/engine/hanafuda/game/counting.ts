/**
 * Counting cards from one seat's view: which cards it has not seen, and the
 * table cards only it can still take. A month has four cards; when the seat
 * sees all of them (in its hand, on the table, in the piles, in play) and
 * holds one, no other hand and no draw can take that month's table cards.
 *
 * @example
 * const view = viewFor(state, 0);
 * unseenCards(view).length;   // cards in other hands and the stock
 * onlyYoursOnField(view);     // e.g. ['m03-light'] while you hold the last cherry card
 */
import { CARD_IDS, type CardId } from '../card-ids';
import { monthOf } from '../cards';
import type { PlayerView } from './view';

/** The cards the viewing seat has not seen: not in its hand, on the field, captured or pending. */
export function unseenCards(view: PlayerView): CardId[] {
  const round = view.round;
  if (!round) return CARD_IDS.slice();
  const seen = new Set<CardId>([...round.hand, ...round.field, ...round.captured.flat()]);
  if (round.pending) seen.add(round.pending.card);
  return CARD_IDS.filter((card) => !seen.has(card));
}

/**
 * The table cards only the viewing seat can still take: every card of their
 * month is in its sight and one is in its hand. Empty between rounds.
 */
export function onlyYoursOnField(view: PlayerView): CardId[] {
  const round = view.round;
  if (!round) return [];
  const unseen = new Set(unseenCards(view).map(monthOf));
  const held = new Set(round.hand.map(monthOf));
  return round.field.filter((card) => held.has(monthOf(card)) && !unseen.has(monthOf(card)));
}
