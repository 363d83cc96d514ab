import { describe, expect, it } from 'vitest';
import {
  applyAction,
  greedyBot,
  type HakkaAction,
  type HakkaState,
  newGame,
  type Seat,
  viewFor,
} from '../../../src/engine/hakka';
import {
  HAKKA_ADVICE_OPTIONS,
  hakkaAdviceLines,
  hakkaMoveText,
  rankHakkaMoves,
  sameOutcome,
} from '../../../src/islands/hakka-game/move-advice';
import { hakkaNames } from '../../../src/islands/hakka-game/names';
import { estimateHakkaActions } from '../../../src/workers/hakka-handlers';

/** Greedy players move until a seat must play with more than one option. */
function playingTurn(seed: string): HakkaState {
  let state = newGame({ seed });
  for (let i = 0; i < 200; i++) {
    const seat = state.toAct;
    if (seat === null) break;
    const view = viewFor(state, seat);
    if (state.phase === 'playing' && view.legal.length > 3) return state;
    const result = applyAction(state, greedyBot.chooseAction(view, `${seed}/${i}`));
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  throw new Error('no playing turn with choices');
}

describe('Hakka move advice', () => {
  it('lists a real turn’s best options by average points, with the cards named', () => {
    const state = playingTurn('advice-1');
    const view = viewFor(state, state.toAct as Seat);
    const estimates = estimateHakkaActions({ view, seed: 'advice-1/a', iterations: 4 });
    const ranked = rankHakkaMoves(estimates);
    expect(ranked).toHaveLength(HAKKA_ADVICE_OPTIONS);
    expect(ranked[0]?.mean).toBe(Math.max(...estimates.map((e) => e.mean)));
    for (let i = 1; i < ranked.length; i++) {
      expect((ranked[i - 1] as { mean: number }).mean).toBeGreaterThanOrEqual(
        (ranked[i] as { mean: number }).mean,
      );
    }
    for (const lang of ['en', 'de'] as const) {
      const names = hakkaNames(lang);
      const lines = hakkaAdviceLines(estimates, names);
      ranked.forEach((entry, i) => {
        const action = entry.action;
        if (action.type !== 'play' && action.type !== 'discard') throw new Error(`unexpected ${action.type}`);
        expect(lines[i]).toContain(names.cards(action.cards));
        expect(lines[i]).toMatch(
          lang === 'en'
            ? /: on average [+−]?[\d.]+ points? a round$/
            : /: im Schnitt [+−]?[\d,]+ Punkte? pro Runde$/,
        );
      });
    }
  });

  it('signs gains and writes German decimals', () => {
    const action: HakkaAction = { type: 'declare', seat: 0 };
    const estimates = [
      { action, mean: 1.25, samples: 3 },
      { action: { type: 'continue', seat: 0 } as HakkaAction, mean: -1, samples: 3 },
    ];
    expect(hakkaAdviceLines(estimates, hakkaNames('en'))).toEqual([
      'Declare victory: on average +1.3 points a round',
      'Play on: on average −1 point a round',
    ]);
    expect(hakkaAdviceLines(estimates, hakkaNames('de'))).toEqual([
      'Sieg erklären: im Schnitt +1,3 Punkte pro Runde',
      'Weiterspielen: im Schnitt −1 Punkt pro Runde',
    ]);
  });

  it('tells when the listed options come out the same (to the tenth shown)', () => {
    const action: HakkaAction = { type: 'discard', seat: 0, cards: ['wan-sin'] };
    const at = (...means: number[]) => means.map((mean) => ({ action, mean, samples: 5 }));
    expect(sameOutcome(at(-1, -1, -1.02))).toBe(true);
    // Only the best three are listed; a worse fourth does not matter.
    expect(sameOutcome(at(-1, -1.5, -1, -1))).toBe(true);
    expect(sameOutcome(at(-1, -0.9))).toBe(false);
    expect(sameOutcome(at(-1))).toBe(false);
  });

  it('words every kind of option', () => {
    const en = hakkaNames('en');
    const de = hakkaNames('de');
    const text = (action: HakkaAction) => [hakkaMoveText(action, en), hakkaMoveText(action, de)];
    expect(text({ type: 'call', seat: 1 })).toEqual(['Call', 'Ansagen']);
    expect(text({ type: 'pass', seat: 1 })).toEqual(['Pass', 'Passen']);
    expect(text({ type: 'claim-tigers', seat: 1 })).toEqual(['Show Five Tigers', 'Fünf Tiger zeigen']);
    expect(text({ type: 'decline-tigers', seat: 1 })).toEqual([
      'Keep Five Tigers hidden',
      'Die Fünf Tiger nicht zeigen',
    ]);
    expect(text({ type: 'discard', seat: 1, cards: ['wan-sin'] })[0]).toBe(
      `Lay ${en.card('wan-sin')} face down`,
    );
    expect(text({ type: 'play', seat: 1, cards: ['wan-sin'] })[1]).toBe(`${de.card('wan-sin')} ausspielen`);
  });

  it('stops sampling at the time budget but samples at least one deal', () => {
    const state = playingTurn('advice-2');
    const view = viewFor(state, state.toAct as Seat);
    const estimates = estimateHakkaActions({ view, seed: 'advice-2/a', iterations: 10_000, budgetMs: 0 });
    expect(estimates.every((e) => e.samples === 1)).toBe(true);
  });
});
