import type { ActionError } from '../../engine/hanafuda';

/** English texts of the engine's reject reasons (`koikoi.error.*`, `applyAction`). */
export const errorsEn: Readonly<Record<ActionError, string>> = {
  'koikoi.error.malformedAction': 'That move is not one the game understands.',
  'koikoi.error.matchOver': 'The match is over.',
  'koikoi.error.wrongPhase': 'That move is not possible at this point of the match.',
  'koikoi.error.notYourTurn': 'It is not this player’s turn.',
  'koikoi.error.unknownCard': 'There is no such card.',
  'koikoi.error.cardNotInHand': 'That card is not in this hand.',
  'koikoi.error.mustChooseCapture': 'First choose which of the two matching cards on the table to take.',
  'koikoi.error.notACaptureOption': 'That card is not one of the cards on the table that match.',
  'koikoi.error.mustDecide': 'First decide: stop and score, or call Koi-Koi and play on.',
  'koikoi.error.callLimitReached': 'The rules allow no further Koi-Koi call, so stop and score.',
  'koikoi.error.noCardsLeft':
    'Every hand has been played, so no card would be left to play on with after a Koi-Koi call: stop and score.',
};
