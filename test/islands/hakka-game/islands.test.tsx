// @vitest-environment happy-dom
// The Hakka islands: the tutorial renders its first step on the server and
// steps with buttons and keys (recording progress); the play island renders
// its setup form on the server and starts a game whose cards are toggle
// buttons; a refused move is explained and changes nothing.
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOT_IDS } from '../../../src/engine/hakka/bots/types';
import { applyAction, legalActions, newGame } from '../../../src/engine/hakka/game';
import type { HakkaAction, HakkaEvent } from '../../../src/engine/hakka/state';
import { ROUNDS_PER_GAME } from '../../../src/engine/hakka/state';
import { viewFor } from '../../../src/engine/hakka/view';
import { LIVE_DELAY_MS } from '../../../src/islands/game/LiveRegion';
import { savedGameStore } from '../../../src/islands/game/saved-game';
import { LOG_LINES } from '../../../src/islands/game/saved-log';
import { hakkaAdapter } from '../../../src/islands/hakka-game/adapter';
import HakkaPlay from '../../../src/islands/hakka-game/HakkaPlay';
import HakkaTutorial from '../../../src/islands/hakka-game/HakkaTutorial';
import { isLoggedEvent } from '../../../src/islands/hakka-game/logged-events';
import { isRoundEnd } from '../../../src/islands/hakka-game/review-steps';
import { callingLesson } from '../../../src/lessons/hakka/calling';
import { declaringLesson } from '../../../src/lessons/hakka/declaring';
import { pageLesson } from '../../../src/lessons/page-lesson';
import { HAKKA_HANDLERS } from '../../../src/workers/hakka-handlers';
import { answer } from '../../../src/workers/protocol';
import { domRoot } from '../fixtures';

const dom = domRoot();
beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/en/hakka/tutorials/declaring/');
});

const count = () => dom.element.querySelector('[data-testid="step-count"]')?.textContent;

describe('HakkaTutorial', () => {
  it('renders the first step on the server: narration, note and named cards', () => {
    const html = renderToString(<HakkaTutorial lang="de" lesson={pageLesson(callingLesson, 'de')} />);
    expect(html).toContain('Schritt 1 von 7');
    expect(html).toContain('Runde 1: Ben gibt; Dee sitzt gegenüber');
    expect(html).toContain('data-card="wan-sin"');
    expect(html).toMatch(/Ben gibt\. Wer dem Geber gegenübersitzt, hier Dee, ist der Träumer/);
  });

  it('opens at the step in the address and keeps it there', () => {
    history.replaceState(null, '', '/en/hakka/tutorials/declaring/?step=5');
    dom.show(<HakkaTutorial lang="en" lesson={pageLesson(declaringLesson, 'en')} />);
    expect(count()).toBe('Step 5 of 7');
    act(() => {
      dom.element.querySelector<HTMLButtonElement>('[data-testid="step-prev"]')?.click();
    });
    expect(location.search).toBe('?step=4');
  });

  it('steps with buttons and keys, shows the settlement, and records progress', () => {
    dom.show(<HakkaTutorial lang="en" lesson={pageLesson(declaringLesson, 'en')} />);
    expect(count()).toBe('Step 1 of 7');
    act(() => {
      dom.element.querySelector<HTMLButtonElement>('[data-testid="step-next"]')?.click();
    });
    expect(count()).toBe('Step 2 of 7');
    const section = dom.element.querySelector('section.gt') as HTMLElement;
    act(() => {
      section.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    });
    expect(count()).toBe('Step 7 of 7');
    expect(dom.element.querySelector('[data-testid="note"]')?.textContent).toContain(
      'Dee pays Ben 2 points and Dee pays Ann 2 points',
    );
    expect(dom.element.querySelectorAll('[data-testid="settlement"] tbody tr')).toHaveLength(2);
    // The table shows the round as it ended (Ben's hand), not the next deal.
    expect(dom.element.querySelector('[data-zone="hand-1"] [data-card="zok-6"]')).not.toBeNull();
    // Nobody leads once the round is settled; the dream card and the card of
    // the winner's hand with its number are outlined.
    expect(dom.element.querySelector('[data-zone="trick"]')?.textContent).toContain('The round is over.');
    expect(dom.element.querySelector('[data-zone="trick"]')?.textContent).not.toContain('next player leads');
    expect(
      dom.element.querySelector('[data-zone="dream-0"] [data-card="gon-6"].hkcard-highlight'),
    ).not.toBeNull();
    expect(
      dom.element.querySelector('[data-zone="hand-1"] [data-card="zok-6"].hkcard-highlight'),
    ).not.toBeNull();
    expect(dom.element.querySelectorAll('.hkcard-highlight')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('hakka:lessons') ?? '{}').data.declaring).toEqual({
      step: 6,
      done: true,
    });
  });

  it('names the count for what it is: a count in English, the Stichzahl in German', () => {
    const de = renderToString(<HakkaTutorial lang="de" lesson={pageLesson(callingLesson, 'de')} />);
    expect(de).toMatch(/>Stichzahl: \d+</);
    expect(de).not.toContain('Zählt:');
    expect(de).toContain('title="Stichzahl: gewonnene Stiche plus Ältestenkarten auf der Hand"');
    const en = renderToString(<HakkaTutorial lang="en" lesson={pageLesson(callingLesson, 'en')} />);
    expect(en).toContain('title="Count: tricks won plus elder cards in hand"');
  });
});

describe('HakkaPlay', () => {
  it('renders the setup form on the server', () => {
    const html = renderToString(<HakkaPlay lang="en" />);
    expect(html).toContain('data-testid="setup"');
    expect(html).toContain('Who plays seat 4 (Dee)?');
    // The number of rounds comes from the engine.
    expect(html).toContain(`Start a game of ${ROUNDS_PER_GAME} rounds`);
    expect(renderToString(<HakkaPlay lang="de" />)).toContain('Spiel beginnen (4 Runden)');
  });

  it('starts a game of people only and refuses a move that is not a pattern', () => {
    dom.show(<HakkaPlay lang="en" />);
    for (const i of [1, 2, 3]) {
      const select = dom.element.querySelector<HTMLSelectElement>(
        `[data-testid="seat-${i}"]`,
      ) as HTMLSelectElement;
      act(() => {
        select.value = 'human';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
    }
    const seed = dom.element.querySelector<HTMLInputElement>('[data-testid="seed"]') as HTMLInputElement;
    act(() => {
      seed.value = 'unit-play';
      seed.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => {
      dom.element.querySelector<HTMLFormElement>('[data-testid="setup"]')?.requestSubmit();
    });
    // Pass and play: the hands are covered until the player confirms.
    expect(dom.element.querySelector('[data-testid="cover"]')).not.toBeNull();
    act(() => {
      dom.element.querySelector<HTMLButtonElement>('[data-testid="cover"] button')?.click();
    });
    act(() => {
      dom.element.querySelector<HTMLButtonElement>('[data-testid="act-call"]')?.click();
    });
    const saved = () => JSON.parse(localStorage.getItem('hakka:saved-game') ?? '{}').data.actions.length;
    expect(saved()).toBe(1);
    const dealer = newGame({ seed: 'unit-play' }).dealer;
    act(() => {
      dom.element.querySelector<HTMLButtonElement>('[data-testid="cover"] button')?.click();
    });
    // Two cards that form no pattern (the hand's first and last).
    const cards = dom.element.querySelectorAll<HTMLButtonElement>(
      `[data-zone="hand-${dealer}"] button.hkcard`,
    );
    expect(cards.length).toBe(12);
    act(() => {
      cards[0]?.click();
      cards[11]?.click();
    });
    expect(cards[0]?.getAttribute('aria-pressed')).toBe('true');
    act(() => {
      dom.element.querySelector<HTMLButtonElement>('[data-testid="play-cards"]')?.click();
    });
    expect(dom.element.querySelector('[data-testid="notice"]')?.textContent).toMatch(
      'That move is not allowed. These cards form no pattern. Play a run, a set or a single card.',
    );
    expect(saved()).toBe(1);
  });
});

const $ = <E extends Element = HTMLElement>(selector: string) => dom.element.querySelector<E>(selector);
const click = (selector: string) =>
  act(() => {
    $<HTMLButtonElement>(selector)?.click();
  });
const live = () => [...($('[data-testid="live"]')?.querySelectorAll('p') ?? [])].map((p) => p.textContent);
/** Lets the live region's delay pass. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, LIVE_DELAY_MS + 50));
  });
const ALL_HUMAN = [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }, { kind: 'human' }] as const;

/** Uncovers the hand of `action`'s person and selects its cards: the button that makes the move. */
function moveButton(action: HakkaAction): HTMLButtonElement {
  click('[data-testid="cover"] button');
  if (action.type === 'play' || action.type === 'discard') {
    for (const card of action.cards) click(`[data-zone="hand-${action.seat}"] button[data-card="${card}"]`);
  }
  return $<HTMLButtonElement>(
    action.type === 'play' || action.type === 'discard'
      ? '[data-testid="play-cards"]'
      : `[data-testid="act-${action.type}"]`,
  ) as HTMLButtonElement;
}

/** Starts a game of four people with `seed` (hints on). */
function startPeople(seed: string, lang: 'en' | 'de' = 'en') {
  dom.show(<HakkaPlay lang={lang} />);
  for (const i of [1, 2, 3]) {
    const select = $<HTMLSelectElement>(`[data-testid="seat-${i}"]`) as HTMLSelectElement;
    act(() => {
      select.value = 'human';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  const input = $<HTMLInputElement>('[data-testid="seed"]') as HTMLInputElement;
  act(() => {
    input.value = seed;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => {
    $<HTMLFormElement>('[data-testid="setup"]')?.requestSubmit();
  });
}

describe('HakkaPlay for keyboard and screen-reader users', () => {
  it('creates the live region empty and tells the first deal into it', async () => {
    startPeople('unit-live', 'de');
    expect($('[data-testid="live"]')).not.toBeNull();
    expect(live()).toEqual([]);
    await settle();
    expect(live()[0]).toMatch(/^Runde 1: .+ gibt; .+ sitzt gegenüber und träumt mit einer Karte\.$/);
  });

  it('pass and play: tells the next person what happened since their last move, not the deal twice', async () => {
    startPeople('unit-play');
    await settle();
    const deal = live()[0] ?? '';
    expect(deal).toMatch(/^Round 1: /);
    click('[data-testid="cover"] button');
    // The first person to take the device just heard the deal.
    expect(live()).not.toContain('Since your last turn:');
    click('[data-testid="act-pass"]');
    const passed = live();
    expect(passed.join(' ')).toMatch(/passes/);
    click('[data-testid="cover"] button');
    // The second person has not moved yet: the deal, then the first person's pass, then
    // what their turn asks.
    const status = $('[data-testid="status"]')?.textContent ?? '';
    expect(status).toMatch(/: it is your turn\. Call or pass\?$/);
    expect(live()).toEqual(['Since your last turn:', deal, ...passed, status]);
  });

  it('announces an undo and whose turn it is now', async () => {
    startPeople('unit-play');
    await settle();
    click('[data-testid="cover"] button');
    click('[data-testid="act-call"]');
    expect(live()).not.toContain('Your last move was taken back.');
    click('[data-testid="undo"]');
    // Emptied first, so that the same words said again are read again.
    expect(live()).toEqual([]);
    await settle();
    const status = $('[data-testid="status"]')?.textContent ?? '';
    expect(status).toMatch(/Call or pass\?$/);
    expect(live()).toEqual(['Your last move was taken back.', status]);
  });

  it('tells the cards a hint selects and moves the focus to the Play button', async () => {
    startPeople('unit-play');
    await settle();
    // Everybody calls (uncovering each hand), until somebody is to play cards.
    for (let i = 0; i < 12 && !$('[data-testid="hint"]'); i++) {
      click('[data-testid="cover"] button');
      click('[data-testid="act-call"], [data-testid="act-decline-tigers"], [data-testid="act-continue"]');
    }
    const hint = $<HTMLButtonElement>('[data-testid="hint"]') as HTMLButtonElement;
    expect(hint).not.toBeNull();
    hint.focus();
    click('[data-testid="hint"]');
    const selected = $('[data-testid="selected"]');
    expect(selected?.getAttribute('aria-live')).toBe('polite');
    expect(selected?.textContent).toBe(`Selected: ${hint.textContent}`);
    expect(document.activeElement).toBe($('[data-testid="play-cards"]'));
    // Each card name in the hint, the selection and the table's list of elders stays on one line.
    for (const element of [hint, selected, $('.ht-round')]) {
      const names = element?.textContent?.match(/\b(?:Sup|Gon|Zok|Sin) [1-9]\b|\bWan Sin\b/g) ?? [];
      const kept = [...(element?.querySelectorAll('.nobr') ?? [])].map((el) => el.textContent);
      expect(names.length).toBeGreaterThan(0);
      expect(kept).toEqual(names);
    }
  });

  it('ends the game with the last round’s settlement, the score read once and the focus on New game', async () => {
    // A whole game of people, played by the first legal move each time.
    const setup = { game: { seed: 'unit-over' }, seats: ALL_HUMAN, hints: true };
    let state = newGame(setup.game);
    const actions: HakkaAction[] = [];
    while (state.phase !== 'over') {
      const action = legalActions(state)[0] as HakkaAction;
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(result.reason);
      actions.push(action);
      state = result.state;
    }
    const last = actions.at(-1) as HakkaAction;
    // Resume just before the last move, and make it with the keyboard focus on the game.
    savedGameStore(hakkaAdapter, BOT_IDS).save({ setup, actions: actions.slice(0, -1) });
    dom.show(<HakkaPlay lang="en" />);
    const button = moveButton(last);
    button.focus();
    expect(document.activeElement).toBe(button);
    act(() => button.click());
    expect($('[data-testid="status"]')?.textContent).toBe('The game is over.');
    expect(dom.element.querySelectorAll('[data-testid="settlement"]')).toHaveLength(1);
    expect($('[data-testid="settlement"]')?.textContent).toContain('Settlement of round 4');
    const final = $('[data-testid="final"]');
    expect(final?.textContent).toMatch(/^The game is over\. Final score: Ann [+−]?\d+ points?, Ben /);
    // The live region reads the score; the focus goes to the button beside it (not the text again).
    await settle();
    expect(live().filter((line) => line === final?.textContent)).toHaveLength(1);
    expect(final?.hasAttribute('tabindex')).toBe(false);
    const again = $('[data-testid="final-new-game"]');
    expect(again?.textContent).toBe('New game');
    expect(document.activeElement).toBe(again);
    // A reload shows the same end.
    dom.show(<HakkaPlay lang="en" />);
    expect(dom.element.querySelectorAll('[data-testid="settlement"]')).toHaveLength(1);
    expect($('[data-testid="final"]')).not.toBeNull();
  });
});

/** You at seat 0, three computer players (they never move in these tests). */
const WITH_BOTS = [
  { kind: 'human' },
  { kind: 'bot', bot: 'greedy' },
  { kind: 'bot', bot: 'greedy' },
  { kind: 'bot', bot: 'greedy' },
] as const;

/** The first legal moves of the game with `seed` until `stop` holds. */
function playUntil(seed: string, stop: (state: ReturnType<typeof newGame>) => boolean): HakkaAction[] {
  let state = newGame({ seed });
  const actions: HakkaAction[] = [];
  while (!stop(state)) {
    if (state.phase === 'over') throw new Error(`${seed}: the game ended first`);
    const action = legalActions(state)[0] as HakkaAction;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.reason);
    actions.push(action);
    state = result.state;
  }
  return actions;
}

describe('HakkaPlay tells the reader what their turn asks', () => {
  const selectedText = () => $('[data-testid="selected"]')?.textContent;

  it('says once, at the end of the deal, that you may call or pass (en, de)', async () => {
    for (const [lang, ask] of [
      ['en', 'Call or pass?'],
      ['de', 'Ansagen oder passen?'],
    ] as const) {
      // Seed 6: you are the first to call.
      dom.show(<HakkaPlay lang={lang} key={lang} />);
      const input = $<HTMLInputElement>('[data-testid="seed"]') as HTMLInputElement;
      act(() => {
        input.value = '6';
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      act(() => {
        $<HTMLFormElement>('[data-testid="setup"]')?.requestSubmit();
      });
      await settle();
      expect($('[data-testid="status"]')?.textContent).toBe(ask);
      expect(live()[0]).toMatch(lang === 'en' ? /^Round 1: / : /^Runde 1: /);
      expect(live().at(-1)).toBe(ask);
      expect(live().filter((line) => line === ask)).toHaveLength(1);
      dom.show(null);
      localStorage.clear();
    }
  });

  it('says that nothing beats the table, and the selection region stays quiet until a card is chosen', async () => {
    const actions = playUntil(
      'unit-discard',
      (state) =>
        state.phase === 'playing' &&
        state.toAct === 0 &&
        state.table.length > 0 &&
        legalActions(state).every((action) => action.type === 'discard'),
    );
    savedGameStore(hakkaAdapter, BOT_IDS).save({
      setup: { game: { seed: 'unit-discard' }, seats: WITH_BOTS, hints: true },
      actions,
    });
    dom.show(<HakkaPlay lang="en" />);
    await settle();
    const status = $('[data-testid="status"]')?.textContent ?? '';
    expect(status).toMatch(/^You cannot beat the table: choose (one card|\w+ cards) to lay face down\.$/);
    expect(live()).toEqual([status]);
    // "Select cards in your hand." is shown, but not live: the turn is announced once.
    expect($('.hp-selected')?.textContent).toBe('Select cards in your hand.');
    expect(selectedText()).toBe('');
    click('[data-zone="hand-0"] button.hkcard');
    expect(selectedText()).toMatch(/^Selected: /);
    // Choosing cards does not read the turn again.
    expect(live()).toEqual([status]);
  });
});

describe('HakkaPlay after a reload', () => {
  const logLines = () =>
    [...dom.element.querySelectorAll('[data-testid="log"] li')].map((li) => li.textContent);

  it('shows the same log, undo mark included, in the page’s language, and does not read it out again', async () => {
    startPeople('unit-log');
    click('[data-testid="cover"] button');
    click('[data-testid="act-pass"]');
    click('[data-testid="cover"] button');
    click('[data-testid="act-call"]');
    click('[data-testid="undo"]');
    const before = logLines();
    expect(before[0]).toMatch(/^Round 1: /);
    expect(before.join(' ')).toMatch(/ passes\. .+ calls /);
    expect(before.at(-1)).toBe('Your last move was taken back.');
    dom.show(<HakkaPlay lang="en" key="reloaded" />);
    expect($('[data-testid="resumed"]')).not.toBeNull();
    expect(logLines()).toEqual(before);
    await settle();
    expect(live()).not.toContain(before.at(-1));
    expect(live()).not.toContain(before.at(-2));
    dom.show(<HakkaPlay lang="de" key="german" />);
    const german = logLines();
    expect(german).toHaveLength(before.length);
    expect(german[0]).toMatch(/^Runde 1: /);
    expect(german.at(-1)).toBe('Dein letzter Zug wurde zurückgenommen.');
  });

  it('shows the settlement on show again, and tells the next deal when play goes on, as without the reload', () => {
    // Round 1 played by the first legal move each time, up to its last move.
    const setup = { game: { seed: 'unit-settled' }, seats: ALL_HUMAN, hints: true };
    let state = newGame(setup.game);
    const actions: HakkaAction[] = [];
    const log: HakkaEvent[] = [...state.events];
    for (;;) {
      const action = legalActions(state)[0] as HakkaAction;
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(result.reason);
      if (result.events.some(isRoundEnd)) break;
      actions.push(action);
      log.push(...result.events);
      state = result.state;
    }
    const store = savedGameStore(hakkaAdapter, BOT_IDS, { isLogged: isLoggedEvent });
    store.save({ setup, actions, log: log.slice(-LOG_LINES) });
    dom.show(<HakkaPlay lang="en" />);
    const button = moveButton(legalActions(state)[0] as HakkaAction);
    act(() => button.click());
    expect($('[data-testid="settlement"]')?.textContent).toContain('Settlement of round 1');
    const saved = localStorage.getItem(store.key) as string;
    click('[data-testid="next-round"]');
    const played = logLines();
    expect(played.at(-1)).toMatch(/^Round 2: /);
    // The same game reloaded while the settlement was on show.
    localStorage.setItem(store.key, saved);
    dom.show(<HakkaPlay lang="en" key="reloaded" />);
    expect($('[data-testid="settlement"]')?.textContent).toContain('Settlement of round 1');
    expect(document.activeElement).toBe($('[data-testid="next-round"]'));
    click('[data-testid="next-round"]');
    expect(logLines()).toEqual(played);
  });
});

describe('HakkaPlay resumed', () => {
  it('puts the focus in the game: the next person’s cover, then their buttons', () => {
    startPeople('unit-focus');
    click('[data-testid="cover"] button');
    click('[data-testid="act-pass"]');
    (document.activeElement as HTMLElement | null)?.blur();
    dom.show(<HakkaPlay lang="en" key="reloaded" />);
    expect($('[data-testid="resumed"]')).not.toBeNull();
    expect(document.activeElement).toBe($('[data-testid="cover"] button'));
    click('[data-testid="cover"] button');
    expect(document.activeElement?.closest('[data-testid="actions"]')).not.toBeNull();
  });
});

describe('the Hakka worker handlers', () => {
  it('answer a choose request with a legal action, and an unknown bot with an error', () => {
    const state = newGame({ seed: 'worker' });
    const view = viewFor(state, state.dealer);
    const ok = answer(HAKKA_HANDLERS, {
      id: 1,
      kind: 'choose',
      payload: { bot: 'greedy', view, seed: 's', budgetMs: 50 },
    });
    expect(ok.ok && view.legal).toContainEqual(ok.ok ? ok.result : null);
    const bad = answer(HAKKA_HANDLERS, {
      id: 2,
      kind: 'choose',
      payload: { bot: 'nope', view, seed: 's', budgetMs: 50 },
    });
    expect(bad).toEqual({ id: 2, ok: false, error: 'Unknown bot nope' });
    const estimates = answer(HAKKA_HANDLERS, {
      id: 3,
      kind: 'evaluate',
      payload: { view, seed: 's', iterations: 2 },
    });
    expect(estimates.ok && (estimates.result as unknown[]).length).toBe(2);
  });
});
