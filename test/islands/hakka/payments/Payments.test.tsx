// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../../../src/data/glossary';
import Payments from '../../../../src/islands/hakka/payments/Payments';
import { SHEET_KEY } from '../../../../src/utils/hakka/score-sheet';
import { domRoot } from '../../fixtures';

const dom = domRoot();
beforeEach(() => {
  localStorage.clear();
});

const q = <T extends Element = HTMLElement>(id: string) =>
  dom.element.querySelector<T>(`[data-testid="${id}"]`);
async function choose(id: string, value: string) {
  const select = q<HTMLSelectElement>(id);
  if (!select) throw new Error(`no ${id}`);
  select.value = value;
  await act(() => {
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('Payments', () => {
  it('renders the form, a result and an empty sheet on the server', () => {
    const html = renderToString(<Payments lang="en" />);
    expect(html).toContain('Who pays whom');
    expect(html).toContain('No rounds yet');
    expect(html).not.toContain('sheet-standings');
  });

  it('writes the chosen rule for a silent case out in full under its select, which cuts the sentence on a phone', async () => {
    dom.show(<Payments lang="de" />);
    const select = q<HTMLSelectElement>('pay-option-dreamerPaidBy');
    const full = () => select?.parentElement?.querySelector('[data-chosen-in-full]')?.textContent;
    expect(full()).toBe(select?.selectedOptions[0]?.textContent);
    const other = [...(select?.options ?? [])].find((o) => !o.selected);
    await choose('pay-option-dreamerPaidBy', other?.value ?? '');
    expect(full()).toBe(other?.textContent);
    expect(full()?.length).toBeGreaterThan(60);
  });

  it('settles the seed’s privileged example with the engine', async () => {
    dom.show(<Payments lang="en" />);
    // Seed 002: a privileged player who does not win pays for both; the winner has 6 tricks.
    await choose('pay-caller', '1');
    await choose('pay-winner', '3');
    await choose('pay-count', '6');
    const payments = [...dom.element.querySelectorAll('[data-testid="payment"]')].map((li) => li.textContent);
    expect(payments).toEqual(['Ben pays Dee 2 points (winner’s share)']);
    // Each name and its points on one line.
    expect(q('pay-net')?.textContent).toBe('This round: Ann\u00a00 · Ben\u00a0−2 · Cai\u00a00 · Dee\u00a0+2');
    expect(q('pay-dreamer')?.textContent).toContain('Cai');
  });

  it('names the privileged player in German with the glossary’s term, under the caller’s short options', async () => {
    dom.show(<Payments lang="de" />);
    // The glossary's heading, in a sentence: „privilegierter Spieler“.
    const heading = GLOSSARY.find((entry) => entry.id === 'privileged-player')?.de ?? '';
    const term = `${heading.charAt(0).toLowerCase()}${heading.slice(1)}`;
    expect(term).toBe('privilegierter Spieler');
    // Ann deals (Cai dreams). The options name the players, the dealer as such: short enough for
    // a closed select on a phone. The line under the select says what the choice means.
    const options = () => [...(q('pay-caller')?.querySelectorAll('option') ?? [])].map((o) => o.textContent);
    expect(options()).toEqual(['Ann (Geber)', 'Ben', 'Dee']);
    const help = q('pay-caller-help');
    expect(q('pay-caller')?.getAttribute('aria-describedby')).toBe(help?.id);
    expect(help?.textContent).toBe(`Der Geber hat angesagt, also wird niemand ${term}.`);
    // A caller who is not the dealer becomes the privileged player.
    await choose('pay-caller', '1');
    expect(q('pay-caller-help')?.textContent).toBe(`Ben wird ${term}.`);
    expect(dom.element.textContent).not.toContain('(wird privilegiert');
  });

  it('keeps the caller’s options short in English too, and says who becomes the privileged player', async () => {
    dom.show(<Payments lang="en" />);
    const options = [...(q('pay-caller')?.querySelectorAll('option') ?? [])].map((o) => o.textContent);
    expect(options).toEqual(['Ann (dealer)', 'Ben', 'Dee']);
    expect(q('pay-caller-help')?.textContent).toBe(
      'The dealer called, so nobody becomes the privileged player.',
    );
    await choose('pay-caller', '3');
    expect(q('pay-caller-help')?.textContent).toBe('Dee becomes the privileged player.');
  });

  it('adds rounds to the sheet and keeps them in localStorage', async () => {
    dom.show(<Payments lang="de" />);
    await choose('pay-winner', '1');
    await choose('pay-count', '12');
    await act(() => q<HTMLButtonElement>('pay-add')?.click());
    // Seed 002: "12 Stiche gewonnen - 128 Punkte" from each of the two others.
    expect(q('total-1')?.textContent).toBe('+256');
    // The totals again under the table, for a phone where the players' columns scroll away.
    expect(q('sheet-standings')?.textContent).toBe(
      'Stand nach Runde 1: Ann\u00a0−128 · Ben\u00a0+256 · Cai\u00a00 · Dee\u00a0−128',
    );
    const stored = JSON.parse(localStorage.getItem(SHEET_KEY) ?? 'null');
    expect(stored.rounds[0].deltas).toEqual([-128, 256, 0, -128]);
    render(null, dom.element);
    dom.show(<Payments lang="de" />);
    expect(q('total-1')?.textContent).toBe('+256');
  });

  it('says what the sheet’s buttons did, and keeps the focus when “Remove the last round” disables itself', async () => {
    dom.show(<Payments lang="en" />);
    const status = () => dom.element.querySelector('[role="status"]')?.textContent;
    await act(() => q<HTMLButtonElement>('pay-add')?.click());
    await act(() => q<HTMLButtonElement>('pay-add')?.click());
    expect(status()).toBe('Round 2 added to the score sheet.');
    const remove = q<HTMLButtonElement>('sheet-undo') as HTMLButtonElement;
    remove.focus();
    await act(() => remove.click());
    expect(status()).toBe('Round 2 removed from the score sheet.');
    expect(document.activeElement).toBe(remove);
    await act(() => remove.click());
    expect(status()).toBe('Round 1 removed from the score sheet.');
    expect(remove.disabled).toBe(true);
    // The round's first field, where the next round is entered.
    expect(document.activeElement).toBe(q('pay-dealer'));
  });

  it('says in German that a new game empties the sheet', async () => {
    dom.show(<Payments lang="de" />);
    const button = [...dom.element.querySelectorAll('button')].find((b) => b.textContent === 'Neues Spiel');
    await act(() => button?.click());
    expect(dom.element.querySelector('[role="status"]')?.textContent).toBe(
      'Neues Spiel: Der Punktezettel ist leer.',
    );
  });

  it('discards a corrupt sheet with a message', () => {
    localStorage.setItem(SHEET_KEY, '{"version":1,"names":["a"]');
    dom.show(<Payments lang="en" />);
    expect(q('sheet-error')?.getAttribute('role')).toBe('alert');
    expect(localStorage.getItem(SHEET_KEY)).toBeNull();
    expect(q('score-sheet')?.textContent).toContain('No rounds yet');
  });

  it('moves a caller who would become the dreamer back to the dealer', async () => {
    dom.show(<Payments lang="en" />);
    await choose('pay-caller', '3');
    await choose('pay-dealer', '1');
    // Dealer 1: the dreamer is 3, opposite; the caller moves to the dealer.
    const caller = q<HTMLSelectElement>('pay-caller');
    expect(caller?.value).toBe('1');
  });
});
