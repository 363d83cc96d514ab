/**
 * English strings of the Koi-Koi review page: the shared review strings
 * (`i18n/review`) and its own (its own dictionary, so the play and lesson
 * islands do not carry them).
 */
import { reviewSharedEn } from '../review/en';

export const reviewEn = {
  ...reviewSharedEn,
  // The glossary's choice: the whole series of rounds is a "match" in Koi-Koi (the shared strings say "game", as Hakka does).
  'review.region': 'Match review',
  'review.none':
    'There is no finished round to review yet. Play a match: as soon as a round is over, a link under the score sheet brings you here.',
  'review.noScript': 'Reviewing a match needs JavaScript, as playing one does.',
  'review.fromSaved': 'Your last match on this device',
  'review.fromLink': 'A match from a link',
  'review.toSaved': 'Show your own last match instead',
  'review.moves': 'Every move of the match',
  'review.played': 'Chosen in the match: {line}',
  'review.corrupt':
    'The match saved on this device could not be read and was discarded, so there is nothing to review. Start a new one on the play page.',
  'review.copied': 'The link is copied. Anyone who opens it sees this match at this step.',
  'review.error.moves': 'move {n} is not possible in this match. Perhaps the link was cut off.',
  'review.error.step': 'it points to a step this match does not have.',
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
