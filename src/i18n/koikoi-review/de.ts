/** Deutsche Texte der Seite zum Nachspielen einer Koi-Koi-Partie (mit den geteilten aus `i18n/review`). */
import { reviewSharedDe } from '../review/de';
import type { ReviewKey } from './en';

export const reviewDe = {
  ...reviewSharedDe,
  'review.toPlay': 'Koi-Koi spielen',
  'review.example':
    'Oder sieh dir zuerst eine Beispielpartie an: Zwei starke Computerspieler spielen {n} Runden.',
  'review.exampleOpen': 'Beispielpartie ansehen',
  'review.fromExample': 'Eine Beispielpartie',
  'review.players': '{n} Spieler',
  'review.roundOption': 'Runde {n}, {month}',
  'review.error.rules': 'Dieses Regelwerk gibt es nicht.',
  'review.error.players': 'So viele Spieler erlauben diese Regeln nicht.',
  'review.error.rounds': 'Eine Partie hat hier {choices} Runden.',
} as const satisfies Record<ReviewKey, string>;
