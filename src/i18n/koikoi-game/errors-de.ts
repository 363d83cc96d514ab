import type { ActionError } from '../../engine/hanafuda';

/** German texts of the engine's reject reasons (`koikoi.error.*`, `applyAction`). */
export const errorsDe: Readonly<Record<ActionError, string>> = {
  'koikoi.error.malformedAction': 'Mit diesem Zug kann das Spiel nichts anfangen.',
  'koikoi.error.matchOver': 'Die Partie ist vorbei.',
  'koikoi.error.wrongPhase': 'Dieser Zug ist an dieser Stelle der Partie nicht möglich.',
  'koikoi.error.notYourTurn': 'Dieser Spieler ist gerade nicht an der Reihe.',
  'koikoi.error.unknownCard': 'Diese Karte gibt es nicht.',
  'koikoi.error.cardNotInHand': 'Diese Karte ist nicht auf der Hand.',
  'koikoi.error.mustChooseCapture':
    'Wähle zuerst, welche der beiden passenden Karten auf dem Tisch du nimmst.',
  'koikoi.error.notACaptureOption': 'Diese Karte gehört nicht zu den passenden Karten auf dem Tisch.',
  'koikoi.error.mustDecide':
    'Entscheide dich zuerst: aufhören und abrechnen oder Koi-Koi rufen und weiterspielen.',
  'koikoi.error.callLimitReached': 'Die Regeln erlauben kein weiteres Koi-Koi, also hör auf und rechne ab.',
  'koikoi.error.noCardsLeft':
    'Alle Hände sind ausgespielt, nach einem Koi-Koi bliebe keine Karte mehr zum Weiterspielen: Hör auf und rechne ab.',
};
