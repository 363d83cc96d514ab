// @vitest-environment happy-dom
// The Koi-Koi play island explains a move the engine refuses in the page's
// language (here a computer player's answer that does not fit the game),
// never by the engine's reason key, and the game stays where it was.
//
// The suite reuses workers between files (`isolate: false`), so another file
// may have loaded KoikoiPlay with the real computer player already; the
// island is imported afresh after `vi.resetModules()`, so it takes the mock.
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Action, BOT_IDS, currentSeat, type MatchState } from '../../../src/engine/hanafuda';
import { savedGameStore } from '../../../src/islands/game/saved-game';
import { koikoiAdapter } from '../../../src/islands/koikoi-game/adapter';
import { domRoot } from '../fixtures';
import { YOU_AND_COMPUTER } from './saved-at';

// The computer player answers with a deal in the middle of a round.
vi.mock('../../../src/islands/koikoi-game/bot-worker', async (original) => ({
  ...(await original<typeof import('../../../src/islands/koikoi-game/bot-worker')>()),
  askBot: async () => ({ action: { type: 'deal' }, fallback: false }),
}));

const dom = domRoot();
let KoikoiPlay: typeof import('../../../src/islands/koikoi-game/KoikoiPlay').default;
beforeAll(async () => {
  vi.resetModules();
  KoikoiPlay = (await import('../../../src/islands/koikoi-game/KoikoiPlay')).default;
});
beforeEach(() => {
  localStorage.clear();
});

/** A saved game in which the computer (seat 1) is to play a card; its actions. */
function saveComputersTurn(): Action[] {
  const setup = {
    game: { preset: 'nintendo' as const, players: 2 as const, rounds: 1, seed: 'unit-refused' },
    seats: YOU_AND_COMPUTER,
    hints: false,
  };
  const actions: Action[] = [];
  let state: MatchState = koikoiAdapter.replay(setup.game, actions).state;
  while (!(state.phase === 'play' && currentSeat(state) === 1)) {
    actions.push(koikoiAdapter.legal(state)[0] as Action);
    state = koikoiAdapter.replay(setup.game, actions).state;
  }
  savedGameStore(koikoiAdapter, BOT_IDS).save({ setup, actions });
  return actions;
}

/** Lets the computer player's pause pass. */
const botPause = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 700));
  });

describe('KoikoiPlay with a refused move', () => {
  it.each([
    ['en', 'That move is not allowed. That move is not possible at this point of the match.'],
    ['de', 'Dieser Zug ist nicht erlaubt. Dieser Zug ist an dieser Stelle der Partie nicht möglich.'],
  ] as const)('says why in %s, and changes nothing', async (lang, text) => {
    const actions = saveComputersTurn();
    dom.show(<KoikoiPlay lang={lang} />);
    await botPause();
    const notice = dom.element.querySelector('[data-testid="notice"]');
    expect(notice?.textContent).toBe(text);
    expect(notice?.textContent).not.toContain('koikoi.error');
    expect(JSON.parse(localStorage.getItem('koikoi:saved-game') ?? '{}').data.actions).toEqual(actions);
  });
});
