// Browser tests of the Koi-Koi card pages: the catalog and its filter, the
// card-names setting across a reload, the quiz with a pinned seed, and the
// cheat sheet printing on one A4 page. Run with
// `npm run test:e2e -- test/e2e/koikoi-cards.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { register } from 'tsx/esm/api';
import { resize } from './resize.mjs';
import { start } from './setup.mjs';

// The quiz's questions come from the same TypeScript the island runs.
register();
const { makeQuiz } = await import('../../src/islands/hanafuda/quiz/questions.ts');
const { RULESETS } = await import('../../src/engine/hanafuda/index.ts');

let site;
before(async () => {
  site = await start();
});
after(async () => {
  await site?.stop();
});

const visibleCards = (page) =>
  page
    .locator('[data-card-catalog] li[data-kind]:not([hidden])')
    .evaluateAll((els) => els.map((el) => el.id));

/** Waits until exactly `count` catalog cards are visible (the island applies the filter after rendering). */
const waitVisible = (page, count) =>
  page.waitForFunction(
    (n) => document.querySelectorAll('[data-card-catalog] li[data-kind]:not([hidden])').length === n,
    count,
  );

describe('cards page', () => {
  it('shows all 48 cards, each with its anchor, data-card and a name', async () => {
    const page = await site.open('/en/koikoi/cards/');
    const items = await page.locator('[data-card-catalog] li[data-kind]').evaluateAll((els) =>
      els.map((el) => ({
        id: el.id,
        card: el.querySelector('.hcard')?.getAttribute('data-card'),
        named: el.querySelector('.hcard')?.getAttribute('role') === 'img',
      })),
    );
    assert.equal(items.length, 48);
    for (const item of items) {
      assert.equal(item.card, item.id);
      assert.ok(item.named, item.id);
    }
    // The accessibility tree names the card once, by its traditional name.
    assert.match(await page.locator('#m11-light .hcard').ariaSnapshot(), /^- img "Rain Man"$/);
    await page.close();
  });

  it('filters by month and kind, keeps the filter in the URL and across a reload', async () => {
    const page = await site.open('/en/koikoi/cards/');
    await page.locator('select[id^="cfilter-month"]:not([disabled])').waitFor();
    await page.locator('fieldset.cfilter-fields:not([disabled])').waitFor();
    await page.selectOption('select[id^="cfilter-month"]', '3');
    await waitVisible(page, 4);
    assert.deepEqual(await visibleCards(page), ['m03-light', 'm03-ribbon', 'm03-chaff1', 'm03-chaff2']);
    await page.getByRole('radio', { name: 'Lights' }).check();
    await waitVisible(page, 1);
    assert.deepEqual(await visibleCards(page), ['m03-light']);
    await page.locator('.cfilter-status', { hasText: '1 of 48 cards shown.' }).waitFor();
    assert.equal(new URL(page.url()).search, '?month=3&kind=light');
    // Only the March section stays visible.
    assert.equal(await page.locator('[data-card-catalog] section:not([hidden])').count(), 1);
    await page.reload();
    await page.locator('fieldset.cfilter-fields:not([disabled])').waitFor();
    await waitVisible(page, 1);
    assert.deepEqual(await visibleCards(page), ['m03-light']);
    // Kind alone, by keyboard: the radio group moves with the arrow keys. "Show all cards"
    // disables itself; the focus goes to the month, and the line says that all cards show.
    await page.getByRole('button', { name: 'Show all cards' }).focus();
    await page.keyboard.press('Enter');
    await waitVisible(page, 48);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'cfilter-month-en');
    await page.locator('.cfilter-status', { hasText: 'All 48 cards shown.' }).waitFor();
    await page.getByRole('radio', { name: 'All kinds' }).focus();
    await page.keyboard.press('ArrowRight');
    await waitVisible(page, 5);
    assert.deepEqual(await visibleCards(page), [
      'm01-light',
      'm03-light',
      'm08-light',
      'm11-light',
      'm12-light',
    ]);
    await page.close();
  });

  it('prints the cards without the setting and filter controls, and says when the list is filtered', async () => {
    const page = await site.open('/en/koikoi/cards/?kind=light');
    await page.locator('fieldset.cfilter-fields:not([disabled])').waitFor();
    await waitVisible(page, 5);
    await page.emulateMedia({ media: 'print' });
    const shown = (selector) => page.locator(selector).evaluate((el) => el.checkVisibility());
    assert.equal(await shown('.cnames'), false);
    assert.equal(await shown('.cfilter-fields'), false);
    await page.locator('.cfilter-status', { hasText: '5 of 48 cards shown.' }).waitFor();
    assert.equal(await shown('.cfilter-status'), true);
    // Unfiltered, nothing of the filter is printed.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Show all cards' }).click();
    await waitVisible(page, 48);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await shown('.cfilter'), false);
    await page.close();
  });

  it("keeps every card name inside its card's width, in both languages and all three name styles", async () => {
    // "Achtplankenbrücke" ran 43 px over the facts beside the card where the browser has no hyphenation dictionary.
    for (const lang of ['en', 'de']) {
      const page = await site.open(`/${lang}/koikoi/cards/`);
      for (const style of ['traditional', 'mario-de', 'mario-en']) {
        const wider = await page.evaluate((names) => {
          document.documentElement.dataset.cardNames = names;
          return [...document.querySelectorAll('[data-card-catalog] .hcard-name')]
            .filter(
              (name) =>
                name.getBoundingClientRect().width >
                name.closest('.hcard').getBoundingClientRect().width + 0.5,
            )
            .map((name) => name.closest('li').id);
        }, style);
        assert.deepEqual(wider, [], `${lang}, ${style}`);
      }
      await page.close();
    }
  });

  it('reports a malformed URL parameter and shows every card', async () => {
    const page = await site.open('/de/koikoi/cards/?month=13&kind=light');
    const alert = page.locator('.cfilter-error');
    await alert.waitFor();
    await waitVisible(page, 5);
    assert.match(await alert.textContent(), /„13“/);
    // The valid parameter still applies; the bad one changes nothing.
    assert.deepEqual(await visibleCards(page), [
      'm01-light',
      'm03-light',
      'm08-light',
      'm11-light',
      'm12-light',
    ]);
    await page.close();
  });
});

/** The card-names setting (an island hydrated when visible) has hydrated. */
const settingReady = (page) =>
  page.waitForFunction(() => {
    const island = document.querySelector('input[type="radio"][value="mario-en"]')?.closest('astro-island');
    return Boolean(island) && !island.hasAttribute('ssr');
  });

describe('card names setting', () => {
  it('renames cards at once, survives a reload and reaches other pages', async () => {
    const page = await site.open('/en/koikoi/cards/');
    await settingReady(page);
    const rainMan = page.locator('#m11-light .hcard');
    await page.getByRole('radio', { name: 'Mario Hanafuda (English edition)' }).first().check();
    assert.match(await rainMan.ariaSnapshot(), /img "Princess Peach"/);
    assert.equal(await page.getAttribute('html', 'data-card-names'), 'mario-en');
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-card-names'), 'mario-en');
    assert.match(await rainMan.ariaSnapshot(), /img "Princess Peach"/);
    // A card without an English-edition name keeps its traditional one.
    assert.match(await page.locator('#m08-animal .hcard').ariaSnapshot(), /img "Geese"/);
    // The radio shows the stored choice once the island has hydrated (the
    // names above come from CSS at once).
    await settingReady(page);
    await page.waitForFunction(
      () => document.querySelector('input[type="radio"][value="mario-en"]')?.checked === true,
    );
    const de = await site.open('/de/koikoi/cards/');
    await settingReady(de);
    assert.match(await de.locator('#m11-light .hcard').ariaSnapshot(), /img "Princess Peach"/);
    await de.getByRole('radio', { name: 'Mario Hanafuda (deutsche Ausgabe)' }).first().check();
    assert.match(await de.locator('#m11-light .hcard').ariaSnapshot(), /img "Mario & Gumba"/);
    await de.getByRole('radio', { name: 'Traditionell' }).first().check();
    assert.match(await de.locator('#m11-light .hcard').ariaSnapshot(), /img "Regenmann"/);
    assert.equal(await de.getAttribute('html', 'data-card-names'), null);
    await de.close();
    await page.close();
  });

  it("names the kinds in the words of the page language's edition, in the catalog and the filter", async () => {
    const page = await site.open('/de/koikoi/cards/');
    await settingReady(page);
    await page.locator('fieldset.cfilter-fields:not([disabled])').waitFor();
    const kindShown = page.locator('#m09-animal dd:has([data-kind-word])');
    assert.equal(await kindShown.innerText(), 'Tier, 10 Punkte');
    await page.getByRole('radio', { name: 'Mario Hanafuda (deutsche Ausgabe)' }).first().check();
    assert.equal(await kindShown.innerText(), 'Tier-Karte, 10 Punkte');
    await page.getByRole('radio', { name: 'Tier-Karten' }).check();
    await waitVisible(page, 9);
    // The English edition's words are for English pages: a German page keeps its own.
    await page.getByRole('radio', { name: 'Mario Hanafuda (englische Ausgabe)' }).first().check();
    assert.equal(await kindShown.innerText(), 'Tier, 10 Punkte');
    assert.equal(await page.getByRole('radio', { name: 'Tiere', exact: true }).isChecked(), true);
    await page.getByRole('radio', { name: 'Traditionell' }).first().check();
    await page.close();
  });
});

describe('card names setting before its island hydrates', () => {
  it('shows the stored choice in the radio group at once', async () => {
    const page = await site.open('/en/koikoi/cards/');
    await page.evaluate(() => localStorage.setItem('cardNames', 'mario-de'));
    // The setting's own component is held back: what shows is the server's markup and the head script.
    const island = page.locator('astro-island:has([data-card-names-setting])').first();
    const component = new URL(await island.getAttribute('component-url'), page.url()).href;
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route(component, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    assert.equal(await island.evaluate((el) => el.hasAttribute('ssr')), true, 'the island has not hydrated');
    const checked = await page
      .locator('[data-card-names-setting] input[type="radio"]')
      .evaluateAll((inputs) => inputs.filter((input) => input.checked).map((input) => input.value));
    assert.deepEqual(checked, ['mario-de']);
    release();
    await settingReady(page);
    assert.equal(await page.locator('input[type="radio"][value="mario-de"]').first().isChecked(), true);
    await page.evaluate(() => localStorage.removeItem('cardNames'));
    await page.close();
  });
});

describe('quiz', () => {
  const SEED = 'e2e';
  const questions = makeQuiz(SEED, RULESETS.fudawiki);

  it('scores a right and a wrong answer, saves progress and reviews the mistake', async () => {
    const page = await site.open(`/en/koikoi/quiz/?seed=${SEED}`);
    await page.locator('[data-quiz][data-ready]').waitFor();
    await page.evaluate(() => localStorage.removeItem('hanafuda.cardQuiz.v1'));
    await page.reload();
    await page.locator('[data-quiz][data-ready]').waitFor();
    const q0 = questions[0];
    // Question 1 right, by number key.
    await page.keyboard.press(String(q0.answer + 1));
    await page.locator('[data-quiz-next]').waitFor();
    assert.equal(await page.locator('[data-quiz-verdict]').textContent(), 'Right!');
    assert.match(await page.locator('[data-quiz-score]').textContent(), /1 of 1/);
    // Focus moved to "Next question": Enter goes on.
    assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-quiz-next')), true);
    await page.keyboard.press('Enter');
    assert.match(await page.locator('.quiz-bar').textContent(), /Question 2 of 12/);
    // Question 2 wrong, by click.
    const q1 = questions[1];
    const wrong = (q1.answer + 1) % q1.options.length;
    await page.locator(`[data-option="${wrong}"]`).click();
    await page.locator('[data-quiz-next]').waitFor();
    assert.match(await page.locator('[data-quiz-verdict]').textContent(), /^Not quite/);
    assert.match(await page.locator('[data-quiz-score]').textContent(), /1 of 2/);
    // Progress survives a reload.
    await page.reload();
    await page.locator('[data-quiz][data-ready]').waitFor();
    assert.match(await page.locator('.quiz-bar').textContent(), /Question 3 of 12/);
    // Answer the rest right, then see the review with exactly question 2.
    for (const q of questions.slice(2)) {
      await page.keyboard.press(String(q.answer + 1));
      await page.locator('[data-quiz-next]:focus').waitFor();
      await page.keyboard.press('Enter');
    }
    await page.locator('[data-quiz-review]').waitFor();
    // The result is said once: no running score beside it. "See the result" moved the focus
    // there, so a screen reader reads it before the review.
    assert.equal(await page.locator('.quiz-bar').textContent(), 'Done: 11 of 12 right.');
    assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-quiz-score')), true);
    const review = page.locator('[data-review-item]');
    assert.equal(await review.count(), 1);
    const expected = q1.type === 'card' ? q1.card : q1.options[q1.answer];
    assert.equal(await review.locator('.hcard').getAttribute('data-card'), expected);
    await page.close();
  });

  it('rejects a malformed seed with a message and keeps the saved quiz', async () => {
    const page = await site.open('/de/koikoi/quiz/?seed=bad%20seed!');
    await page.locator('[data-quiz][data-ready]').waitFor();
    assert.match(await page.locator('.quiz-notice').textContent(), /ungültig/);
    const saved = await page.evaluate(() => localStorage.getItem('hanafuda.cardQuiz.v1'));
    assert.match(saved ?? '', /"seed":"e2e"/);
    await page.close();
  });

  it('discards corrupt saved progress with a message', async () => {
    const page = await site.open('/en/koikoi/quiz/');
    await page.locator('[data-quiz][data-ready]').waitFor(); // let the island's first write happen first
    await page.evaluate(() =>
      localStorage.setItem('hanafuda.cardQuiz.v1', '{"v":1,"seed":"x","answers":[9]}'),
    );
    await page.reload();
    await page.locator('[data-quiz][data-ready]').waitFor();
    assert.match(await page.locator('.quiz-notice').textContent(), /could not be read/);
    assert.match(await page.locator('[data-quiz-score]').textContent(), /0 of 0/);
    await page.close();
  });
});

describe('cheat sheet', () => {
  for (const lang of ['en', 'de']) {
    it(`breaks no word of the month labels across lines, from 320 to 1280 px (${lang})`, async () => {
      // Seen at 375 px: "Chrysanthemu|m", "(Blauglockenb|aum)".
      const page = await site.open(`/${lang}/koikoi/cheat-sheet/`);
      for (const width of [320, 375, 620, 910, 1280]) {
        await resize(page, { width, height: 800 });
        const split = await page.evaluate(() =>
          [...document.querySelectorAll('.sheet-month')].flatMap((label) => {
            const out = [];
            const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (const m of node.data.matchAll(/\S+/g)) {
                const range = document.createRange();
                range.setStart(node, m.index);
                range.setEnd(node, m.index + m[0].length);
                const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
                if (lines.size > 1) out.push(m[0]);
              }
            }
            return out;
          }),
        );
        assert.deepEqual(split, [], `${width} px`);
      }
      await page.close();
    });

    it(`prints on exactly one A4 page (${lang})`, async () => {
      const page = await site.open(`/${lang}/koikoi/cheat-sheet/`);
      assert.equal(await page.locator('[data-cheat-sheet] [data-card]').count(), 48 * 2);
      const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
      assert.equal((pdf.match(/\/Type\s*\/Page\b/g) ?? []).length, 1);
      await page.close();
    });
  }
});

it('logs no console errors on the card pages', () => {
  assert.deepEqual(site.errors, []);
});
