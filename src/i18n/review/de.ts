/** Deutsche Texte, die das Nachspielen beider Spiele teilt (Koi-Koi und Hakka). */
import type { ReviewSharedKey } from './en';

export const reviewSharedDe = {
  'review.region': 'Partie zum Nachspielen',
  'review.none':
    'Noch gibt es keine fertige Runde zum Nachspielen. Spiel eine Partie: Sobald eine Runde vorbei ist, führt dich ein Link unter dem Punktezettel hierher.',
  'review.noScript': 'Zum Nachspielen brauchst du JavaScript, wie zum Spielen.',
  'review.fromSaved': 'Deine letzte Partie auf diesem Gerät',
  'review.finishedOnly': 'nur fertige Runden',
  'review.fromLink': 'Eine Partie aus einem Link',
  'review.toSaved': 'Stattdessen deine letzte Partie zeigen',
  'review.seed': 'Nummer {seed}',
  'review.round': 'Zur Runde',
  'review.moves': 'Alle Züge der Partie',
  'review.ask': 'Was hätte der Computer gespielt?',
  'review.rate': 'Wie schneiden die Möglichkeiten ab?',
  'review.played': 'In der Partie gewählt: {line}',
  'review.hands': 'Alle Hände zeigen',
  'review.corrupt':
    'Die auf diesem Gerät gespeicherte Partie war nicht lesbar und wurde verworfen. Es gibt also nichts nachzuspielen: Fang auf der Spielseite eine neue an.',
  'review.copy': 'Link zu diesem Schritt kopieren',
  'review.copied': 'Der Link ist kopiert. Wer ihn öffnet, sieht diese Partie an dieser Stelle.',
  'review.copyFailed': 'Kopieren hat nicht geklappt, aber der Link steht jetzt in der Adresszeile.',
  'review.error': 'Dieser Link zum Nachspielen lässt sich nicht lesen: {reason}',
  'review.error.empty': 'Er ist leer.',
  'review.error.version': 'Er stammt aus einer anderen Version dieser Seite.',
  'review.error.seats': 'Die Plätze passen nicht zur Zahl der Spieler.',
  'review.error.seed': 'Die Nummer der Partie fehlt oder ist ungültig.',
  'review.error.moves': 'Zug {n} ist in dieser Partie nicht möglich. Vielleicht ist der Link abgeschnitten.',
  'review.error.step': 'Er zeigt auf einen Schritt, den es in dieser Partie nicht gibt.',
} as const satisfies Record<ReviewSharedKey, string>;
