// @vitest-environment happy-dom
// The status line's prompt for the person to act: addressed to the only
// reader, or naming the person in pass and play, for every kind of turn.
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Phase } from '../../../src/engine/hanafuda';
import KoikoiPlay from '../../../src/islands/koikoi-game/KoikoiPlay';
import { turnPrompt } from '../../../src/islands/koikoi-game/turn-prompt';
import { domRoot } from '../fixtures';
import { saveAt, TWO_PEOPLE } from './saved-at';

const dom = domRoot();
beforeEach(() => {
  localStorage.clear();
});

describe('turnPrompt', () => {
  const you = { name: 'you', you: true };
  it.each<[Phase, string, string]>([
    ['play', 'Your turn: play a card from your hand.', 'Player 2: play a card from your hand.'],
    ['choose', 'Choose which card to take.', 'Player 2: choose which card to take.'],
    [
      'decide',
      'Stop and score, or call Koi-Koi and play on?',
      'Player 2: stop and score, or call Koi-Koi and play on?',
    ],
  ])('%s: to the reader, and to a named person in pass and play', (phase, yours, named) => {
    expect(turnPrompt('en', phase, you)).toBe(yours);
    expect(turnPrompt('en', phase, { name: 'player 2', you: false })).toBe(named);
  });

  it.each<[Phase, string]>([
    ['play', 'Spieler 2: Spiel eine Karte aus deiner Hand.'],
    ['choose', 'Spieler 2: Wähle, welche Karte du nimmst.'],
    ['decide', 'Spieler 2: Aufhören und abrechnen, oder Koi-Koi rufen und weiterspielen?'],
  ])('%s in German', (phase, named) => {
    expect(turnPrompt('de', phase, { name: 'Spieler 2', you: false })).toBe(named);
  });
});

describe('KoikoiPlay in pass and play', () => {
  it.each<[Phase, string]>([
    ['choose', 'Player 1: choose which card to take.'],
    ['decide', 'Player 1: stop and score, or call Koi-Koi and play on?'],
  ])('names the person in the %s prompt once they took the device', (phase, prompt) => {
    saveAt(phase, 'unit-prompt', TWO_PEOPLE);
    dom.show(<KoikoiPlay lang="en" />);
    const status = () => dom.element.querySelector('[data-testid="status"]')?.textContent;
    expect(status()).toBe('Pass the device to player 1.');
    act(() => {
      dom.element.querySelector<HTMLButtonElement>('[data-testid="cover"] button')?.click();
    });
    expect(dom.element.querySelector('[data-testid="play"]')?.getAttribute('data-phase')).toBe(phase);
    expect(status()).toBe(prompt);
  });
});
