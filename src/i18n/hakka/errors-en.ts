import type { RejectReason } from '../../engine/hakka';

/** English texts of the engine's reject reasons (`hakka.error.*`). */
export const errorsEn: Readonly<Record<RejectReason, string>> = {
  'hakka.error.gameOver': 'The game is over.',
  'hakka.error.malformed': 'That move is not one the game understands.',
  'hakka.error.notYourTurn': 'It is not this player’s turn.',
  'hakka.error.wrongPhase': 'That move is not possible in this phase of the round.',
  'hakka.error.unknownCard': 'There is no such card.',
  'hakka.error.notInHand': 'That card is not in this hand.',
  'hakka.error.notAPattern': 'These cards form no pattern. Play a run, a set or a single card.',
  'hakka.error.wrongPattern': 'You must answer with the same pattern and the same number of cards.',
  'hakka.error.doesNotBeat': 'These cards do not beat the best pattern on the table.',
  'hakka.error.mustBeat': 'You can beat the table, so you may not discard.',
  'hakka.error.wrongCount': 'Discard as many cards as the pattern on the table has.',
  'hakka.error.highestSuit': 'Lead a single from the highest suit among your non-elder cards.',
  'hakka.error.elderFirst': 'Lead your non-elder cards before an elder card.',
  'hakka.error.noFiveTigers': 'Only a hand with all four 1s and Wan Sin can claim Five Tigers.',
};
