// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type MatchState,
  newMatch,
  RULESETS,
  replay,
  zones,
} from '../../../src/engine/hanafuda';
import { dealerDrawCards } from '../../../src/islands/koikoi-game/highlight';
import { namesFor, seatNames } from '../../../src/islands/koikoi-game/names';
import { playHints } from '../../../src/islands/koikoi-game/play-model';
import Table from '../../../src/islands/koikoi-game/Table';
import { act as must, playMatch } from '../../engine/hanafuda/game/helpers';
import { domRoot } from '../fixtures';

const dom = domRoot();

/** A one-round match in which every yaku is answered with Koi-Koi, so the hands run out. */
function playedOut(): MatchState {
  const config = { rules: RULESETS.multiplayer, players: 2, seed: 'empty-hands', rounds: 1 } as const;
  return replay(
    config,
    playMatch(config, (legal) => (legal.find((a) => a.type === 'koikoi') ?? legal[0]) as Action),
  );
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

  it('shows the cards drawn for the deal, each under the name of the seat that drew it', () => {
    const start = newMatch({ rules: RULESETS.nintendo, players: 2, seed: 'draw', rounds: 3 });
    const result = must(start, { type: 'draw-dealer' });
    const drawn = dealerDrawCards(result.events);
    expect(drawn).toHaveLength(2);
    dom.show(
      <Table
        state={result.state}
        names={namesFor('de', 'traditional')}
        seats={seatNames('de', ['human', 'bot'])}
        viewer={0}
        open={[0]}
        drawn={drawn}
      />,
    );
    expect(dom.element.querySelector('.kt-field .kt-label')?.textContent).toBe('Auslosung des Gebers');
    const figures = [...dom.element.querySelectorAll('[data-zone="field"] figure')];
    expect(figures.map((figure) => figure.querySelector('[data-card]')?.getAttribute('data-card'))).toEqual(
      drawn,
    );
    expect(figures.map((figure) => figure.querySelector('figcaption')?.textContent?.trim())).toEqual([
      'Du',
      'Der Computer',
    ]);
  });

  it.each([
    ['en', 0, 'Round 1 of 3 · month: January · you deal'],
    ['en', 1, 'Round 1 of 3 · month: January · the computer deals'],
    ['de', 1, 'Runde 1 von 3 · Monat: Januar · der Computer gibt'],
  ] as const)('names the dealer on the round line (%s, dealer %i)', (lang, dealer, line) => {
    const start = newMatch({
      rules: RULESETS.nintendo,
      players: 2,
      seed: 'line',
      rounds: 3,
      firstDealer: dealer,
    });
    const result = must(start, { type: 'deal' });
    dom.show(
      <Table
        state={result.state}
        names={namesFor(lang, 'traditional')}
        seats={seatNames(lang, ['human', 'bot'])}
        viewer={0}
        open={[0]}
      />,
    );
    expect(dom.element.querySelector('.kt-round')?.textContent).toBe(line);
  });

  describe('with four-player teams', () => {
    const dealt = must(
      newMatch({ rules: RULESETS.multiplayer, players: 4, seed: 'teams', rounds: 3, firstDealer: 0 }),
      { type: 'deal' },
    ).state;
    const partnerSeats = () =>
      [...dom.element.querySelectorAll('.kt-seat[data-partner]')].map((el) => el.getAttribute('data-seat'));
    const line = () => dom.element.querySelector('[data-testid="partner"]')?.textContent;

    it.each([
      [0, '2', 'Dein Partner: Eure gefangenen Karten zählen zusammen.'],
      [1, '3', 'Dein Partner: Eure gefangenen Karten zählen zusammen.'],
    ] as const)('marks the seat opposite the viewer (seat %i) as its partner', (viewer, partner, text) => {
      dom.show(
        <Table
          state={dealt}
          names={namesFor('de', 'traditional')}
          seats={seatNames(
            'de',
            [0, 1, 2, 3].map((seat) => (seat === viewer ? 'human' : 'bot')),
          )}
          viewer={viewer}
          open={[viewer]}
        />,
      );
      expect(partnerSeats()).toEqual([partner]);
      expect(line()).toBe(text);
    });

    it('names the viewer when several people share the device', () => {
      dom.show(
        <Table
          state={dealt}
          names={namesFor('en', 'traditional')}
          seats={seatNames('en', ['human', 'bot', 'human', 'bot'])}
          viewer={2}
          open={[2]}
        />,
      );
      expect(partnerSeats()).toEqual(['0']);
      expect(line()).toBe('Player 3’s partner: the two count their captures together.');
    });

    it('marks no partner with three players', () => {
      const three = must(
        newMatch({ rules: RULESETS.multiplayer, players: 3, seed: 'teams', rounds: 3, firstDealer: 0 }),
        { type: 'deal' },
      ).state;
      dom.show(
        <Table
          state={three}
          names={namesFor('en', 'traditional')}
          seats={seatNames('en', ['human', 'bot', 'bot'])}
          viewer={0}
          open={[0]}
        />,
      );
      expect(partnerSeats()).toEqual([]);
      expect(line()).toBeUndefined();
    });
  });

  describe('aiming at a card in hand', () => {
    const start = newMatch({ rules: RULESETS.nintendo, players: 2, seed: 'aim', rounds: 1, firstDealer: 0 });
    const dealt = must(start, { type: 'deal' });
    const names = namesFor('de', 'traditional');
    const hints = playHints(dealt.state, 0, names);
    const [card, hint] = [...hints].find(([, h]) => h.captures) ?? [];
    if (!card || !hint) throw new Error('no capturing card in this deal');
    const [other] = [...hints.keys()].filter((id) => id !== card);
    const show = (played: string[], hinted = true) =>
      dom.show(
        <Table
          state={dealt.state}
          names={names}
          seats={seatNames('de', ['human', 'bot'])}
          viewer={0}
          open={[0]}
          playable={[...hints.keys()]}
          onPlay={(id) => played.push(id)}
          {...(hinted ? { hints } : {})}
        />,
      );
    const button = (id: string) =>
      dom.element.querySelector<HTMLButtonElement>(`[data-zone="hand-0"] [data-card="${id}"]`);
    const tap = (id: string, pointerType = 'touch') =>
      act(() => {
        button(id)?.dispatchEvent(new PointerEvent('pointerdown', { pointerType, bubbles: true }));
        button(id)?.click();
      });
    const marked = () =>
      [...dom.element.querySelectorAll('[data-zone="field"] .kt-target')].map((el) =>
        el.getAttribute('data-card'),
      );
    const note = () => dom.element.querySelector('[data-testid="aim-note"]')?.textContent;

    it('marks the table cards a card in hand would take while the focus is on it', () => {
      show([]);
      expect(marked()).toEqual([]);
      act(() => button(card)?.focus());
      expect(marked()).toEqual(hint.targets);
      act(() => button(card)?.blur());
      expect(marked()).toEqual([]);
    });

    // A touch has no hover.
    it('aims at a card with the first tap, showing what it takes, and plays it with the second', () => {
      const played: string[] = [];
      show(played);
      tap(card);
      expect(played).toEqual([]);
      expect(marked()).toEqual(hint.targets);
      expect(button(card)?.classList.contains('kt-aimed')).toBe(true);
      expect(note()).toBe(`${hint.text}. Tippe die Karte noch einmal an, um sie zu spielen.`);
      tap(card);
      expect(played).toEqual([card]);
    });

    it('moves the aim to another card tapped, without playing either', () => {
      if (!other) throw new Error('one card in hand');
      const played: string[] = [];
      show(played);
      tap(card);
      tap(other);
      expect(played).toEqual([]);
      expect(button(card)?.classList.contains('kt-aimed')).toBe(false);
      expect(button(other)?.classList.contains('kt-aimed')).toBe(true);
      expect(note()).toContain(hints.get(other)?.text);
    });

    // The game may move the focus by itself right after a tap (after a deal, say); the aim must outlast that.
    it('keeps the aim of a tap when the focus leaves the card', () => {
      const played: string[] = [];
      show(played);
      tap(card);
      act(() => {
        button(card)?.dispatchEvent(new FocusEvent('blur'));
      });
      expect(button(card)?.classList.contains('kt-aimed')).toBe(true);
      expect(note()).toContain(hint.text);
      tap(card);
      expect(played).toEqual([card]);
    });

    it('plays at once with a mouse, and without hints', () => {
      const played: string[] = [];
      show(played);
      tap(card, 'mouse');
      expect(played).toEqual([card]);
      expect(note()).toBe('');
      const unhinted: string[] = [];
      show(unhinted, false);
      tap(card);
      expect(unhinted).toEqual([card]);
    });
  });
});
