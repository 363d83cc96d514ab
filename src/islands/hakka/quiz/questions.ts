/**
 * The Hakka card quiz's questions, generated from a seed with the engine's
 * random generator (src/engine/rng.ts): "which card is this?", "is this card
 * an elder now?" (given cards played face up, engine `elders`) and "does this
 * reply beat this lead?" (engine `beats`). Same seed, same quiz.
 *
 * @example
 * makeHakkaQuiz('demo').length; // 10
 */
import {
  beats,
  CARDS,
  type CardId,
  cardInfo,
  classifyPattern,
  elders,
  LEAD_ONLY_CARDS,
  NUMBERS,
  SUITS,
} from '../../../engine/hakka';
import { nextInt, type RngState, seedRng, shuffle } from '../../../engine/rng';

/** "Which card is this?": four card names to choose from. */
export interface IdentifyQuestion {
  readonly type: 'identify';
  readonly card: CardId;
  readonly options: readonly CardId[];
  readonly answer: number;
}

/** "Is this card an elder now?", after the `played` cards were played face up. */
export interface ElderQuestion {
  readonly type: 'elder';
  readonly card: CardId;
  readonly played: readonly CardId[];
  /** Yes / no. */
  readonly options: readonly ['yes', 'no'];
  readonly answer: 0 | 1;
}

/** Why a reply beats a lead or not, as a dictionary key suffix. */
export type BeatReason =
  | 'single-higher'
  | 'single-lower'
  | 'single-suit'
  | 'single-lead-only'
  | 'run-suit'
  | 'run-number'
  | 'set-order';

/** "Does this reply beat this lead?" */
export interface BeatsQuestion {
  readonly type: 'beats';
  readonly lead: readonly CardId[];
  readonly reply: readonly CardId[];
  readonly options: readonly ['yes', 'no'];
  readonly answer: 0 | 1;
  /** The reason behind the verdict. */
  readonly reason: BeatReason;
}

/** One quiz question. */
export type HakkaQuestion = IdentifyQuestion | ElderQuestion | BeatsQuestion;

/** How many questions of each type a quiz has. */
export const HAKKA_QUIZ_SHAPE = { identify: 4, elder: 3, beats: 3 } as const;

/** The most options a question has (answer keys 1–4). */
export const MAX_OPTIONS = 4;

const YES_NO = ['yes', 'no'] as const;

/** A seeded draw: the generator state threaded through small helpers. */
class Draw {
  constructor(private state: RngState) {}
  /** An integer in [0, bound). */
  int(bound: number): number {
    const [n, next] = nextInt(this.state, bound);
    this.state = next;
    return n;
  }
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const [out, next] = shuffle(this.state, items);
    this.state = next;
    return out;
  }
  /** One item. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

function identify(card: CardId, draw: Draw): IdentifyQuestion {
  const info = cardInfo(card);
  // Distractors test both halves: one of the same suit, one of the same
  // number, one other.
  const others = draw.shuffle(CARDS.filter((c) => c !== card));
  const picked: CardId[] = [];
  const take = (test: (c: CardId) => boolean) => {
    const found = others.find((c) => test(c) && !picked.includes(c));
    if (found) picked.push(found);
  };
  take((c) => cardInfo(c).suit === info.suit);
  take((c) => cardInfo(c).number === info.number);
  while (picked.length < MAX_OPTIONS - 1) take(() => true);
  const options = draw.shuffle([card, ...picked]);
  return { type: 'identify', card, options, answer: options.indexOf(card) };
}

function elder(draw: Draw, wantYes: boolean): ElderQuestion {
  // Play the top cards of one suit (so its elder moves) and a few others.
  const suit = draw.pick(SUITS);
  const topPlayed = draw.int(3);
  const suitCards = CARDS.filter((c) => cardInfo(c).suit === suit).reverse();
  const played: CardId[] = suitCards.slice(0, topPlayed);
  for (const c of draw.shuffle(CARDS.filter((c) => cardInfo(c).suit !== suit)).slice(0, 2 + draw.int(3))) {
    played.push(c);
  }
  const current = elders(played);
  const left = suitCards.filter((c) => !played.includes(c));
  // Yes: the suit's highest card left. No: the next one down (never an elder).
  const candidates = wantYes
    ? left.filter((c) => current.includes(c))
    : left.filter((c) => !current.includes(c));
  const card = candidates[0] ?? (left[0] as CardId);
  const sorted = CARDS.filter((c) => played.includes(c));
  return { type: 'elder', card, played: sorted, options: YES_NO, answer: current.includes(card) ? 0 : 1 };
}

function run(suit: string, start: number): CardId[] {
  return [start, start + 1, start + 2].map((n) => `${suit}-${n}` as CardId);
}

function beatsQuestion(draw: Draw): BeatsQuestion {
  const kind = draw.pick(['single', 'single', 'run', 'set'] as const);
  let lead: CardId[];
  let reply: CardId[];
  if (kind === 'single') {
    lead = [draw.pick(CARDS)];
    const leadSuit = cardInfo(lead[0] as CardId).suit;
    // Half the replies come from the led suit, where the numbers decide.
    const pool = CARDS.filter(
      (c) => c !== lead[0] && (draw.int(2) === 0 ? cardInfo(c).suit === leadSuit : true),
    );
    reply = [draw.pick(pool.length ? pool : CARDS.filter((c) => c !== lead[0]))];
  } else if (kind === 'run') {
    const maxStart = NUMBERS.length - 2;
    lead = run(draw.pick(SUITS), 1 + draw.int(maxStart));
    do {
      reply = run(draw.pick(SUITS), 1 + draw.int(maxStart));
    } while (reply.some((c) => lead.includes(c)));
  } else {
    const [a, b] = draw.shuffle(NUMBERS);
    const suitsOf = () => draw.shuffle(SUITS).slice(0, 3);
    lead = suitsOf().map((s) => `${s}-${a}` as CardId);
    reply = suitsOf().map((s) => `${s}-${b}` as CardId);
  }
  lead = CARDS.filter((c) => lead.includes(c));
  reply = CARDS.filter((c) => reply.includes(c));
  const verdict = beats(lead, reply);
  return {
    type: 'beats',
    lead,
    reply,
    options: YES_NO,
    answer: verdict ? 0 : 1,
    reason: reasonOf(lead, reply),
  };
}

/**
 * The reason behind `beats(lead, reply)` for two patterns of the same kind
 * and size, as the quiz explains it.
 * @example reasonOf(['gon-5'], ['sup-7']) // 'single-suit'
 */
export function reasonOf(lead: readonly CardId[], reply: readonly CardId[]): BeatReason {
  const kind = classifyPattern(lead)?.kind;
  const l = cardInfo(lead[0] as CardId);
  const r = cardInfo(reply[0] as CardId);
  if (kind === 'run') return l.suit === r.suit ? 'run-number' : 'run-suit';
  if (kind === 'set') return 'set-order';
  if (LEAD_ONLY_CARDS.includes(l.id) || LEAD_ONLY_CARDS.includes(r.id)) return 'single-lead-only';
  if (l.suit !== r.suit) return 'single-suit';
  return r.number > l.number ? 'single-higher' : 'single-lower';
}

/**
 * The questions for a seed: {@link HAKKA_QUIZ_SHAPE} of each type in a seeded
 * order, the yes/no questions roughly half yes.
 */
export function makeHakkaQuiz(seed: string): HakkaQuestion[] {
  const draw = new Draw(seedRng(`hakka-card-quiz:${seed}`));
  const questions: HakkaQuestion[] = [];
  for (const card of draw.shuffle(CARDS).slice(0, HAKKA_QUIZ_SHAPE.identify))
    questions.push(identify(card, draw));
  for (let i = 0; i < HAKKA_QUIZ_SHAPE.elder; i++) questions.push(elder(draw, draw.int(2) === 0));
  for (let i = 0; i < HAKKA_QUIZ_SHAPE.beats; i++) questions.push(beatsQuestion(draw));
  return draw.shuffle(questions);
}

/**
 * Whether option `choice` answers question `q`, asked of the engine again
 * (not only the stored index).
 */
export function isRightAnswer(q: HakkaQuestion, choice: number): boolean {
  switch (q.type) {
    case 'identify':
      return q.options[choice] === q.card;
    case 'elder':
      return (choice === 0) === elders(q.played).includes(q.card);
    case 'beats':
      return (choice === 0) === beats(q.lead, q.reply);
  }
}
