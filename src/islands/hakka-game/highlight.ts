/**
 * The cards a Hakka step's events put on the table (played, or promoted to
 * elder), for highlighting them. When the step ends a round with a
 * declaration or Five Tigers, also the dreamer's card and the cards of the
 * winner's hand with its number (the ones that earned the dreamer extra
 * tricks), and the Five Tigers shown, read from `shown`, the table as the
 * round ended. Shared by the lessons and the
 * review.
 *
 * @example
 * involvedCards([{ type: 'played', seat: 0, cards: ['sup-3', 'sup-4', 'sup-5'], … }]); // Set { 'sup-3', 'sup-4', 'sup-5' }
 * involvedCards(settledEvents, shownState(step)); // Set { 'gon-6', 'zok-6' }: the dream card and its match
 */
import type { CardId } from '../../engine/hakka/cards';
import { FIVE_TIGERS } from '../../engine/hakka/derived';
import { dreamMatches as dreamMatchesOf } from '../../engine/hakka/scoring';
import type { HakkaEvent, HakkaState } from '../../engine/hakka/state';

/** The cards of the winner's hand in `shown` that share the number of the dreamer's card. */
export function dreamMatches(events: readonly HakkaEvent[], shown: HakkaState): CardId[] {
  const woke = events.find((e) => e.type === 'dreamer-woke');
  const scored = events.find((e) => e.type === 'round-scored');
  const winner = scored?.type === 'round-scored' ? scored.result.winner : null;
  if (woke?.type !== 'dreamer-woke' || winner === null) return [];
  return dreamMatchesOf(woke.card, shown.hands[winner] ?? []);
}

/** Cards named by the events (with `shown`, also the dream card and its matches). */
export function involvedCards(events: readonly HakkaEvent[], shown?: HakkaState): Set<CardId> {
  const cards = new Set(
    events.flatMap((e) => (e.type === 'played' || e.type === 'elder-promoted' ? e.cards : [])),
  );
  // Five Tigers: the five cards in the hand that showed them.
  const tigers = events.find((e) => e.type === 'five-tigers');
  if (tigers?.type === 'five-tigers' && shown) {
    for (const c of FIVE_TIGERS) if ((shown.hands[tigers.seat] ?? []).includes(c)) cards.add(c);
  }
  const woke = events.find((e) => e.type === 'dreamer-woke');
  if (woke?.type === 'dreamer-woke' && shown) {
    cards.add(woke.card);
    for (const c of dreamMatches(events, shown)) cards.add(c);
  }
  return cards;
}
