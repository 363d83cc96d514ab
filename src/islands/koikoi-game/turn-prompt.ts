/**
 * What the status line asks of the person to act: play a card, choose
 * which card to take, or stop or call Koi-Koi. With several people at one
 * device (pass and play) every prompt starts with that person's name
 * ("Player 2: choose which card to take."), so whoever holds the device
 * knows the question is theirs; a single reader is addressed directly.
 *
 * @example
 * turnPrompt('en', 'decide', { name: 'player 2', you: false }); // 'Player 2: stop and score, or call Koi-Koi and play on?'
 */
import type { Phase } from '../../engine/hanafuda';
import { capitalise } from '../../i18n/format';
import { gameT } from '../../i18n/koikoi-game';
import type { Lang } from '../../i18n/locales';
import type { SeatName } from './names';

/** The prompt for `seat`, a person to act in `phase` (a capture choice, a decision, else playing a card). */
export function turnPrompt(lang: Lang, phase: Phase, seat: SeatName): string {
  const t = gameT(lang);
  if (seat.you) {
    if (phase === 'choose') return t('play.choose.you');
    if (phase === 'decide') return t('ev.decide.you');
    return t('play.yourTurn.you');
  }
  const params = { seat: capitalise(seat.name) };
  if (phase === 'choose') return t('play.choose.other', params);
  if (phase === 'decide') return t('play.decide.other', params);
  return t('play.yourTurn.other', params);
}
