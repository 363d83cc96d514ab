// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Action, BOT_IDS } from '../../../src/engine/hanafuda';
import { reviewPositionKey } from '../../../src/islands/game/review-position';
import { type PlaySetup, savedGameStore } from '../../../src/islands/game/saved-game';
import { type KoikoiSetup, koikoiAdapter, matchConfig } from '../../../src/islands/koikoi-game/adapter';
import { gameLink, withStep } from '../../../src/islands/koikoi-game/game-link';
import KoikoiReview from '../../../src/islands/koikoi-game/KoikoiReview';
import { finishedActions } from '../../../src/islands/koikoi-game/review-steps';
import { playMatch } from '../../engine/hanafuda/game/helpers';
import { domRoot, followFragment } from '../fixtures';

const dom = domRoot();
const setup: PlaySetup<KoikoiSetup> = {
  game: { preset: 'nintendo', players: 2, rounds: 3, seed: 'review-test' },
  seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
  hints: true,
};

/** First legal actions until `rounds` rounds are scored, and `extra` more (in the game of `game`). */
function play(rounds: number, extra = 0, game: KoikoiSetup = setup.game): Action[] {
  let scoredAt: number | null = null;
  return playMatch(
    matchConfig(game),
    (legal) => legal[0] as Action,
    (state, actions) => {
      if (state.results.length >= rounds) scoredAt ??= actions.length;
      return scoredAt !== null && actions.length >= scoredAt + extra;
    },
  );
}

/** The example match the page offers (a short stand-in: the page's own is played by strong bots at build time). */
const exampleSetup: PlaySetup<KoikoiSetup> = {
  game: { ...setup.game, seed: 'review-example' },
  seats: [
    { kind: 'bot', bot: 'strong' },
    { kind: 'bot', bot: 'strong' },
  ],
  hints: false,
};
const example = gameLink(exampleSetup, play(1, 0, exampleSetup.game)) ?? '';

const q = (selector: string) => dom.element.querySelector(selector);
const count = () => q('[data-testid="step-count"]')?.textContent;
/** The narration's sentences, as one line. */
const narration = () =>
  [...(q('[data-testid="narration"]')?.querySelectorAll('p') ?? [])].map((p) => p.textContent).join(' ');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
});

describe('KoikoiReview', () => {
  it('renders the "nothing to review" text unseen and inert on the server (it cannot see the fragment)', () => {
    const html = renderToString(<KoikoiReview lang="en" example={example} />);
    expect(html).toContain('class="kg gt-review-notice gt-review-pending"');
    expect(html).toMatch(/data-state="loading"[^>]* inert[ >]/);
    expect(html).toContain('There is no finished round to review yet.');
  });

  it('steps through the game of a link, from the first deal, and jumps between rounds', () => {
    const actions = play(2);
    window.location.hash = gameLink(setup, actions) ?? '';
    dom.show(<KoikoiReview lang="en" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('link');
    expect(q('.gt-review-title')?.textContent).toBe('A match from a link');
    expect(q('[data-testid="review-meta"]')?.textContent).toBe(
      'Nintendo leaflet · 2 players · 3 rounds · game number review-test',
    );
    expect(q('[data-testid="review-meta"]')?.textContent).toContain('game number review-test');
    // Step 1 is the dealer draw; the review opens on the deal.
    expect(count()).toBe(`Step 2 of ${actions.length}`);
    expect(q('[data-testid="narration"]')?.textContent).toMatch(/deals/);
    // Every hand is face up.
    expect(dom.element.querySelectorAll('[data-zone="hand-1"] [data-card]').length).toBe(8);
    const select = q('[data-testid="review-round"]') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Round 1, January', 'Round 2, February']);
    act(() => {
      select.value = select.options[1]?.value ?? '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(q('.kt-round')?.textContent).toContain('Round 2 of 3');
    expect(count()).toBe(`Step ${Number(select.options[1]?.value) + 1} of ${actions.length}`);
  });

  it('can hide the other hands', () => {
    window.location.hash = gameLink(setup, play(1)) ?? '';
    dom.show(<KoikoiReview lang="en" example={example} />);
    act(() => {
      const box = q('#kg-review-hands') as HTMLInputElement;
      box.checked = false;
      box.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(dom.element.querySelectorAll('[data-zone="hand-1"] [data-card]').length).toBe(0);
    expect(dom.element.querySelectorAll('[data-zone="hand-0"] [data-card]').length).toBe(8);
  });

  it('offers the computer’s rating only where a person played a card or decided', () => {
    const actions = play(1);
    window.location.hash = gameLink(setup, actions) ?? '';
    dom.show(<KoikoiReview lang="en" example={example} />);
    const next = q('[data-testid="step-next"]') as HTMLButtonElement;
    const seen = new Set<string>();
    for (let index = 1; index < actions.length; index++) {
      const action = actions[index] as Action;
      const human =
        'seat' in action &&
        action.seat === 0 &&
        ['play', 'capture-choice', 'koikoi', 'stop'].includes(action.type);
      expect(q('[data-testid="suggest"]') !== null, `step ${index + 1}`).toBe(human);
      seen.add(String(human));
      act(() => next.click());
    }
    expect(seen).toEqual(new Set(['true', 'false']));
  });

  it('offers the rating on every choice of the example, asked as a comparison', () => {
    window.location.hash = example;
    dom.show(<KoikoiReview lang="de" example={example} />);
    const next = q('[data-testid="step-next"]') as HTMLButtonElement;
    let offered = 0;
    while (next.getAttribute('aria-disabled') !== 'true' && offered < 3) {
      act(() => next.click());
      const ask = q('[data-testid="suggest"]');
      if (ask) {
        offered++;
        expect(ask.textContent).toBe('Wie schneiden die Möglichkeiten ab?');
      }
    }
    expect(offered).toBe(3);
  });

  it('puts the link into the address bar when the clipboard refuses, and stays on the step', async () => {
    const actions = play(1);
    savedGameStore(koikoiAdapter, BOT_IDS).save({ setup, actions });
    const refuse = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    dom.show(<KoikoiReview lang="en" example={example} />);
    act(() => (q('[data-testid="step-next"]') as HTMLButtonElement).click());
    await act(async () => {
      (q('[data-testid="review-copy"]') as HTMLButtonElement).click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(refuse).toHaveBeenCalledWith(expect.stringMatching(/#v=1&rules=nintendo&/));
    expect(window.location.hash).toBe(`#${withStep(gameLink(setup, actions) ?? '', 2)}`);
    expect(q('[data-testid="review-copied"]')?.textContent).toBe(
      'Copying did not work: the link is now in the address bar.',
    );
    expect(count()).toBe(`Step 3 of ${actions.length}`);
    refuse.mockRestore();
  });

  it('says why a malformed link cannot be read, and shows no game', () => {
    const link = new URLSearchParams(gameLink(setup, play(1)) ?? '');
    link.set('moves', `${link.get('moves')?.slice(0, 2)}z`);
    window.location.hash = link.toString();
    dom.show(<KoikoiReview lang="en" example={example} />);
    expect(q('[data-testid="review-error"]')?.getAttribute('role')).toBe('alert');
    expect(q('[data-testid="review-error"]')?.textContent).toBe(
      'This review link cannot be read: move 3 is not possible in this match. Perhaps the link was cut off.',
    );
    expect(q('section.gt')).toBeNull();
    expect(q('a[href="/en/koikoi/play/"]')).not.toBeNull();
  });

  it('opens a link at its step, and keeps each step shown in the link (a reload finds it there)', () => {
    const actions = play(2);
    const link = gameLink(setup, actions) ?? '';
    window.location.hash = withStep(link, 9);
    dom.show(<KoikoiReview lang="en" example={example} />);
    expect(count()).toBe(`Step 10 of ${actions.length}`);
    act(() => (q('[data-testid="step-next"]') as HTMLButtonElement).click());
    expect(window.location.hash).toBe(`#${withStep(link, 10)}`);
    expect(count()).toBe(`Step 11 of ${actions.length}`);
    dom.show(<KoikoiReview lang="en" example={example} key="reloaded" />);
    expect(count()).toBe(`Step 11 of ${actions.length}`);
  });

  it('follows a new link to the game shown: to its step, or to the first deal without one', () => {
    const actions = play(2);
    const link = gameLink(setup, actions) ?? '';
    window.location.hash = withStep(link, 12);
    dom.show(<KoikoiReview lang="en" example={example} />);
    expect(count()).toBe(`Step 13 of ${actions.length}`);
    followFragment(withStep(link, 29));
    expect(count()).toBe(`Step 30 of ${actions.length}`);
    act(() => (q('[data-testid="step-next"]') as HTMLButtonElement).click());
    expect(window.location.hash).toBe(`#${withStep(link, 30)}`);
    // The same step asked for again after stepping away goes there again.
    followFragment(withStep(link, 29));
    expect(count()).toBe(`Step 30 of ${actions.length}`);
    followFragment(link);
    expect(count()).toBe(`Step 2 of ${actions.length}`);
    expect(window.location.hash).toBe(`#${withStep(link, 1)}`);
    expect(q('[data-testid="bad-step"]')?.textContent).toBe('');
  });

  it('shows another game from a new link at its step', () => {
    window.location.hash = withStep(gameLink(setup, play(2)) ?? '', 12);
    dom.show(<KoikoiReview lang="en" example={example} />);
    const other = play(1, 0, exampleSetup.game);
    followFragment(withStep(gameLink(exampleSetup, other) ?? '', 4));
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('example');
    expect(count()).toBe(`Step 5 of ${other.length}`);
  });

  it('keeps the game and its step when a new link cannot be read, says why, and puts the address back', () => {
    const actions = play(2);
    const link = gameLink(setup, actions) ?? '';
    window.location.hash = withStep(link, 12);
    dom.show(<KoikoiReview lang="en" example={example} />);
    followFragment(`${link}&step=${actions.length + 1}`);
    expect(count()).toBe(`Step 13 of ${actions.length}`);
    expect(q('[data-testid="bad-step"]')?.textContent).toBe(
      'This review link cannot be read: it points to a step this match does not have.',
    );
    expect(window.location.hash).toBe(`#${withStep(link, 12)}`);
    // A link to another game that cannot be read: the same message as on load, and the game stays.
    const broken = new URLSearchParams(gameLink(setup, play(1)) ?? '');
    broken.set('moves', `${broken.get('moves')?.slice(0, 2)}z`);
    followFragment(broken.toString());
    expect(q('[data-testid="bad-step"]')?.textContent).toBe(
      'This review link cannot be read: move 3 is not possible in this match. Perhaps the link was cut off.',
    );
    expect(count()).toBe(`Step 13 of ${actions.length}`);
    expect(window.location.hash).toBe(`#${withStep(link, 12)}`);
    // Until the reader moves on.
    act(() => (q('[data-testid="step-next"]') as HTMLButtonElement).click());
    expect(q('[data-testid="bad-step"]')?.textContent).toBe('');
    expect(window.location.hash).toBe(`#${withStep(link, 13)}`);
  });

  it('takes a place on the page (the skip link) for no link: the game, its step and its address stay', () => {
    const target = document.createElement('main');
    target.id = 'content';
    document.body.append(target);
    const actions = play(2);
    const link = gameLink(setup, actions) ?? '';
    window.location.hash = withStep(link, 12);
    dom.show(<KoikoiReview lang="en" example={example} />);
    followFragment('content');
    expect(count()).toBe(`Step 13 of ${actions.length}`);
    expect(q('[data-testid="bad-step"]')?.textContent).toBe('');
    expect(window.location.hash).toBe(`#${withStep(link, 12)}`);
    target.remove();
  });

  it('lists every step round by round, numbered like the counter; an entry goes to its step', () => {
    const actions = play(2);
    window.location.hash = gameLink(setup, actions) ?? '';
    dom.show(<KoikoiReview lang="en" example={example} />);
    const moves = q('[data-testid="review-moves"]') as HTMLDetailsElement;
    expect(moves.open).toBe(false);
    expect(moves.querySelector('summary')?.textContent).toBe('Every move of the match');
    expect([...moves.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Round 1, January',
      'Round 2, February',
    ]);
    const entries = [...moves.querySelectorAll('li button')] as HTMLButtonElement[];
    expect(entries.length).toBe(actions.length);
    const second = moves.querySelectorAll('ol')[1] as HTMLOListElement;
    const roundTwo = (q('[data-testid="review-round"]') as HTMLSelectElement).options[1]?.value;
    expect(second.start).toBe(Number(roundTwo) + 1);
    expect(moves.querySelectorAll('[aria-current="step"]').length).toBe(1);
    expect(entries[1]?.getAttribute('aria-current')).toBe('step');
    expect(entries[1]?.textContent).toBe(narration());
    act(() => entries[7]?.click());
    expect(count()).toBe(`Step 8 of ${actions.length}`);
    expect(entries[7]?.getAttribute('aria-current')).toBe('step');
    expect(entries[7]?.textContent).toBe(narration());
  });

  it('opens the list of moves for printing, and folds it again after', () => {
    window.location.hash = gameLink(setup, play(1)) ?? '';
    dom.show(<KoikoiReview lang="en" example={example} />);
    const moves = q('[data-testid="review-moves"]') as HTMLDetailsElement;
    window.dispatchEvent(new Event('beforeprint'));
    expect(moves.open).toBe(true);
    window.dispatchEvent(new Event('afterprint'));
    expect(moves.open).toBe(false);
    // A list the reader opened stays open.
    moves.open = true;
    window.dispatchEvent(new Event('beforeprint'));
    window.dispatchEvent(new Event('afterprint'));
    expect(moves.open).toBe(true);
  });

  it('says so when a link points beyond the game', () => {
    const actions = play(1);
    window.location.hash = withStep(gameLink(setup, actions) ?? '', actions.length);
    dom.show(<KoikoiReview lang="de" example={example} />);
    expect(q('[data-testid="review-error"]')?.textContent).toBe(
      'Dieser Link zum Nachspielen lässt sich nicht lesen: Er zeigt auf einen Schritt, den es in dieser Partie nicht gibt.',
    );
  });

  it('reopens the saved game at the step last shown in this tab, and no other game there', () => {
    const actions = play(1);
    savedGameStore(koikoiAdapter, BOT_IDS).save({ setup, actions });
    dom.show(<KoikoiReview lang="en" example={example} />);
    act(() => {
      q('[data-testid="step-next"]')?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'End', bubbles: true }),
      );
    });
    expect(count()).toBe(`Step ${actions.length} of ${actions.length}`);
    expect(window.location.hash).toBe('');
    dom.show(<KoikoiReview lang="en" example={example} key="reloaded" />);
    expect(count()).toBe(`Step ${actions.length} of ${actions.length}`);
    // A new game on the play page opens on its first deal again.
    const other = { ...setup, game: { ...setup.game, seed: 'another' } };
    savedGameStore(koikoiAdapter, BOT_IDS).save({ setup: other, actions: play(1, 0, other.game) });
    expect(sessionStorage.getItem(reviewPositionKey('koikoi'))).not.toBeNull();
    dom.show(<KoikoiReview lang="en" example={example} key="another" />);
    expect(count()).toMatch(/^Step 2 of /);
  });

  it('says that a corrupt saved game was discarded, and offers a new game', () => {
    localStorage.setItem(savedGameStore(koikoiAdapter, BOT_IDS).key, '{"v":1,"data":{"nonsense":true}');
    dom.show(<KoikoiReview lang="en" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-state')).toBe('corrupt');
    expect(q('[data-testid="review-error"]')?.getAttribute('role')).toBe('alert');
    expect(q('[data-testid="review-error"]')?.textContent).toMatch(
      /^The match saved on this device could not be read/,
    );
    expect(q('a[href="/en/koikoi/play/"]')).not.toBeNull();
    expect(localStorage.getItem(savedGameStore(koikoiAdapter, BOT_IDS).key)).toBeNull();
  });

  it('lists the round choices in a bad-length message, in German too', () => {
    window.location.hash = 'v=1&rules=nintendo&players=2&rounds=5&seats=human,greedy&seed=a&moves=';
    dom.show(<KoikoiReview lang="de" example={example} />);
    expect(q('[data-testid="review-error"]')?.textContent).toBe(
      'Dieser Link zum Nachspielen lässt sich nicht lesen: Eine Partie hat hier 1, 3, 6 oder 12 Runden.',
    );
  });

  it('shows the finished rounds of the saved game, never the round in play', () => {
    const actions = play(1, 5);
    savedGameStore(koikoiAdapter, BOT_IDS).save({ setup, actions });
    dom.show(<KoikoiReview lang="en" example={example} />);
    const finished = finishedActions(setup.game, actions);
    expect(finished.length).toBeLessThan(actions.length);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('saved');
    expect(q('[data-testid="review-meta"]')?.textContent).toMatch(/ · finished rounds only$/);
    expect(count()).toBe(`Step 2 of ${finished.length}`);
    expect(q('[data-testid="review-round"]')).toBeNull();
  });

  it('says there is nothing to review before a round is finished, and follows a new fragment', () => {
    savedGameStore(koikoiAdapter, BOT_IDS).save({ setup, actions: play(0, 6) });
    dom.show(<KoikoiReview lang="en" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-state')).toBe('none');
    followFragment(gameLink(setup, play(1)) ?? '');
    expect(q('[data-testid="review"]')?.getAttribute('data-state')).toBe('game');
  });

  it('offers the example match when there is nothing to review, and names it so when shown', () => {
    dom.show(<KoikoiReview lang="en" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-state')).toBe('none');
    // Read: shown and no longer inert, so its links take the focus.
    expect(q('[data-testid="review"]')?.classList.contains('gt-review-pending')).toBe(false);
    expect(q('[data-testid="review"]')?.hasAttribute('inert')).toBe(false);
    expect(dom.element.textContent).toContain(
      'Or watch an example first: two strong computer players play a match of three rounds.',
    );
    const open = q('[data-testid="review-example"]');
    expect(open?.getAttribute('href')).toBe(`#${example}`);
    expect(open?.textContent).toBe('Watch the example match');
    followFragment(example);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('example');
    expect(q('.gt-review-title')?.textContent).toBe('An example match');
    // The step is kept in the link, as for any linked game: step k + 1 (1-based) after the next one.
    const shown = Number(/^Step (\d+)/.exec(count() ?? '')?.[1]);
    act(() => (q('[data-testid="step-next"]') as HTMLButtonElement).click());
    expect(window.location.hash).toBe(`#${withStep(example, shown)}`);
  });

  it('offers the example in German too, and beside a malformed link', () => {
    window.location.hash = 'v=9';
    dom.show(<KoikoiReview lang="de" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-state')).toBe('error');
    expect(dom.element.textContent).toContain(
      'Oder sieh dir zuerst eine Beispielpartie an: Zwei starke Computerspieler spielen drei Runden.',
    );
    expect(q('[data-testid="review-example"]')?.textContent).toBe('Beispielpartie ansehen');
  });

  it('offers the example beside the saved match, and the saved match beside the example', () => {
    savedGameStore(koikoiAdapter, BOT_IDS).save({ setup, actions: play(1) });
    dom.show(<KoikoiReview lang="en" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('saved');
    // On load the focus stays where it is.
    expect(document.activeElement).toBe(document.body);
    const toExample = q('[data-testid="review-other"]');
    expect(toExample?.getAttribute('href')).toBe(`#${example}`);
    expect(toExample?.textContent).toBe('Watch the example match');
    followFragment(example);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('example');
    // The link followed is gone with the game it stood in: the new game's title has the focus.
    expect(document.activeElement).toBe(q('.gt-review-title'));
    // Back is the page without a fragment, which shows the saved match.
    const toSaved = q('[data-testid="review-other"]');
    expect(toSaved?.getAttribute('href')).toBe('/en/koikoi/review/');
    expect(toSaved?.textContent).toBe('Show your own last match instead');
  });

  it('offers no other match beside the example or a link while no round of the saved one is finished', () => {
    savedGameStore(koikoiAdapter, BOT_IDS).save({ setup, actions: play(0, 6) });
    window.location.hash = example;
    dom.show(<KoikoiReview lang="de" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('example');
    expect(q('[data-testid="review-other"]')).toBeNull();
    savedGameStore(koikoiAdapter, BOT_IDS).save({ setup, actions: play(1) });
    window.location.hash = gameLink(setup, play(2)) ?? '';
    dom.show(<KoikoiReview lang="de" example={example} key="link" />);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('link');
    expect(q('[data-testid="review-other"]')?.textContent).toBe('Stattdessen deine letzte Partie zeigen');
    // A link to the saved match itself offers nothing else.
    window.location.hash = gameLink(setup, play(1)) ?? '';
    dom.show(<KoikoiReview lang="de" example={example} key="own" />);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('link');
    expect(q('[data-testid="review-other"]')).toBeNull();
  });

  it('treats another link to a game by the same seats as a link, not as the example', () => {
    window.location.hash = gameLink(exampleSetup, play(1, 1, exampleSetup.game)) ?? '';
    dom.show(<KoikoiReview lang="en" example={example} />);
    expect(q('[data-testid="review"]')?.getAttribute('data-from')).toBe('link');
    expect(q('.gt-review-title')?.textContent).toBe('A match from a link');
  });
});
