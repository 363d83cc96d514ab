/** Builders for hand-made Hakka positions used by the tests. */
import { CARDS, type CardId } from '../../../src/engine/hakka/cards';
import { DEFAULT_OPTIONS, type HakkaOptions } from '../../../src/engine/hakka/options';
import type { Seat } from '../../../src/engine/hakka/seats';
import type { HakkaState } from '../../../src/engine/hakka/state';
import { seedRng } from '../../../src/engine/rng';

/** Deep-freezes a value (for purity tests). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/**
 * A playing-phase state with dealer 0, dreamer 2, given hands for seats 0, 1, 3
 * (any cards not listed go to the dreamer's card first, the rest to `discards`
 * face down owned by seat 0 so that the 37 cards stay conserved).
 */
export function position(spec: {
  hands: Partial<Record<0 | 1 | 3, CardId[]>>;
  dreamerCard?: CardId;
  played?: CardId[];
  privileged?: Seat | null;
  dealerCalled?: boolean;
  tricks?: number[];
  toAct?: Seat;
  options?: Partial<HakkaOptions>;
  phase?: HakkaState['phase'];
}): HakkaState {
  const hands: CardId[][] = [spec.hands[0] ?? [], spec.hands[1] ?? [], [], spec.hands[3] ?? []];
  const used = new Set<CardId>([...hands.flat(), ...(spec.played ?? [])]);
  const rest = CARDS.filter((c) => !used.has(c) && c !== spec.dreamerCard);
  const dreamerCard = spec.dreamerCard ?? (rest.shift() as CardId);
  const toAct = spec.toAct ?? 0;
  return {
    version: 1,
    options: { ...DEFAULT_OPTIONS, ...spec.options },
    seed: 'fixture',
    rng: seedRng('fixture'),
    round: 1,
    phase: spec.phase ?? 'playing',
    dealer: 0,
    dreamer: 2,
    hands,
    dreamerCard: [dreamerCard],
    table: [],
    won: [spec.played ?? [], [], [], []],
    discards: rest,
    discardOwners: rest.map(() => 0 as Seat),
    tricks: spec.tricks ?? [0, 0, 0, 0],
    played: spec.played ?? [],
    toAct,
    leader: toAct,
    calls: [{ seat: 0, called: spec.dealerCalled ?? true }],
    privileged: spec.privileged ?? null,
    dealerCalled: spec.dealerCalled ?? true,
    scores: [0, 0, 0, 0],
    rounds: [],
    events: [],
  };
}
