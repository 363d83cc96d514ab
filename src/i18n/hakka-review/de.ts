/**
 * Deutsche Texte der Seite zum Nachspielen eines Hakka-Spiels: die geteilten
 * aus `i18n/review`, wo nötig mit „Spiel“ statt „Partie“ (siehe Glossar), und
 * die eigenen.
 */
import { reviewSharedDe } from '../review/de';
import type { HakkaReviewKey } from './en';

export const hakkaReviewDe = {
  ...reviewSharedDe,
  // The glossary's choice: the whole series of rounds is a "Partie" in Koi-Koi but a "Spiel" in Hakka.
  'review.region': 'Spiel zum Nachspielen',
  'review.none':
    'Noch gibt es keine fertige Runde zum Nachspielen. Fang ein Spiel an: Sobald eine Runde vorbei ist, führt dich ein Link unter dem Punktezettel hierher.',
  'review.fromSaved': 'Dein letztes Spiel auf diesem Gerät',
  'review.fromLink': 'Ein Spiel aus einem Link',
  'review.toSaved': 'Stattdessen dein letztes Spiel zeigen',
  'review.moves': 'Alle Züge des Spiels',
  'review.played': 'Im Spiel gewählt: {line}',
  'review.corrupt':
    'Das auf diesem Gerät gespeicherte Spiel war nicht lesbar und wurde verworfen. Es gibt also nichts nachzuspielen: Fang auf der Spielseite ein neues an.',
  'review.copied': 'Der Link ist kopiert. Wer ihn öffnet, sieht dieses Spiel an dieser Stelle.',
  'review.error.seed': 'Die Nummer des Spiels fehlt oder ist ungültig.',
  'review.error.moves': 'Zug {n} ist in diesem Spiel nicht möglich. Vielleicht ist der Link abgeschnitten.',
  'review.error.step': 'Er zeigt auf einen Schritt, den es in diesem Spiel nicht gibt.',
  'review.toPlay': 'Hakka spielen',
  'review.example':
    'Oder sieh dir zuerst ein Beispielspiel an: Vier starke Computerspieler spielen ein ganzes Spiel.',
  'review.exampleOpen': 'Beispielspiel ansehen',
  'review.fromExample': 'Ein Beispielspiel',
  'review.rounds': '{n} Runden',
  'review.roundOption': 'Runde {n}',
  'review.same': 'Diese Züge sind hier gleich gut.',
  'review.error.options': 'Die Regeloptionen darin gibt es nicht.',
} as const satisfies Record<HakkaReviewKey, string>;
