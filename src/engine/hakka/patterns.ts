/**
 * Patterns and how they compare (seed 002: "Folge", "Satz", "Einzel-Karte").
 *
 * @example
 * classifyPattern(['gon-3', 'gon-4', 'gon-5']); // { kind: 'run', size: 3 }
 * beats(['gon-3', 'gon-4', 'gon-5'], ['sup-1', 'sup-2', 'sup-3']); // true: Sup outranks Gon
 */
import { type CardId, cardInfo, type Suit, suitRank, WAN_SIN } from './cards';
import { DEFAULT_OPTIONS, type HakkaOptions } from './options';

/** The three pattern kinds. */
export const PATTERN_KINDS = ['single', 'run', 'set'] as const;

/** The fewest cards of a run or a set (seed 002: "drei oder mehr Karten"); two cards form no pattern. */
export const MIN_PATTERN_CARDS = 3;

/** One pattern kind. */
export type PatternKind = (typeof PATTERN_KINDS)[number];

/** What a group of cards forms. */
export interface Pattern {
  /** Run, set or single. */
  readonly kind: PatternKind;
  /** Number of cards (= tricks the pattern wins). */
  readonly size: number;
}

/**
 * Cards that win any trick they lead but cannot beat a single (seed 002: "Mit
 * der Sup-1, Sin-1 und Wan Sin können keine anderen Einzel-Karten gestochen
 * werden, doch Sie können mit diesen Karten einen Stich eröffnen und Sie werden
 * den Stich gewinnen.").
 */
export const LEAD_ONLY_CARDS: readonly CardId[] = Object.freeze(['sup-1', 'sin-1', WAN_SIN]);

/**
 * Set order: 2 < 3 < … < 8 < 1 < 9 (seed 002: "Ein Satz aus 1en kann nur von
 * einem Satz aus 9en gestochen werden.").
 */
export function setRank(n: number): number {
  if (n === 9) return 10;
  if (n === 1) return 9;
  return n;
}

/**
 * Classifies cards as a pattern, or `null` when they form none (two cards,
 * duplicates, mixed numbers…). Unknown ids throw an EngineError with code
 * `'unknown-card'`.
 *
 * @example
 * classifyPattern(['sup-1', 'gon-1', 'wan-sin']); // { kind: 'set', size: 3 }
 * classifyPattern(['sup-1', 'gon-2']); // null
 */
export function classifyPattern(
  cards: readonly string[],
  options: HakkaOptions = DEFAULT_OPTIONS,
): Pattern | null {
  const infos = cards.map(cardInfo);
  if (infos.length === 0 || cards.some((c, i) => cards.indexOf(c) !== i)) return null;
  if (infos.length === 1) return { kind: 'single', size: 1 };
  if (infos.length < MIN_PATTERN_CARDS) return null;
  const first = infos[0];
  if (first === undefined) return null;
  // Run: "drei oder mehr Karten derselben Kartenfarbe und aufeinanderfolgende Zahlen".
  if (first.suit !== null && infos.every((c) => c.suit === first.suit)) {
    const numbers = infos.map((c) => c.number).sort((a, b) => a - b);
    if (numbers.every((n, i) => i === 0 || n === (numbers[i - 1] ?? 0) + 1)) {
      return { kind: 'run', size: infos.length };
    }
    return null;
  }
  // Set: "drei oder mehr Karten mit derselben Zahl"; Wan Sin counts as 1 only if allowed.
  if (infos.every((c) => c.number === first.number)) {
    if (!options.wanSinInSets && cards.includes(WAN_SIN)) return null;
    return { kind: 'set', size: infos.length };
  }
  return null;
}

/** Comparison key of a valid pattern: bigger beats smaller (same kind and size). */
function strength(kind: PatternKind, cards: readonly string[]): number {
  const infos = cards.map(cardInfo);
  if (kind === 'set') return setRank(infos[0]?.number ?? 0);
  // Runs: "erst nach Kartenfarbe geordnet und dann nach Zahl".
  const top = Math.max(...infos.map((c) => c.number));
  const suit = infos[0]?.suit as Suit;
  return (4 - suitRank(suit)) * 100 + top;
}

/**
 * True when `reply` beats `lead`: same kind and size, and higher.
 * Singles (our reading of "nach Zahl geordnet" with the elder rule): only a
 * higher card of the same suit beats; Sup-1, Sin-1 and Wan Sin beat nothing and
 * cannot be beaten. An elder 9 is never beaten because no higher card exists;
 * a promoted elder (Sup-8 after Sup-9 is played) likewise. Unknown ids throw
 * an EngineError with code `'unknown-card'`.
 *
 * @example
 * beats(['gon-5'], ['gon-7']); // true
 * beats(['gon-5'], ['sup-7']); // false: another suit
 */
export function beats(
  lead: readonly string[],
  reply: readonly string[],
  options: HakkaOptions = DEFAULT_OPTIONS,
): boolean {
  const a = classifyPattern(lead, options);
  const b = classifyPattern(reply, options);
  if (a === null || b === null || a.kind !== b.kind || a.size !== b.size) return false;
  if (a.kind === 'single') {
    const [l] = lead;
    const [r] = reply;
    if (l === undefined || r === undefined) return false;
    if (LEAD_ONLY_CARDS.includes(l as CardId) || LEAD_ONLY_CARDS.includes(r as CardId)) return false;
    const li = cardInfo(l);
    const ri = cardInfo(r);
    return li.suit === ri.suit && ri.number > li.number;
  }
  return strength(b.kind, reply) > strength(a.kind, lead);
}
