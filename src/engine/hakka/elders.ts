/**
 * Elder cards (seed 002: "die 9en aller Kartenfarben, die Sup-1, die Sin-1 und
 * die Wan Sin auch „Ältesten-Karten“ zu Beginn des Spiels … wenn die Sup-9
 * gespielt wird, wird die Sup-8 eine Ältesten-Karte, da sie nun unschlagbar ist").
 *
 * @example
 * elders([]); // ['sup-1', 'sup-9', 'gon-9', 'zok-9', 'sin-1', 'sin-9', 'wan-sin']
 * elders(['sup-9']).includes('sup-8'); // true
 */
import { CARDS, type CardId, cardInfo, SUITS, WAN_SIN } from './cards';
import { DEFAULT_OPTIONS, type HakkaOptions } from './options';

/**
 * The elder cards not yet played, given the cards played face up so far (and
 * the face-down `discards` when `options.discardsPromoteElders` is on). Per suit: the highest
 * unplayed card, plus Sup-1 and Sin-1 while unplayed (they stay elders because
 * "Sie können mit diesen Karten einen Stich eröffnen und Sie werden den Stich
 * gewinnen"), plus Wan Sin while unplayed. Result in card order.
 */
export function elders(
  played: readonly string[],
  options: HakkaOptions = DEFAULT_OPTIONS,
  discards: readonly string[] = [],
): CardId[] {
  // Flags by card index: this runs whenever an elder is played in any of the
  // thousands of simulated rounds a computer player looks at.
  const gone = new Uint8Array(CARDS.length);
  for (const c of played) gone[cardInfo(c).index] = 1;
  if (options.discardsPromoteElders) for (const c of discards) gone[cardInfo(c).index] = 1;
  const out: CardId[] = [];
  for (let s = 0; s < SUITS.length; s++) {
    const base = s * 9;
    let top = -1;
    for (let n = 8; n >= 0; n--) {
      if (gone[base + n] === 0) {
        top = base + n;
        break;
      }
    }
    const suit = SUITS[s];
    // Sup-1 and Sin-1 stay elders while unplayed ("werden den Stich gewinnen").
    if ((suit === 'sup' || suit === 'sin') && gone[base] === 0 && top !== base)
      out.push(CARDS[base] as CardId);
    if (top >= 0) out.push(CARDS[top] as CardId);
  }
  if (gone[CARDS.length - 1] === 0) out.push(WAN_SIN);
  return out;
}

/** True when `card` is an elder given the played cards. */
export function isElder(card: string, played: readonly string[], options?: HakkaOptions): boolean {
  return elders(played, options).includes(card as CardId);
}
