// @vitest-environment happy-dom
// The record under the setup form: nothing before the first counted match,
// a line per strength played, weakest first, a button that forgets them, and
// a message when the stored record could not be read.
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { gameT } from '../../../src/i18n/koikoi-game';
import MatchRecordPanel, { recordLabels } from '../../../src/islands/game/MatchRecordPanel';
import { matchRecordStore } from '../../../src/islands/game/match-record';
import { domRoot } from '../fixtures';

const dom = domRoot();
const BOTS = ['random', 'greedy', 'strong'] as const;
const t = gameT('en');
const labels = recordLabels(t);
const KEY = 'koikoi:record';

beforeEach(() => {
  localStorage.clear();
});

const show = () => {
  act(() => {
    dom.show(<MatchRecordPanel store={matchRecordStore('koikoi', BOTS)} bots={BOTS} labels={labels} />);
  });
  return dom.element.querySelector('[data-testid="match-record"]');
};

describe('MatchRecordPanel', () => {
  it('shows nothing before the first counted match', () => {
    expect(show()).toBeNull();
  });

  it('shows a line per strength played, weakest first, and forgets them on request', () => {
    const tallies = { strong: { won: 0, lost: 3, drawn: 0 }, random: { won: 2, lost: 0, drawn: 1 } };
    localStorage.setItem(KEY, JSON.stringify({ v: 1, data: { tallies, counted: [] } }));
    const panel = show();
    expect(panel?.querySelector('h2')?.textContent).toBe('Your results on this device');
    const lines = [...(panel?.querySelectorAll('dl > div') ?? [])].map((line) => line.textContent);
    expect(lines).toEqual([
      'Computer: beginner2 won, 0 lost, 1 drawn',
      'Computer: strong0 won, 3 lost, 0 drawn',
    ]);
    act(() => {
      dom.element.querySelector<HTMLButtonElement>('[data-testid="record-forget"]')?.click();
    });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(dom.element.querySelector('[data-testid="match-record"]')).toBeNull();
  });

  it('says when the stored record could not be read, and drops it', () => {
    localStorage.setItem(KEY, '{not json');
    const panel = show();
    expect(panel?.querySelector('[data-testid="record-corrupt"]')?.textContent).toBe(
      'Your saved results could not be read and were reset.',
    );
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
