/**
 * Which plays a hand allows: leads, beating replies, discards. Shared by the
 * game (legal actions, validation) and the computer players (which only see
 * their own hand and the table).
 *
 * @example
 * leadPlays(['gon-3', 'gon-4', 'gon-5', 'sup-9'], elders([]), false);
 * // singles gon-3/4/5 (highest suit among non-elders), the run gon-3..5
 */
import { type CardId, cardInfo, NUMBERS, SUITS, suitRank, WAN_SIN } from './cards';
import { DEFAULT_OPTIONS, type HakkaOptions } from './options';
import { LEAD_ONLY_CARDS, MIN_PATTERN_CARDS, type PatternKind, setRank } from './patterns';
import type { Seat } from './seats';
import type { TableEntry } from './state';

/** A face-up pattern with what is needed to compare it. */
export interface RatedPlay {
  /** Who played it. */
  readonly seat: Seat;
  /** The cards. */
  readonly cards: readonly CardId[];
  /** Its kind. */
  readonly kind: PatternKind;
  /** Its size. */
  readonly size: number;
}

/**
 * Kind of a group of cards the engine already knows to be a valid pattern
 * (cheap; use `classifyPattern` for untrusted input).
 */
export function kindOf(cards: readonly CardId[]): PatternKind {
  if (cards.length === 1) return 'single';
  const a = cardInfo(cards[0] as string);
  const b = cardInfo(cards[1] as string);
  return a.number === b.number ? 'set' : 'run';
}

/**
 * Strength of a valid pattern, comparable within one kind and size. Singles:
 * same suit only, see {@link singleBeats}.
 */
export function patternStrength(kind: PatternKind, cards: readonly CardId[]): number {
  const first = cardInfo(cards[0] as string);
  if (kind === 'set') return setRank(first.number);
  let top = 0;
  for (const c of cards) top = Math.max(top, cardInfo(c).number);
  if (kind === 'run') return (4 - suitRank(first.suit ?? 'sin')) * 100 + top;
  return first.number;
}

/** Single comparison (our reading: a higher card of the same suit; Sup-1, Sin-1 and Wan Sin never beat and are never beaten). */
export function singleBeats(lead: CardId, reply: CardId): boolean {
  if (LEAD_ONLY_CARDS.includes(lead) || LEAD_ONLY_CARDS.includes(reply)) return false;
  const l = cardInfo(lead);
  const r = cardInfo(reply);
  return l.suit === r.suit && r.number > l.number;
}

/** True when the valid pattern `reply` beats the valid pattern `best` (same kind and size assumed checked). */
export function replyBeats(best: RatedPlay, reply: readonly CardId[]): boolean {
  if (best.kind === 'single') return singleBeats(best.cards[0] as CardId, reply[0] as CardId);
  return patternStrength(best.kind, reply) > patternStrength(best.kind, best.cards);
}

/**
 * The best pattern on the table (the lead unless someone beat it), or `null`
 * before the lead.
 */
export function bestOnTable(table: readonly TableEntry[]): RatedPlay | null {
  let best: RatedPlay | null = null;
  for (const entry of table) {
    if (entry.kind !== 'play') continue;
    if (best === null) {
      best = { seat: entry.seat, cards: entry.cards, kind: kindOf(entry.cards), size: entry.cards.length };
    } else if (replyBeats(best, entry.cards)) {
      best = { seat: entry.seat, cards: entry.cards, kind: best.kind, size: best.size };
    }
  }
  return best;
}

/** All runs (3+ consecutive numbers of one suit) a hand holds, as card lists. */
export function runsIn(hand: readonly CardId[], size?: number): CardId[][] {
  const out: CardId[][] = [];
  for (const suit of SUITS) {
    const has: boolean[] = [];
    for (const c of hand) {
      const info = cardInfo(c);
      if (info.suit === suit) has[info.number] = true;
    }
    for (let start = 1; start <= 7; start++) {
      for (let end = start; end <= 9 && has[end] === true; end++) {
        const len = end - start + 1;
        if (len >= MIN_PATTERN_CARDS && (size === undefined || len === size)) {
          const run: CardId[] = [];
          for (let n = start; n <= end; n++) run.push(`${suit}-${NUMBERS[n - 1] ?? 1}` as CardId);
          out.push(run);
        }
      }
    }
  }
  return out;
}

/** All k-card combinations of `items`, in order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = from; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i] as T);
      walk(i + 1);
      pick.pop();
    }
  };
  if (k >= 0 && k <= items.length) walk(0);
  return out;
}

/** All sets (3+ cards of one number; Wan Sin as a 1 when allowed) a hand holds. */
export function setsIn(
  hand: readonly CardId[],
  options: HakkaOptions = DEFAULT_OPTIONS,
  size?: number,
): CardId[][] {
  const byNumber: CardId[][] = [[], [], [], [], [], [], [], [], [], []];
  for (const c of hand) {
    if (c === WAN_SIN && !options.wanSinInSets) continue;
    byNumber[cardInfo(c).number]?.push(c);
  }
  const out: CardId[][] = [];
  for (const group of byNumber) {
    if (group.length < MIN_PATTERN_CARDS) continue;
    for (let k = MIN_PATTERN_CARDS; k <= group.length; k++) {
      if (size === undefined || size === k) out.push(...combinations(group, k));
    }
  }
  return out;
}

/** Highest suit among cards (suited ones), or `null`. */
function highestSuitOf(cards: readonly CardId[]): string | null {
  let best = 99;
  for (const c of cards) {
    const s = cardInfo(c).suit;
    if (s !== null) best = Math.min(best, suitRank(s));
  }
  return best === 99 ? null : (SUITS[best] ?? null);
}

/**
 * The singles a leader may lead. Seed 002: "eine Karte von der Kartenfarbe mit
 * dem höchsten Rang in Ihrem Blatt muss gespielt werden" and "müssen Sie eine
 * Nicht-Ältesten-Karte von der höchsten Kartenfarbe spielen, bevor Sie eine
 * Ältesten-Karte aus Ihrem Blatt spielen; es sei denn, Sie sind der
 * Privilegierte Spieler". See `singleLeadSuit` and
 * `privilegedElderFromHighestSuit`. Once only elders remain, any of them may
 * be led (they all win the trick).
 */
export function leadSingles(
  hand: readonly CardId[],
  elderCards: readonly CardId[],
  privileged: boolean,
  options: HakkaOptions = DEFAULT_OPTIONS,
): CardId[] {
  const isElder = (c: CardId) => elderCards.includes(c);
  const nonElders = hand.filter((c) => !isElder(c));
  const handElders = hand.filter(isElder);
  let normal: CardId[];
  if (options.singleLeadSuit === 'non-elders') {
    const suit = highestSuitOf(nonElders);
    normal = nonElders.length > 0 ? nonElders.filter((c) => cardInfo(c).suit === suit) : handElders;
  } else {
    const suit = highestSuitOf(hand);
    const inSuit = hand.filter((c) => cardInfo(c).suit === suit);
    const inSuitNon = inSuit.filter((c) => !isElder(c));
    normal = suit === null ? hand.slice() : inSuitNon.length > 0 ? inSuitNon : inSuit;
  }
  if (!privileged) return normal;
  let extra = handElders;
  if (options.privilegedElderFromHighestSuit) {
    const suit = highestSuitOf(hand);
    extra = handElders.filter((c) => cardInfo(c).suit === suit || cardInfo(c).suit === null);
  }
  const out = normal.slice();
  for (const c of extra) if (!out.includes(c)) out.push(c);
  return out;
}

/** Every pattern a leader may lead: the allowed singles, all runs, all sets. */
export function leadPlays(
  hand: readonly CardId[],
  elderCards: readonly CardId[],
  privileged: boolean,
  options: HakkaOptions = DEFAULT_OPTIONS,
): CardId[][] {
  return [
    ...leadSingles(hand, elderCards, privileged, options).map((c) => [c]),
    ...runsIn(hand),
    ...setsIn(hand, options),
  ];
}

/**
 * The plays of the table's kind and size that beat its best pattern (seed 002:
 * "Der nächste Spieler muss dann dasselbe Kartenmuster und dieselbe
 * Kartenanzahl ausspielen").
 */
export function beatingPlays(
  hand: readonly CardId[],
  best: RatedPlay,
  options: HakkaOptions = DEFAULT_OPTIONS,
): CardId[][] {
  if (best.kind === 'single') {
    const lead = best.cards[0] as CardId;
    return hand.filter((c) => singleBeats(lead, c)).map((c) => [c]);
  }
  const candidates = best.kind === 'run' ? runsIn(hand, best.size) : setsIn(hand, options, best.size);
  const target = patternStrength(best.kind, best.cards);
  return candidates.filter((p) => patternStrength(best.kind, p) > target);
}
