// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it } from 'vitest';
import LearningPath from '../../../src/islands/game/LearningPath';
import KoikoiTutorial from '../../../src/islands/koikoi-game/KoikoiTutorial';
import { firstYakuLesson } from '../../../src/lessons/koikoi/first-yaku';
import { roundForTwoLesson } from '../../../src/lessons/koikoi/round-for-two';
import { turnLesson } from '../../../src/lessons/koikoi/turn';
import { pageLesson } from '../../../src/lessons/page-lesson';
import { domRoot } from '../fixtures';

const dom = domRoot();
const PAGE = '/en/koikoi/tutorials/first-yaku/';
beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', PAGE);
});

const count = () => dom.element.querySelector('[data-testid="step-count"]')?.textContent;

describe('KoikoiTutorial', () => {
  it('renders the first step on the server: narration, note and named cards', () => {
    const html = renderToString(<KoikoiTutorial lang="de" lesson={pageLesson(turnLesson, 'de')} />);
    expect(html).toContain('Schritt 1 von 7');
    expect(html).toContain('Runde 1: Du gibst');
    expect(html).toContain('data-card="m03-light"');
    // The name says the card's month (its plant), which the visible card shows.
    expect(html).toContain('aria-label="„Vorhang“ (Kirsche)"');
  });

  it('steps with buttons and arrow keys, and records progress', () => {
    dom.show(<KoikoiTutorial lang="en" lesson={pageLesson(firstYakuLesson, 'en')} />);
    expect(count()).toBe('Step 1 of 5');
    act(() => {
      dom.element.querySelector<HTMLButtonElement>('[data-testid="step-next"]')?.click();
    });
    expect(count()).toBe('Step 2 of 5');
    const section = dom.element.querySelector('section.gt') as HTMLElement;
    act(() => {
      section.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    });
    expect(count()).toBe('Step 5 of 5');
    expect(dom.element.querySelector('[data-testid="note"]')?.textContent).toMatch(
      /You stop, and the round is scored: \d+ points? for you/,
    );
    expect(dom.element.querySelector('[data-testid="score-steps"]')).not.toBeNull();
    // Next at the end does nothing.
    act(() => {
      dom.element.querySelector<HTMLButtonElement>('[data-testid="step-next"]')?.click();
    });
    expect(count()).toBe('Step 5 of 5');
    expect(JSON.parse(localStorage.getItem('koikoi:lessons') ?? '{}').data['first-yaku']).toEqual({
      step: 4,
      done: true,
    });
    act(() => {
      section.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    });
    expect(count()).toBe('Step 4 of 5');
  });

  it('reads each step once: its number, what happened and the note, in one polite region', () => {
    dom.show(<KoikoiTutorial lang="en" lesson={pageLesson(turnLesson, 'en')} />);
    const live = () => dom.element.querySelectorAll('[aria-live]');
    expect(live().length).toBe(1);
    act(() => {
      dom.element.querySelector<HTMLButtonElement>('[data-testid="step-next"]')?.click();
    });
    const region = live()[0] as HTMLElement;
    expect(region.getAttribute('aria-live')).toBe('polite');
    const narration = dom.element.querySelector('[data-testid="narration"]')?.textContent ?? '';
    const note = dom.element.querySelector('[data-testid="note"]')?.textContent ?? '';
    expect(note).toMatch(/A turn has two parts/);
    expect(region.textContent).toBe(
      `Step 2 of 7. ${[...dom.element.querySelectorAll('[data-testid="narration"] p')].map((p) => p.textContent).join(' ')} ${note}`,
    );
    expect(region.textContent).toContain(narration.slice(0, 20));
  });

  it('shows the cards drawn for the dealer on the table before the deal, with no stock or hands yet', () => {
    const html = renderToString(<KoikoiTutorial lang="en" lesson={pageLesson(roundForTwoLesson, 'en')} />);
    const field = html.slice(html.indexOf('data-zone="field"'), html.indexOf('data-zone="hand-0"'));
    expect(field).toContain('data-card="m10-ribbon"');
    expect(field).toContain('data-card="m09-animal"');
    expect(field.match(/hcard-highlight/g)).toHaveLength(2);
    expect(html).not.toContain('kt-stock');
    expect(html).not.toContain('face-down cards');
  });

  it('ends the round for two with the score worked out: the base, then doubled', () => {
    dom.show(<KoikoiTutorial lang="de" lesson={pageLesson(roundForTwoLesson, 'de')} />);
    const section = dom.element.querySelector('section.gt') as HTMLElement;
    act(() => {
      section.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    });
    expect(count()).toBe('Schritt 14 von 14');
    const steps = [...dom.element.querySelectorAll('[data-testid="score-steps"] li')].map(
      (li) => li.textContent,
    );
    expect(steps).toHaveLength(2);
    expect(steps[1]).toMatch(/× 2 = /);
    expect(dom.element.querySelector('[data-testid="note"]')?.textContent).toMatch(
      /Du bekommst \d+ Punkte statt \d+ Punkte\./,
    );
  });

  it('shows no round line: a lesson plays one round, not a match', () => {
    const html = renderToString(<KoikoiTutorial lang="en" lesson={pageLesson(firstYakuLesson, 'en')} />);
    expect(html).not.toContain('kt-round');
    expect(html).not.toMatch(/Round 1 of 1|month:/);
  });

  describe('the step in the address', () => {
    const next = () =>
      act(() => {
        dom.element.querySelector<HTMLButtonElement>('[data-testid="step-next"]')?.click();
      });

    it('opens at the step the address names, and keeps the address on the step shown', () => {
      history.replaceState(null, '', `${PAGE}?step=3#lesson`);
      const entries = history.length;
      dom.show(<KoikoiTutorial lang="en" lesson={pageLesson(firstYakuLesson, 'en')} />);
      expect(count()).toBe('Step 3 of 5');
      next();
      expect(count()).toBe('Step 4 of 5');
      expect(location.search).toBe('?step=4');
      expect(location.hash).toBe('#lesson');
      act(() => {
        dom.element.querySelector<HTMLButtonElement>('[data-testid="step-restart"]')?.click();
      });
      expect(count()).toBe('Step 1 of 5');
      expect(location.search).toBe('');
      // Replaced, not pushed: Back leaves the lesson rather than stepping through it.
      expect(history.length).toBe(entries);
      expect(dom.element.querySelector('[data-testid="bad-step"]')?.textContent).toBe('');
    });

    it('starts at step 1 and says so when the address names a step the lesson does not have', () => {
      for (const asked of ['6', '0', 'x']) {
        history.replaceState(null, '', `${PAGE}?step=${asked}`);
        // A new instance for each address (a page load).
        dom.show(<KoikoiTutorial key={asked} lang="de" lesson={pageLesson(firstYakuLesson, 'de')} />);
        expect(count()).toBe('Schritt 1 von 5');
        expect(location.search).toBe('');
        expect(dom.element.querySelector('[data-testid="bad-step"]')?.textContent).toBe(
          `Einen Schritt „${asked}“ hat diese Lektion nicht, deshalb beginnt sie bei Schritt 1.`,
        );
      }
      // The reader moved on: the message has served.
      next();
      expect(dom.element.querySelector('[data-testid="bad-step"]')?.textContent).toBe('');
    });

    it('leaves the address alone while on step 1', () => {
      history.replaceState(null, '', `${PAGE}?lang=x`);
      dom.show(<KoikoiTutorial lang="en" lesson={pageLesson(firstYakuLesson, 'en')} />);
      expect(location.search).toBe('?lang=x');
      next();
      expect(location.search).toBe('?lang=x&step=2');
    });
  });

  it('hides the opponent’s hand when asked', () => {
    dom.show(<KoikoiTutorial lang="en" lesson={pageLesson(turnLesson, 'en')} />);
    expect(dom.element.querySelectorAll('[data-zone="hand-1"] [data-card]').length).toBe(8);
    act(() => {
      const box = dom.element.querySelector<HTMLInputElement>('input[type="checkbox"]');
      if (box) {
        box.checked = false;
        box.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    expect(dom.element.querySelectorAll('[data-zone="hand-1"] [data-card]').length).toBe(0);
    expect(dom.element.querySelector('[data-zone="hand-1"] [role="img"]')?.getAttribute('aria-label')).toBe(
      '8 face-down cards',
    );
  });
});

describe('LearningPath', () => {
  const twoLessons = [
    { id: 'turn', href: '/en/koikoi/tutorials/turn/', title: 'A', summary: 'a', steps: 7 },
    { id: 'first-yaku', href: '/en/koikoi/tutorials/first-yaku/', title: 'B', summary: 'b', steps: 5 },
  ];

  it('renders on the server an empty status line per lesson that the mark will fill (no jump when it comes)', () => {
    const html = renderToString(<LearningPath lang="en" game="koikoi" lessons={twoLessons} />);
    const holders =
      html.match(/<p class="kp-status" aria-hidden="true" data-needs-js="true">\u00a0<\/p>/g) ?? [];
    expect(holders).toHaveLength(2);
    expect(html).not.toContain('lesson-status');
  });

  it('puts the mark in place of the empty line once the progress is read', () => {
    dom.show(<LearningPath lang="en" game="koikoi" lessons={twoLessons} />);
    const lines = [...dom.element.querySelectorAll('.kp-status')].map((el) => el.textContent);
    expect(lines).toEqual(['Not started', 'Not started']);
  });

  it('marks lessons from the stored progress', () => {
    localStorage.setItem(
      'koikoi:lessons',
      JSON.stringify({
        v: 1,
        data: { turn: { step: 6, done: true }, 'first-yaku': { step: 1, done: false } },
      }),
    );
    const lessons = [
      { id: 'turn', href: '/en/koikoi/tutorials/turn/', title: 'A', summary: 'a', steps: 7 },
      { id: 'first-yaku', href: '/en/koikoi/tutorials/first-yaku/', title: 'B', summary: 'b', steps: 5 },
      { id: 'whole-round', href: '/en/koikoi/tutorials/whole-round/', title: 'C', summary: 'c', steps: 23 },
    ];
    dom.show(<LearningPath lang="en" game="koikoi" lessons={lessons} />);
    const statuses = [...dom.element.querySelectorAll('[data-testid="lesson-status"]')].map(
      (el) => el.textContent,
    );
    expect(statuses).toEqual(['Done', 'Reached step 2 of 5 · go on from there', 'Not started']);
    // Only the lesson under way links to its step.
    const resume = [...dom.element.querySelectorAll('[data-testid="lesson-resume"]')];
    expect(resume.map((a) => a.getAttribute('href'))).toEqual(['/en/koikoi/tutorials/first-yaku/?step=2']);
  });
});
