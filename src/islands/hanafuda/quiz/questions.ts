/**
 * The card quiz's questions, generated from a seed: "which month and kind is
 * this card?" from the engine's CARDS, and "which card completes this yaku?"
 * from YAKU_DEFINITIONS, checked with evaluateYaku (the question's cards do
 * not form the yaku, the answer completes it, no other option does). Same
 * seed, same quiz: tests pin a sequence with a seed.
 */
import {
  CARDS,
  type CardId,
  type CardKind,
  evaluateYaku,
  type Month,
  type Ruleset,
  YAKU_DEFINITIONS,
  YAKU_IDS,
  type YakuId,
} from '../../../engine/hanafuda';
import { type RngState, seedRng, shuffle } from '../../../engine/rng';

/** A month-and-kind answer. */
export interface MonthKind {
  readonly month: Month;
  readonly kind: CardKind;
}

/** "Which month and which kind is this card?" */
export interface CardQuestion {
  readonly type: 'card';
  readonly card: CardId;
  readonly options: readonly MonthKind[];
  /** Index of the right option. */
  readonly answer: number;
}

/** "Which card completes this yaku?" */
export interface YakuQuestion {
  readonly type: 'yaku';
  readonly yaku: YakuId;
  /** The cards already captured (they do not form the yaku yet). */
  readonly shown: readonly CardId[];
  readonly options: readonly CardId[];
  /** Index of the right option. */
  readonly answer: number;
}

/** One quiz question. */
export type QuizQuestion = CardQuestion | YakuQuestion;

/** How many questions of each type a quiz has. */
export const QUIZ_SHAPE = { card: 8, yaku: 4 } as const;

/** Options per question (answer keys 1–4). */
export const OPTION_COUNT = 4;

function has(cards: readonly CardId[], yaku: YakuId, rules: Ruleset): boolean {
  return evaluateYaku(cards, rules).yaku.some((y) => y.id === yaku);
}

function cardQuestion(card: (typeof CARDS)[number], rng: RngState): [CardQuestion, RngState] {
  // Distractors are real month/kind pairs of the deck: one from the same
  // month, one of the same kind, one other, so the question tests both halves.
  const pairs = new Map<string, MonthKind>();
  for (const c of CARDS) pairs.set(`${c.month}-${c.kind}`, { month: c.month, kind: c.kind });
  const right = `${card.month}-${card.kind}`;
  const [others, state] = shuffle(
    rng,
    [...pairs.entries()].filter(([key]) => key !== right).map(([, v]) => v),
  );
  const picked: MonthKind[] = [];
  const take = (test: (p: MonthKind) => boolean) => {
    const found = others.find((p) => test(p) && !picked.includes(p));
    if (found) picked.push(found);
  };
  take((p) => p.month === card.month);
  take((p) => p.kind === card.kind);
  while (picked.length < OPTION_COUNT - 1) take(() => true);
  const [options, after] = shuffle(state, [{ month: card.month, kind: card.kind }, ...picked]);
  const answer = options.findIndex((o) => o.month === card.month && o.kind === card.kind);
  return [{ type: 'card', card: card.id, options, answer }, after];
}

/**
 * A yaku question, or null when the yaku cannot be asked under these rules
 * (Tsukifuda needs a round's month; a yaku worth nothing is not counted).
 */
function yakuQuestion(yaku: YakuId, rules: Ruleset, rng: RngState): [YakuQuestion | null, RngState] {
  const def = YAKU_DEFINITIONS[yaku];
  if (def.monthCards) return [null, rng];
  const [pool, s1] = shuffle(rng, def.pool);
  const complete = [...def.required, ...pool.slice(0, def.poolMin)];
  if (!has(complete, yaku, rules)) return [null, s1];
  const [order, s2] = shuffle(s1, complete);
  const missing = order.find(
    (c) =>
      !has(
        complete.filter((x) => x !== c),
        yaku,
        rules,
      ),
  );
  if (missing === undefined) return [null, s2];
  const shown = CARDS.map((c) => c.id).filter((id) => complete.includes(id) && id !== missing);
  const [rest, s3] = shuffle(
    s2,
    CARDS.map((c) => c.id).filter((id) => !complete.includes(id) && !has([...shown, id], yaku, rules)),
  );
  // Two cards of one month and kind (the chaff) share a name: one of them
  // only, and none that looks like the answer.
  const looks = (id: CardId) => {
    const card = CARDS.find((c) => c.id === id);
    return `${card?.month}-${card?.kind}`;
  };
  const distinct = rest.filter(
    (id, i) => looks(id) !== looks(missing) && rest.findIndex((other) => looks(other) === looks(id)) === i,
  );
  const [options, s4] = shuffle(s3, [missing, ...distinct.slice(0, OPTION_COUNT - 1)]);
  return [{ type: 'yaku', yaku, shown, options, answer: options.indexOf(missing) }, s4];
}

/**
 * The questions of the quiz for a seed: {@link QUIZ_SHAPE} card and yaku
 * questions in a seeded order.
 * @example makeQuiz('demo', RULESETS.fudawiki).length // 12
 */
export function makeQuiz(seed: string, rules: Ruleset): QuizQuestion[] {
  const [cards, s1] = shuffle(seedRng(`card-quiz:${seed}`), CARDS);
  let state = s1;
  const questions: QuizQuestion[] = [];
  for (const card of cards.slice(0, QUIZ_SHAPE.card)) {
    const [q, next] = cardQuestion(card, state);
    questions.push(q);
    state = next;
  }
  const [yakuIds, s2] = shuffle(state, YAKU_IDS);
  state = s2;
  let asked = 0;
  for (const id of yakuIds) {
    if (asked === QUIZ_SHAPE.yaku) break;
    const [q, next] = yakuQuestion(id, rules, state);
    state = next;
    if (q) {
      questions.push(q);
      asked += 1;
    }
  }
  return shuffle(state, questions)[0];
}

/**
 * Whether option `choice` answers question `q` (by the rules, not only by the
 * stored index: for a yaku question the engine decides).
 */
export function isRight(q: QuizQuestion, choice: number, rules: Ruleset): boolean {
  if (q.type === 'card') return choice === q.answer;
  const card = q.options[choice];
  return card !== undefined && has([...q.shown, card], q.yaku, rules);
}
