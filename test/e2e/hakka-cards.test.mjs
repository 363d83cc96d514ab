// Browser tests of the Hakka card pages: the chart, the cheat sheet (one A4
// page in print) and the card quiz (keyboard, announcements, saved progress). Run with
// `npm run test:e2e -- test/e2e/hakka-cards.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { register } from 'tsx/esm/api';
import { resize } from './resize.mjs';
import { start } from './setup.mjs';

// The quiz's questions come from the same TypeScript the island runs.
register();
const { makeHakkaQuiz } = await import('../../src/islands/hakka/quiz/questions.ts');

let site;
before(async () => {
  site = await start();
});
after(async () => {
  await site?.stop();
});

describe('cards page', () => {
  for (const [lang, name, elder] of [
    ['en', 'Sup 9', 'elder card'],
    ['de', 'Sup-9', 'Ältestenkarte'],
  ]) {
    it(`shows all cards with anchors, names and the starting elders (${lang})`, async () => {
      const page = await site.open(`/${lang}/hakka/cards/`);
      const chart = page.locator('[data-hakka-chart]');
      const roots = chart.locator('.hkcard[data-card]');
      assert.equal(await roots.count(), 37);
      // Every card's cell (or Wan Sin's box) carries its id as the anchor.
      const ids = await roots.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      for (const id of ids)
        assert.equal((await page.locator(`[id="${id}"] [data-card="${id}"]`).count()) > 0, true, id);
      // Accessible names: the image role with the card's name.
      const img = page.getByRole('img', { name: `${name}, ${elder}` });
      assert.equal((await img.count()) >= 1, true);
      // The starting elders (engine `elders([])`) carry the star.
      const starred = await chart
        .locator('.hkcard-elder')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')).sort());
      assert.deepEqual(starred, ['gon-9', 'sin-1', 'sin-9', 'sup-1', 'sup-9', 'wan-sin', 'zok-9']);
      // Suit characters are marked as Chinese.
      assert.equal(await chart.locator('[lang="zh-Hant"]').count(), 5);
      await page.close();
    });
  }

  it('jumps to a card by its id', async () => {
    const page = await site.open('/en/hakka/cards/#zok-7');
    const target = await page.evaluate(() => document.querySelector(':target')?.id);
    assert.equal(target, 'zok-7');
    await page.close();
  });
});

describe('card names under small cards', () => {
  it('stay inside their card\'s box, so "Sin-9" and "Wan Sin" never run together', async () => {
    for (const path of ['/de/hakka/rules/', '/en/hakka/patterns/', '/de/hakka/tutorials/calling/']) {
      const page = await site.open(path);
      const over = await page.locator('.hkcard-captioned').evaluateAll((cards) =>
        cards
          .filter((card) => {
            const box = card.getBoundingClientRect();
            const name = card.querySelector('.hkcard-name')?.getBoundingClientRect();
            return name && (name.left < box.left - 0.5 || name.right > box.right + 0.5);
          })
          .map((card) => card.dataset.card),
      );
      assert.deepEqual(over, [], path);
      await page.close();
    }
  });
});

describe('cheat sheet', () => {
  for (const lang of ['en', 'de']) {
    it(`prints on exactly one A4 page (${lang})`, async () => {
      const page = await site.open(`/${lang}/hakka/cheat-sheet/`);
      assert.equal(await page.locator('[data-cheat-sheet] .hkcard[data-card]').count(), 37);
      const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
      assert.equal((pdf.match(/\/Type\s*\/Page\b/g) ?? []).length, 1);
      await page.close();
    });
  }
});

describe('card quiz', () => {
  const ready = (page) => page.locator('[data-quiz][data-ready]').waitFor();

  it('runs by keyboard alone: answer keys, announced verdict, Enter goes on, review at the end', async () => {
    const page = await site.open('/en/hakka/quiz/?seed=e2e');
    await ready(page);
    const verdict = page.locator('[data-quiz-verdict]');
    assert.equal(await verdict.getAttribute('aria-live'), 'polite');
    let wrong = 0;
    for (let i = 0; i < 10; i++) {
      const options = page.locator('.flashq-option');
      const count = await options.count();
      assert.ok(count === 2 || count === 4, `question ${i + 1} has ${count} options`);
      // Answer the last option every time: some answers are right, some wrong.
      await page.keyboard.press(String(count));
      await verdict.locator('.flashq-verdict-main').waitFor();
      const text = await verdict.textContent();
      if (!text.startsWith('Right!')) wrong += 1;
      // The verdict comes with an explanation from the engine.
      assert.ok((await verdict.locator('.flashq-explain').textContent()).length > 10);
      // Focus moved to the Next button: Enter goes on.
      assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-quiz-next')), true);
      await page.keyboard.press('Enter');
    }
    const review = page.locator('[data-quiz-review]');
    await review.waitFor();
    assert.equal(await review.locator('[data-review-item]').count(), wrong);
    // The result is said once, and the review follows right below it.
    assert.equal(await page.locator('.flashq-bar').textContent(), `Done: ${10 - wrong} of 10 right.`);
    assert.equal(await page.locator('[data-quiz-score]').textContent(), `Done: ${10 - wrong} of 10 right.`);
    await page.close();
  });

  it('ends at 375 px with the score once, no gap, and lead and reply for each "beats" mistake', async () => {
    const quiz = makeHakkaQuiz('e2e');
    const answers = quiz.map((q) => (q.answer + 1) % q.options.length);
    const page = await site.open('/de/hakka/quiz/?seed=e2e');
    await resize(page, { width: 375, height: 800 });
    await ready(page);
    const saved = JSON.stringify({ v: 1, seed: 'e2e', answers });
    await page.evaluate((value) => localStorage.setItem('hakka.cardQuiz.v1', value), saved);
    await page.reload();
    await ready(page);
    const review = page.locator('[data-quiz-review]');
    await review.waitFor();
    assert.equal(await page.locator('.flashq-bar').textContent(), `Geschafft: 0 von ${quiz.length} richtig.`);
    assert.equal(await page.locator('[data-quiz-verdict]').count(), 0);
    const barBottom = await page.locator('.flashq-bar').evaluate((el) => el.getBoundingClientRect().bottom);
    const reviewTop = await review.locator('h2').evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(reviewTop - barBottom < 40, `gap of ${reviewTop - barBottom}px above the review`);
    const items = review.locator('[data-review-item]');
    assert.equal(await items.count(), quiz.length);
    const beats = quiz.flatMap((q, i) => (q.type === 'beats' ? [[q, i]] : []));
    assert.ok(beats.length > 0);
    for (const [q, i] of beats) {
      const pair = items.nth(i).locator('[data-review-beats]');
      assert.deepEqual(
        await pair.locator('.hkcard[data-card]').evaluateAll((els) => els.map((el) => el.dataset.card)),
        [...q.lead, ...q.reply],
      );
      assert.match(await pair.textContent(), /Ausgespielt.*Antwort/s);
    }
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= 375),
      'the review scrolls sideways',
    );
    await page.close();
  });

  it('resumes after a reload and discards corrupt saved progress with a message', async () => {
    const page = await site.open('/de/hakka/quiz/?seed=resume');
    await ready(page);
    await page.keyboard.press('1');
    await page.locator('[data-quiz-next]').click();
    await page.reload();
    await ready(page);
    assert.match(await page.locator('.flashq-bar').textContent(), /Frage 2 von 10/);
    await page.evaluate(() => localStorage.setItem('hakka.cardQuiz.v1', '{"v":1,"seed":"x","answers":[7]}'));
    await page.goto(`${site.origin}/de/hakka/quiz/`);
    await ready(page);
    assert.match(await page.getByRole('alert').textContent(), /nicht lesbar/);
    assert.match(await page.locator('.flashq-bar').textContent(), /Frage 1 von 10/);
    await page.close();
  });

  it('names the card to identify without giving the answer away', async () => {
    const page = await site.open('/en/hakka/quiz/?seed=e2e');
    await ready(page);
    const identify = page.locator('[data-question-type="identify"]');
    // Step through until an identify question shows up.
    for (let i = 0; i < 10 && (await identify.count()) === 0; i++) {
      await page.keyboard.press('1');
      await page.locator('[data-quiz-next]').click();
    }
    const card = identify.locator('.hkquiz-single .hkcard[data-card]');
    assert.equal(await card.getAttribute('role'), 'img');
    const nameId = await card.getAttribute('aria-labelledby');
    assert.equal(await page.locator(`[id="${nameId}"]`).textContent(), 'The card to identify');
    await page.close();
  });
});

it('logs no console errors on the Hakka card pages', () => {
  assert.deepEqual(site.errors, []);
});
