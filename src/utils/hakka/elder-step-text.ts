/**
 * One step of the elder timeline as a sentence: what was played and how the
 * elders changed, from the engine's `elders()` before and after
 * (`elderTimeline`). The patterns page's timeline shows it under each play.
 *
 * @example
 * elderStepText('en', { played: 'sup-9', gained: ['sup-8'], lost: ['sup-9'], … });
 * // 'Sup 9 is played; Sup 8 becomes the new elder.'
 * elderStepText('en', { played: 'sin-1', gained: [], lost: ['sin-1'], … });
 * // 'Sin 1 is played; no new elder takes its place.'
 */
import { cardList } from '../../i18n/hakka/card-list';
import { refT } from '../../i18n/hakka/ref';
import { hakkaCardName } from '../../i18n/hakka-cards';
import type { Lang } from '../../i18n/locales';
import type { ElderStep } from './elder-timeline';

/**
 * "X is played; …." Cards that became elders are named; an elder played
 * without a successor says so; elders lost other than the played card (none
 * under the default rules, but the step may list them) are named too; a play
 * that changes nothing says the elders stay the same.
 */
export function elderStepText(lang: Lang, step: Pick<ElderStep, 'played' | 'gained' | 'lost'>): string {
  const t = refT(lang);
  const others = step.lost.filter((card) => card !== step.played);
  const changes: string[] = [];
  if (step.gained.length > 0) {
    changes.push(
      t(step.gained.length === 1 ? 'timeline.gained.one' : 'timeline.gained.many', {
        cards: cardList(step.gained, lang),
      }),
    );
  } else if (step.lost.includes(step.played)) {
    changes.push(t('timeline.noSuccessor'));
  }
  if (others.length > 0) {
    changes.push(
      t(others.length === 1 ? 'timeline.lost.one' : 'timeline.lost.many', { cards: cardList(others, lang) }),
    );
  }
  if (changes.length === 0) changes.push(t('timeline.same'));
  return t('timeline.step', { card: hakkaCardName(step.played, lang), changes: changes.join('; ') });
}
