/**
 * The cheat sheet's content, computed from the engine: pattern kinds with
 * examples checked by `beats`, the set order from `setRank`, the payment
 * table from `payout`, and the numbers the four phases mention.
 *
 * @example
 * setOrder(); // [2, 3, 4, 5, 6, 7, 8, 1, 9]
 * paymentRows(); // [{ tricks: 6, points: 1 }, …, { tricks: 12, points: 128 }]
 */
import {
  beats,
  CARDS,
  cardInfo,
  classifyPattern,
  dreamerTricks,
  HAND_SIZE,
  NUMBERS,
  PATTERN_KINDS,
  PAYOUT_TABLE,
  type PatternKind,
  payout,
  ROUNDS_PER_GAME,
  setRank,
} from '../../engine/hakka';
import { hakkaCardName, hakkaSuitName } from '../../i18n/hakka-cards';
import type { Lang } from '../../i18n/locales';

/** The numbers ordered from the weakest set to the strongest (seed: 1s lose only to 9s). */
export function setOrder(): number[] {
  return [...NUMBERS].sort((a, b) => setRank(a) - setRank(b));
}

/** One row of the payment table. */
export interface PaymentRow {
  readonly tricks: number;
  readonly points: number;
}

/** The payment table, from the first paying count to the last (engine `payout`). */
export function paymentRows(): PaymentRow[] {
  return Object.keys(PAYOUT_TABLE)
    .map(Number)
    .sort((a, b) => a - b)
    .map((tricks) => ({ tricks, points: payout(tricks) }));
}

/**
 * The fewest cards of a run or a set, found by asking the engine: the
 * smallest k for which k cards of one suit in a row form a run.
 */
export function minimumGroup(): number {
  const sup = CARDS.filter((id) => cardInfo(id).suit === 'sup');
  for (let k = 2; k <= sup.length; k++) {
    if (classifyPattern(sup.slice(0, k))?.kind === 'run') return k;
  }
  throw new Error('The engine knows no runs');
}

/** The numbers the four phases mention. */
export function phaseNumbers(): { hand: number; min: number; dream: number; rounds: number } {
  const first = paymentRows()[0];
  return {
    hand: HAND_SIZE,
    min: first?.tricks ?? 0,
    // The dreamer's tricks with no matching card in the winner's hand.
    dream: dreamerTricks(CARDS[0] ?? 'sup-1', []),
    rounds: ROUNDS_PER_GAME,
  };
}

/** One "does this beat that?" example, with the engine's verdict. */
export interface BeatExample {
  readonly lead: readonly string[];
  readonly reply: readonly string[];
  readonly beats: boolean;
}

/** Examples per pattern kind: the lead, a reply, and whether the reply beats it. */
const EXAMPLE_PAIRS: Readonly<Record<PatternKind, readonly (readonly [string[], string[]])[]>> = {
  // Seed: runs are "erst nach Kartenfarbe geordnet und dann nach Zahl".
  run: [
    [
      ['gon-3', 'gon-4', 'gon-5'],
      ['sup-1', 'sup-2', 'sup-3'],
    ],
    [
      ['zok-4', 'zok-5', 'zok-6'],
      ['zok-5', 'zok-6', 'zok-7'],
    ],
  ],
  // Seed: "Ein Satz aus 1en kann nur von einem Satz aus 9en gestochen werden."
  set: [
    [
      ['gon-8', 'zok-8', 'sin-8'],
      ['sup-1', 'gon-1', 'zok-1'],
    ],
    [
      ['sup-1', 'gon-1', 'zok-1'],
      ['gon-9', 'zok-9', 'sin-9'],
    ],
  ],
  // Our reading: a single is beaten only by a higher card of its own suit.
  single: [
    [['gon-5'], ['gon-7']],
    [['gon-5'], ['sup-7']],
  ],
};

/** The examples of a pattern kind with the engine's verdicts. */
export function beatExamples(kind: PatternKind): BeatExample[] {
  return EXAMPLE_PAIRS[kind].map(([lead, reply]) => ({ lead, reply, beats: beats(lead, reply) }));
}

/**
 * A short label of a group of cards: a run as "Sup 1–3", anything else as
 * the names in a row.
 * @example groupLabel(['gon-3', 'gon-4', 'gon-5'], 'de') // 'Gon 3–5'
 */
export function groupLabel(cards: readonly string[], lang: Lang): string {
  const pattern = classifyPattern(cards);
  if (pattern?.kind === 'run') {
    const infos = cards.map(cardInfo);
    const numbers = infos.map((c) => c.number);
    const suit = infos[0]?.suit;
    if (suit) return `${hakkaSuitName(suit)} ${Math.min(...numbers)}–${Math.max(...numbers)}`;
  }
  return cards.map((c) => hakkaCardName(c, lang)).join(' · ');
}

/** The pattern kinds in the order the sheet lists them (runs, sets, singles). */
export const SHEET_KINDS: readonly PatternKind[] = ['run', 'set', 'single'].filter((k): k is PatternKind =>
  (PATTERN_KINDS as readonly string[]).includes(k),
);
