// Browser tests of the Koi-Koi tutorials: step through a lesson forward and
// back (buttons and arrow keys), progress on the index, the lesson's step
// kept in the address over a reload (and linked from the index), the lesson
// as text for print, and the first step without JavaScript.
// Run with `npm run test:e2e -- test/e2e/koikoi-tutorial.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { register } from 'tsx/esm/api';
import { hydrated } from './islands.mjs';
import { onEachPhone } from './large-text.mjs';
import { rowsOnceSettled } from './rows.mjs';
import { start } from './setup.mjs';

// The learning path's order comes from the same TypeScript the index is built from.
register();
const { LESSON_IDS } = await import('../../src/lessons/koikoi/index.ts');

let site;
before(async () => {
  site = await start();
});
after(async () => {
  await site?.stop();
});

describe('tutorial', () => {
  it('steps forward and back through a lesson with buttons and arrow keys', async () => {
    const page = await site.open('/en/koikoi/tutorials/turn/');
    await page.locator('[data-lesson="turn"]').scrollIntoViewIfNeeded();
    await hydrated(page);
    const count = () => page.locator('[data-testid="step-count"]').textContent();
    assert.equal(await count(), 'Step 1 of 7');
    await page.click('[data-testid="step-next"]');
    assert.equal(await count(), 'Step 2 of 7');
    const narration = await page.locator('[data-testid="narration"]').textContent();
    assert.match(narration, /You play “Curtain” and take “Cherry \(chaff\)”/);
    // The cards of the step are outlined.
    assert.equal(await page.locator('.hcard-highlight[data-card="m03-light"]').count(), 1);
    await page.keyboard.press('ArrowRight');
    assert.equal(await count(), 'Step 3 of 7');
    // A screen reader hears the step number, what happened and the note, from one region.
    const live = page.locator('section.gt [aria-live]');
    assert.equal(await live.count(), 1);
    assert.equal(await live.getAttribute('aria-live'), 'polite');
    const spoken = await live.textContent();
    assert.match(spoken, /^Step 3 of 7\. /);
    assert.ok(spoken.endsWith(await page.locator('[data-testid="note"]').textContent()), spoken);
    await page.keyboard.press('ArrowLeft');
    await page.click('[data-testid="step-prev"]');
    assert.equal(await count(), 'Step 1 of 7');
    await page.keyboard.press('End');
    assert.equal(await count(), 'Step 7 of 7');
    assert.match(await page.locator('[data-testid="note"]').textContent(), /“Deer” captures/);
    // The index shows the lesson as done.
    const index = await site.open('/en/koikoi/tutorials/');
    await hydrated(index);
    await index.locator('[data-lesson="turn"] [data-testid="lesson-status"]').waitFor();
    assert.equal(
      await index.locator('[data-lesson="turn"] [data-testid="lesson-status"]').textContent(),
      'Done',
    );
    await page.close();
    await index.close();
  });

  it('fills the seat with the reader’s hand on a phone, also with the browser’s largest font size', async () => {
    // The lesson's cards are no buttons: unlike the play page's, they need no room for a button's padding.
    const page = await site.open('/de/koikoi/tutorials/turn/');
    await onEachPhone(
      page,
      async (label) => {
        const hand = page.locator('.kt-viewer [data-zone^="hand-"]');
        await hand.scrollIntoViewIfNeeded();
        await hydrated(page);
        assert.deepEqual(await rowsOnceSettled(page, hand.locator(':scope > *'), [4, 4]), [4, 4], label);
        const { seat, used } = await hand.evaluate((zone) => ({
          seat: zone.getBoundingClientRect().width,
          used:
            Math.max(...[...zone.children].map((card) => card.getBoundingClientRect().right)) -
            zone.getBoundingClientRect().left,
        }));
        assert.ok(used >= seat * 0.95 && used <= seat, `${label}: the cards take ${used} of ${seat} px`);
      },
      800,
    );
    await page.close();
  });

  it('comes back to the same step after a reload, and the index links to it', async () => {
    const page = await site.open('/de/koikoi/tutorials/first-yaku/');
    await page.locator('[data-lesson="first-yaku"]').scrollIntoViewIfNeeded();
    await hydrated(page);
    const count = () => page.locator('[data-testid="step-count"]').textContent();
    await page.click('[data-testid="step-next"]');
    await page.click('[data-testid="step-next"]');
    assert.equal(await count(), 'Schritt 3 von 5');
    // The address follows the step right after it is drawn (an effect), so wait for it.
    await page.waitForURL('**/de/koikoi/tutorials/first-yaku/?step=3');
    await page.reload();
    await page.locator('[data-lesson="first-yaku"]').scrollIntoViewIfNeeded();
    await hydrated(page);
    await page.locator('section.gt[data-step="2"]').waitFor();
    assert.equal(await count(), 'Schritt 3 von 5');
    // The index offers to go on where the reader left the lesson.
    await page.goto(new URL('/de/koikoi/tutorials/', page.url()).href);
    await hydrated(page);
    await page.click('[data-lesson="first-yaku"] [data-testid="lesson-resume"]');
    await page.locator('[data-lesson="first-yaku"]').scrollIntoViewIfNeeded();
    await hydrated(page);
    await page.locator('section.gt[data-step="2"]').waitFor();
    assert.equal(await count(), 'Schritt 3 von 5');
    await page.close();
  });

  // A changed query loads the page anew, so the lessons follow the address without listening to it.
  it('follows a step edited into the address, and Back and Forward keep page and address together', async () => {
    const page = await site.open('/en/koikoi/tutorials/first-yaku/?step=2');
    await hydrated(page);
    const count = () => page.locator('[data-testid="step-count"]').textContent();
    await page.locator('section.gt[data-step="1"]').waitFor();
    await page.goto(new URL('?step=4', page.url()).href);
    await hydrated(page);
    await page.locator('section.gt[data-step="3"]').waitFor();
    await page.click('[data-testid="step-next"]');
    await page.waitForURL('**/first-yaku/?step=5');
    assert.equal(await count(), 'Step 5 of 5');
    await page.goBack();
    await page.waitForURL('**/first-yaku/?step=2');
    await page.locator('section.gt[data-step="1"]').waitFor();
    assert.equal(await count(), 'Step 2 of 5');
    await page.goForward();
    await page.waitForURL('**/first-yaku/?step=5');
    await page.locator('section.gt[data-step="4"]').waitFor();
    assert.equal(await count(), 'Step 5 of 5');
    await page.close();
  });

  it('ships its own lesson in its own language, not every lesson', async () => {
    const page = await site.open('/de/koikoi/tutorials/turn/');
    await page.locator('[data-lesson="turn"]').scrollIntoViewIfNeeded();
    await hydrated(page);
    // Every script the page loaded, and the island's props.
    const code = await page.evaluate(async () => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.endsWith('.js'));
      const texts = await Promise.all(urls.map((url) => fetch(url).then((r) => r.text())));
      const props = [...document.querySelectorAll('astro-island')].map((island) =>
        island.getAttribute('props'),
      );
      return [...texts, ...props].join('\n');
    });
    assert.match(code, /lesson-turn/);
    // Another lesson's deal, and this lesson's English notes (a German page needs German only).
    assert.doesNotMatch(code, /lesson-two-89|lesson-first-yaku/);
    assert.doesNotMatch(code, /A turn has two parts|Both players hold a hand of cards/);
    assert.doesNotMatch(code, /expects/);
    await page.close();
  });

  it("lists the lessons in the learning path's order and steps the round for two to the score", async () => {
    const index = await site.open('/de/koikoi/tutorials/');
    const ids = await index
      .locator('li[data-lesson]')
      .evaluateAll((items) => items.map((li) => li.dataset.lesson));
    // The order itself is pinned by the lessons' unit test (test/lessons/koikoi.test.ts).
    assert.deepEqual(ids, LESSON_IDS);
    await index.close();
    const page = await site.open('/en/koikoi/tutorials/round-for-two/');
    await page.locator('[data-lesson="round-for-two"]').scrollIntoViewIfNeeded();
    await hydrated(page);
    assert.match(await page.locator('[data-testid="narration"]').textContent(), /The opponent deals first/);
    await page.click('[data-testid="step-next"]');
    await page.keyboard.press('End');
    assert.equal(await page.locator('[data-testid="step-count"]').textContent(), 'Step 14 of 14');
    assert.equal(await page.locator('[data-testid="score-steps"] li').count(), 2);
    assert.match(await page.locator('[data-testid="note"]').textContent(), /you score \d+ points/);
    await page.close();
  });

  it('keeps the lesson as text off screen and prints it instead of the current step', async () => {
    const page = await site.open('/en/koikoi/tutorials/first-yaku/');
    await hydrated(page);
    const text = page.locator('[data-testid="lesson-text"]');
    assert.equal(await text.isVisible(), false);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await text.isVisible(), true);
    assert.equal(await page.locator('[data-lesson] .gt').isVisible(), false);
    const steps = await text.locator('ol:visible > li').count();
    assert.match(await text.locator('ol:visible').textContent(), /“Curtain”/);
    await page.emulateMedia({ media: 'screen' });
    assert.match(await page.locator('[data-testid="step-count"]').textContent(), new RegExp(`of ${steps}$`));
    await page.close();
  });

  it('prints the lesson as text with the card names the reader chose', async () => {
    const page = await site.open('/en/koikoi/tutorials/first-yaku/');
    await page.evaluate(() => localStorage.setItem('cardNames', 'mario-en'));
    try {
      await page.reload();
      await hydrated(page);
      await page.emulateMedia({ media: 'print' });
      const shown = page.locator('[data-testid="lesson-text"] ol:visible');
      assert.equal(await shown.count(), 1);
      assert.match(await shown.textContent(), /“Luigi”/);
      assert.doesNotMatch(await shown.textContent(), /“Curtain”/);
    } finally {
      await page.evaluate(() => localStorage.removeItem('cardNames'));
      await page.close();
    }
  });

  it('reads the first step when the scripts do not load', async () => {
    const page = await site.context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${site.origin}/de/koikoi/tutorials/first-yaku/`);
    assert.match(await page.locator('[data-testid="narration"]').textContent(), /Runde 1: Du gibst/);
    assert.ok((await page.locator('[data-card]').count()) > 8);
    await page.close();
  });
});

it('logs no console errors', () => {
  assert.deepEqual(site.errors, []);
});
