import type { EventKey } from './events-en';

/** German narration of the engine's events (see `events-en.ts`). */
export const eventsDe = {
  dealt: 'Runde {round}: {dealer} gibt; {dreamer} sitzt gegenüber und träumt.',
  called: '{seat} sagt an.',
  'called.privileged': '{seat} sagt an und wird privilegierter Spieler.',
  passed: '{seat} passt.',
  'calling-ended': 'Das Ansagen ist vorbei.',
  played: '{seat} spielt {cards} aus ({pattern}).',
  discarded: '{seat} kann den Tisch nicht schlagen und legt {count} verdeckt ab.',
  'trick-won': '{seat} gewinnt {tricks} und hat jetzt {total}.',
  'elder-promoted': 'Neue Ältestenkarten: {cards}.',
  'may-declare': '{seat} zählt {count} und darf den Sieg erklären.',
  declared: '{seat} erklärt den Sieg und zählt {count}.',
  continued: '{seat} spielt weiter.',
  'five-tigers': '{seat} zeigt die Fünf Tiger und gewinnt sofort.',
  'five-tigers-declined': '{seat} behält die Fünf Tiger für sich und spielt weiter.',
  'dreamer-woke': '{seat} wacht mit {card} auf und bekommt {tricks}.',
  'round-scored': 'Runde {round} wird abgerechnet.',
  redeal: 'Niemand hat angesagt: Es wird neu gegeben; {dealer} gibt.',
  'game-over': 'Nach {rounds} Runden ist das Spiel vorbei.',
} satisfies Record<EventKey, string>;
