// Narration of the Hakka events: each event type as a sentence in both
// languages, in the reader's person when the reader's seat acts, with cards,
// counts and payments from the event data.
import { describe, expect, it } from 'vitest';
import { applyAction, isOver, newGame } from '../../../src/engine/hakka/game';
import type { HakkaAction, HakkaEvent } from '../../../src/engine/hakka/state';
import { replayHakka } from '../../../src/islands/hakka-game/adapter';
import { hakkaNames, hakkaSeatNames } from '../../../src/islands/hakka-game/names';
import { narrate, narrateEvent } from '../../../src/islands/hakka-game/narrate';
import { declaringLesson } from '../../../src/lessons/hakka/declaring';

const opts = (lang: 'en' | 'de') => ({
  names: hakkaNames(lang),
  seats: hakkaSeatNames(lang, ['human', 'bot', 'bot', 'bot']),
});

describe('narrateEvent', () => {
  it.each([
    [{ type: 'passed', seat: 0 }, 'en', 'You pass.'],
    [{ type: 'passed', seat: 2 }, 'de', 'Cai passt.'],
    [{ type: 'called', seat: 1, privileged: true }, 'en', 'Ben calls and becomes the privileged player.'],
    [{ type: 'called', seat: 0, privileged: true }, 'de', 'Du sagst an und wirst privilegierter Spieler.'],
    [
      { type: 'played', seat: 3, cards: ['zok-1', 'zok-2', 'zok-3'], pattern: 'run' },
      'en',
      'Dee plays Zok 1, Zok 2 and Zok 3: run.',
    ],
    [
      { type: 'played', seat: 0, cards: ['gon-5', 'zok-5', 'sin-5'], pattern: 'set' },
      'de',
      'Du spielst Gon-5, Zok-5 und Sin-5 aus: Satz.',
    ],
    [
      { type: 'discarded', seat: 1, count: 1 },
      'en',
      'Ben cannot beat the table and lays one card face down.',
    ],
    [
      { type: 'trick-won', seat: 0, tricks: 3, total: 4 },
      'en',
      'You win three tricks and now have four tricks.',
    ],
    [{ type: 'elder-promoted', cards: ['sup-8'] }, 'de', 'Sup-8 wird zur Ältestenkarte.'],
    [
      { type: 'dreamer-woke', seat: 2, card: 'gon-6', tricks: 6 },
      'en',
      'Cai wakes up with Gon 6 and counts six tricks.',
    ],
    // A count is tricks plus elder cards: a bare number, not "6 tricks".
    [
      { type: 'may-declare', seat: 1, count: 6 },
      'en',
      'Ben’s tricks plus the elder cards in hand make a count of 6: Ben may declare victory.',
    ],
    [{ type: 'declared', seat: 1, count: 7 }, 'en', 'Ben declares victory with a count of 7.'],
    [{ type: 'declared', seat: 0, count: 6 }, 'de', 'Du erklärst den Sieg mit der Stichzahl 6.'],
    [
      { type: 'redeal', round: 1, nextDealer: 0 },
      'en',
      'Nobody called: the cards are thrown in and you deal a new round.',
    ],
    [
      { type: 'redeal', round: 4, nextDealer: null },
      'en',
      'Nobody called: the cards are thrown in, and as this was the last round, no new one is dealt.',
    ],
    [
      { type: 'redeal', round: 4, nextDealer: null },
      'de',
      'Niemand hat angesagt: Die Karten werden eingesammelt. Das war die letzte Runde, es wird nicht neu gegeben.',
    ],
    [
      { type: 'dealt', round: 2, dealer: 1, dreamer: 3 },
      'en',
      'Round 2: Ben deals; Dee sits opposite and dreams with one card.',
    ],
    [
      { type: 'dealt', round: 1, dealer: 2, dreamer: 0 },
      'de',
      'Runde 1: Cai gibt; du sitzt gegenüber und träumst mit einer Karte.',
    ],
  ] as [HakkaEvent, 'en' | 'de', string][])('%j (%s)', (event, lang, text) => {
    expect(narrateEvent(event, opts(lang))).toBe(text);
  });

  it('tells the payments of a settled round from the settlement', () => {
    const { events } = replayHakka(declaringLesson.setup, declaringLesson.actions);
    const last = events[events.length - 1] ?? [];
    const lines = narrate(last, {
      names: hakkaNames('en'),
      seats: hakkaSeatNames('en', declaringLesson.seats),
    });
    expect(lines).toContain('Round 1 is settled: Dee pays Ben 2 points and Dee pays Ann 2 points.');
    const you = narrate(last, opts('de'));
    expect(you).toContain('Runde 1 wird abgerechnet: Dee zahlt Ben 2 Punkte und Dee zahlt dir 2 Punkte.');
  });

  it('keeps "you" small after the colon of the final score', () => {
    const event: HakkaEvent = { type: 'game-over', scores: [-8, 5, 0, 3] };
    expect(narrateEvent(event, opts('en'))).toBe(
      'The game is over. Final score: you −8 points, Ben 5 points, Cai 0 points and Dee 3 points.',
    );
    expect(narrateEvent(event, opts('de'))).toBe(
      'Das Spiel ist vorbei. Endstand: du −8 Punkte, Ben 5 Punkte, Cai 0 Punkte und Dee 3 Punkte.',
    );
  });

  it.each(['en', 'de'] as const)('%s: promises no new round when the last round is thrown in', (lang) => {
    // Nobody calls in any of the four rounds: the last redeal ends the game.
    const actions: HakkaAction[] = [];
    let state = newGame({ seed: 'all-pass' });
    while (!isOver(state)) {
      const action: HakkaAction = { type: 'pass', seat: state.toAct ?? 0 };
      const next = applyAction(state, action);
      if (!next.ok) throw new Error(next.reason);
      actions.push(action);
      state = next.state;
    }
    const { events } = replayHakka({ seed: 'all-pass' }, actions);
    const lines = narrate(events[events.length - 1] ?? [], opts(lang));
    expect(lines.at(-2)).toBe(narrateEvent({ type: 'redeal', nextDealer: null }, opts(lang)));
    expect(lines.at(-1)).toMatch(lang === 'en' ? /^The game is over\./ : /^Das Spiel ist vorbei\./);
    expect(lines.filter((line) => /new round|neue Runde/.test(line))).toEqual([]);
  });

  it('says nothing of a redeal’s empty settlement', () => {
    const { events } = replayHakka({ seed: 'hakka-calling-112' }, [
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
      { type: 'pass', seat: 0 },
    ]);
    const lines = narrate(events[3] ?? [], opts('en'));
    expect(lines).toEqual([
      'You pass.',
      'Nobody called: the cards are thrown in and Cai deals a new round.',
      'Round 2: Cai deals; you sit opposite and dream with one card.',
    ]);
  });
});
