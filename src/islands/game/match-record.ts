/**
 * The reader's record on this device: how many finished matches they won,
 * lost and drew against each strength of computer player, so they can see
 * themselves improve and know when to try the next strength. Counted are
 * matches of one person against computer players of one strength (with
 * four Koi-Koi seats, a computer partner of that strength too); pass and
 * play and mixed strengths are not counted. A match is counted once, even
 * when its finished save is loaded again.
 *
 * Stored JSON (key `<game>:record`, envelope as in `store.ts`):
 * `{ "v": 1, "data": { "tallies": { "greedy": { "won": 2, "lost": 1, "drawn": 0 } }, "counted": ["deal-7/42"] } }`.
 * Data that does not fit is discarded (the panel says so).
 *
 * @example
 * const store = matchRecordStore('koikoi', BOT_IDS);
 * const opponent = opponentOf(setup.seats); // 'greedy', or null when the match does not count
 * if (opponent) store.save(withResult(loaded, 'deal-7/42', opponent, outcomeOf([0], [0]))); // won
 */
import type { SeatSetup } from './seats';
import { createStore, type StorageLike, StoreError, type VersionedStore } from './store';

/** Format version of the record. */
export const RECORD_VERSION = 1;

/** How many counted matches are remembered to avoid counting one twice. */
export const COUNTED_KEPT = 20;

/** How a match ended for the person. */
export type Outcome = 'won' | 'lost' | 'drawn';

/** Matches against one strength. */
export type Tally = Readonly<Record<Outcome, number>>;

/** The record (see the file comment). */
export interface MatchRecord {
  /** By computer player id. */
  readonly tallies: Readonly<Record<string, Tally>>;
  /** Ids of the last matches counted, newest last. */
  readonly counted: readonly string[];
}

/** The record before any match. */
export const EMPTY_RECORD: MatchRecord = { tallies: {}, counted: [] };

const OUTCOMES: readonly Outcome[] = ['won', 'lost', 'drawn'];

const invalid = (message: string) => new StoreError('invalid-data', message);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Checks stored record data against the known computer players; throws a {@link StoreError}. */
export function parseMatchRecord(data: unknown, bots: readonly string[]): MatchRecord {
  if (typeof data !== 'object' || data === null) throw invalid('The record is not an object');
  const { tallies, counted } = data as { tallies?: unknown; counted?: unknown };
  if (typeof tallies !== 'object' || tallies === null || Array.isArray(tallies)) {
    throw invalid('The tallies are not an object');
  }
  const checked: Record<string, Tally> = {};
  for (const [bot, tally] of Object.entries(tallies)) {
    if (!bots.includes(bot)) throw invalid(`Unknown computer player ${bot}`);
    const counts = tally as Partial<Record<Outcome, unknown>> | null;
    if (typeof counts !== 'object' || counts === null || !OUTCOMES.every((o) => isCount(counts[o]))) {
      throw invalid(`The tally of ${bot} is not three counts`);
    }
    checked[bot] = { won: counts.won as number, lost: counts.lost as number, drawn: counts.drawn as number };
  }
  if (!Array.isArray(counted) || !counted.every((id) => typeof id === 'string')) {
    throw invalid('The counted matches are not a list of ids');
  }
  return { tallies: checked, counted: counted.slice(-COUNTED_KEPT) };
}

/** The record store of one game. */
export function matchRecordStore(
  game: string,
  bots: readonly string[],
  storage?: StorageLike,
): VersionedStore<MatchRecord> {
  return createStore({
    key: `${game}:record`,
    version: RECORD_VERSION,
    parse: (data) => parseMatchRecord(data, bots),
    ...(storage ? { storage } : {}),
  });
}

/** The computer player a match is counted against: one person, every other seat that strength; else `null`. */
export function opponentOf(seats: readonly SeatSetup[]): string | null {
  const people = seats.filter((seat) => seat.kind === 'human').length;
  const bots = new Set(seats.flatMap((seat) => (seat.kind === 'bot' ? [seat.bot] : [])));
  if (people !== 1 || bots.size !== 1) return null;
  return [...bots][0] ?? null;
}

/**
 * How the match ended for the person, from the engine's leading seats at its
 * end and the seats on the person's side (the person, and a partner in
 * teams): won when only their side leads, drawn when it shares the lead,
 * lost when it does not lead.
 */
export function outcomeOf(leaders: readonly number[], side: readonly number[]): Outcome {
  const ours = leaders.filter((seat) => side.includes(seat)).length;
  if (ours === 0) return 'lost';
  return ours === leaders.length ? 'won' : 'drawn';
}

/** The record with match `id` counted (unchanged when it already was). */
export function withResult(record: MatchRecord, id: string, opponent: string, outcome: Outcome): MatchRecord {
  if (record.counted.includes(id)) return record;
  const before = record.tallies[opponent] ?? { won: 0, lost: 0, drawn: 0 };
  return {
    tallies: { ...record.tallies, [opponent]: { ...before, [outcome]: before[outcome] + 1 } },
    counted: [...record.counted, id].slice(-COUNTED_KEPT),
  };
}

/**
 * Counts finished match `id` in the store when it counts (see
 * {@link opponentOf}); `outcome` is asked only then. A record that cannot be
 * read starts again from this match.
 */
export function recordMatch(
  store: VersionedStore<MatchRecord>,
  id: string,
  seats: readonly SeatSetup[],
  outcome: (person: number) => Outcome,
): void {
  const opponent = opponentOf(seats);
  const person = seats.findIndex((seat) => seat.kind === 'human');
  if (opponent === null || person < 0) return;
  const loaded = store.load();
  const record = loaded.kind === 'value' ? loaded.value : EMPTY_RECORD;
  const next = withResult(record, id, opponent, outcome(person));
  if (next !== record) store.save(next);
}
