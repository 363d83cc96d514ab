/**
 * The worked payments of the rules page, as engine inputs. Each is settled by
 * the engine's `settle` where the page renders it; nothing here is a result.
 * Seats: 0 deals in every example, so 2 dreams.
 *
 * @example
 * settle(PAYMENT_EXAMPLES.dreamer.input).dreamerTricks; // 8 (seed 002's Gon-7 example)
 */
import type { SettleInput } from '../../engine/hakka';

/** The worked examples' ids. */
export const PAYMENT_EXAMPLE_IDS = ['dreamer', 'privileged', 'twelve'] as const;

/** One worked example's id. */
export type PaymentExampleId = (typeof PAYMENT_EXAMPLE_IDS)[number];

/** One worked example: the engine input and who called. */
export interface PaymentExample {
  readonly input: SettleInput;
}

/** The worked examples (see the module comment). */
export const PAYMENT_EXAMPLES: Readonly<Record<PaymentExampleId, PaymentExample>> = {
  // Seed 002: "falls der Träumer die Gon-7 hat und das Gewinnerblatt enthält die
  // Sup-7, Sok-7 und Sin-7, kann der Träumer drei Stiche gewinnen". The dealer
  // called and a non-caller wins with 7.
  dreamer: {
    input: {
      activeSeats: [0, 1, 3],
      dreamer: 2,
      winner: 1,
      count: 7,
      dreamerCard: 'gon-7',
      winnerHand: ['sup-7', 'zok-7', 'sin-7', 'sup-2'],
      privileged: null,
      dealer: 0,
      dealerCalled: true,
    },
  },
  // Seed 002: "wenn der Gewinner sechs Stiche gewinnt … verliert er zwei Punkte
  // und der Gewinner erhält zwei Punkte dazu, wogegen der andere Spieler keine
  // Punkte verliert." Seat 1 called (privileged), seat 3 wins with 6.
  privileged: {
    input: {
      activeSeats: [0, 1, 3],
      dreamer: 2,
      winner: 3,
      count: 6,
      dreamerCard: 'zok-4',
      winnerHand: ['gon-4'],
      privileged: 1,
      dealer: 0,
      dealerCalled: false,
    },
  },
  // Seed 002: "12 Stiche gewonnen - 128 Punkte". The calling dealer takes all.
  twelve: {
    input: {
      activeSeats: [0, 1, 3],
      dreamer: 2,
      winner: 0,
      count: 12,
      dreamerCard: 'sup-2',
      winnerHand: [],
      privileged: null,
      dealer: 0,
      dealerCalled: true,
    },
  },
};
