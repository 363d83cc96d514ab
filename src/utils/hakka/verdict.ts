/**
 * Whether a reply beats a lead, and why, for the checker and the examples.
 * The answer itself is always the engine's `beats`; the reason only names the
 * rule that decided it, using the engine's own facts (`classifyPattern`,
 * `LEAD_ONLY_CARDS`, `setRank`, `cardInfo`, `SUITS`).
 *
 * @example
 * explainBeats(['gon-5'], ['gon-7']); // { beats: true, reason: 'single-higher' }
 * explainBeats(['gon-5'], ['sup-7']); // { beats: false, reason: 'single-other-suit' }
 */
import {
  beats,
  type CardId,
  cardInfo,
  classifyPattern,
  DEFAULT_OPTIONS,
  type HakkaOptions,
  LEAD_ONLY_CARDS,
  SUITS,
  setRank,
} from '../../engine/hakka';

/** The rule that decided a comparison. */
export type VerdictReason =
  | 'lead-none'
  | 'reply-none'
  | 'kind'
  | 'size'
  | 'lead-only-lead'
  | 'lead-only-reply'
  | 'single-other-suit'
  | 'single-higher'
  | 'single-lower'
  | 'run-higher-suit'
  | 'run-lower-suit'
  | 'run-higher'
  | 'run-lower'
  | 'set-higher'
  | 'set-lower'
  | 'equal';

/** The engine's answer and the reason. */
export interface Verdict {
  /** `beats(lead, reply, options)`. */
  readonly beats: boolean;
  /** Which rule decided it. */
  readonly reason: VerdictReason;
  /** True when lead and reply share a card (impossible at a real table). */
  readonly overlap: boolean;
}

const suitIndex = (id: string) => {
  const suit = cardInfo(id).suit;
  return suit === null ? -1 : SUITS.indexOf(suit);
};
const top = (cards: readonly string[]) => Math.max(...cards.map((c) => cardInfo(c).number));

function reasonFor(
  lead: readonly CardId[],
  reply: readonly CardId[],
  options: HakkaOptions,
  won: boolean,
): VerdictReason {
  const a = classifyPattern(lead, options);
  const b = classifyPattern(reply, options);
  if (a === null) return 'lead-none';
  if (b === null) return 'reply-none';
  if (a.kind !== b.kind) return 'kind';
  if (a.size !== b.size) return 'size';
  const l = lead[0] as CardId;
  const r = reply[0] as CardId;
  if (a.kind === 'single') {
    if (LEAD_ONLY_CARDS.includes(l)) return 'lead-only-lead';
    if (LEAD_ONLY_CARDS.includes(r)) return 'lead-only-reply';
    if (cardInfo(l).suit !== cardInfo(r).suit) return 'single-other-suit';
    return won ? 'single-higher' : 'single-lower';
  }
  if (a.kind === 'run') {
    const ls = suitIndex(l);
    const rs = suitIndex(r);
    if (rs < ls) return 'run-higher-suit';
    if (rs > ls) return 'run-lower-suit';
    if (top(reply) === top(lead)) return 'equal';
    return won ? 'run-higher' : 'run-lower';
  }
  if (setRank(cardInfo(r).number) === setRank(cardInfo(l).number)) return 'equal';
  return won ? 'set-higher' : 'set-lower';
}

/**
 * The engine's verdict on `reply` against `lead`, with the deciding rule.
 * Unknown ids throw the engine's `unknown-card` error.
 */
export function explainBeats(
  lead: readonly CardId[],
  reply: readonly CardId[],
  options: HakkaOptions = DEFAULT_OPTIONS,
): Verdict {
  const won = beats(lead, reply, options);
  return {
    beats: won,
    reason: reasonFor(lead, reply, options, won),
    overlap: lead.some((c) => reply.includes(c)),
  };
}
