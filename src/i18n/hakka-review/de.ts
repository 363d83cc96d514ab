/** Deutsche Texte der Seite zum Nachspielen einer Hakka-Partie (mit den geteilten aus `i18n/review`). */
import { reviewSharedDe } from '../review/de';
import type { HakkaReviewKey } from './en';

export const hakkaReviewDe = {
  ...reviewSharedDe,
  'review.toPlay': 'Hakka spielen',
  'review.rounds': '{n} Runden',
  'review.roundOption': 'Runde {n}',
  'review.same': 'Diese Züge sind hier gleich gut.',
  'review.error.options': 'Die Regeloptionen darin gibt es nicht.',
} as const satisfies Record<HakkaReviewKey, string>;
