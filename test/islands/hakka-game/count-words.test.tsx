// @vitest-environment happy-dom
// The count (tricks plus elder cards in hand) is never called "tricks" /
// „Stiche“ in the Hakka play texts: a player with five tricks and one elder
// card has a count of six, not six tricks. Checked over every dictionary
// text that shows a count, and on the score sheet and the hints.
import { describe, expect, it } from 'vitest';
import { declarationCount } from '../../../src/engine/hakka/derived';
import { applyAction, legalActions, newGame } from '../../../src/engine/hakka/game';
import { DECLARE_FROM } from '../../../src/engine/hakka/scoring';
import type { HakkaState, RoundResult } from '../../../src/engine/hakka/state';
import { refDe } from '../../../src/i18n/hakka/ref-de';
import { refEn } from '../../../src/i18n/hakka/ref-en';
import { hakkaGameDe } from '../../../src/i18n/hakka-game/de';
import { hakkaGameEn } from '../../../src/i18n/hakka-game/en';
import { LANGS } from '../../../src/i18n/locales';
import HintsBox from '../../../src/islands/hakka-game/HintsBox';
import { hakkaNames, hakkaSeatNames } from '../../../src/islands/hakka-game/names';
import { playHints } from '../../../src/islands/hakka-game/play-model';
import ScoreSheet from '../../../src/islands/hakka-game/ScoreSheet';
import { domRoot } from '../fixtures';

const dom = domRoot();

/** Every text with a `{count}` placeholder, with the word the language uses for the count. */
const countTexts = [
  ...[hakkaGameEn, refEn].flatMap((dict) =>
    Object.values(dict).map((text) => ({ text: text as string, word: /\bcount\b/i })),
  ),
  ...[hakkaGameDe, refDe].flatMap((dict) =>
    Object.values(dict).map((text) => ({ text: text as string, word: /Stichzahl/ })),
  ),
].filter(({ text }) => text.includes('{count}'));

describe('the Hakka count in words', () => {
  it('is named the count in every play and reference text that shows it', () => {
    expect(countTexts.length).toBeGreaterThan(10);
    expect(countTexts.filter(({ text, word }) => !word.test(text)).map(({ text }) => text)).toEqual([]);
    expect(countTexts.filter(({ text }) => /\{count\} (tricks|Stiche)/.test(text))).toEqual([]);
  });

  // Cai (seat 2) declared with 5 tricks and one elder card in hand: a count of 6.
  const round: RoundResult = {
    round: 1,
    dealer: 1,
    dreamer: 3,
    dreamerCard: 'zok-6',
    outcome: 'declared',
    winner: 2,
    count: 6,
    tricks: [3, 0, 5, 0],
    settlement: null,
    deltas: [-1, 0, 2, -1],
    privileged: null,
    dealerCalled: false,
  };

  it.each([
    ['en', 'Cai: count 6'],
    ['de', 'Cai: Stichzahl 6'],
  ] as const)('%s: the score sheet gives the winner’s count as a count', (lang, text) => {
    const state = {
      ...newGame({ seed: 'count-words' }),
      rounds: [round],
      scores: round.deltas,
    } as HakkaState;
    const seats = hakkaSeatNames(lang, ['named', 'named', 'named', 'named']);
    dom.show(<ScoreSheet state={state} names={hakkaNames(lang)} seats={seats} />);
    const cell = dom.element.querySelector('[data-testid="score-sheet"] tbody th')?.textContent;
    expect(cell).toBe(`1 ${text}`);
  });

  /** The first position of a game where the dealer leads. */
  function playing(): HakkaState {
    let state = newGame({ seed: 'count-words' });
    while (state.phase === 'calling') {
      const call = legalActions(state).find((a) => a.type === 'call') ?? legalActions(state)[0];
      if (!call) throw new Error('no action');
      const next = applyAction(state, call);
      if (!next.ok) throw new Error(next.reason);
      state = next.state;
    }
    if (state.phase !== 'playing' || state.toAct === null) throw new Error(`phase ${state.phase}`);
    return state;
  }

  it.each(LANGS)('%s: the hints give the reader’s count as a number named the count', (lang) => {
    const state = playing();
    const seat = state.toAct ?? 0;
    const count = declarationCount(state, seat);
    const seats = hakkaSeatNames(lang, ['human', 'bot', 'bot', 'bot']);
    dom.show(
      <HintsBox
        state={state}
        seat={seat}
        hints={playHints(state, seat)}
        choices={1}
        names={hakkaNames(lang)}
        seats={seats}
        advice={null}
        onAsk={() => {}}
        onPick={() => {}}
      />,
    );
    const text = dom.element.textContent ?? '';
    expect(text).toContain(
      lang === 'en'
        ? `Your count: ${count} (tricks plus elder cards in hand). You may declare victory at a count of ${DECLARE_FROM} or more.`
        : `Deine Stichzahl: ${count} (Stiche plus Ältestenkarten auf der Hand). Den Sieg erklären darfst du ab einer Stichzahl von ${DECLARE_FROM}.`,
    );
  });
});
