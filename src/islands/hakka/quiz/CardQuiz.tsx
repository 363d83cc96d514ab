/**
 * The Hakka card quiz island: flash cards "which card is this?", "is this
 * card an elder now?" (given cards played face up) and "does this reply beat
 * this lead?", with questions and verdicts from the engine (questions.ts) and
 * the quiz frame from the shared FlashQuiz (islands/game/quiz: score, review
 * of mistakes, keys 1–4, aria-live verdicts, progress saved under
 * `hakka.cardQuiz.v1`, `?seed=` for a fixed order). In the review a card
 * question shows its card, a "beats" question its lead and its reply.
 *
 * @example
 * <CardQuiz client:visible lang="en" />
 */

import { nameList } from '../../../components/hakka/cards-facts';
import type { HakkaCardSize } from '../../../components/hakka/cards-markup';
import { setOrder } from '../../../components/hakka/cards-sheet';
import { cardInfo, elders, LEAD_ONLY_CARDS, SUITS } from '../../../engine/hakka';
import { HAKKA_CARD_NAMES, hakkaCardName, hakkaSuitName } from '../../../i18n/hakka-cards';
import { hakkaT } from '../../../i18n/hakka-pages';
import type { Lang } from '../../../i18n/locales';
import FlashQuiz, { frameStrings } from '../../game/quiz/FlashQuiz';
import HakkaCard from '../HakkaCard';
import { type HakkaQuestion, isRightAnswer, makeHakkaQuiz } from './questions';
import './CardQuiz.css';

/** Props of {@link CardQuiz}. */
export interface CardQuizProps {
  lang: Lang;
}

/** The localStorage key of the quiz's progress (versioned). */
export const HAKKA_QUIZ_KEY = 'hakka.cardQuiz.v1';

/** Props of {@link CardRow}. */
interface CardRowProps {
  ids: readonly string[];
  lang: Lang;
  label: string;
  /** Card size (default `sm`). */
  size?: HakkaCardSize;
  /** Name under each card (default on). */
  caption?: boolean;
}

/** Cards in a row under a label, each captioned with its name unless `caption` is off. */
function CardRow({ ids, lang, label, size = 'sm', caption = true }: CardRowProps) {
  return (
    <div class="hkquiz-group">
      <p class="hkquiz-label">{label}</p>
      <ul class="hkquiz-cards card-row">
        {ids.map((id) => (
          <li key={id}>
            <HakkaCard id={id} lang={lang} size={size} caption={caption} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The quiz island (see the file comment). */
export default function CardQuiz({ lang }: CardQuizProps) {
  const t = hakkaT(lang);
  const name = (id: string) => hakkaCardName(id, lang);

  const prompt = (q: HakkaQuestion): string => {
    if (q.type === 'identify') return t('quiz.identify');
    if (q.type === 'elder') return t('quiz.elder', { card: name(q.card) });
    return t('quiz.beats');
  };

  const optionLabel = (q: HakkaQuestion, i: number): string => {
    if (q.type === 'identify') return name(q.options[i] ?? q.card);
    return q.options[i] === 'yes' ? t('quiz.yes') : t('quiz.no');
  };

  const subject = (q: HakkaQuestion) => {
    if (q.type === 'identify') {
      return (
        <div class="hkquiz-single">
          <HakkaCard id={q.card} lang={lang} size="lg" label={t('quiz.cardLabel')} />
        </div>
      );
    }
    if (q.type === 'elder') {
      // No stars here: they would give the answer away.
      return (
        <div class="hkquiz-pair">
          <CardRow ids={q.played} lang={lang} label={t('quiz.played')} />
          <CardRow ids={[q.card]} lang={lang} label={t('quiz.subject')} />
        </div>
      );
    }
    return (
      <div class="hkquiz-pair">
        <CardRow ids={q.lead} lang={lang} label={t('quiz.lead')} />
        <CardRow ids={q.reply} lang={lang} label={t('quiz.reply')} />
      </div>
    );
  };

  const explain = (q: HakkaQuestion): string => {
    if (q.type === 'identify') {
      const names = HAKKA_CARD_NAMES[q.card];
      if (names.suit === null) return t('explain.identifyWan', { name: name(q.card), n: names.number });
      return t('explain.identify', {
        name: name(q.card),
        suit: hakkaSuitName(names.suit),
        hanzi: names.hanzi,
        n: names.number,
      });
    }
    if (q.type === 'elder') {
      const isElder = elders(q.played).includes(q.card);
      if (isElder && LEAD_ONLY_CARDS.includes(q.card))
        return t('explain.elderSpecial', { card: name(q.card) });
      if (isElder) return t('explain.elderTop', { card: name(q.card) });
      // The highest unplayed card of the suit beats it.
      const suit = cardInfo(q.card).suit;
      const top = elders(q.played).find((c) => cardInfo(c).suit === suit && !LEAD_ONLY_CARDS.includes(c));
      return t('explain.elderNot', { top: top ? name(top) : '', card: name(q.card) });
    }
    return t(`explain.${q.reason}`, {
      reply: nameList(q.reply, lang),
      lead: nameList(q.lead, lang),
      list: nameList(LEAD_ONLY_CARDS, lang),
      order: q.reason === 'set-order' ? setOrder().join(' < ') : SUITS.map(hakkaSuitName).join(' > '),
    });
  };

  // A "beats" mistake needs both patterns, or its explanation cannot be followed.
  const reviewSubject = (q: HakkaQuestion) => {
    if (q.type === 'beats') {
      return (
        <div class="hkquiz-pair hkquiz-review-pair" data-review-beats>
          <CardRow ids={q.lead} lang={lang} label={t('quiz.lead')} size="xs" caption={false} />
          <CardRow ids={q.reply} lang={lang} label={t('quiz.reply')} size="xs" caption={false} />
        </div>
      );
    }
    return <HakkaCard id={q.card} lang={lang} size="xs" />;
  };

  return (
    <FlashQuiz<HakkaQuestion>
      storageKey={HAKKA_QUIZ_KEY}
      makeQuiz={makeHakkaQuiz}
      isRight={isRightAnswer}
      strings={frameStrings(t)}
      prompt={prompt}
      subject={subject}
      optionLabel={optionLabel}
      explain={explain}
      explainCjk="zh-Hant"
      reviewSubject={reviewSubject}
    />
  );
}
