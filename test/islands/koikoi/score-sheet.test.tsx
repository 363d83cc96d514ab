// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_DELAY_MS } from '../../../src/islands/game/LiveRegion';
import { toolText } from '../../../src/islands/koikoi/calc-props';
import ScoreSheet from '../../../src/islands/koikoi/ScoreSheet';
import { SHEET_STORAGE_KEY } from '../../../src/utils/koikoi/score-sheet';
import { domRoot } from '../fixtures';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dom = domRoot();
beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/en/koikoi/score-sheet/');
});

function mount() {
  dom.show(<ScoreSheet lang="en" text={toolText('en')} months={MONTHS} />);
}
const q = <T extends Element = HTMLElement>(sel: string) => dom.element.querySelector(sel) as T | null;
function change(sel: string, value: string, type = 'change') {
  const el = q<HTMLInputElement | HTMLSelectElement>(sel);
  if (!el) throw new Error(sel);
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event(type, { bubbles: true }));
  });
}
function clickEl(el: Element | null) {
  if (!el) throw new Error('missing element');
  act(() => (el as HTMLElement).click());
}
function submit(sel: string) {
  const form = q<HTMLFormElement>(sel);
  act(() => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}
function startThree() {
  mount();
  change('[data-testid="sheet-rules"]', 'multiplayer');
  change('[data-testid="sheet-players"]', '3');
  change('[data-testid="sheet-name-0"]', 'Aiko', 'input');
  change('[data-testid="sheet-name-1"]', 'Ben', 'input');
  change('[data-testid="sheet-name-2"]', 'Cem', 'input');
  submit('form.kk-sheet-setup');
}
function win(seat: number, points: string) {
  clickEl(q(`input[name="kk-winner"][value="${seat}"]`));
  change('[data-testid="sheet-points"]', points, 'input');
  submit('form.kk-sheet-entry');
}

/** The radio button or check box of a yaku in "Pick yaku" (`''`: the lights' "none"). */
const yakuInput = (id: string) =>
  id === ''
    ? q<HTMLInputElement>('input[name="kk-yaku-light"][value=""]')
    : q<HTMLInputElement>(`.kk-sheet-yaku input[value="${id}"]`);
const pointsValue = () => q<HTMLInputElement>('[data-testid="sheet-points"]')?.value;

describe('ScoreSheet', () => {
  it('renders the set-up form on the server', () => {
    const html = renderToString(<ScoreSheet lang="de" text={toolText('de')} months={MONTHS} />);
    expect(html).toContain('Partie beginnen');
    expect(html).toContain('data-testid="sheet-players"');
  });

  it('offers only two players under the leaflet, up to four under the German sheet', () => {
    mount();
    expect(
      [...dom.element.querySelectorAll('[data-testid="sheet-players"] option')].map((o) => o.textContent),
    ).toEqual(['2 players']);
    change('[data-testid="sheet-rules"]', 'multiplayer');
    expect(dom.element.querySelectorAll('[data-testid="sheet-players"] option')).toHaveLength(3);
    expect(dom.element.querySelector('[data-testid="sheet-players"]')?.textContent).toContain(
      '4 players in two teams',
    );
  });

  it('prints a blank sheet that follows the set-up form: rounds, months, first dealer, one column per side', () => {
    const blank = () => q('[data-testid="blank-sheet"]');
    const headers = () => [...(blank()?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent);
    const rows = () => [...(blank()?.querySelectorAll('tbody tr') ?? [])];
    mount();
    // A word and its number stay together in a narrow column head.
    expect(headers()).toEqual(['Round', 'Month', 'Dealer', 'Result', 'Player\u00a01', 'Player\u00a02']);
    expect(rows()).toHaveLength(12);
    expect(rows()[11]?.textContent).toBe('12Dec');
    expect(rows()[0]?.textContent).toBe('1JanPlayer 1');
    change('[data-testid="sheet-rules"]', 'multiplayer');
    change('[data-testid="sheet-players"]', '4');
    for (const [seat, name] of ['Aiko', 'Ben', 'Cem', 'Dan'].entries()) {
      change(`[data-testid="sheet-name-${seat}"]`, name, 'input');
    }
    change('.kk-sheet-setup select:not([data-testid])', '6');
    expect(headers().slice(4)).toEqual(['Team\u00a01: Aiko & Cem', 'Team\u00a02: Ben & Dan']);
    expect(rows()).toHaveLength(6);
    expect(blank()?.querySelector('tfoot')?.textContent).toBe('Total');
    submit('form.kk-sheet-setup');
    expect(blank()).toBeNull();
  });

  it('records rounds, follows the German sheet’s dealer rule and keeps running totals', () => {
    startThree();
    // Sheet 003: the dealer (Aiko) wins and keeps the deal.
    win(0, '6');
    expect(q('[data-testid="next-dealer"]')?.textContent).toBe('Aiko');
    // Sheet 003: someone else wins, so the player to the dealer's right (Ben) deals.
    win(2, '16');
    expect(q('[data-testid="next-dealer"]')?.textContent).toBe('Ben');
    expect(q('[data-testid="sheet-total-0"]')?.textContent).toBe('6');
    expect(q('[data-testid="sheet-total-2"]')?.textContent).toBe('16');
    expect(JSON.parse(localStorage.getItem(SHEET_STORAGE_KEY) ?? '{}').results).toHaveLength(2);
  });

  it('repeats the totals under the table, one line a side, once a round is recorded', () => {
    startThree();
    expect(q('[data-testid="sheet-standings"]')).toBeNull();
    win(0, '6');
    win(2, '16');
    const standings = q('[data-testid="sheet-standings"]');
    expect(standings?.querySelector('p')?.textContent).toBe('Standings after round 2');
    expect([...(standings?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Aiko 6',
      'Ben 0',
      'Cem 16',
    ]);
  });

  it('keeps "Player 2" on one line in its cells, so a narrow column breaks between names', () => {
    mount();
    submit('form.kk-sheet-setup');
    win(1, '7');
    const cells = [...(q('tbody tr[data-round="1"]')?.querySelectorAll('td') ?? [])].map(
      (td) => td.textContent,
    );
    expect(cells.slice(1, 3)).toEqual(['Player\u00a01', 'Player\u00a02 +7']);
    expect(q('[data-testid="next-dealer"]')?.textContent).toBe('Player\u00a02');
  });

  it('computes points from picked yaku and calls with the engine’s steps', () => {
    startThree();
    clickEl(q('input[name="kk-winner"][value="1"]'));
    const shiko = [...dom.element.querySelectorAll('.kk-sheet-yaku-list label')].find((l) =>
      l.textContent?.trim().startsWith('Four Lights'),
    );
    change('[data-testid="sheet-calls-opp"]', '2', 'input');
    clickEl(shiko?.querySelector('input') ?? null);
    // Sheet 003, example 2: 8 points, opponents called twice → 64.
    expect(q<HTMLInputElement>('[data-testid="sheet-points"]')?.value).toBe('64');
  });

  it('lets only one yaku of a group count: Three Lights replaces Five Lights (leaflet: 10, doubled from 7)', () => {
    mount();
    submit('form.kk-sheet-setup');
    clickEl(q('input[name="kk-winner"][value="1"]'));
    const lights = q('[data-testid="sheet-yaku-light"]');
    expect(lights?.tagName).toBe('FIELDSET');
    expect(lights?.querySelector('legend')?.textContent).toBe('Lights: only one of these yaku counts');
    clickEl(yakuInput('goko'));
    expect(pointsValue()).toBe('20');
    clickEl(yakuInput('sanko'));
    expect(yakuInput('goko')?.checked).toBe(false);
    expect(yakuInput('sanko')?.checked).toBe(true);
    expect(pointsValue()).toBe('5');
    clickEl(yakuInput(''));
    expect(pointsValue()).toBe('');
    // Animals and ribbons count only their best yaku too (modern grouping); Kasu adds up with them.
    clickEl(yakuInput('inoshikacho'));
    clickEl(yakuInput('tane'));
    clickEl(yakuInput('kasu'));
    expect(yakuInput('inoshikacho')?.checked).toBe(false);
    expect(pointsValue()).toBe('2');
  });

  it.each([
    ['en', 'Your picks fill in the Points field above with the total under this sheet’s rules'],
    ['de', 'Deine Auswahl trägt die Summe nach den Regeln dieses Zettels oben ins Feld „Punkte“ ein'],
  ] as const)(
    'says in %s that the picked yaku give the total, doubling and calls included',
    (lang, start) => {
      dom.show(<ScoreSheet lang={lang} text={toolText(lang)} months={MONTHS} />);
      submit('form.kk-sheet-setup');
      const hint = q('.kk-sheet-yaku > .kk-hint')?.textContent ?? '';
      expect(hint.startsWith(start)).toBe(true);
      expect(hint).toMatch(lang === 'en' ? /doubled.*Koi-Koi multiplier/ : /verdoppelt.*Koi-Koi-Faktor/);
    },
  );

  it('counts further cards for a yaku that grows with them, from how many were captured', () => {
    mount();
    submit('form.kk-sheet-setup');
    clickEl(q('input[name="kk-winner"][value="0"]'));
    expect(q('[data-testid="sheet-count-tanzaku"]')).toBeNull();
    clickEl(yakuInput('tanzaku'));
    const ribbons = q<HTMLSelectElement>('[data-testid="sheet-count-tanzaku"]');
    expect([...(ribbons?.options ?? [])].map((o) => o.value)).toEqual(['5', '6', '7', '8', '9', '10']);
    change('[data-testid="sheet-count-tanzaku"]', '8');
    expect(pointsValue()).toBe('4');
    clickEl(yakuInput('kasu'));
    change('[data-testid="sheet-count-kasu"]', '13');
    // Tanzaku 1 + 3, Kasu 1 + 3: a base of 8 doubles (leaflet: from 7).
    expect(pointsValue()).toBe('16');
  });

  it('offers the yaku and points of the sheet’s rule set', () => {
    mount();
    change('[data-testid="sheet-rules"]', 'fudawiki');
    submit('form.kk-sheet-setup');
    clickEl(q('input[name="kk-winner"][value="0"]'));
    expect(yakuInput('goko')?.parentElement?.textContent?.trim()).toBe('Five Lights (15)');
    clickEl(yakuInput('tsukifuda'));
    expect(pointsValue()).toBe('4');
    render(null, dom.element);
    localStorage.clear();
    mount();
    submit('form.kk-sheet-setup');
    expect(yakuInput('goko')?.parentElement?.textContent?.trim()).toBe('Five Lights (10)');
    expect(yakuInput('tsukifuda')).toBeNull();
  });

  it('groups the two call fields under the calculator’s legend', () => {
    for (const [lang, legend] of [
      ['en', 'Koi-Koi calls this round'],
      ['de', 'Koi-Koi-Rufe in dieser Runde'],
    ] as const) {
      localStorage.clear();
      dom.show(<ScoreSheet lang={lang} text={toolText(lang)} months={MONTHS} />);
      submit('form.kk-sheet-setup');
      const fieldset = q('.kk-sheet-yaku fieldset:has(input[type="number"])');
      expect(fieldset?.querySelector('legend')?.textContent).toBe(legend);
      expect(fieldset?.querySelectorAll('input[type="number"]')).toHaveLength(2);
      render(null, dom.element);
    }
  });

  it('holds the calls to the leaflet’s one per round: a message, no points and nothing recorded', () => {
    mount();
    submit('form.kk-sheet-setup');
    clickEl(q('input[name="kk-winner"][value="1"]'));
    expect(q('[data-testid="sheet-calls-own"]')?.getAttribute('max')).toBe('1');
    expect(q('[data-testid="sheet-calls-opp"]')?.getAttribute('max')).toBe('1');
    clickEl(yakuInput('goko'));
    change('[data-testid="sheet-calls-opp"]', '1', 'input');
    expect(pointsValue()).toBe('40');
    change('[data-testid="sheet-calls-own"]', '1', 'input');
    const alert = q('[data-testid="sheet-calls"] [role="alert"]');
    expect(alert?.textContent).toBe(
      'Too many Koi-Koi calls: these rules allow 1 per round, all players together.',
    );
    expect(q('[data-testid="sheet-calls-own"]')?.getAttribute('aria-describedby')).toBe(alert?.id);
    expect(pointsValue()).toBe('');
    change('[data-testid="sheet-points"]', '40', 'input');
    q<HTMLDetailsElement>('.kk-sheet-yaku')?.removeAttribute('open');
    submit('form.kk-sheet-entry');
    expect(dom.element.querySelectorAll('tbody tr[data-round]')).toHaveLength(0);
    expect(q<HTMLDetailsElement>('.kk-sheet-yaku')?.open).toBe(true);
    expect(document.activeElement).toBe(q('[data-testid="sheet-calls-own"]'));
    change('[data-testid="sheet-calls-own"]', '0', 'input');
    expect(q('[data-testid="sheet-calls"] [role="alert"]')).toBeNull();
    expect(pointsValue()).toBe('40');
    submit('form.kk-sheet-entry');
    expect(q('tbody tr[data-round="1"]')?.textContent).toContain('+40');
  });

  it('caps the calls by the turns where the rules set no limit, and refuses what is not a count', () => {
    startThree();
    clickEl(q('input[name="kk-winner"][value="1"]'));
    // Sheet 003 with three players: 7 cards each, so 7 turns a player (the winner stops on a later one), two opponents.
    expect(q('[data-testid="sheet-calls-own"]')?.getAttribute('max')).toBe('6');
    expect(q('[data-testid="sheet-calls-opp"]')?.getAttribute('max')).toBe('14');
    change('[data-testid="sheet-calls-own"]', '99', 'input');
    expect(q('[data-testid="sheet-calls"] [role="alert"]')?.textContent).toBe(
      'Too many Koi-Koi calls: a player calls at most once a turn, and the winner stops on a later turn, so with 3 players the winning side calls at most 6 times a round and the others together at most 14 times.',
    );
    change('[data-testid="sheet-calls-own"]', '1.5', 'input');
    expect(q('[data-testid="sheet-calls"] [role="alert"]')?.textContent).toBe(
      'Koi-Koi calls must be whole numbers of 0 or more.',
    );
    change('[data-testid="sheet-points"]', '6', 'input');
    submit('form.kk-sheet-entry');
    expect(dom.element.querySelectorAll('tbody tr[data-round]')).toHaveLength(0);
  });

  it('refuses invalid points with a message and changes nothing', () => {
    startThree();
    clickEl(q('input[name="kk-winner"][value="1"]'));
    change('[data-testid="sheet-points"]', '-3', 'input');
    submit('form.kk-sheet-entry');
    expect(q('[role="alert"]')?.textContent).toMatch(/whole number/);
    expect(document.activeElement).toBe(q('[data-testid="sheet-points"]'));
    expect(dom.element.querySelectorAll('tbody tr[data-round]')).toHaveLength(0);
  });

  it('refuses a win of 0 points or of more than the sheet keeps, with a message', () => {
    startThree();
    win(1, '0');
    expect(q('[role="alert"]')?.textContent).toBe(
      'A won round scores at least 1 point. If nobody won it, choose “Nobody (drawn round)”.',
    );
    expect(document.activeElement).toBe(q('[data-testid="sheet-points"]'));
    win(1, '1000001');
    expect(q('[role="alert"]')?.textContent).toBe('Points must be a whole number from 1 to 1,000,000.');
    expect(dom.element.querySelectorAll('tbody tr[data-round]')).toHaveLength(0);
    expect(localStorage.getItem(SHEET_STORAGE_KEY)).not.toContain('"points":0');
    // A drawn round needs no points.
    clickEl(q('input[name="kk-winner"][value="draw"]'));
    submit('form.kk-sheet-entry');
    expect(q('tbody tr[data-round="1"]')?.textContent).toContain('draw');
  });

  it('asks who ended the round when points come without a winner', () => {
    startThree();
    change('[data-testid="sheet-points"]', '8', 'input');
    submit('form.kk-sheet-entry');
    expect(q('[role="alert"]')?.textContent).toBe('Choose who ended the round – or “Nobody”.');
    expect(document.activeElement).toBe(q('input[name="kk-winner"][value="0"]'));
    expect(dom.element.querySelectorAll('tbody tr[data-round]')).toHaveLength(0);
  });

  it('restores a saved match on load', () => {
    startThree();
    win(1, '5');
    render(null, dom.element);
    mount();
    expect(q('[data-testid="sheet-total-1"]')?.textContent).toBe('5');
  });

  it('discards corrupt saved data with a message', () => {
    localStorage.setItem(SHEET_STORAGE_KEY, '{"v":1,"setup":{"oops":true}}');
    mount();
    expect(q('[role="alert"]')?.textContent).toMatch(/could not be read and was discarded/);
    expect(localStorage.getItem(SHEET_STORAGE_KEY)).toBeNull();
    expect(q('form.kk-sheet-setup')).not.toBeNull();
  });

  it('loads a match from its link', () => {
    history.replaceState(
      null,
      '',
      '/en/koikoi/score-sheet/?rules=nintendo&players=2&rounds=3&dealer=1&names=Ann|Bo&results=0.6,x',
    );
    mount();
    expect(q('[role="status"]')?.textContent).toMatch(/loaded/);
    expect(q('[data-testid="sheet-total-0"]')?.textContent).toBe('6');
    // Leaflet: Ann won round 1 and deals round 2; after the draw the other player deals.
    expect(q('[data-testid="next-dealer"]')?.textContent).toBe('Bo');
    expect(location.search).toBe('');
  });

  it.each([
    ['en', '0.6,x,1.1', 'The match is over. Ann wins with 6 points.'],
    ['en', '0.1,x,x', 'The match is over. Ann wins with 1 point.'],
    ['de', '0.6,x,1.1', 'Die Partie ist zu Ende. Ann gewinnt mit 6 Punkten.'],
    ['de', '0.1,x,x', 'Die Partie ist zu Ende. Ann gewinnt mit 1 Punkt.'],
  ] as const)(
    '%s: names the winner’s total with its unit at the end of the match (%s)',
    (lang, results, line) => {
      history.replaceState(
        null,
        '',
        `/${lang}/koikoi/score-sheet/?rules=nintendo&players=2&rounds=3&dealer=1&names=Ann|Bo&results=${results}`,
      );
      dom.show(<ScoreSheet lang={lang} text={toolText(lang)} months={MONTHS} />);
      const notes = [...dom.element.querySelectorAll('[data-testid="sheet-finished"]')].map(
        (p) => p.textContent,
      );
      expect(notes).toContain(line);
    },
  );
});

describe('ScoreSheet for keyboard and screen-reader users', () => {
  afterEach(() => vi.unstubAllGlobals());
  const live = () => q('[data-testid="live"]')?.textContent;
  /** Lets the live region's delay pass. */
  const settle = () =>
    act(async () => {
      await new Promise((resolve) => setTimeout(resolve, LIVE_DELAY_MS + 50));
    });
  const focused = (sel: string) => {
    const el = q(sel);
    if (!el) throw new Error(sel);
    el.focus();
    return el;
  };
  const firstWinner = () => q('input[name="kk-winner"][value="0"]');

  it('says each change once and never drops the focus to the page', async () => {
    mount();
    expect(live()).toBe('');
    change('[data-testid="sheet-rules"]', 'multiplayer');
    change('[data-testid="sheet-players"]', '3');
    change('.kk-sheet-setup select:not([data-testid])', '3');
    change('[data-testid="sheet-name-0"]', 'Aiko', 'input');
    change('[data-testid="sheet-name-2"]', 'Cem', 'input');
    // "Start the match" goes with the set-up form: the focus moves to round 1's first choice.
    focused('[data-testid="sheet-start"]');
    submit('form.kk-sheet-setup');
    expect(document.activeElement).toBe(firstWinner());
    await settle();
    expect(live()).toBe('The match has begun. Round 1: Jan. Dealer: Aiko.');
    // A round recorded: said, and the focus back at the top of the form (the button moved down).
    focused('[data-testid="sheet-add"]');
    win(0, '6');
    expect(document.activeElement).toBe(firstWinner());
    await settle();
    expect(live()).toBe('Round 1 recorded: Aiko +6. Round 2: Feb. Dealer: Aiko.');
    // "Undo last round" goes with the only round.
    focused('[data-testid="sheet-undo"]');
    clickEl(q('[data-testid="sheet-undo"]'));
    expect(q('[data-testid="sheet-undo"]')).toBeNull();
    expect(document.activeElement).toBe(firstWinner());
    await settle();
    expect(live()).toBe('Round 1 taken back. Round 1: Jan. Dealer: Aiko.');
    win(0, '6');
    clickEl(q('input[name="kk-winner"][value="draw"]'));
    submit('form.kk-sheet-entry');
    // The last round: the form goes, the result is said once, the focus goes to "New match".
    focused('[data-testid="sheet-add"]');
    win(2, '16');
    expect(q('form.kk-sheet-entry')).toBeNull();
    expect(document.activeElement).toBe(q('[data-testid="sheet-reset"]'));
    await settle();
    const end = 'The match is over. Cem wins with 16 points.';
    expect(live()).toBe(`Round 3 recorded: Cem +16. ${end}`);
    expect(q('[data-testid="sheet-finished"]')?.textContent).toBe(end);
    expect(q('[data-testid="sheet-finished"]')?.closest('[role="status"], [aria-live]')).toBeNull();
    // "New match", confirmed: the set-up form's first field.
    vi.stubGlobal('confirm', () => true);
    clickEl(focused('[data-testid="sheet-reset"]'));
    expect(q('form.kk-sheet-setup')).not.toBeNull();
    expect(document.activeElement).toBe(q('[data-testid="sheet-rules"]'));
    await settle();
    expect(live()).toBe('The match is deleted. Set up a new one.');
  });

  it('says it in German with the sheet’s words', async () => {
    dom.show(<ScoreSheet lang="de" text={toolText('de')} months={MONTHS} />);
    submit('form.kk-sheet-setup');
    await settle();
    expect(live()).toBe('Die Partie hat begonnen. Runde 1: Jan. Geber: Spieler 1.');
    clickEl(q('input[name="kk-winner"][value="draw"]'));
    submit('form.kk-sheet-entry');
    await settle();
    expect(live()).toBe('Runde 1 eingetragen: unentschieden. Runde 2: Feb. Geber: Spieler 2.');
  });
});
