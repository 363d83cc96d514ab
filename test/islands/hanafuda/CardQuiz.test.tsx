// @vitest-environment happy-dom
// The Koi-Koi card quiz on the shared quiz frame: its options drawn as cards
// with `data-card`, its `quiz-` classes and its rules line.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it } from 'vitest';
import { RULESETS } from '../../../src/engine/hanafuda';
import { kindTerm } from '../../../src/i18n/hanafuda-cards';
import CardQuiz, { QUIZ_KEY } from '../../../src/islands/hanafuda/CardQuiz';
import { makeQuiz } from '../../../src/islands/hanafuda/quiz/questions';
import { domRoot } from '../fixtures';

const dom = domRoot();
beforeEach(() => {
  localStorage.clear();
  // Seed "a" starts with a yaku question (pinned in quiz/questions.test.ts).
  history.replaceState(null, '', '/en/koikoi/quiz/?seed=a');
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('Koi-Koi CardQuiz island', () => {
  it('keeps its own classes beside the frame’s and names the rules', () => {
    const html = renderToString(<CardQuiz lang="en" />);
    expect(html).toMatch(/<section class="flashq quiz"/);
    expect(html).toContain('class="flashq-bar quiz-bar"');
    expect(html).toContain('Yaku as counted by');
  });

  it('draws a yaku question’s options as cards with data-card and answers them by key', async () => {
    await act(async () => {
      render(<CardQuiz lang="en" />, dom.element);
      await flush();
    });
    const first = makeQuiz('a', RULESETS.fudawiki)[0];
    if (first?.type !== 'yaku') throw new Error('seed "a" no longer starts with a yaku question');
    const options = [...dom.element.querySelectorAll('[data-question-type="yaku"] [data-option]')];
    expect(options.map((b) => b.getAttribute('data-card'))).toEqual(first.options);
    expect(options.every((b) => b.classList.contains('quiz-card-option') && b.querySelector('.hcard'))).toBe(
      true,
    );
    await act(async () => {
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: String(first.answer + 1), bubbles: true }),
      );
      await flush();
    });
    expect(dom.element.querySelector('[data-quiz-verdict]')?.textContent).toBe('Right!');
    expect(dom.element.querySelector(`[data-option="${first.answer}"]`)?.classList.contains('right')).toBe(
      true,
    );
    expect(JSON.parse(localStorage.getItem(QUIZ_KEY) ?? '{}')).toEqual({
      v: 1,
      seed: 'a',
      answers: [first.answer],
    });
  });

  it('names the kinds in a card question’s options as the reader’s card-names setting says', async () => {
    const seed = ['b', 'c', 'd', 'e', 'f', 'g'].find(
      (s) => makeQuiz(s, RULESETS.fudawiki)[0]?.type === 'card',
    );
    const first = seed === undefined ? undefined : makeQuiz(seed, RULESETS.fudawiki)[0];
    if (first?.type !== 'card') throw new Error('no seed among b–g starts with a card question');
    history.replaceState(null, '', `/en/koikoi/quiz/?seed=${seed}`);
    localStorage.setItem('cardNames', 'mario-en');
    await act(async () => {
      render(<CardQuiz lang="en" />, dom.element);
      await flush();
    });
    const options = [...dom.element.querySelectorAll('[data-question-type="card"] [data-option]')];
    expect(options.map((b) => b.textContent?.split(' · ')[1])).toEqual(
      first.options.map((o) => kindTerm(o.kind, 'en', 'mario-en').one),
    );
    expect(
      options.some((b) => /Character card|Scroll card|Basic card|Light card/.test(b.textContent ?? '')),
    ).toBe(true);
  });

  it('ends with the score said once and no empty verdict above the review', async () => {
    const quiz = makeQuiz('a', RULESETS.fudawiki);
    const answers = quiz.map((q, i) => (i === 0 ? q.answer : (q.answer + 1) % q.options.length));
    localStorage.setItem(QUIZ_KEY, JSON.stringify({ v: 1, seed: 'a', answers }));
    await act(async () => {
      render(<CardQuiz lang="en" />, dom.element);
      await flush();
    });
    expect(dom.element.querySelector('.quiz-bar')?.textContent).toBe(`Done: 1 of ${quiz.length} right.`);
    expect(dom.element.querySelector('[data-quiz-verdict]')).toBeNull();
    expect(dom.element.querySelectorAll('[data-review-item]')).toHaveLength(quiz.length - 1);
  });
});
