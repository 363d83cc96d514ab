// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it } from 'vitest';
import CardQuiz, { HAKKA_QUIZ_KEY } from '../../../../src/islands/hakka/quiz/CardQuiz';
import { isRightAnswer, makeHakkaQuiz } from '../../../../src/islands/hakka/quiz/questions';
import { domRoot } from '../../fixtures';

const dom = domRoot();
beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/en/hakka/quiz/?seed=fixed');
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('CardQuiz island', () => {
  it('renders a readable first question on the server', () => {
    const html = renderToString(<CardQuiz lang="de" />);
    expect(html).toContain('Frage 1 von 10');
    expect(html).toContain('data-question-type=');
    expect(html).toContain('role="status"');
  });

  it('answers with the keyboard, scores, explains and saves', async () => {
    await act(async () => {
      render(<CardQuiz lang="en" />, dom.element);
      await flush();
    });
    const quiz = makeHakkaQuiz('fixed');
    const first = quiz[0];
    if (!first) throw new Error('no question');
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: String(first.answer + 1), bubbles: true }));
      await flush();
    });
    expect(dom.element.querySelector('[data-quiz-verdict]')?.textContent).toContain('Right!');
    expect(dom.element.querySelector('[data-quiz-score]')?.textContent).toBe('Score: 1 of 1');
    expect(JSON.parse(localStorage.getItem(HAKKA_QUIZ_KEY) ?? '{}')).toEqual({
      v: 1,
      seed: 'fixed',
      answers: [first.answer],
    });
    expect(isRightAnswer(first, first.answer)).toBe(true);
  });

  it('discards corrupt saved progress with a message', async () => {
    localStorage.setItem(HAKKA_QUIZ_KEY, '{"v":1,"seed":"x","answers":[9]}');
    history.replaceState(null, '', '/en/hakka/quiz/');
    await act(async () => {
      render(<CardQuiz lang="en" />, dom.element);
      await flush();
    });
    expect(dom.element.querySelector('[role="alert"]')?.textContent).toContain('could not be read');
    expect(localStorage.getItem(HAKKA_QUIZ_KEY)).toBeNull();
  });

  it('rejects a malformed seed in the URL with a message', async () => {
    history.replaceState(null, '', '/en/hakka/quiz/?seed=%3Cscript%3E');
    await act(async () => {
      render(<CardQuiz lang="en" />, dom.element);
      await flush();
    });
    expect(dom.element.querySelector('[role="alert"]')?.textContent).toContain('“<script>” is not valid');
  });
});
