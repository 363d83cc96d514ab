/**
 * English strings both game reviews share (Koi-Koi and Hakka): where the
 * game comes from, the controls, the move list, and why a link or a saved
 * game cannot be shown. Each game's review dictionary adds its own strings.
 */
export const reviewSharedEn = {
  'review.region': 'Game review',
  'review.none':
    'There is no finished round to review yet. Play a game: as soon as a round is over, a link under the score sheet brings you here.',
  'review.noScript': 'Reviewing a game needs JavaScript, as playing one does.',
  'review.fromSaved': 'Your last game on this device',
  'review.finishedOnly': 'finished rounds only',
  'review.fromLink': 'A game from a link',
  'review.toSaved': 'Show your own last game instead',
  'review.seed': 'game number {seed}',
  'review.round': 'Go to round',
  'review.moves': 'Every move of the game',
  'review.hands': 'Show every hand',
  'review.ask': 'What would the computer have played?',
  'review.rate': 'How do the choices compare?',
  'review.played': 'Chosen in the game: {line}',
  'review.corrupt':
    'The game saved on this device could not be read and was discarded, so there is nothing to review. Start a new one on the play page.',
  'review.copy': 'Copy a link to this step',
  'review.copied': 'The link is copied. Anyone who opens it sees this game at this step.',
  'review.copyFailed': 'Copying did not work: the link is now in the address bar.',
  'review.error': 'This review link cannot be read: {reason}',
  'review.error.empty': 'it is empty.',
  'review.error.version': 'it was made by another version of this site.',
  'review.error.seats': 'the seats do not fit the number of players.',
  'review.error.seed': 'the game number is missing or malformed.',
  'review.error.moves': 'move {n} is not possible in this game. Perhaps the link was cut off.',
  'review.error.step': 'it points to a step this game does not have.',
} as const;

/** A key of the shared review strings. */
export type ReviewSharedKey = keyof typeof reviewSharedEn;
