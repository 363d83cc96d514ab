/**
 * The data of the card chart, computed from the engine: the four suits as
 * rows (highest first), the numbers as columns, Wan Sin apart, and which
 * cards are elders for a given list of played cards.
 *
 * @example
 * const chart = cardChart([]);
 * chart.rows[0].cards[8]; // { id: 'sup-9', number: 9, elder: true }
 */
import {
  CARDS,
  type CardId,
  cardInfo,
  elders,
  LEAD_ONLY_CARDS,
  NUMBERS,
  SUITS,
  type Suit,
  WAN_SIN,
} from '../../engine/hakka';

/** One cell of the chart. */
export interface ChartCard {
  readonly id: CardId;
  readonly number: number;
  /** An elder for the played cards the chart was built for. */
  readonly elder: boolean;
  /** Wins any trick it leads but beats no single (engine `LEAD_ONLY_CARDS`). */
  readonly leadOnly: boolean;
}

/** One suit row. */
export interface ChartRow {
  readonly suit: Suit;
  /** 0 for the highest suit. */
  readonly rank: number;
  readonly cards: readonly ChartCard[];
}

/** The whole chart. */
export interface CardChart {
  /** The column numbers (1–9). */
  readonly numbers: readonly number[];
  readonly rows: readonly ChartRow[];
  /** The suitless card. */
  readonly wanSin: ChartCard;
  /** Every card of the deck, for counts in the text. */
  readonly total: number;
}

/**
 * Builds the chart for the cards played face up so far (`[]`: the start of a
 * round, with the starting elders).
 */
export function cardChart(played: readonly string[] = []): CardChart {
  const elderSet = new Set<string>(elders(played));
  const cell = (id: CardId): ChartCard => ({
    id,
    number: cardInfo(id).number,
    elder: elderSet.has(id),
    leadOnly: LEAD_ONLY_CARDS.includes(id),
  });
  return {
    numbers: [...NUMBERS],
    rows: SUITS.map((suit, rank) => ({
      suit,
      rank,
      cards: NUMBERS.map((n) => cell(`${suit}-${n}` as CardId)),
    })),
    wanSin: cell(WAN_SIN),
    total: CARDS.length,
  };
}
