import type { RejectReason } from '../../engine/hakka';

/** German texts of the engine's reject reasons (`hakka.error.*`). */
export const errorsDe: Readonly<Record<RejectReason, string>> = {
  'hakka.error.gameOver': 'Das Spiel ist vorbei.',
  'hakka.error.malformed': 'Mit diesem Zug kann das Spiel nichts anfangen.',
  'hakka.error.notYourTurn': 'Dieser Spieler ist gerade nicht an der Reihe.',
  'hakka.error.wrongPhase': 'Dieser Zug ist in dieser Phase der Runde nicht möglich.',
  'hakka.error.unknownCard': 'Diese Karte gibt es nicht.',
  'hakka.error.notInHand': 'Diese Karte ist nicht auf der Hand.',
  'hakka.error.notAPattern':
    'Diese Karten bilden kein Muster. Spiel eine Folge, einen Satz oder eine Einzelkarte.',
  'hakka.error.wrongPattern': 'Du musst mit demselben Muster und derselben Kartenzahl antworten.',
  'hakka.error.doesNotBeat': 'Diese Karten schlagen das beste Muster auf dem Tisch nicht.',
  'hakka.error.mustBeat': 'Du kannst den Tisch schlagen, also darfst du nicht ablegen.',
  'hakka.error.wrongCount': 'Leg so viele Karten ab, wie das Muster auf dem Tisch hat.',
  'hakka.error.highestSuit':
    'Spiel eine Einzelkarte aus der höchsten Farbe unter deinen Nicht-Ältestenkarten aus.',
  'hakka.error.elderFirst':
    'Spiel erst deine Nicht-Ältestenkarten aus, bevor du eine Ältestenkarte ausspielst.',
  'hakka.error.noFiveTigers': 'Die Fünf Tiger kann nur zeigen, wer alle vier Einsen und Wan Sin hält.',
};
