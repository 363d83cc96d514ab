/**
 * The Koi-Koi card quiz island: twelve flash cards per round, "which month
 * and kind is this card?" and "which card completes this yaku?" (questions
 * and verdicts from the engine, see quiz/questions.ts), on the quiz frame
 * shared with the Hakka quiz (islands/game/quiz/FlashQuiz.tsx: score, review
 * of mistakes, keys 1–4, aria-live verdicts, progress saved under
 * `hanafuda.cardQuiz.v1`, `?seed=` for a fixed order). This file holds the
 * Koi-Koi parts: the texts, the cards of a question, and the options of a
 * yaku question drawn as cards.
 *
 * @example
 * <CardQuiz client:visible lang="en" />
 */
import { RULESETS } from '../../engine/hanafuda';
import { cardsT } from '../../i18n/cards-pages';
import { cardName } from '../../i18n/hanafuda-cards';
import { cardPicture } from '../../i18n/hanafuda-pictures';
import { koikoiT } from '../../i18n/koikoi/core';
import type { Lang } from '../../i18n/locales';
import FlashQuiz, { frameStrings, type OptionAttrs } from '../game/quiz/FlashQuiz';
import { useCardNameStyle } from './card-names';
import HanafudaCard from './HanafudaCard';
import { monthKindLabel } from './quiz/labels';
import { isRight, type MonthKind, makeQuiz, type QuizQuestion } from './quiz/questions';
import './CardQuiz.css';

/** Props of {@link CardQuiz}. */
export interface CardQuizProps {
  lang: Lang;
}

/** The localStorage key of the quiz's progress (versioned; the shape is in islands/game/quiz/progress.ts). */
export const QUIZ_KEY = 'hanafuda.cardQuiz.v1';

/** The rules the yaku questions are asked under. */
const PRESET = 'fudawiki' as const;
const RULES = RULESETS[PRESET];

/** The questions for a seed under {@link RULES} (one function for good: FlashQuiz memoises on it). */
const makeKoikoiQuiz = (seed: string) => makeQuiz(seed, RULES);
/** Whether an option answers a question, by the engine under {@link RULES}. */
const isRightAnswer = (q: QuizQuestion, choice: number) => isRight(q, choice, RULES);

/** The quiz island (see the file comment). */
export default function CardQuiz({ lang }: CardQuizProps) {
  const t = cardsT(lang);
  const kt = koikoiT(lang);
  const [style] = useCardNameStyle();

  const prompt = (q: QuizQuestion): string =>
    q.type === 'card' ? t('quiz.cardQuestion') : t('quiz.yakuQuestion', { yaku: kt(`yaku.${q.yaku}`) });

  const monthKind = (o: MonthKind) => monthKindLabel(o, lang, style);
  const optionLabel = (q: QuizQuestion, i: number): string => {
    if (q.type === 'card') {
      const o = q.options[i];
      return o ? monthKind(o) : '';
    }
    const id = q.options[i];
    return id ? cardName(id, lang, style) : '';
  };

  // A yaku question's options are cards (with `data-card`), a card question's are text.
  const optionContent = (q: QuizQuestion, i: number) => {
    if (q.type === 'card') return optionLabel(q, i);
    const id = q.options[i];
    return id ? <HanafudaCard id={id} lang={lang} size="sm" caption /> : null;
  };
  const optionAttrs = (q: QuizQuestion, i: number): OptionAttrs =>
    q.type === 'yaku' ? { class: 'quiz-card-option', 'data-card': q.options[i] } : {};

  const subject = (q: QuizQuestion) => {
    if (q.type === 'card') {
      return (
        <HanafudaCard
          id={q.card}
          lang={lang}
          size="lg"
          label={t('quiz.cardLabel', { picture: cardPicture(q.card, lang) })}
        />
      );
    }
    return (
      <div class="quiz-have">
        <p>{t('quiz.yakuHave')}</p>
        <ul class="quiz-shown">
          {q.shown.map((id) => (
            <li key={id}>
              <HanafudaCard id={id} lang={lang} size="sm" />
            </li>
          ))}
        </ul>
      </div>
    );
  };

  const reviewSubject = (q: QuizQuestion) => {
    const id = q.type === 'card' ? q.card : q.options[q.answer];
    return id ? <HanafudaCard id={id} lang={lang} size="xs" /> : null;
  };

  return (
    <FlashQuiz<QuizQuestion>
      storageKey={QUIZ_KEY}
      makeQuiz={makeKoikoiQuiz}
      isRight={isRightAnswer}
      strings={frameStrings(t)}
      prompt={prompt}
      subject={subject}
      optionLabel={optionLabel}
      optionContent={optionContent}
      optionAttrs={optionAttrs}
      reviewSubject={reviewSubject}
      classPrefix="quiz"
    >
      <p class="quiz-rules">{t('quiz.rules', { preset: kt(`preset.${PRESET}`) })}</p>
    </FlashQuiz>
  );
}
