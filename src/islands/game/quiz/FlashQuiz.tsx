/**
 * A generic flash-card quiz: a seeded list of multiple-choice questions with
 * a score, an aria-live verdict (and an explanation) after each answer, a
 * review of mistakes at the end, progress saved in localStorage (see
 * progress.ts) and keyboard use (keys 1–n answer, Enter goes on). The quiz
 * decides nothing itself: questions, right answers and explanations come from
 * the caller, which asks the engine. `?seed=<seed>` in the URL pins the
 * question order (tests use it); a bad seed shows a message and leaves the
 * saved quiz as it is. On the server the first question of a fixed seed is
 * rendered; a reader with nothing saved goes on with that quiz, and each
 * restart draws a new one.
 *
 * At the end the bar shows the result once (`done`, in place of the running
 * score) and the review of mistakes follows straight on. "See the result"
 * moves the focus to that result, so a screen reader reads it (it is not a
 * live region: a finished quiz resumed on load is not read out), and the
 * review is next in reading order.
 *
 * Shared by both games' card quizzes (islands/hakka/quiz/CardQuiz.tsx,
 * islands/hanafuda/CardQuiz.tsx). Options are text buttons unless the caller
 * draws them (`optionContent`, `optionAttrs`); `classPrefix` gives every part
 * a second class for the caller's own styles; children come after the quiz.
 * Without JavaScript the quiz shows only its note (`noscript`): the frame is
 * `data-needs-js`, children included.
 * Not an island on its own (its props hold functions): each game's island
 * wraps it with serialisable props.
 *
 * @example
 * <FlashQuiz storageKey="hakka.cardQuiz.v1" makeQuiz={makeHakkaQuiz} isRight={isRightAnswer} … />
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { fill } from '../../../i18n/format';
import CjkText from '../CjkText';
import KeepNames from '../KeepNames';
import { isSavedError, isSeed, newSeed, readSaved, writeSaved } from './progress';
import './FlashQuiz.css';

/** The texts of the quiz frame; `{name}` placeholders are filled in. */
export interface FlashQuizStrings {
  /** Region name. */
  region: string;
  /** `{n}`, `{total}`. */
  progress: string;
  /** `{right}`, `{answered}`. */
  score: string;
  keys: string;
  right: string;
  /** `{answer}`. */
  wrong: string;
  next: string;
  finish: string;
  /** `{right}`, `{total}`. */
  done: string;
  review: string;
  noMistakes: string;
  /** `{answer}`. */
  yourAnswer: string;
  /** `{answer}`. */
  correctAnswer: string;
  restart: string;
  noscript: string;
  /** `{value}`. */
  badSeed: string;
  corrupt: string;
}

/**
 * The frame's strings from a game's dictionary, whose keys are `quiz.` and
 * the field name (placeholders stay in: FlashQuiz fills them).
 * @example frameStrings(hakkaT('en')).next // 'Next question'
 */
export function frameStrings(t: (key: `quiz.${keyof FlashQuizStrings}`) => string): FlashQuizStrings {
  return {
    region: t('quiz.region'),
    progress: t('quiz.progress'),
    score: t('quiz.score'),
    keys: t('quiz.keys'),
    right: t('quiz.right'),
    wrong: t('quiz.wrong'),
    next: t('quiz.next'),
    finish: t('quiz.finish'),
    done: t('quiz.done'),
    review: t('quiz.review'),
    noMistakes: t('quiz.noMistakes'),
    yourAnswer: t('quiz.yourAnswer'),
    correctAnswer: t('quiz.correctAnswer'),
    restart: t('quiz.restart'),
    noscript: t('quiz.noscript'),
    badSeed: t('quiz.badSeed'),
    corrupt: t('quiz.corrupt'),
  };
}

/** What the quiz needs of a question. */
export interface FlashQuestion {
  readonly type: string;
  readonly options: readonly unknown[];
  readonly answer: number;
}

/** Extra attributes of an option button: a class and `data-` hooks. */
export type OptionAttrs = { class?: string } & { [hook: `data-${string}`]: string | undefined };

/** Props of {@link FlashQuiz}. */
export interface FlashQuizProps<Q extends FlashQuestion> {
  /** Versioned localStorage key. */
  storageKey: string;
  /** The questions for a seed (pure, deterministic). */
  makeQuiz: (seed: string) => readonly Q[];
  /** Whether an option answers a question (the caller asks the engine). */
  isRight: (q: Q, choice: number) => boolean;
  strings: FlashQuizStrings;
  /** The question as one sentence. */
  prompt: (q: Q) => string;
  /** What the question shows (cards…). */
  subject: (q: Q) => ComponentChildren;
  /** An option as text (buttons, verdict and review). */
  optionLabel: (q: Q, i: number) => string;
  /** What an option button shows after its key (default: its label). */
  optionContent?: (q: Q, i: number) => ComponentChildren;
  /** Extra attributes of an option button (e.g. the card it shows). */
  optionAttrs?: (q: Q, i: number) => OptionAttrs;
  /** Why the right answer is right, shown after answering and in the review. */
  explain?: (q: Q) => string;
  /** The language of Chinese or Japanese words in the explanations (they get a span with it). */
  explainCjk?: 'ja' | 'zh-Hant';
  /** A small picture for the review list. */
  reviewSubject?: (q: Q) => ComponentChildren;
  /** Seed of the server-rendered first question. */
  ssrSeed?: string;
  /** A second class prefix: the part `flashq-bar` also gets `<prefix>-bar`, the root `<prefix>`. */
  classPrefix?: string;
  /** Shown below the quiz, inside its region (e.g. which rules it follows). */
  children?: ComponentChildren;
}

/** An explanation with its names kept on one line, and its CJK words marked when the quiz names their language. */
function Explanation({ text, cjk }: { text: string; cjk: 'ja' | 'zh-Hant' | undefined }) {
  return cjk ? <CjkText text={text} cjk={cjk} /> : <KeepNames text={text} />;
}

/** The quiz (see the file comment). */
export default function FlashQuiz<Q extends FlashQuestion>(props: FlashQuizProps<Q>) {
  const { strings: s, makeQuiz, isRight, storageKey, ssrSeed = 'start', classPrefix } = props;
  /** The classes of a part ('' is the root). */
  const cls = (part: string): string => {
    const own = part ? `flashq-${part}` : 'flashq';
    if (!classPrefix) return own;
    return `${own} ${part ? `${classPrefix}-${part}` : classPrefix}`;
  };
  const [seed, setSeed] = useState(ssrSeed);
  const [answers, setAnswers] = useState<number[]>([]);
  const [revealed, setRevealed] = useState(false);
  const [notice, setNotice] = useState('');
  const [ready, setReady] = useState(false);
  const questions = useMemo(() => makeQuiz(seed), [seed, makeQuiz]);
  const nextRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLElement>(null);
  const resultRef = useRef<HTMLSpanElement>(null);
  const focusAfter = useRef<'next' | 'question' | 'result' | null>(null);

  // Load: a valid ?seed= starts (or resumes) that quiz; otherwise resume the saved one.
  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(storageKey);
    } catch {
      // Storage blocked: start fresh.
    }
    const stored = readSaved(raw, makeQuiz);
    const messages: string[] = [];
    if (isSavedError(stored)) {
      try {
        localStorage.removeItem(storageKey);
      } catch {
        // Nothing to remove.
      }
      messages.push(s.corrupt);
    }
    const saved = stored && !isSavedError(stored) ? stored : null;
    const param = new URLSearchParams(location.search).get('seed');
    // Nothing saved: the quiz the server rendered, so that the first question does not change (and the
    // page does not shift) as the island starts. The next quiz is a random one (restart).
    let nextSeed = saved?.seed ?? ssrSeed;
    let nextAnswers = saved ? [...saved.answers] : [];
    if (param !== null) {
      if (isSeed(param)) {
        if (param !== saved?.seed) nextAnswers = [];
        nextSeed = param;
      } else {
        messages.push(fill(s.badSeed, { value: param }));
      }
    }
    setSeed(nextSeed);
    setAnswers(nextAnswers);
    setRevealed(false);
    setNotice(messages.join(' '));
    setReady(true);
  }, []);

  const index = answers.length - (revealed ? 1 : 0);
  const current: Q | undefined = questions[index];
  const finished = !revealed && answers.length >= questions.length;
  const right = answers.filter((a, i) => {
    const q = questions[i];
    return q !== undefined && isRight(q, a);
  }).length;

  // Layout effect: focus moves in the same task as the render, so a key
  // pressed right after an answer already reaches the Next button.
  useLayoutEffect(() => {
    if (focusAfter.current === 'next') nextRef.current?.focus();
    if (focusAfter.current === 'question') questionRef.current?.focus();
    if (focusAfter.current === 'result') resultRef.current?.focus();
    focusAfter.current = null;
  });

  const choose = (i: number) => {
    if (!ready || revealed || !current) return;
    const next = [...answers, i];
    setAnswers(next);
    setRevealed(true);
    writeSaved(storageKey, seed, next);
    focusAfter.current = 'next';
  };
  const goOn = () => {
    setRevealed(false);
    focusAfter.current = answers.length >= questions.length ? 'result' : 'question';
  };
  const restart = () => {
    const fresh = newSeed();
    setSeed(fresh);
    setAnswers([]);
    setRevealed(false);
    setNotice('');
    writeSaved(storageKey, fresh, []);
    const url = new URL(location.href);
    url.searchParams.delete('seed');
    history.replaceState(history.state, '', url);
    focusAfter.current = 'question';
  };

  // Keys 1–n answer while a question is open (not while typing elsewhere).
  // A layout effect: the listener with the current state is in place in the
  // same task as the render, so no key pressed right after it is lost.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target;
      if (target instanceof Element && target.closest('input, select, textarea, [contenteditable="true"]'))
        return;
      const n = Number(e.key);
      if (!revealed && Number.isInteger(n) && n >= 1 && n <= (current?.options.length ?? 0)) {
        e.preventDefault();
        choose(n - 1);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const lastChoice = answers[answers.length - 1];
  const explanation = revealed && current && props.explain ? props.explain(current) : '';
  const verdict =
    revealed && current && lastChoice !== undefined
      ? isRight(current, lastChoice)
        ? s.right
        : fill(s.wrong, { answer: props.optionLabel(current, current.answer) })
      : '';

  // Without JavaScript only the note shows: the frame, its empty live region and the caller's footnote
  // (children) would stand there about a quiz that is not.
  return (
    <>
      <noscript>
        <p class="note">{s.noscript}</p>
      </noscript>
      <section
        class={cls('')}
        aria-label={s.region}
        data-quiz
        data-ready={ready ? '' : undefined}
        data-needs-js
      >
        {notice && (
          <p class={`note ${cls('notice')}`} role="alert">
            {notice}
          </p>
        )}
        <div class={cls('bar')} data-needs-js>
          {finished ? (
            <span data-quiz-score tabIndex={-1} ref={resultRef}>
              {fill(s.done, { right, total: questions.length })}
            </span>
          ) : (
            <>
              <span>{fill(s.progress, { n: index + 1, total: questions.length })}</span>{' '}
              <span data-quiz-score>{fill(s.score, { right, answered: answers.length })}</span>
            </>
          )}
        </div>

        {!finished && current && (
          <div class={cls('question')} data-question-type={current.type} data-needs-js>
            <p
              class={cls('prompt')}
              tabIndex={-1}
              ref={questionRef as preact.RefObject<HTMLParagraphElement>}
            >
              {props.prompt(current)}
            </p>
            <div class={cls('subject')}>{props.subject(current)}</div>
            <ol class={cls('options')}>
              {current.options.map((_, i) => {
                const state = !revealed
                  ? ''
                  : i === current.answer
                    ? 'right'
                    : i === lastChoice
                      ? 'wrong'
                      : '';
                const { class: extra, ...hooks } = props.optionAttrs?.(current, i) ?? {};
                return (
                  <li key={`${index}-${i}`}>
                    <button
                      type="button"
                      {...hooks}
                      class={[cls('option'), extra, state].filter(Boolean).join(' ')}
                      data-option={i}
                      aria-disabled={revealed}
                      onClick={() => choose(i)}
                    >
                      <span class={cls('key')} aria-hidden="true">
                        {i + 1}
                      </span>
                      {props.optionContent ? props.optionContent(current, i) : props.optionLabel(current, i)}
                    </button>
                  </li>
                );
              })}
            </ol>
            <p class={cls('keys')}>{fill(s.keys, { n: current.options.length })}</p>
          </div>
        )}

        {/* Not at the end: its reserved line would leave a gap above the review. */}
        {!finished && (
          <div class={cls('verdict')} role="status" aria-live="polite" data-quiz-verdict>
            {verdict && <p class={cls('verdict-main')}>{verdict}</p>}
            {explanation && (
              <p class={cls('explain')}>
                <Explanation text={explanation} cjk={props.explainCjk} />
              </p>
            )}
          </div>
        )}
        {revealed && (
          <button type="button" class="button button-primary" ref={nextRef} onClick={goOn} data-quiz-next>
            {answers.length >= questions.length ? s.finish : s.next}
          </button>
        )}

        {finished && (
          <div class={cls('review')} data-quiz-review>
            <h2>{s.review}</h2>
            {right === questions.length ? (
              <p>{s.noMistakes}</p>
            ) : (
              <ul>
                {questions.map((q, i) => {
                  const a = answers[i];
                  if (a === undefined || isRight(q, a)) return null;
                  return (
                    <li key={i} data-review-item>
                      {props.reviewSubject?.(q)}
                      <span class={cls('review-text')}>
                        {props.prompt(q)}{' '}
                        <strong>{fill(s.correctAnswer, { answer: props.optionLabel(q, q.answer) })}</strong>;{' '}
                        {fill(s.yourAnswer, { answer: props.optionLabel(q, a) })}
                        {props.explain && (
                          <span class={cls('explain')}>
                            {' '}
                            <Explanation text={props.explain(q)} cjk={props.explainCjk} />
                          </span>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
            <button type="button" class="button button-primary" onClick={restart} data-quiz-restart>
              {s.restart}
            </button>
          </div>
        )}
        {props.children}
      </section>
    </>
  );
}
