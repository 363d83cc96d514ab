// @vitest-environment happy-dom
// The settlement box names the dreamer in a sentence of its own when the dreamer is the reader.
import { describe, expect, it } from 'vitest';
import type { RoundResult } from '../../../src/engine/hakka/state';
import { hakkaNames, hakkaSeatNames } from '../../../src/islands/hakka-game/names';
import Settlement from '../../../src/islands/hakka-game/Settlement';
import { domRoot } from '../fixtures';

const dom = domRoot();

/** Ben (seat 1) won; the dreamer is seat 0. */
const result: RoundResult = {
  round: 1,
  dealer: 2,
  dreamer: 0,
  dreamerCard: 'zok-6',
  outcome: 'declared',
  winner: 1,
  count: 6,
  tricks: [0, 6, 0, 0],
  settlement: {
    winnerPayout: 1,
    dreamerTricks: 6,
    dreamerPayout: 1,
    payments: [{ from: 2, to: 1, amount: 1, for: 'winner' }],
    deltas: [0, 1, -1, 0],
  },
  deltas: [0, 1, -1, 0],
  privileged: null,
  dealerCalled: false,
};

describe('Settlement', () => {
  it.each([
    ['en', 'You, the dreamer, showed Zok 6 and counted six tricks.'],
    ['de', 'Du als Träumer zeigst Zok-6 und zählst sechs Stiche.'],
  ] as const)('%s: the reader as dreamer is addressed, not named mid-sentence', (lang, text) => {
    const seats = hakkaSeatNames(lang, ['human', 'bot', 'bot', 'bot']);
    dom.show(<Settlement result={result} names={hakkaNames(lang)} seats={seats} />);
    expect(dom.element.textContent).toContain(text);
    // The dreamer's card stays on one line.
    expect([...dom.element.querySelectorAll('.nobr')].map((el) => el.textContent)).toEqual([
      lang === 'en' ? 'Zok 6' : 'Zok-6',
    ]);
  });

  it('names another dreamer by name', () => {
    const seats = hakkaSeatNames('en', ['bot', 'human', 'bot', 'bot']);
    dom.show(<Settlement result={result} names={hakkaNames('en')} seats={seats} />);
    expect(dom.element.textContent).toContain('The dreamer, Ann, showed Zok 6 and counted six tricks.');
  });
});
