// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_IDS } from '../../../src/engine/hakka/bots/types';
import { applyAction, isOver, legalActions, newGame } from '../../../src/engine/hakka/game';
import type { HakkaAction, HakkaEvent } from '../../../src/engine/hakka/state';
import { type PlaySetup, savedGameStore } from '../../../src/islands/game/saved-game';
import { gameConfig, type HakkaSetup, hakkaAdapter } from '../../../src/islands/hakka-game/adapter';
import { gameLink, withStep } from '../../../src/islands/hakka-game/game-link';
import HakkaReview from '../../../src/islands/hakka-game/HakkaReview';
import {
  finishedHakkaActions,
  hakkaRatedMove,
  hakkaReviewSteps,
} from '../../../src/islands/hakka-game/review-steps';
import { HAKKA_HANDLERS } from '../../../src/workers/hakka-handlers';
import { answer, type BotRequest } from '../../../src/workers/protocol';
import { domRoot, followFragment } from '../fixtures';

const dom = domRoot();
const setup: PlaySetup<HakkaSetup> = {
  game: { seed: 'hakka-review' },
  seats: [
    { kind: 'human' },
    { kind: 'bot', bot: 'greedy' },
    { kind: 'bot', bot: 'greedy' },
    { kind: 'bot', bot: 'greedy' },
  ],
  hints: true,
};

/** First legal actions until `rounds` rounds are settled, and `extra` more (in the game of `game`). */
function play(rounds: number, extra = 0, game: HakkaSetup = setup.game): HakkaAction[] {
  let state = newGame(gameConfig(game));
  const actions: HakkaAction[] = [];
  let settled = 0;
  let left = rounds === 0 ? extra : Number.POSITIVE_INFINITY;
  while (!isOver(state) && left > 0) {
    const action = legalActions(state)[0] as HakkaAction;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    actions.push(action);
    left--;
    const ended = result.events.some(
      (e: HakkaEvent) => e.type === 'round-scored' && e.result.outcome !== 'redeal',
    );
    if (ended && ++settled === rounds) left = extra;
  }
  return actions;
}

/** The example game the page offers (a short stand-in: the page's own is played by strong bots at build time). */
const exampleSetup: PlaySetup<HakkaSetup> = {
  game: { seed: 'hakka-example' },
  seats: [
    { kind: 'bot', bot: 'strong' },
    { kind: 'bot', bot: 'strong' },
    { kind: 'bot', bot: 'strong' },
    { kind: 'bot', bot: 'strong' },
  ],
  hints: false,
};
const example = gameLink(exampleSetup, play(1, 0, exampleSetup.game)) ?? '';

const q = (selector: string) => dom.element.querySelector(selector);
const count = () => q('[data-testid="step-count"]')?.textContent;
const cardsIn = (zone: string) => dom.element.querySelectorAll(`[data-zone="${zone}"] [data-card]`).length;
const select = (step: number) => {
  const list = q('[data-testid="review-moves"]') as HTMLElement;
  (list.querySelectorAll('li button')[step] as HTMLButtonElement).click();
};
const press = (key: string) =>
  act(() => {
    q('[data-testid="step-next"]')?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

/** A worker that answers at once through the real handlers, and the requests it was sent. */
function fakeWorker() {
  const sent: BotRequest[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror = null;
    postMessage(request: BotRequest) {
      sent.push(request);
      queueMicrotask(() => this.onmessage?.({ data: answer(HAKKA_HANDLERS, request) }));
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
});

describe('HakkaReview', () => {
  it('renders the "nothing to review" text unseen and inert on the server', () => {
    const html = renderToString(<HakkaReview lang="en" example={example} />);
    expect(html).toContain('class="hg gt-review-notice gt-review-pending"');
    expect(html).toMatch(/data-state="loading"[^>]* inert[ >]/);
    expect(html).toContain('There is no finished round to review yet.');
  });

  it('steps through a linked game from the first deal with every hand open, round by round', () => {
    const actions = play(2);
    const { steps, rounds } = hakkaReviewSteps(setup.game, actions);
    window.location.hash = gameLink(setup, actions) ?? '';
    dom.show(<HakkaReview lang="en" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('link');
    expect(q('[data-testid="review-meta"]')?.textContent).toBe('4 rounds · game number hakka-review');
    expect(count()).toBe(`Step 1 of ${steps.length}`);
    const dreamer = steps[0]?.state.dreamer ?? 0;
    for (let seat = 0; seat < 4; seat++) {
      if (seat !== dreamer) expect(cardsIn(`hand-${seat}`), `seat ${seat}`).toBeGreaterThan(0);
    }
    const select = q('[data-testid="review-round"]') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Round 1', 'Round 2']);
    act(() => {
      select.value = String(rounds[1]?.step);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(count()).toBe(`Step ${(rounds[1]?.step ?? 0) + 1} of ${steps.length}`);
    expect(window.location.hash).toBe(`#${withStep(gameLink(setup, actions) ?? '', rounds[1]?.step ?? 0)}`);
    // The move list has every step, under its round.
    const moves = q('[data-testid="review-moves"]') as HTMLElement;
    expect(moves.querySelectorAll('li button').length).toBe(steps.length);
    expect([...moves.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Round 1', 'Round 2']);
  });

  it('can hide the other hands', () => {
    window.location.hash = gameLink(setup, play(1)) ?? '';
    dom.show(<HakkaReview lang="de" example={example} />);
    act(() => {
      const box = q('#hg-review-hands') as HTMLInputElement;
      box.checked = false;
      box.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(cardsIn('hand-0')).toBeGreaterThan(0);
    for (const seat of [1, 2, 3]) expect(cardsIn(`hand-${seat}`)).toBe(0);
  });

  it('shows the finished rounds of the saved game and their settlement, never the round in play', () => {
    const actions = play(1, 6);
    savedGameStore(hakkaAdapter, BOT_IDS).save({ setup, actions });
    dom.show(<HakkaReview lang="en" example={example} />);
    const finished = finishedHakkaActions(setup.game, actions);
    const { steps } = hakkaReviewSteps(setup.game, finished);
    expect(finished.length).toBeLessThan(actions.length);
    expect(q('[data-testid="review-meta"]')?.textContent).toMatch(/ · finished rounds only$/);
    press('End');
    expect(count()).toBe(`Step ${steps.length} of ${steps.length}`);
    expect(q('[data-testid="settlement"]')).not.toBeNull();
    expect(q('[data-testid="review-round"]')).toBeNull();
    // The table is the round's last one: the cards of the next deal are nowhere.
    const last = steps.at(-1);
    const nextHands = last?.state.hands.flat() ?? [];
    const shown = [...dom.element.querySelectorAll('[data-zone^="hand-"] [data-card]')].map((el) =>
      el.getAttribute('data-card'),
    );
    expect(shown.length).toBeLessThan(nextHands.length);
    // A reload opens on the same step.
    dom.show(<HakkaReview lang="en" example={example} key="reloaded" />);
    expect(count()).toBe(`Step ${steps.length} of ${steps.length}`);
  });

  it('says there is nothing to review before a round is finished, and when the save is corrupt', () => {
    savedGameStore(hakkaAdapter, BOT_IDS).save({ setup, actions: play(0, 5) });
    dom.show(<HakkaReview lang="de" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-state')).toBe('none');
    expect(q('[data-testid="review"]')?.hasAttribute('inert')).toBe(false);
    expect(q('a[href="/de/hakka/play/"]')?.textContent).toBe('Hakka spielen');
    localStorage.setItem(savedGameStore(hakkaAdapter, BOT_IDS).key, 'not json');
    dom.show(<HakkaReview lang="en" example={example} key="corrupt" />);
    expect(q('[data-testid="review"]')?.getAttribute('data-state')).toBe('corrupt');
    expect(q('[data-testid="review-error"]')?.textContent).toMatch(
      /^The game saved on this device could not be read/,
    );
  });

  it('says why a malformed link cannot be read', () => {
    const link = new URLSearchParams(gameLink(setup, play(1)) ?? '');
    link.set('opt', 'nonsense:1');
    window.location.hash = link.toString();
    dom.show(<HakkaReview lang="de" example={example} />);
    expect(q('[data-testid="review-error"]')?.textContent).toBe(
      'Dieser Link zum Nachspielen lässt sich nicht lesen: Die Regeloptionen darin gibt es nicht.',
    );
  });

  it('follows a new link to the game shown to its step, and keeps game and step when a link cannot be read', () => {
    const actions = play(1);
    const link = gameLink(setup, actions) ?? '';
    const total = hakkaReviewSteps(setup.game, actions).steps.length;
    window.location.hash = withStep(link, 5);
    dom.show(<HakkaReview lang="de" example={example} />);
    expect(count()).toBe(`Schritt 6 von ${total}`);
    followFragment(withStep(link, 19));
    expect(count()).toBe(`Schritt 20 von ${total}`);
    followFragment(link);
    expect(count()).toBe(`Schritt 1 von ${total}`);
    followFragment(`${link}&step=${total + 1}`);
    expect(count()).toBe(`Schritt 1 von ${total}`);
    expect(q('[data-testid="bad-step"]')?.textContent).toBe(
      'Dieser Link zum Nachspielen lässt sich nicht lesen: Er zeigt auf einen Schritt, den es in diesem Spiel nicht gibt.',
    );
    expect(window.location.hash).toBe(`#${withStep(link, 0)}`);
  });

  it('offers the computer’s rating exactly where a person chose, and rates the move made', async () => {
    const sent = fakeWorker();
    const actions = play(1);
    const { steps } = hakkaReviewSteps(setup.game, actions);
    window.location.hash = gameLink(setup, actions) ?? '';
    dom.show(<HakkaReview lang="en" example={example} />);
    const next = q('[data-testid="step-next"]') as HTMLButtonElement;
    let rated = -1;
    steps.forEach((step, index) => {
      const chose = hakkaRatedMove(step, setup.seats) !== null;
      expect(q('[data-testid="suggest"]') !== null, `step ${index + 1}`).toBe(chose);
      if (chose && rated < 0 && step.action?.type === 'play') rated = index;
      act(() => next.click());
    });
    expect(rated).toBeGreaterThan(0);
    act(() => {
      select(rated);
    });
    expect(count()).toBe(`Step ${rated + 1} of ${steps.length}`);
    const ask = q('[data-testid="suggest"]') as HTMLButtonElement;
    expect(ask.textContent).toBe('What would the computer have played?');
    await act(async () => {
      ask.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Asked from the seat's own view before the move, with the move made included.
    const request = sent.at(-1);
    const step = steps[rated];
    expect(request?.kind).toBe('evaluate');
    const payload = request?.payload as { view: { seat: number; hands?: unknown }; include: unknown };
    expect(payload.include).toEqual(step?.action);
    expect(payload.view.seat).toBe(0);
    const lines = [...dom.element.querySelectorAll('[data-testid="move-advice"] li')];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines[0]?.textContent).toMatch(/: on average [+−-]?\d/);
    expect(q('[data-testid="advice-note"]')?.textContent).toMatch(
      /^(These moves come out the same here\. )?Chosen in the game: Play .+: on average/,
    );
    // Another step starts unasked.
    act(() => next.click());
    expect(dom.element.querySelectorAll('[data-testid="move-advice"] li').length).toBe(0);
  });

  it('offers the example game when there is nothing to review, and names it so when shown', () => {
    dom.show(<HakkaReview lang="de" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-state')).toBe('none');
    expect(dom.element.textContent).toContain(
      'Oder sieh dir zuerst ein Beispielspiel an: Vier starke Computerspieler spielen ein ganzes Spiel.',
    );
    const open = q('[data-testid="review-example"]');
    expect(open?.getAttribute('href')).toBe(`#${example}`);
    expect(open?.textContent).toBe('Beispielspiel ansehen');
    followFragment(example);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('example');
    expect(q('.gt-review-title')?.textContent).toBe('Ein Beispielspiel');
    // The offer is gone: the game's title has the focus.
    expect(document.activeElement).toBe(q('.gt-review-title'));
  });

  it('offers the example beside the saved game, and the saved game beside the example', () => {
    savedGameStore(hakkaAdapter, BOT_IDS).save({ setup, actions: play(1) });
    dom.show(<HakkaReview lang="de" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('saved');
    const toExample = q('[data-testid="review-other"]');
    expect(toExample?.getAttribute('href')).toBe(`#${example}`);
    expect(toExample?.textContent).toBe('Beispielspiel ansehen');
    followFragment(example);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('example');
    const toSaved = q('[data-testid="review-other"]');
    expect(toSaved?.getAttribute('href')).toBe('/de/hakka/review/');
    expect(toSaved?.textContent).toBe('Stattdessen dein letztes Spiel zeigen');
  });

  it('offers no other game beside the example while no round of the saved one is finished', () => {
    savedGameStore(hakkaAdapter, BOT_IDS).save({ setup, actions: play(0, 5) });
    window.location.hash = example;
    dom.show(<HakkaReview lang="en" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('example');
    expect(q('[data-testid="review-other"]')).toBeNull();
    // Opened by loading the page: the focus stays where it is.
    expect(document.activeElement).toBe(document.body);
  });
});
