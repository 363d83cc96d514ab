// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import HakkaCardQuiz from '../../../src/islands/hakka/quiz/CardQuiz';
import CardFilter from '../../../src/islands/hanafuda/CardFilter';
import CardNamesSetting from '../../../src/islands/hanafuda/CardNamesSetting';
import CardQuiz, { QUIZ_KEY } from '../../../src/islands/hanafuda/CardQuiz';

/**
 * What a reader without JavaScript sees of server-rendered markup: its text
 * outside the parts marked `data-needs-js` (hidden then) and outside
 * `noscript` (whose note is what the reader should see).
 */
function textWithoutJs(html: string): { text: string; notes: string[] } {
  const root = document.createElement('div');
  root.innerHTML = html;
  const notes = [...root.querySelectorAll('noscript')].map((n) => n.textContent ?? '');
  for (const el of root.querySelectorAll('[data-needs-js], noscript')) el.remove();
  return { text: (root.textContent ?? '').trim(), notes };
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('server-rendered islands', () => {
  it('the quiz renders a first question with four numbered options and a live region', () => {
    const html = renderToString(<CardQuiz lang="en" />);
    expect(html).toContain('Question 1 of 12');
    expect((html.match(/data-option="/g) ?? []).length).toBe(4);
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('<noscript>');
  });

  it('without JavaScript a quiz shows its note and nothing else (no frame, no rules footnote)', () => {
    for (const html of [
      renderToString(<CardQuiz lang="en" />),
      renderToString(<CardQuiz lang="de" />),
      renderToString(<HakkaCardQuiz lang="de" />),
    ]) {
      const { text, notes } = textWithoutJs(html);
      expect(text).toBe('');
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(/JavaScript/);
      // The frame itself (border, live region, the FudaWiki footnote) is hidden.
      const root = document.createElement('div');
      root.innerHTML = html;
      expect(root.querySelector('section[data-quiz]')?.hasAttribute('data-needs-js')).toBe(true);
    }
    expect(renderToString(<CardQuiz lang="en" />)).toContain('FudaWiki');
  });

  it('the filter renders disabled until it runs, so a reader without JS is not misled', () => {
    const html = renderToString(<CardFilter lang="de" />);
    expect(html).toMatch(/<fieldset class="cfilter-fields" disabled/);
    expect(html).toContain('Alle Monate');
  });

  it('the names setting renders three radios with the traditional one checked', () => {
    const html = renderToString(<CardNamesSetting lang="de" />);
    expect((html.match(/type="radio"/g) ?? []).length).toBe(3);
    expect(html).toMatch(/value="traditional" checked/);
  });
});

describe('quiz in the browser DOM', () => {
  it('resumes saved progress and counts the score with the engine', async () => {
    localStorage.setItem(QUIZ_KEY, JSON.stringify({ v: 1, seed: 'a', answers: [] }));
    const root = document.createElement('div');
    document.body.append(root);
    await act(() => render(<CardQuiz lang="en" />, root));
    expect(root.textContent).toContain('Question 1 of 12');
    // Seed "a" starts with the Blue Ribbons question (pinned in questions.test.ts).
    expect(root.textContent).toContain('Which card completes Blue Ribbons?');
    await act(() => (root.querySelector('[data-option="0"]') as HTMLButtonElement).click());
    expect(root.querySelector('[data-quiz-verdict]')?.textContent).toMatch(/^Not quite/);
    expect(JSON.parse(localStorage.getItem(QUIZ_KEY) ?? '{}')).toEqual({ v: 1, seed: 'a', answers: [0] });
    render(null, root);
  });
});
