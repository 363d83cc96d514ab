// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/hakka/game';
import { newMatch, RULESETS } from '../../../src/engine/hanafuda';
import { hakkaNames, hakkaSeatNames } from '../../../src/islands/hakka-game/names';
import HakkaTable from '../../../src/islands/hakka-game/Table';
import { namesFor, seatNames } from '../../../src/islands/koikoi-game/names';
import KoikoiTable from '../../../src/islands/koikoi-game/Table';
import { act } from '../../engine/hanafuda/game/helpers';
import { domRoot } from '../fixtures';

const dom = domRoot();

const headings = (level: 'h2' | 'h3') =>
  [...dom.element.querySelectorAll(level)].map((h) => h.textContent?.replace(/\s+/g, ' ').trim());

function koikoiDealt() {
  const drawn = act(newMatch({ rules: RULESETS.nintendo, players: 2, seed: 'headings' }), {
    type: 'draw-dealer',
  });
  return act(drawn.state, { type: 'deal' }).state;
}

describe('the play tables’ headings', () => {
  it('Koi-Koi: every hand, captured pile, the table and the stock, at the level asked for', () => {
    const state = koikoiDealt();
    const props = {
      state,
      names: namesFor('en', 'traditional'),
      seats: seatNames('en', ['human', 'bot']),
      viewer: 0,
      open: [0],
    };
    dom.show(<KoikoiTable {...props} />);
    expect(headings('h3')).toEqual([
      'The computer’s hand',
      'The computer’s captures (0)',
      'Table',
      'Stock',
      'Your hand',
      'Your captures (0)',
    ]);
    expect(headings('h2')).toEqual([]);
    dom.show(<KoikoiTable {...props} headingLevel={2} />);
    expect(headings('h2')).toHaveLength(6);
    expect(headings('h3')).toEqual([]);
  });

  it('Hakka: a seat heading names the seat and its roles apart, its numbers follow apart', () => {
    const state = newGame({ seed: 'headings' });
    const names = hakkaNames('en');
    const seats = hakkaSeatNames('en', ['human', 'bot', 'bot', 'bot']);
    dom.show(
      <HakkaTable
        state={state}
        names={names}
        seats={seats}
        viewer={0}
        open={[0]}
        trick={{ entries: [], winner: null }}
        headingLevel={2}
      />,
    );
    const dealer = dom.element.querySelector(`[data-seat="${state.dealer}"] h2`)?.textContent;
    // The dealer speaks first in the calling phase: dealer and to act.
    expect(dealer).toMatch(/^[A-Z][a-z]+, dealer, to act$/);
    expect(dom.element.querySelector('[data-seat="0"] .ht-stats')?.textContent).toMatch(
      /^Tricks: 0, Count: \d+$/,
    );
    expect(headings('h2')).toContain('On the table');
    expect(headings('h2')).toHaveLength(5);
    expect(dom.element.querySelector('.ht-none')?.textContent?.trim()).toBe(
      'No cards yet: calling comes first.',
    );
  });
});
