// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  legalActions,
  type MatchState,
  newMatch,
  RULESETS,
  zones,
} from '../../../src/engine/hanafuda';
import { namesFor, seatNames } from '../../../src/islands/koikoi-game/names';
import Table from '../../../src/islands/koikoi-game/Table';
import { domRoot } from '../fixtures';

const dom = domRoot();

/** A one-round match in which every yaku is answered with Koi-Koi, so the hands run out. */
function playedOut(): MatchState {
  let state = newMatch({ rules: RULESETS.multiplayer, players: 2, seed: 'empty-hands', rounds: 1 });
  while (state.phase !== 'match-over') {
    const legal = legalActions(state);
    const action = (legal.find((a) => a.type === 'koikoi') ?? legal[0]) as Action;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  return state;
}

describe('the Koi-Koi table', () => {
  it('says an emptied hand has no cards left, rather than showing a card back counting 0', () => {
    const state = playedOut();
    expect(zones(state).hands.every((hand) => hand.length === 0)).toBe(true);
    dom.show(
      <Table
        state={state}
        names={namesFor('en', 'traditional')}
        seats={seatNames('en', ['human', 'bot'])}
        viewer={0}
        open={[0]}
      />,
    );
    for (const seat of [0, 1]) {
      expect(dom.element.querySelector(`[data-zone="hand-${seat}"]`)?.textContent).toBe('no cards left');
    }
    expect(dom.element.querySelector('.kt-backs[data-count="0"]')).toBeNull();
  });
});
