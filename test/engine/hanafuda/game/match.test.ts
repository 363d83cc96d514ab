import { describe, expect, it } from 'vitest';
import { isEngineError, RULESETS } from '../../../../src/engine/hanafuda';
import {
  type Action,
  isOver,
  legalActions,
  type MatchConfig,
  newMatch,
  replay,
  replayWithEvents,
  viewFor,
  zones,
} from '../../../../src/engine/hanafuda/game';
import { act, plainDeck } from './helpers';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isEngineError(error) ? error.code : 'not-an-engine-error';
  }
  return undefined;
}

describe('newMatch', () => {
  it('starts before the dealer draw with empty zones and zero scores', () => {
    const state = newMatch({ rules: RULESETS.multiplayer, players: 3, seed: 1 });
    expect(state.phase).toBe('dealer-draw');
    expect(state.config.rounds).toBe(12); // sheet 003: "nach zwölf Runden"
    expect(state.scores).toEqual([0, 0, 0]);
    expect(Object.values(zones(state)).flat(2)).toEqual([]);
    expect(legalActions(state)).toEqual([{ type: 'draw-dealer' }]);
  });

  it('after the dealer draw, the drawn dealer deals', () => {
    const start = newMatch({ rules: RULESETS.nintendo, players: 2, seed: 'draw' });
    const { state, events } = act(start, { type: 'draw-dealer' });
    const drawn = events[0];
    expect(drawn?.type).toBe('dealer-drawn');
    expect(state.dealer).toBe(drawn?.type === 'dealer-drawn' ? drawn.dealer : -1);
    expect(legalActions(state)).toEqual([{ type: 'deal' }]);
  });

  it.each<[string, Partial<MatchConfig>, string]>([
    // Leaflet 000: "Koi-Koi ist ein Spiel für zwei Spieler".
    ['three players under nintendo', { players: 3 }, 'invalid-players'],
    ['five players', { players: 5 as never }, 'invalid-players'],
    ['zero rounds', { rounds: 0 }, 'invalid-rounds'],
    ['fractional rounds', { rounds: 2.5 }, 'invalid-rounds'],
    ['an infinite seed', { seed: Number.POSITIVE_INFINITY }, 'invalid-seed'],
    ['a seat that does not exist as dealer', { firstDealer: 2 }, 'invalid-dealer'],
    [
      'a deck with a repeated card',
      { decks: [[...plainDeck(2, 8, 8).slice(1), 'm12-chaff3']] },
      'invalid-deck',
    ],
    ['a deck that is too short', { decks: [plainDeck(2, 8, 8).slice(1)] }, 'invalid-deck'],
    ['no ruleset', { rules: null as never }, 'invalid-rules'],
  ])('rejects %s', (_name, change, code) => {
    expect(codeOf(() => newMatch({ rules: RULESETS.nintendo, players: 2, seed: 1, ...change }))).toBe(code);
  });
});

/** Plays a match by always taking the first legal action; returns the actions. */
function firstActions(config: MatchConfig): Action[] {
  let state = newMatch(config);
  const actions: Action[] = [];
  while (!isOver(state)) {
    const action = legalActions(state)[0] as Action;
    state = act(state, action).state;
    actions.push(action);
  }
  return actions;
}

describe('a whole match', () => {
  const config: MatchConfig = { rules: RULESETS.fudawiki, players: 2, seed: 'whole', rounds: 3 };
  const actions = firstActions(config);

  it('ends after the configured rounds with no legal action left', () => {
    const state = replay(config, actions);
    expect(isOver(state)).toBe(true);
    expect(state.results).toHaveLength(3);
    expect(legalActions(state)).toEqual([]);
    expect(act.bind(null, state, { type: 'deal' })).toThrow('koikoi.error.matchOver');
  });

  it('replays to the same state and events', () => {
    expect(replayWithEvents(config, actions)).toEqual(replayWithEvents(config, actions));
  });

  it('rejects a replay with an illegal action, naming its index', () => {
    let caught: unknown;
    try {
      replay(config, [{ type: 'draw-dealer' }, { type: 'draw-dealer' }]);
    } catch (error) {
      caught = error;
    }
    expect(isEngineError(caught, 'invalid-replay')).toBe(true);
    expect(isEngineError(caught) && caught.details).toEqual({ index: 1, reason: 'koikoi.error.wrongPhase' });
  });
});

describe('viewFor', () => {
  const state = act(
    act(newMatch({ rules: RULESETS.nintendo, players: 2, seed: 'view' }), { type: 'draw-dealer' }).state,
    {
      type: 'deal',
    },
  ).state;

  it('shows the own hand and only the sizes of the other hand and the stock', () => {
    const view = viewFor(state, 1);
    const z = zones(state);
    expect(view.round?.hand).toEqual(z.hands[1]);
    expect(view.round?.handSizes).toEqual([8, 8]);
    expect(view.round?.stockSize).toBe(24);
    const text = JSON.stringify(view);
    for (const hidden of [...(z.hands[0] ?? []), ...z.stock]) expect(text).not.toContain(`"${hidden}"`);
    expect(text).not.toContain('"seed"');
  });

  it('lists legal actions only for the seat to act', () => {
    const turn = state.round?.turn ?? 0;
    expect(viewFor(state, turn).legal).toEqual(legalActions(state));
    expect(viewFor(state, 1 - turn).legal).toEqual([]);
  });
});
