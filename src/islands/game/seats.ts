/**
 * Who sits at each seat of a played game: a person or a computer player of
 * a chosen strength. Game-independent: the bot ids are strings the game's
 * worker understands (`random`, `greedy`, `strong` for both games).
 */

/** A seat: a person at this device, or a bot. */
export type SeatSetup = { readonly kind: 'human' } | { readonly kind: 'bot'; readonly bot: string };

/** Whether `value` is a {@link SeatSetup} with a bot id from `bots`. */
export function isSeatSetup(value: unknown, bots: readonly string[]): value is SeatSetup {
  if (typeof value !== 'object' || value === null) return false;
  const seat = value as { kind?: unknown; bot?: unknown };
  if (seat.kind === 'human') return true;
  return seat.kind === 'bot' && typeof seat.bot === 'string' && bots.includes(seat.bot);
}

/** Seats held by people. */
export function humanSeats(seats: readonly SeatSetup[]): number[] {
  return seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : []));
}

/**
 * Whose moves at `seat` a review rates on request: a person's in a game with
 * people (`'person'`), every seat's in a game of computer players only, such
 * as the example (`'computer'`), and a computer player's beside people not at
 * all (`null`).
 *
 * @example
 * ratedPlayer([{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }], 1); // null
 */
export function ratedPlayer(seats: readonly SeatSetup[], seat: number): 'person' | 'computer' | null {
  if (seats[seat]?.kind === 'human') return 'person';
  return humanSeats(seats).length === 0 ? 'computer' : null;
}

/**
 * The seat whose eyes the table is drawn for: the seat to act when a person
 * holds it, else the only person (or the first one), else seat 0.
 *
 * @example
 * viewerSeat([{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }], 1); // 0
 */
export function viewerSeat(seats: readonly SeatSetup[], toAct: number | null): number {
  if (toAct !== null && seats[toAct]?.kind === 'human') return toAct;
  return humanSeats(seats)[0] ?? 0;
}

/**
 * The value of a seat's select box in a setup form: `'human'` or a bot id.
 * @example seatChoice({ kind: 'bot', bot: 'greedy' }) // 'greedy'
 */
export function seatChoice(seat: SeatSetup): string {
  return seat.kind === 'human' ? 'human' : seat.bot;
}

/**
 * The seats with seat `index` set from a select box's value (see {@link seatChoice}).
 * @example withSeatChoice([{ kind: 'human' }], 0, 'random') // [{ kind: 'bot', bot: 'random' }]
 */
export function withSeatChoice(seats: readonly SeatSetup[], index: number, choice: string): SeatSetup[] {
  return seats.map((seat, i) =>
    i === index ? (choice === 'human' ? { kind: 'human' } : { kind: 'bot', bot: choice }) : seat,
  );
}

/**
 * The seats as a link writes them: each seat's choice (see {@link seatChoice}),
 * comma-separated.
 * @example seatsText([{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]) // 'human,greedy'
 */
export function seatsText(seats: readonly SeatSetup[]): string {
  return seats.map(seatChoice).join(',');
}

/**
 * The seats of a {@link seatsText}, or `null` unless it has exactly `count`
 * entries, each `human` or one of `bots`.
 * @example parseSeatsText('human,greedy', 2, ['random', 'greedy']) // [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]
 */
export function parseSeatsText(
  text: string | null,
  count: number,
  bots: readonly string[],
): SeatSetup[] | null {
  const entries = (text ?? '').split(',');
  if (entries.length !== count) return null;
  const seats = entries.map((entry): SeatSetup | null =>
    entry === 'human' ? { kind: 'human' } : bots.includes(entry) ? { kind: 'bot', bot: entry } : null,
  );
  return seats.every((seat) => seat !== null) ? (seats as SeatSetup[]) : null;
}
