/** English strings of the Hakka review page: the shared review strings (`i18n/review`) and its own. */
import { reviewSharedEn } from '../review/en';

export const hakkaReviewEn = {
  ...reviewSharedEn,
  'review.toPlay': 'Play Hakka cards',
  'review.example': 'Or watch an example first: four strong computer players play a whole game.',
  'review.exampleOpen': 'Watch the example game',
  'review.fromExample': 'An example game',
  'review.rounds': '{n} rounds',
  'review.roundOption': 'Round {n}',
  'review.same': 'These moves come out the same here.',
  'review.error.options': 'its rule options are unknown.',
} as const;

/** A key of the Hakka review dictionary. */
export type HakkaReviewKey = keyof typeof hakkaReviewEn;
