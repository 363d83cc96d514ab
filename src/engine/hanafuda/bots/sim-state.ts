/**
 * Filling a {@link Sim} from a full match state: the round's zones as masks.
 * Bots only ever call it on sampled states (see `sample.ts`); the tests use
 * it to step the simulator side by side with the engine.
 */
import { CARD_IDS, type CardId } from '../card-ids';
import { cardIndex } from '../cards';
import type { Action } from '../game/actions';
import { hasTeams, type MatchConfig, type MatchState, sideCount, sideOf } from '../game/state';
import { FROM_HAND, FROM_STOCK, SIM_CHOOSE, SIM_DECIDE, SIM_OVER, SIM_PLAY, Sim } from './sim';

/** Match points per side (partners' points added up). */
export function sideScoresOf(
  config: Pick<MatchConfig, 'rules' | 'players'>,
  scores: readonly number[],
): number[] {
  const totals = new Array<number>(sideCount(config)).fill(0);
  scores.forEach((points, seat) => {
    const side = sideOf(config, seat);
    totals[side] = (totals[side] as number) + points;
  });
  return totals;
}

/** The simulator's code of a game phase, or −1 for a phase it does not play (between rounds, the end). */
export function simPhase(phase: MatchState['phase']): number {
  if (phase === 'play') return SIM_PLAY;
  if (phase === 'choose') return SIM_CHOOSE;
  if (phase === 'decide') return SIM_DECIDE;
  return -1;
}

/**
 * The sim of a state in phase `play`, `choose` or `decide`; `null` between
 * rounds. The hands, field, stock and captured piles are copied as masks.
 */
export function simOfState(state: MatchState): Sim | null {
  const round = state.round;
  const phase = simPhase(state.phase);
  if (!round || phase < 0) return null;
  const { config } = state;
  const sim = new Sim({
    rules: config.rules,
    players: config.players,
    teams: hasTeams(config),
    month: round.month,
    dealer: round.dealer,
    sideScores: sideScoresOf(config, state.scores),
  });
  round.hands.forEach((hand, seat) => {
    for (const card of hand) sim.giveCard(seat, cardIndex(card));
  });
  for (const card of round.field) {
    const index = cardIndex(card);
    if (index < 24) sim.fieldLo |= 1 << index;
    else sim.fieldHi |= 1 << (index - 24);
  }
  round.captured.forEach((pile, seat) => {
    const side = sideOf(config, seat);
    for (const card of pile) {
      const index = cardIndex(card);
      const half = 2 * side + (index < 24 ? 0 : 1);
      sim.piles[half] = (sim.piles[half] as number) | (1 << (index < 24 ? index : index - 24));
    }
  });
  round.stock.forEach((card, position) => {
    sim.stock[position] = cardIndex(card);
  });
  sim.stockEnd = round.stock.length;
  round.calls.forEach((calls, seat) => {
    sim.calls[seat] = calls;
  });
  round.bases.forEach((base, side) => {
    sim.bases[side] = base;
  });
  sim.turn = round.turn;
  sim.phase = phase;
  sim.lastImprover = round.lastImprover ?? -1;
  if (round.pending) {
    sim.pendingCard = cardIndex(round.pending.card);
    sim.pendingSource = round.pending.source === 'hand' ? FROM_HAND : FROM_STOCK;
    const [a, b] = round.pending.options.map(cardIndex).sort((x, y) => x - y) as [number, number];
    sim.optionA = a;
    sim.optionB = b;
  }
  return sim;
}

/** Applies a legal engine action to the sim (`play`, `capture-choice`, `koikoi`, `stop`); others are ignored. */
export function applyToSim(sim: Sim, action: Action): void {
  if (sim.phase === SIM_OVER) return;
  if (action.type === 'play') sim.play(cardIndex(action.card));
  else if (action.type === 'capture-choice') sim.choose(cardIndex(action.card));
  else if (action.type === 'koikoi') sim.koikoi();
  else if (action.type === 'stop') sim.stop();
}

/** The card id of a card index. */
export function idOfIndex(index: number): CardId {
  return CARD_IDS[index] as CardId;
}
