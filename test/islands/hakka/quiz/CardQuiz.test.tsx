// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it } from 'vitest';
import { HAKKA_CARD_NAMES } from '../../../../src/i18n/hakka-cards';
import CardQuiz, { HAKKA_QUIZ_KEY } from '../../../../src/islands/hakka/quiz/CardQuiz';
import { isRightAnswer, makeHakkaQuiz } from '../../../../src/islands/hakka/quiz/questions';
import { domRoot } from '../../fixtures';

const dom = domRoot();
beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/en/hakka/quiz/?seed=fixed');
});

const flush = () => new Promise((r) => setTimeout(r, 0));

/** Renders the quiz of seed `fixed` finished with every answer wrong (so the review lists all ten); returns its questions. */
async function renderAllWrong(lang: 'en' | 'de') {
  const quiz = makeHakkaQuiz('fixed');
  const wrong = quiz.map((q) => (q.answer + 1) % q.options.length);
  localStorage.setItem(HAKKA_QUIZ_KEY, JSON.stringify({ v: 1, seed: 'fixed', answers: wrong }));
  await act(async () => {
    render(<CardQuiz lang={lang} />, dom.element);
    await flush();
  });
  return quiz;
}

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

  it('moves the focus to the result after "See the result", so it is read before the review', async () => {
    const quiz = makeHakkaQuiz('fixed');
    // All but the last answered (wrong); the last one is answered here, by key.
    const answers = quiz.slice(0, -1).map((q) => (q.answer + 1) % q.options.length);
    localStorage.setItem(HAKKA_QUIZ_KEY, JSON.stringify({ v: 1, seed: 'fixed', answers }));
    await act(async () => {
      render(<CardQuiz lang="en" />, dom.element);
      await flush();
    });
    const last = quiz.at(-1);
    if (!last) throw new Error('no question');
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: String(last.answer + 1), bubbles: true }));
      await flush();
    });
    const finish = dom.element.querySelector<HTMLButtonElement>('[data-quiz-next]');
    expect(finish?.textContent).toBe('See the result');
    expect(document.activeElement).toBe(finish);
    await act(async () => {
      finish?.click();
      await flush();
    });
    const result = dom.element.querySelector('[data-quiz-score]');
    expect(result?.textContent).toBe(`Done: 1 of ${quiz.length} right.`);
    expect(document.activeElement).toBe(result);
    expect(dom.element.querySelector('[data-quiz-review] h2')?.textContent).toBe('Your mistakes');
  });

  it('ends with the score said once, no empty verdict, and lead and reply for each "beats" mistake', async () => {
    const quiz = await renderAllWrong('de');
    const bar = dom.element.querySelector('.flashq-bar')?.textContent ?? '';
    expect(bar).toBe(`Geschafft: 0 von ${quiz.length} richtig.`);
    expect(dom.element.querySelector('[data-quiz-score]')?.textContent).toBe(bar);
    expect(dom.element.querySelector('[data-quiz-verdict]')).toBeNull();
    const items = [...dom.element.querySelectorAll('[data-review-item]')];
    expect(items).toHaveLength(quiz.length);
    const beats = quiz.flatMap((q, i) => (q.type === 'beats' ? [{ q, item: items[i] }] : []));
    expect(beats.length).toBeGreaterThan(0);
    for (const { q, item } of beats) {
      const pair = item?.querySelector('[data-review-beats]');
      expect(pair?.textContent).toContain('Ausgespielt');
      expect(pair?.textContent).toContain('Antwort');
      const shown = [...(pair?.querySelectorAll('.hkcard[data-card]') ?? [])].map((c) =>
        c.getAttribute('data-card'),
      );
      expect(shown).toEqual([...q.lead, ...q.reply]);
    }
  });

  it('marks the Chinese suit names in the explanations as zh-Hant (a CJK font, the right voice)', async () => {
    const quiz = await renderAllWrong('en');
    const explanations = [...dom.element.querySelectorAll('[data-review-item] .flashq-explain')];
    expect(explanations).toHaveLength(quiz.length);
    const hanzi = explanations.flatMap((e) =>
      [...e.querySelectorAll('span[lang="zh-Hant"]')].map((s) => s.textContent),
    );
    expect(hanzi.length).toBe(
      quiz.filter((q) => q.type === 'identify' && HAKKA_CARD_NAMES[q.card].suit).length,
    );
    expect(hanzi.length).toBeGreaterThan(0);
    // No Chinese character outside such a span.
    for (const e of explanations) {
      const bare = [
        ...e.childNodes,
        ...[...e.querySelectorAll(':not([lang])')].flatMap((c) => [...c.childNodes]),
      ]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent ?? '')
        .join('');
      expect(bare).not.toMatch(/[\u3400-\u9fff]/u);
    }
    // And each card name in them stays on one line.
    for (const e of explanations) {
      const names = e.textContent?.match(/\b(?:Sup|Gon|Zok|Sin) [1-9]\b|\bWan Sin\b/g) ?? [];
      expect([...e.querySelectorAll('.nobr')].map((n) => n.textContent)).toEqual(names);
    }
    expect(dom.element.querySelectorAll('[data-review-item] .flashq-explain .nobr').length).toBeGreaterThan(
      0,
    );
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

  it('goes on with the quiz the server rendered when nothing is saved, so the first question stays', async () => {
    history.replaceState(null, '', '/en/hakka/quiz/');
    const question = (root: ParentNode) => root.querySelector('.flashq-question')?.outerHTML;
    const server = document.createElement('div');
    server.innerHTML = renderToString(<CardQuiz lang="en" />);
    await act(async () => {
      render(<CardQuiz lang="en" />, dom.element);
      await flush();
    });
    expect(question(server)).toBeTruthy();
    expect(question(dom.element)).toBe(question(server));
    // Nothing is saved before the first answer.
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
