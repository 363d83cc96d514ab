// @vitest-environment happy-dom
// The Hakka islands: the tutorial renders its first step on the server and
// steps with buttons and keys (recording progress); the play island renders
// its setup form on the server and starts a game whose cards are toggle
// buttons; a refused move is explained and changes nothing.
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/hakka/game';
import { ROUNDS_PER_GAME } from '../../../src/engine/hakka/state';
import { viewFor } from '../../../src/engine/hakka/view';
import HakkaPlay from '../../../src/islands/hakka-game/HakkaPlay';
import HakkaTutorial from '../../../src/islands/hakka-game/HakkaTutorial';
import { HAKKA_HANDLERS } from '../../../src/workers/hakka-handlers';
import { answer } from '../../../src/workers/protocol';
import { domRoot } from '../fixtures';

const dom = domRoot();
beforeEach(() => {
  localStorage.clear();
});

const count = () => dom.element.querySelector('[data-testid="step-count"]')?.textContent;

describe('HakkaTutorial', () => {
  it('renders the first step on the server: narration, note and named cards', () => {
    const html = renderToString(<HakkaTutorial lang="de" lessonId="calling" />);
    expect(html).toContain('Schritt 1 von 7');
    expect(html).toContain('Runde 1: Ben gibt; Dee sitzt gegenüber');
    expect(html).toContain('data-card="wan-sin"');
    expect(html).toMatch(/Ben gibt\. Wer dem Geber gegenübersitzt, hier Dee, ist der Träumer/);
  });

  it('steps with buttons and keys, shows the settlement, and records progress', () => {
    dom.show(<HakkaTutorial lang="en" lessonId="declaring" />);
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
    const de = renderToString(<HakkaTutorial lang="de" lessonId="calling" />);
    expect(de).toMatch(/>Stichzahl: \d+</);
    expect(de).not.toContain('Zählt:');
    expect(de).toContain('title="Stichzahl: gewonnene Stiche plus Ältestenkarten auf der Hand"');
    const en = renderToString(<HakkaTutorial lang="en" lessonId="calling" />);
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
