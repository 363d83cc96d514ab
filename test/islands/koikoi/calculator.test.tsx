// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Calculator from '../../../src/islands/koikoi/Calculator';
import { toolCards, toolText } from '../../../src/islands/koikoi/calc-props';
import { RESULT_MARGIN_PX } from '../../../src/islands/koikoi/use-floating-total';
import { domRoot } from '../fixtures';

const LIGHTS = ['m01-light', 'm03-light', 'm08-light', 'm11-light', 'm12-light'];
const props = (lang: 'en' | 'de' = 'en') => ({ lang, text: toolText(lang), cards: toolCards(lang) });

const dom = domRoot();
beforeEach(() => {
  history.replaceState(null, '', '/en/koikoi/calculator/');
});

function mount(extra: Record<string, unknown> = {}) {
  dom.show(<Calculator {...props()} {...extra} />);
}
const total = () => dom.element.querySelector('[data-testid="score-total"]')?.textContent;
const option = (id: string) => dom.element.querySelector<HTMLElement>(`[role="option"][data-card="${id}"]`);
const selected = () =>
  [...dom.element.querySelectorAll<HTMLElement>('[role="option"][aria-selected="true"]')].map(
    (el) => el.dataset['card'],
  );
function click(id: string) {
  act(() => option(id)?.click());
}
function key(name: string) {
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });
}
function choose(testId: string, value: string) {
  const select = dom.element.querySelector<HTMLSelectElement>(`[data-testid="${testId}"]`);
  if (!select) throw new Error(testId);
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('Calculator', () => {
  it('renders a readable server-side version: 48 named cards and a total of 0', () => {
    const html = renderToString(<Calculator {...props('de')} />);
    expect(html.match(/role="option"/g)).toHaveLength(48);
    expect(html).toContain('aria-label="Regenmann"');
    expect(html).toMatch(/data-testid="score-total"[^>]*>0</);
  });

  it.each([
    // Leaflet 000: five lights 10 points, doubled at 7 or more.
    ['nintendo', '20'],
    // FudaWiki: Five Brights 15 points, doubled at 7 or more.
    ['fudawiki', '30'],
    // Sheet 003: Goko 10 points, doubled at 7 or more.
    ['multiplayer', '20'],
  ])('scores the five lights under %s as %s', (preset, expected) => {
    mount();
    choose('preset', preset);
    for (const id of LIGHTS) click(id);
    expect(total()).toBe(expected);
    expect(dom.element.querySelector('[data-yaku="goko"]')).not.toBeNull();
  });

  it('shows the derivation steps and highlights the yaku cards', () => {
    mount({ initial: `?cards=${LIGHTS.join(',')}&opp=1` });
    expect(
      [...dom.element.querySelectorAll('[data-step]')].map((el) => el.getAttribute('data-step')),
    ).toEqual(['base', 'seven-or-more', 'koikoi']);
    // Leaflet 000: 10, doubled at 7+, doubled again after the opponent's call.
    expect(total()).toBe('40');
    const lit = [...dom.element.querySelectorAll('[data-yaku="goko"] .hcard-highlight')].map((el) =>
      el.getAttribute('data-card'),
    );
    expect(lit).toEqual(LIGHTS);
  });

  it.each([
    // Leaflet 000: "Tiere (1 Punkt)": five animals score one point.
    ['en', 'Total: 1 point'],
    ['de', 'Gesamt: 1 Punkt'],
  ] as const)('writes one point in the singular (%s)', (lang, text) => {
    dom.show(
      <Calculator {...props(lang)} initial="?cards=m02-animal,m04-animal,m05-animal,m06-animal,m08-animal" />,
    );
    expect(total()).toBe('1');
    expect(dom.element.querySelector('.kk-total')?.textContent).toBe(text);
  });

  it.each([
    ['en', 'Total: 20 points'],
    ['de', 'Gesamt: 20 Punkte'],
  ] as const)('writes more points in the plural (%s)', (lang, text) => {
    dom.show(<Calculator {...props(lang)} initial={`?cards=${LIGHTS.join(',')}`} />);
    expect(dom.element.querySelector('.kk-total')?.textContent).toBe(text);
  });

  it('applies a single rule change: no doubling', () => {
    mount({ initial: `?cards=${LIGHTS.join(',')}` });
    choose('option-doubling', 'off');
    expect(total()).toBe('10');
  });

  it('toggles cards with the keyboard and moves with the arrow keys', () => {
    mount();
    act(() => option('m01-light')?.focus());
    key(' ');
    key('ArrowRight');
    key('Enter');
    key('ArrowDown');
    key(' ');
    expect(selected()).toEqual(['m01-light', 'm01-ribbon', 'm02-ribbon']);
    key(' ');
    expect(selected()).toEqual(['m01-light', 'm01-ribbon']);
    expect(dom.element.querySelectorAll('[role="option"][tabindex="0"]')).toHaveLength(1);
  });

  it('moves the focus to the card grid when "Clear cards" goes with the cards, not to the page', () => {
    mount();
    click('m01-light');
    click('m03-light');
    const clear = dom.element.querySelector<HTMLButtonElement>('[data-testid="calc-clear"]');
    act(() => clear?.focus());
    act(() => clear?.click());
    expect(selected()).toEqual([]);
    expect(dom.element.querySelector('[data-testid="calc-clear"]')).toBeNull();
    // The card last used is the grid's stop in the tab order.
    expect(document.activeElement).toBe(option('m03-light'));
  });

  it('writes the state to the URL on the calculator page', () => {
    mount({ syncUrl: true });
    click('m03-light');
    click('m09-animal');
    expect(location.search).toBe('?rules=nintendo&cards=m03-light,m09-animal');
    expect(total()).toBe('5');
  });

  it('reads a link on the calculator page', () => {
    history.replaceState(null, '', `/en/koikoi/calculator/?rules=fudawiki&cards=${LIGHTS.join('%2C')}`);
    mount({ syncUrl: true });
    expect(total()).toBe('30');
  });

  it.each([
    ['?cards=m01-light,m13-light', /Unknown card “m13-light”/],
    ['?cards=m01-light,m01-light', /appears twice/],
    ['?rules=house', /Unknown rules “house”/],
    ['?own=-1', /whole numbers/],
  ])('shows an alert and an empty calculator for %s', (initial, message) => {
    mount({ initial });
    expect(dom.element.querySelector('[role="alert"]')?.textContent).toMatch(message);
    expect(selected()).toEqual([]);
    expect(total()).toBe('0');
  });

  describe('Koi-Koi calls the rules do not allow', () => {
    const calls = (name: 'own' | 'opp') =>
      dom.element.querySelector<HTMLInputElement>(`[data-testid="calls-${name}"]`);
    function type(name: 'own' | 'opp', value: string) {
      const input = calls(name);
      if (!input) throw new Error(name);
      act(() => {
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
    const message = () => dom.element.querySelector('[data-testid="calls-impossible"]');

    it('limits the fields to what the rules allow', () => {
      mount();
      // Leaflet 000: one call per round in all.
      expect([calls('own')?.max, calls('opp')?.max]).toEqual(['1', '1']);
      choose('preset', 'multiplayer');
      // Sheet 003: no limit, but at most one call a turn (teams of four; three players).
      expect([calls('own')?.max, calls('opp')?.max]).toEqual(['9', '14']);
    });

    it('shows a message instead of a result for one call by each side under the leaflet', () => {
      history.replaceState(null, '', `/en/koikoi/calculator/?cards=${LIGHTS.join(',')}`);
      mount({ syncUrl: true });
      type('own', '1');
      expect(total()).toBe('20');
      expect(location.search).toContain('own=1');
      type('opp', '1');
      expect(message()?.textContent).toContain('only one Koi-Koi call is allowed per round');
      expect(message()?.getAttribute('role')).toBe('alert');
      expect(total()).toBeUndefined();
      expect(dom.element.querySelector('[data-testid="calls-no-score"]')?.textContent).toContain('No score');
      expect(dom.element.querySelector('[data-yaku]')).toBeNull();
      expect(calls('opp')?.getAttribute('aria-invalid')).toBe('true');
      expect(calls('opp')?.getAttribute('aria-describedby')).toBe(message()?.id);
      // The address keeps the last possible state, so the link still opens.
      expect(location.search).not.toContain('opp=1');
      type('own', '0');
      expect(message()).toBeNull();
      expect(total()).toBe('40');
      expect(location.search).toContain('opp=1');
    });

    it('explains the limit of turns under rules without a call limit, in German', () => {
      dom.show(<Calculator {...props('de')} initial={`?rules=multiplayer&cards=${LIGHTS.join(',')}`} />);
      type('own', '99');
      expect(message()?.textContent).toContain('höchstens 9-mal');
      expect(message()?.textContent).toContain('höchstens 14-mal');
      expect(total()).toBeUndefined();
    });

    it('writes the largest possible total with thousands separators, never in exponent form', () => {
      // Sheet 003, a team of four: Goko 10, doubled at 7+, then doubled for each of 9 + 10 calls: 20 × 2^19.
      const initial = `?rules=multiplayer&cards=${LIGHTS.join(',')}&own=9&opp=10`;
      dom.show(<Calculator {...props('de')} initial={initial} />);
      expect(total()).toBe('10.485.760');
      expect(dom.element.querySelector('[data-step="koikoi"]')?.textContent).toContain(
        '×524.288 = 10.485.760',
      );
      dom.show(<Calculator {...props('en')} initial={initial} />);
      expect(total()).toBe('10,485,760');
    });

    it('treats a link with impossible calls as a bad link (the reviewer’s 99 + 99)', () => {
      history.replaceState(
        null,
        '',
        '/en/koikoi/calculator/?rules=multiplayer&cards=m11-light,m01-light,m03-light,m08-light&own=99&opp=99',
      );
      mount({ syncUrl: true });
      expect(dom.element.querySelector('[data-testid="calc-error"]')?.textContent).toContain(
        'do not allow its Koi-Koi calls “own=99&opp=99”',
      );
      expect(selected()).toEqual([]);
      expect(total()).toBe('0');
    });
  });

  it('explains why Three Lights does not count the rain man', () => {
    mount({ initial: '?cards=m01-light,m03-light,m11-light' });
    expect(dom.element.querySelector('[data-blocked="sanko"]')?.textContent).toContain(
      'does not count the rain man',
    );
  });

  it('does not suggest viewing yaku that the rules switched off', () => {
    mount({ initial: '?cards=m09-animal' });
    expect(dom.element.querySelector('[data-nearest="hanami-zake"]')).not.toBeNull();
    choose('option-viewing', 'never');
    expect(dom.element.querySelector('[data-nearest="hanami-zake"]')).toBeNull();
  });

  it('writes a long chosen rule out in full under its select, which cuts it on a phone, and hides the copy from screen readers', () => {
    mount();
    const full = () =>
      dom.element
        .querySelector('[data-testid="option-viewing"]')
        ?.parentElement?.querySelector('[data-chosen-in-full]');
    // The rule set's own choice is short ("as in the rule set: always count"): no copy.
    choose('option-viewing', 'never');
    expect(full()).toBeNull();
    choose('option-viewing', 'with-other-yaku');
    expect(full()?.textContent).toBe('count only alongside a yaku that is not a viewing yaku');
    expect(full()?.getAttribute('aria-hidden')).toBe('true');
  });

  describe('closest further yaku', () => {
    const nearest = (id: string) => dom.element.querySelector(`[data-nearest="${id}"]`)?.textContent;

    it('does not promise Four Lights when the missing light would make Five Lights', () => {
      mount({ initial: '?cards=m11-light,m01-light,m03-light,m08-light' });
      expect(nearest('shiko')).toBeUndefined();
      expect(nearest('goko')).toBe('Five Lights: needs one more card (still missing: Phoenix)');
    });

    it('names both cards Rainy Four Lights needs, one of them a choice', () => {
      mount({ initial: '?cards=m03-light,m08-light,m09-animal' });
      expect(nearest('ame-shiko')).toBe(
        'Rainy Four Lights: needs two more cards (still missing: Rain Man, plus one of: Crane and Sun, Phoenix)',
      );
      expect(nearest('sanko')).toBe('Three Lights: needs one more card (one of: Crane and Sun, Phoenix)');
    });

    it('writes one missing card in the singular in German', () => {
      dom.show(<Calculator {...props('de')} initial="?cards=m06-animal,m07-animal" />);
      expect(nearest('inoshikacho')).toBe(
        'Eber, Hirsch und Schmetterlinge: noch eine Karte (es fehlt: Hirsch)',
      );
    });

    it('words a choice in German', () => {
      dom.show(<Calculator {...props('de')} initial="?cards=m03-light,m08-light,m09-animal" />);
      expect(nearest('ame-shiko')).toBe(
        'Vier Lichter mit Regenmann: noch zwei Karten (es fehlt: Regenmann, dazu eine beliebige von: Kranich mit Sonne, Phönix)',
      );
    });

    it('words a long choice by its kind, not as a list of names', () => {
      const nine =
        'm01-chaff1,m01-chaff2,m02-chaff1,m02-chaff2,m03-chaff1,m03-chaff2,m04-chaff1,m04-chaff2,m05-chaff1';
      dom.show(<Calculator {...props('de')} initial={`?rules=multiplayer&cards=${nine}`} />);
      expect(nearest('kasu')).toBe('Kasu: noch eine Karte (eine beliebige weitere Kasu-Karte)');
    });

    it('words a choice of several as "any three of"', () => {
      mount();
      expect(nearest('sanko')).toBe(
        'Three Lights: needs three more cards (any three of: Crane and Sun, Curtain, Full Moon, Phoenix)',
      );
      expect(nearest('hanami-zake')).toBe(
        'Flower-Viewing Sake: needs two more cards (still missing: Curtain, Sake Cup)',
      );
    });
  });

  it('writes how many cards a nearby yaku needs as a word', () => {
    dom.show(<Calculator {...props('de')} />);
    expect(dom.element.querySelector('[data-nearest="sanko"]')?.textContent).toContain('noch drei Karten');
    expect(dom.element.querySelector('[data-nearest="hanami-zake"]')?.textContent).toContain(
      'noch zwei Karten',
    );
  });

  it('checks a dealt hand in the lucky-hand mode', () => {
    mount({
      initial:
        '?mode=lucky&cards=m01-light,m01-ribbon,m02-animal,m02-ribbon,m03-light,m03-ribbon,m04-animal,m04-ribbon',
    });
    // Leaflet 000: "Monatspaare … 6 Punkten" (four pairs).
    expect(dom.element.querySelector('[data-lucky="kuttsuki"]')).not.toBeNull();
    expect(total()).toBe('6');
  });

  it('asks for the round only where the rules read it', () => {
    mount({ initial: '?cards=m09-animal' });
    // Nintendo: no Cards of the Month, viewing yaku always count.
    expect(dom.element.querySelector('[data-testid="round-context"]')).toBeNull();
    choose('preset', 'fudawiki');
    expect(dom.element.querySelector('[data-testid="round-month"]')).not.toBeNull();
    expect(dom.element.querySelector('[data-testid="round-rain"]')).toBeNull();
    choose('option-viewing', 'weather');
    expect(dom.element.querySelector('[data-testid="round-rain"]')).not.toBeNull();
  });

  it('counts Cards of the Month once the round’s month is given, and keeps it in the URL', () => {
    history.replaceState(
      null,
      '',
      '/en/koikoi/calculator/?rules=fudawiki&cards=m10-animal,m10-ribbon,m10-chaff1,m10-chaff2',
    );
    mount({ syncUrl: true });
    expect(dom.element.querySelector('[data-yaku="tsukifuda"]')).toBeNull();
    expect(total()).toBe('0');
    choose('round-month', '10');
    // FudaWiki: the four cards of the round's month, 4 points.
    expect(dom.element.querySelector('[data-yaku="tsukifuda"]')).not.toBeNull();
    expect(total()).toBe('4');
    expect(location.search).toContain('month=10');
    choose('round-month', '3');
    expect(dom.element.querySelector('[data-yaku="tsukifuda"]')).toBeNull();
  });

  it('rains off Hanami-zake under the weather rule', () => {
    mount({ initial: '?rules=fudawiki&view=weather&cards=m03-light,m09-animal' });
    expect(dom.element.querySelector('[data-yaku="hanami-zake"]')).not.toBeNull();
    const rain = dom.element.querySelector<HTMLInputElement>('[data-testid="round-rain"]');
    act(() => rain?.click());
    expect(dom.element.querySelector('[data-yaku="hanami-zake"]')).toBeNull();
    expect(dom.element.querySelector('[data-blocked="hanami-zake"]')?.textContent).toContain('Rained off');
  });

  it('checks a dealt hand for the chosen table', () => {
    mount({ initial: '?rules=multiplayer&mode=lucky&cards=m01-light,m01-ribbon,m01-chaff1,m01-chaff2' });
    // Two players: four of a month is a lucky hand (sheet 003).
    expect(dom.element.querySelector('[data-lucky="teshi"]')).not.toBeNull();
    choose('lucky-players', '4');
    // The sheet has lucky hands for two players only; four players hold five cards.
    expect(dom.element.querySelector('[data-lucky]')).toBeNull();
    expect(dom.element.querySelector('[data-testid="lucky-not-at-table"]')?.textContent).toContain(
      'only with 2 players',
    );
    expect(dom.element.textContent).toContain('With 4 players a dealt hand has 5 cards');
  });

  it.each([
    ['en', 'All four cards of January in one hand: with 3 players these rules throw the cards in'],
    [
      'de',
      'Alle vier Karten des Monats Januar in einer Hand: Bei 3 Spielern wird nach diesen Regeln neu gegeben',
    ],
  ] as const)('says that four cards of a month force a redeal at a table of three (%s)', (lang, text) => {
    const initial =
      '?rules=multiplayer&mode=lucky&players=3&cards=m01-light,m01-ribbon,m01-chaff1,m01-chaff2';
    dom.show(<Calculator {...props(lang)} initial={initial} />);
    // Sheet 003: "im Spiel mit drei oder vier Spielern ein Spieler alle 4 Karten eines Monats auf der Hand hat".
    expect(dom.element.querySelector('[data-testid="lucky-redeal"]')?.textContent).toContain(text);
    // Lucky hands still only with two players.
    expect(dom.element.querySelector('[data-testid="lucky-not-at-table"]')).not.toBeNull();
    expect(total()).toBe('0');
  });

  it('shows no redeal where the rules score the hand as Teshi', () => {
    mount({ initial: '?rules=multiplayer&mode=lucky&cards=m01-light,m01-ribbon,m01-chaff1,m01-chaff2' });
    expect(dom.element.querySelector('[data-lucky="teshi"]')).not.toBeNull();
    expect(dom.element.querySelector('[data-testid="lucky-redeal"]')).toBeNull();
    choose('lucky-players', '4');
    expect(dom.element.querySelector('[data-testid="lucky-redeal"]')?.textContent).toContain(
      'with 4 players',
    );
  });

  it('filters the grid by romaji', () => {
    mount();
    const input = dom.element.querySelector<HTMLInputElement>('[data-testid="card-filter"]');
    act(() => {
      if (!input) return;
      input.value = 'kiku';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(
      [...dom.element.querySelectorAll<HTMLElement>('[role="option"]')].map((el) => el.dataset['card']),
    ).toEqual(['m09-animal', 'm09-ribbon', 'm09-chaff1', 'm09-chaff2']);
  });
});

/** An IntersectionObserver the test drives: `report()` calls back as the browser would after a crossing. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  report() {
    act(() => this.callback([], this as unknown as IntersectionObserver));
  }
}

/** Puts an element's box at `top`…`bottom` (happy-dom lays nothing out). */
function place(el: Element, top: number, bottom: number) {
  el.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
}

describe('Calculator floating total', () => {
  const floating = () => dom.element.querySelector('[data-testid="floating-total"]');
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.last = null;
  });

  it('is not in the server-rendered page', () => {
    expect(renderToString(<Calculator {...props('de')} />)).not.toContain('kk-sticky-total');
  });

  it('floats while the cards are in view and the result is below, and goes once the result is near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('innerHeight', 800);
    mount({ initial: `?cards=${LIGHTS.join(',')}` });
    const io = FakeObserver.last;
    if (!io) throw new Error('no observer');
    expect(io.options.rootMargin).toBe(`0px 0px ${RESULT_MARGIN_PX}px 0px`);
    const [root, result] = io.targets;
    if (!root || !result) throw new Error('observes the calculator and its result');
    expect(root.hasAttribute('data-calculator')).toBe(true);
    expect(result.classList.contains('kk-calc-output')).toBe(true);
    expect(floating()).toBeNull();
    // Picking cards: calculator on screen, result below it.
    place(root, -400, 2600);
    place(result, 1800, 2600);
    io.report();
    expect(floating()?.textContent).toBe('Total: 20 points');
    expect(floating()?.getAttribute('aria-hidden')).toBe('true');
    // The result nearly on screen: the total would sit on its first line.
    place(root, -1000, 2000);
    place(result, 800 + RESULT_MARGIN_PX - 1, 2000);
    io.report();
    expect(floating()).toBeNull();
    // The step list at the bottom of the screen, the full result in view.
    place(root, -1800, 800);
    place(result, 0, 800);
    io.report();
    expect(floating()).toBeNull();
    // Scrolled past the calculator: nothing to float over the page below.
    place(root, -3600, -600);
    place(result, -1400, -600);
    io.report();
    expect(floating()).toBeNull();
    // Straight back to the top (Home): the cards again, the result below.
    place(root, 600, 3600);
    place(result, 2800, 3600);
    io.report();
    expect(floating()).not.toBeNull();
  });

  it('writes one point in the singular', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('innerHeight', 800);
    dom.show(
      <Calculator {...props('de')} initial="?cards=m02-animal,m04-animal,m05-animal,m06-animal,m08-animal" />,
    );
    const [root, result] = FakeObserver.last?.targets ?? [];
    if (!root || !result) throw new Error('observes the calculator and its result');
    place(root, -400, 2600);
    place(result, 1800, 2600);
    FakeObserver.last?.report();
    expect(floating()?.textContent).toBe('Gesamt: 1 Punkt');
  });

  it('does not float, and still counts, without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    mount();
    click('m01-light');
    expect(total()).toBe('0');
    expect(floating()).toBeNull();
    expect(
      dom.element.querySelector('[role="option"][data-card="m01-light"]')?.getAttribute('aria-selected'),
    ).toBe('true');
  });
});
