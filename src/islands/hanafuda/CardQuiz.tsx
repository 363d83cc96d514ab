/**
 * The card quiz: twelve flash cards per round, "which month and kind is this
 * card?" and "which card completes this yaku?" (questions from the engine, see
 * quiz/questions.ts), with a score, an aria-live verdict after each answer, a
 * review of mistakes at the end, and progress saved in localStorage (see
 * quiz/progress.ts). Keys 1–4 choose an answer, Enter goes on. `?seed=<seed>`
 * in the URL pins the question order (tests use it); a bad seed shows a
 * message and leaves the saved quiz as it is.
 *
 * @example
 * <CardQuiz client:visible lang="en" />
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { RULESETS } from '../../engine/hanafuda';
import { cardsT } from '../../i18n/cards-pages';
import { cardName, HANAFUDA_MONTHS, kindTerm } from '../../i18n/hanafuda-cards';
import { cardPicture } from '../../i18n/hanafuda-pictures';
import { koikoiT } from '../../i18n/koikoi/core';
import type { Lang } from '../../i18n/locales';
import HanafudaCard from './HanafudaCard';
import { useCardNameStyle } from './card-names';
import { isProgressError, isSeed, newSeed, parseProgress, QUIZ_KEY } from './quiz/progress';
import { isRight, type MonthKind, makeQuiz, type QuizQuestion } from './quiz/questions';
import './CardQuiz.css';

/** Props of {@link CardQuiz}. */
export interface CardQuizProps {
  lang: Lang;
}

/** The rules the yaku questions are asked under. */
const PRESET = 'fudawiki' as const;
const RULES = RULESETS[PRESET];
/** The seed of the server-rendered first question (replaced on load). */
const SSR_SEED = 'start';

function save(seed: string, answers: readonly number[]) {
  try {
    localStorage.setItem(QUIZ_KEY, JSON.stringify({ v: 1, seed, answers }));
  } catch {
    // Storage blocked: the quiz still works for this visit.
  }
}

/** The quiz island (see the file comment). */
export default function CardQuiz({ lang }: CardQuizProps) {
  const t = cardsT(lang);
  const kt = koikoiT(lang);
  const [style] = useCardNameStyle();
  const [seed, setSeed] = useState(SSR_SEED);
  const [answers, setAnswers] = useState<number[]>([]);
  const [revealed, setRevealed] = useState(false);
  const [notice, setNotice] = useState('');
  const [ready, setReady] = useState(false);
  const questions = useMemo(() => makeQuiz(seed, RULES), [seed]);
  const nextRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const focusAfter = useRef<'next' | 'question' | null>(null);

  // Load: a valid ?seed= starts (or resumes) that quiz; otherwise resume the saved one.
  useEffect(() => {
    const stored = parseProgress(localStorage.getItem(QUIZ_KEY), makeQuiz(SSR_SEED, RULES).length);
    const messages: string[] = [];
    if (isProgressError(stored)) {
      localStorage.removeItem(QUIZ_KEY);
      messages.push(t('quiz.corrupt'));
    }
    const saved = stored && !isProgressError(stored) ? stored : null;
    const param = new URLSearchParams(location.search).get('seed');
    let nextSeed = saved?.seed ?? newSeed();
    let nextAnswers = saved ? [...saved.answers] : [];
    if (param !== null) {
      if (isSeed(param)) {
        if (param !== saved?.seed) nextAnswers = [];
        nextSeed = param;
      } else {
        messages.push(t('quiz.badSeed', { value: param }));
      }
    }
    setSeed(nextSeed);
    setAnswers(nextAnswers);
    setRevealed(false);
    setNotice(messages.join(' '));
    setReady(true);
  }, []);

  const index = answers.length - (revealed ? 1 : 0);
  const current: QuizQuestion | undefined = questions[index];
  const finished = !revealed && answers.length >= questions.length;
  const right = answers.filter((a, i) => {
    const q = questions[i];
    return q !== undefined && isRight(q, a, RULES);
  }).length;

  // Layout effect: focus moves in the same task as the render, so a key
  // pressed right after an answer already reaches the Next button.
  useLayoutEffect(() => {
    if (focusAfter.current === 'next') nextRef.current?.focus();
    if (focusAfter.current === 'question') questionRef.current?.focus();
    focusAfter.current = null;
  });

  const monthKind = (o: MonthKind) => {
    const m = HANAFUDA_MONTHS[o.month - 1];
    return t('quiz.monthKind', {
      month: `${m?.monthName[lang]} (${m?.plant[lang]})`,
      kind: kindTerm(o.kind, lang).one,
    });
  };
  const optionText = (q: QuizQuestion, i: number): string => {
    if (q.type === 'card') {
      const o = q.options[i];
      return o ? monthKind(o) : '';
    }
    const id = q.options[i];
    return id ? cardName(id, lang, style) : '';
  };

  const choose = (i: number) => {
    if (!ready || revealed || !current) return;
    const next = [...answers, i];
    setAnswers(next);
    setRevealed(true);
    save(seed, next);
    focusAfter.current = 'next';
  };
  const goOn = () => {
    setRevealed(false);
    focusAfter.current = 'question';
  };
  const restart = () => {
    const s = newSeed();
    setSeed(s);
    setAnswers([]);
    setRevealed(false);
    setNotice('');
    save(s, []);
    const url = new URL(location.href);
    url.searchParams.delete('seed');
    history.replaceState(history.state, '', url);
    focusAfter.current = 'question';
  };

  // Keys 1–4 answer while a question is open (not while typing elsewhere).
  // One listener for the island's life; it calls the latest render's
  // handler through a ref, so a key pressed right after a render is not
  // handled with the previous question's state.
  const keyRef = useRef<(n: number) => void>(() => {});
  keyRef.current = (n: number) => {
    if (n >= 1 && n <= (current?.options.length ?? 0)) choose(n - 1);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, [contenteditable="true"]')) return;
      if (!/^[1-9]$/.test(e.key)) return;
      e.preventDefault();
      keyRef.current(Number(e.key));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const lastChoice = answers[answers.length - 1];
  const verdict =
    revealed && current && lastChoice !== undefined
      ? isRight(current, lastChoice, RULES)
        ? t('quiz.right')
        : t('quiz.wrong', { answer: optionText(current, current.answer) })
      : '';

  return (
    <section class="quiz" aria-label={t('quiz.region')} data-quiz data-ready={ready ? '' : undefined}>
      <noscript>
        <p class="note">{t('quiz.noscript')}</p>
      </noscript>
      {notice && (
        <p class="note quiz-notice" role="alert">
          {notice}
        </p>
      )}
      <div class="quiz-bar">
        <span>
          {finished
            ? t('quiz.done', { right, total: questions.length })
            : t('quiz.progress', { n: index + 1, total: questions.length })}
        </span>
        <span data-quiz-score>{t('quiz.score', { right, answered: answers.length })}</span>
      </div>

      {!finished && current && (
        <div class="quiz-question" data-question-type={current.type}>
          <p class="quiz-prompt" tabIndex={-1} ref={questionRef}>
            {current.type === 'card'
              ? t('quiz.cardQuestion')
              : t('quiz.yakuQuestion', { yaku: kt(`yaku.${current.yaku}`) })}
          </p>
          {current.type === 'card' ? (
            <div class="quiz-subject">
              <HanafudaCard
                id={current.card}
                lang={lang}
                size="lg"
                label={t('quiz.cardLabel', { picture: cardPicture(current.card, lang) })}
              />
            </div>
          ) : (
            <div class="quiz-have">
              <p>{t('quiz.yakuHave')}</p>
              <ul class="quiz-shown">
                {current.shown.map((id) => (
                  <li key={id}>
                    <HanafudaCard id={id} lang={lang} size="sm" />
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ol class={`quiz-options quiz-options-${current.type}`}>
            {current.options.map((_, i) => {
              const state = !revealed ? '' : i === current.answer ? 'right' : i === lastChoice ? 'wrong' : '';
              return (
                <li key={i}>
                  {current.type === 'yaku' ? (
                    <button
                      type="button"
                      class={`quiz-option quiz-card-option ${state}`}
                      data-option={i}
                      data-card={current.options[i]}
                      aria-disabled={revealed}
                      onClick={() => choose(i)}
                    >
                      <span class="quiz-key" aria-hidden="true">
                        {i + 1}
                      </span>
                      <HanafudaCard id={current.options[i] as string} lang={lang} size="sm" caption />
                    </button>
                  ) : (
                    <button
                      type="button"
                      class={`quiz-option ${state}`}
                      data-option={i}
                      aria-disabled={revealed}
                      onClick={() => choose(i)}
                    >
                      <span class="quiz-key" aria-hidden="true">
                        {i + 1}
                      </span>
                      {optionText(current, i)}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
          <p class="quiz-keys">{t('quiz.keys')}</p>
        </div>
      )}

      <p class="quiz-verdict" role="status" aria-live="polite" data-quiz-verdict>
        {verdict}
      </p>
      {revealed && (
        <button type="button" class="button button-primary" ref={nextRef} onClick={goOn} data-quiz-next>
          {answers.length >= questions.length ? t('quiz.finish') : t('quiz.next')}
        </button>
      )}

      {finished && (
        <div class="quiz-review" data-quiz-review>
          <h2 tabIndex={-1} ref={questionRef}>
            {t('quiz.review')}
          </h2>
          {right === questions.length ? (
            <p>{t('quiz.noMistakes')}</p>
          ) : (
            <ul>
              {questions.map((q, i) => {
                const a = answers[i];
                if (a === undefined || isRight(q, a, RULES)) return null;
                return (
                  <li key={i} data-review-item>
                    <HanafudaCard
                      id={q.type === 'card' ? q.card : (q.options[q.answer] as string)}
                      lang={lang}
                      size="xs"
                    />
                    <span>
                      {q.type === 'card'
                        ? t('quiz.cardQuestion')
                        : t('quiz.yakuQuestion', { yaku: kt(`yaku.${q.yaku}`) })}{' '}
                      <strong>{t('quiz.correctAnswer', { answer: optionText(q, q.answer) })}</strong>;{' '}
                      {t('quiz.yourAnswer', { answer: optionText(q, a) })}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          <button type="button" class="button button-primary" onClick={restart} data-quiz-restart>
            {t('quiz.restart')}
          </button>
        </div>
      )}
      <p class="quiz-rules">{t('quiz.rules', { preset: kt(`preset.${PRESET}`) })}</p>
    </section>
  );
}
