/**
 * English strings of the Koi-Koi review page: the shared review strings
 * (`i18n/review`) and its own (its own dictionary, so the play and lesson
 * islands do not carry them).
 */
import { reviewSharedEn } from '../review/en';

export const reviewEn = {
  ...reviewSharedEn,
  'review.toPlay': 'Play Koi-Koi',
  'review.example': 'Or watch an example first: two strong computer players play a match of {n} rounds.',
  'review.exampleOpen': 'Watch the example match',
  'review.fromExample': 'An example match',
  'review.players': '{n} players',
  'review.roundOption': 'Round {n}, {month}',
  'review.error.rules': 'the rule set is unknown.',
  'review.error.players': 'these rules do not allow that many players.',
  'review.error.rounds': 'a match here has {choices} rounds.',
} as const;

/** A key of the review dictionary. */
export type ReviewKey = keyof typeof reviewEn;
