// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import CardFilter from '../../../src/islands/hanafuda/CardFilter';
import CardNamesSetting from '../../../src/islands/hanafuda/CardNamesSetting';
import CardQuiz, { QUIZ_KEY } from '../../../src/islands/hanafuda/CardQuiz';

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
