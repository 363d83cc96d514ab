// @vitest-environment happy-dom
// The Koi-Koi play island after a reload: the play log comes back with the
// saved game, in the page's language, undo marks included, and is not
// read out again; a log that does not fit is dropped alone; on the
// reader's turn the focus is in the game.
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOT_IDS, type Phase } from '../../../src/engine/hanafuda';
import { LIVE_DELAY_MS } from '../../../src/islands/game/LiveRegion';
import { savedGameStore } from '../../../src/islands/game/saved-game';
import { koikoiAdapter } from '../../../src/islands/koikoi-game/adapter';
import KoikoiPlay from '../../../src/islands/koikoi-game/KoikoiPlay';
import { isLoggedEvent } from '../../../src/islands/koikoi-game/logged-events';
import { namesFor, seatNames } from '../../../src/islands/koikoi-game/names';
import { narrate } from '../../../src/islands/koikoi-game/narrate';
import { domRoot } from '../fixtures';
import { saveAt, YOU_AND_COMPUTER } from './saved-at';

const dom = domRoot();
beforeEach(() => {
  localStorage.clear();
});

const KEY = 'koikoi:saved-game';
const $ = <E extends Element = HTMLElement>(selector: string) => dom.element.querySelector<E>(selector);
const click = (selector: string) =>
  act(() => {
    $<HTMLButtonElement>(selector)?.click();
  });
const logLines = () =>
  [...dom.element.querySelectorAll('[data-testid="log"] li')].map((li) => li.textContent);
const live = () => [...($('[data-testid="live"]')?.querySelectorAll('p') ?? [])].map((p) => p.textContent);
/** Lets the live region's delay pass. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, LIVE_DELAY_MS + 50));
  });
/** A reload: the island mounted afresh (a new key), reading the save. */
const reload = (lang: 'en' | 'de', key: string) => dom.show(<KoikoiPlay lang={lang} key={key} />);
const saved = () => JSON.parse(localStorage.getItem(KEY) ?? '{}').data;

/** Two people at one device, one round, seeded; dealt, and the first card played (and a capture chosen). */
function playTwoMoves() {
  dom.show(<KoikoiPlay lang="en" key="first" />);
  const select = (testid: string, value: string) => {
    const element = $<HTMLSelectElement | HTMLInputElement>(`[data-testid="${testid}"]`);
    if (!element) throw new Error(testid);
    act(() => {
      element.value = value;
      element.dispatchEvent(new Event(element.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    });
  };
  select('rounds', '1');
  select('seat-1', 'human');
  select('seed', 'unit-log');
  act(() => {
    $<HTMLFormElement>('[data-testid="setup"]')?.requestSubmit();
  });
  click('[data-testid="first-deal"]');
  for (let i = 0; i < 2; i++) {
    click('[data-testid="cover"] button');
    click('[data-zone^="hand-"] button.hcard');
    click('[data-zone="field"] button.hcard');
  }
}

describe('KoikoiPlay after a reload', () => {
  it('shows the same log, narrated again in the page’s language', () => {
    playTwoMoves();
    const before = logLines();
    expect(before.length).toBeGreaterThan(4);
    expect(before.join(' ')).toMatch(/Player \d plays/);
    reload('en', 'reloaded');
    expect($('[data-testid="resumed"]')).not.toBeNull();
    expect(logLines()).toEqual(before);
    // The German page tells the English page's game in German, from the same events.
    reload('de', 'german');
    const { setup, actions } = saved();
    const events = koikoiAdapter.replay(setup.game, actions).events.flat();
    const german = narrate(events, {
      names: namesFor('de', 'traditional'),
      seats: seatNames('de', ['human', 'human']),
    });
    expect(logLines()).toEqual(german);
    expect(logLines().join(' ')).toMatch(/Spieler \d spielt/);
  });

  it('keeps the lines of an undone move and the undo mark, as before the reload', () => {
    playTwoMoves();
    click('[data-testid="undo"]');
    const before = logLines();
    expect(before.at(-1)).toBe('Your last move was taken back.');
    reload('en', 'reloaded');
    expect(logLines()).toEqual(before);
  });

  it('does not read the last line out again', async () => {
    playTwoMoves();
    reload('en', 'reloaded');
    await settle();
    const last = logLines().at(-1);
    expect(last).toBeTruthy();
    expect(live()).not.toContain(last);
  });

  it('resumes a save whose log does not fit with an empty log, and one from before logs were kept', () => {
    playTwoMoves();
    const data = saved();
    expect(data.log.every(isLoggedEvent)).toBe(true);
    localStorage.setItem(
      KEY,
      JSON.stringify({ v: 1, data: { ...data, log: [{ type: 'card-played', seat: 0 }] } }),
    );
    reload('en', 'bad-log');
    expect($('[data-testid="resumed"]')).not.toBeNull();
    expect($('[data-testid="corrupt"]')).toBeNull();
    expect($('[data-zone="field"]')).not.toBeNull();
    expect(logLines()).toEqual([]);
    const { log: _, ...old } = data;
    localStorage.setItem(KEY, JSON.stringify({ v: 1, data: old }));
    reload('en', 'old-save');
    expect($('[data-testid="resumed"]')).not.toBeNull();
    expect(logLines()).toEqual([]);
    // The store of a page without a log reads the same save and leaves the log out.
    localStorage.setItem(KEY, JSON.stringify({ v: 1, data }));
    const loaded = savedGameStore(koikoiAdapter, BOT_IDS).load();
    expect(loaded.kind === 'value' && loaded.value.log).toBeUndefined();
  });
});

describe('KoikoiPlay resumed on the reader’s turn', () => {
  it.each<[Phase, string]>([
    ['play', '[data-zone="hand-0"]'],
    ['choose', '[data-zone="field"]'],
    ['decide', '.kg-decide'],
  ])('puts the focus in the game (%s)', (phase, zone) => {
    saveAt(phase, 'unit-focus', YOU_AND_COMPUTER);
    expect(document.activeElement).toBe(document.body);
    dom.show(<KoikoiPlay lang="en" />);
    expect($('[data-testid="resumed"]')).not.toBeNull();
    expect($('[data-testid="play"]')?.dataset.phase).toBe(phase);
    const active = document.activeElement as HTMLElement;
    expect(active.tagName).toBe('BUTTON');
    expect(active.closest(zone)).not.toBeNull();
    // The first of them: Stop comes before Koi-Koi.
    expect(active).toBe($(`${zone} button`));
  });

  it('leaves the focus where the reader already put it', () => {
    saveAt('play', 'unit-focus', YOU_AND_COMPUTER);
    const outside = document.createElement('a');
    outside.href = '#top';
    document.body.append(outside);
    outside.focus();
    dom.show(<KoikoiPlay lang="en" />);
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
