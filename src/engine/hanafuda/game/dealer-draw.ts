/**
 * Choosing the first dealer by drawn cards.
 *
 * Every seat draws a card; the lowest month deals (leaflets 000/001: "the
 * earliest month"; sheet 003: "derjenige mit dem niedrigsten Monat"). If
 * several seats share the lowest month, the higher card value deals (sheet
 * 003: "dessen Karte die höhere Wertigkeit hat"); two chaff cards cannot be
 * told apart, so everybody draws again (sheet 003: "wird nochmals gezogen").
 * The leaflets say nothing about ties; we follow the sheet for every preset.
 */
import { nextInt, type RngState } from '../../rng';
import { CARD_IDS, type CardId, type Month } from '../card-ids';
import { cardById } from '../cards';
import { shuffleDeck } from './shuffle';

/** The result of the dealer draw. */
export interface DealerDraw {
  /** Each attempt's card per seat (more than one attempt after a tie of chaff cards). */
  readonly draws: CardId[][];
  /** The seat that deals first. */
  readonly dealer: number;
  /** The generator state after the draw. */
  readonly rng: RngState;
}

/** Attempts before the draw gives up and picks a seat by lot (chance about 1e-60; keeps the loop bounded). */
const MAX_ATTEMPTS = 50;

/**
 * The dealer of one attempt: the seat whose card has the lowest month, then
 * the highest card value; `null` on a tie that only a new draw can break.
 */
export function dealerOfDraw(cards: readonly CardId[]): number | null {
  let best: number[] = [];
  let bestMonth = 13;
  let bestPoints = -1;
  cards.forEach((id, seat) => {
    const card = cardById(id);
    if (card.month < bestMonth || (card.month === bestMonth && card.points > bestPoints)) {
      best = [seat];
      bestMonth = card.month;
      bestPoints = card.points;
    } else if (card.month === bestMonth && card.points === bestPoints) {
      best.push(seat);
    }
  });
  return best.length === 1 ? (best[0] as number) : null;
}

/**
 * The earliest month of an attempt when it was drawn more than once, so that
 * the higher card value (or a new draw) decides rather than the month;
 * `null` when the month alone decided.
 *
 * @example
 * tiedMonth(['m02-chaff1', 'm02-animal']); // 2: the animal deals
 * tiedMonth(['m05-chaff1', 'm02-chaff1']); // null
 */
export function tiedMonth(cards: readonly CardId[]): Month | null {
  const months = cards.map((id) => cardById(id).month);
  const earliest = Math.min(...months) as Month;
  return months.filter((month) => month === earliest).length > 1 ? earliest : null;
}

/**
 * Draws for the first dealer with `players` seats.
 *
 * @example
 * const { dealer, draws } = drawForDealer(seedRng('match-1'), 2);
 */
export function drawForDealer(rng: RngState, players: number): DealerDraw {
  const draws: CardId[][] = [];
  let current = rng;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [deck, next] = shuffleDeck(current, CARD_IDS);
    current = next;
    const cards = deck.slice(0, players);
    draws.push(cards);
    const dealer = dealerOfDraw(cards);
    if (dealer !== null) return { draws, dealer, rng: current };
  }
  const [dealer, next] = nextInt(current, players);
  return { draws, dealer, rng: next };
}
