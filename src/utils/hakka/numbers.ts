/**
 * Numbers that prose on the Hakka pages mentions, looked up in the engine so no
 * page types them by hand (`<HakkaNumber of="hand" />`).
 *
 * @example
 * hakkaNumber('payout:12'); // 128
 * hakkaNumber('declare-at'); // 6
 */

import { EngineError } from '../../engine/errors';
import {
  activeOrder,
  CARDS,
  DECLARE_FROM,
  dreamerTricks,
  elders,
  FIVE_TIGERS_TRICKS,
  HAND_SIZE,
  NUMBERS,
  PAYOUT_TABLE,
  payout,
  ROUNDS_PER_GAME,
  SEATS,
  SUITS,
} from '../../engine/hakka';

/**
 * What to look up:
 * - `cards`, `suits`, `per-suit`, `seats`, `active`, `hand`, `rounds`;
 * - `elders-start`: elder cards before anything is played;
 * - `declare-at`: the declaring threshold, the smallest count the table pays;
 * - `max-tricks`: the largest count in the table;
 * - `dreamer-base`: the dreamer's tricks without a match;
 * - `payout:<n>`: the table value for n;
 * - `tigers-tricks`, `tigers-points`: Five Tigers as the engine scores it.
 */
export type HakkaNumberKey =
  | 'cards'
  | 'suits'
  | 'per-suit'
  | 'seats'
  | 'active'
  | 'hand'
  | 'rounds'
  | 'elders-start'
  | 'declare-at'
  | 'max-tricks'
  | 'dreamer-base'
  | `payout:${number}`
  | 'tigers-tricks'
  | 'tigers-points';

const tableCounts = () => Object.keys(PAYOUT_TABLE).map(Number);

/**
 * The number behind a key. Throws an EngineError with code `'unknown-number'`
 * for a key it does not know.
 */
export function hakkaNumber(key: HakkaNumberKey): number {
  switch (key) {
    case 'cards':
      return CARDS.length;
    case 'suits':
      return SUITS.length;
    case 'per-suit':
      return NUMBERS.length;
    case 'seats':
      return SEATS.length;
    case 'active':
      return activeOrder(0, 2).length;
    case 'hand':
      return HAND_SIZE;
    case 'rounds':
      return ROUNDS_PER_GAME;
    case 'elders-start':
      return elders([]).length;
    case 'declare-at':
      return DECLARE_FROM;
    case 'max-tricks':
      return Math.max(...tableCounts());
    case 'dreamer-base':
      return dreamerTricks('sup-2', []);
    case 'tigers-tricks':
      return FIVE_TIGERS_TRICKS;
    case 'tigers-points':
      return payout(FIVE_TIGERS_TRICKS);
  }
  const m = /^payout:(\d{1,2})$/.exec(key);
  if (m) return payout(Number(m[1]));
  throw new EngineError('unknown-number', `Unknown Hakka number: ${key}`, { value: key });
}

/** The counts of the payment table in order, with their values. */
export function payoutRows(): { count: number; points: number }[] {
  return tableCounts()
    .sort((a, b) => a - b)
    .map((count) => ({ count, points: payout(count) }));
}

/** Placeholder values every Hakka text may use: `{declareAt}`, `{rounds}`, `{tigersTricks}`, `{tigersPoints}`… */
export function hakkaTextNumbers(): Record<string, number> {
  return {
    declareAt: hakkaNumber('declare-at'),
    rounds: hakkaNumber('rounds'),
    tigersTricks: hakkaNumber('tigers-tricks'),
    tigersPoints: hakkaNumber('tigers-points'),
    hand: hakkaNumber('hand'),
    dreamerBase: hakkaNumber('dreamer-base'),
    cards: hakkaNumber('cards'),
  };
}
