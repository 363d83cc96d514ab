/**
 * English narration of the engine's events (for tutorials and play), keyed by
 * event type; a few types have variants (`called.privileged`). Placeholders:
 * `{seat}` a player's name, `{cards}` card names, `{pattern}` a pattern name,
 * `{count}`, `{tricks}`, `{total}`, `{round}`, `{dealer}`, `{dreamer}`, `{card}`.
 */
export const eventsEn = {
  dealt: 'Round {round}: {dealer} deals; {dreamer} sits opposite and dreams.',
  called: '{seat} calls.',
  'called.privileged': '{seat} calls and becomes the privileged player.',
  passed: '{seat} passes.',
  'calling-ended': 'Calling is over.',
  played: '{seat} plays {cards} ({pattern}).',
  discarded: '{seat} cannot beat the table and discards {count} face down.',
  'trick-won': '{seat} wins {tricks} and now has {total}.',
  'elder-promoted': 'New elder cards: {cards}.',
  'may-declare': '{seat} may declare victory with a count of {count}.',
  declared: '{seat} declares victory with a count of {count}.',
  continued: '{seat} plays on.',
  'five-tigers': '{seat} shows Five Tigers and wins at once.',
  'five-tigers-declined': '{seat} keeps Five Tigers hidden and plays on.',
  'dreamer-woke': '{seat} wakes up with {card} and {tricks}.',
  'round-scored': 'Round {round} is scored.',
  redeal: 'Nobody called: the cards are dealt again; {dealer} deals.',
  'game-over': 'The game is over after {rounds} rounds.',
} as const;

/** A narration key. */
export type EventKey = keyof typeof eventsEn;
