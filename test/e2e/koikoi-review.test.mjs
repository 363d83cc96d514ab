// Browser tests of the Koi-Koi review: step through the finished round from
// the play page, the computer's rating of a move, a shared link, the example
// match, and a malformed link.
// Run with `npm run test:e2e -- test/e2e/koikoi-review.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hydrated } from './islands.mjs';
import { openFresh, playOn, startGame } from './koikoi-play-steps.mjs';
import { openAsNewReader } from './new-reader.mjs';
import { checkFollowsAddress, copyReviewLink } from './review-link.mjs';
import { start } from './setup.mjs';

/** Asserts that `selector` is no wider than the page's headings, which keep the reading width. */
async function assertReadingWidth(page, selector) {
  const widths = await page.evaluate((sel) => {
    const width = (s) => document.querySelector(s)?.getBoundingClientRect().width;
    return { text: width(sel), heading: width('article > h2') };
  }, selector);
  assert.ok(widths.text <= widths.heading, `${selector}: ${widths.text} px, headings ${widths.heading} px`);
}

let site;
before(async () => {
  site = await start();
});
after(async () => {
  await site?.stop();
});

describe('review', () => {
  it('steps through the finished round from the play page, and rates a move on request', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await startGame(page, 'e2e-review', '3');
    assert.equal(await playOn(page, 80, 'deal'), true);
    await page.click('[data-testid="review-link"]');
    await page.waitForURL(/\/en\/koikoi\/review\/$/);
    await page.locator('[data-testid="review"][data-state="game"]').waitFor();
    const count = () => page.locator('[data-testid="step-count"]').textContent();
    const total = Number(/of (\d+)$/.exec(await count())[1]);
    assert.equal(await count(), `Step 2 of ${total}`);
    assert.match(await page.locator('[data-testid="review-meta"]').textContent(), /game number e2e-review/);
    // Both hands face up: eight cards each after the deal.
    assert.equal(await page.locator('[data-zone="hand-1"] [data-card]').count(), 8);
    // Step forward to the reader's first card: the rating is offered there.
    for (let i = 0; i < total && !(await page.locator('[data-testid="suggest"]').count()); i++) {
      await page.click('[data-testid="step-next"]');
    }
    assert.match(await page.locator('[data-testid="narration"]').textContent(), /^You play /);
    await page.click('[data-testid="suggest"]');
    await page.locator('[data-testid="move-advice"] li').first().waitFor();
    assert.match(
      await page.locator('[data-testid="move-advice"] li').first().textContent(),
      /^Play “.+”: net wins [+−]?\d+% of play-outs, −?[\d.]+ points? on average$/,
    );
    assert.match(
      await page.locator('[data-testid="advice-note"]').textContent(),
      /^Chosen in the match: Play “/,
    );
    // The end of the review is the round's score; the round in play is not there.
    await page.keyboard.press('End');
    assert.equal(await count(), `Step ${total} of ${total}`);
    assert.match(await page.locator('[data-testid="narration"]').textContent(), /round 1/);
    assert.equal(await page.locator('[data-testid="review-round"]').count(), 0);
    // A reload keeps the step.
    await page.reload();
    await hydrated(page);
    await page.locator('[data-testid="review"][data-state="game"]').waitFor();
    assert.equal(await count(), `Step ${total} of ${total}`);
    // Every move, by keyboard: open the list, go to step 3.
    await page.locator('[data-testid="review-moves"] summary').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    assert.equal(await count(), `Step 3 of ${total}`);
    // The arrow keys go on from the list, and the focus follows the step.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    assert.equal(await count(), `Step 4 of ${total}`);
    assert.equal(
      await page
        .locator('[data-testid="review-moves"] [aria-current="step"]')
        .evaluate((el) => el === document.activeElement),
      true,
    );
    await page.close();
  });

  it('shares the game as a link that opens the same review elsewhere', async () => {
    const page = await openFresh(site, '/de/koikoi/play/');
    await startGame(page, 'e2e-share', '3');
    assert.equal(await playOn(page, 80, 'deal'), true);
    await page.goto(`${site.origin}/de/koikoi/review/`);
    await hydrated(page);
    await page.locator('[data-testid="review"][data-state="game"]').waitFor();
    for (let i = 0; i < 4; i++) await page.click('[data-testid="step-next"]');
    const link = await copyReviewLink(site, page);
    assert.match(
      link,
      /\/de\/koikoi\/review\/#v=1&rules=nintendo&players=2&rounds=3&seats=human%2Crandom&seed=e2e-share&moves=[0-9a-z]+&step=6$/,
    );
    const steps = await page.locator('[data-testid="step-count"]').textContent();
    // The reader goes to the example and back to the own match, at the step left.
    await page.goto(`${site.origin}/de/koikoi/review/`);
    await hydrated(page);
    await page.locator('[data-testid="review"][data-from="saved"]').waitFor();
    await page.click('[data-testid="review-other"]');
    await page.locator('[data-testid="review"][data-from="example"]').waitFor();
    assert.equal(
      await page.locator('[data-testid="review-other"]').textContent(),
      'Stattdessen deine letzte Partie zeigen',
    );
    await page.click('[data-testid="review-other"]');
    await page.waitForURL(/\/de\/koikoi\/review\/$/);
    await hydrated(page);
    await page.locator('[data-testid="review"][data-from="saved"]').waitFor();
    assert.equal(await page.locator('[data-testid="step-count"]').textContent(), steps);
    // Another reader, with no saved game: the link alone gives the same game, at the same step.
    const other = await openAsNewReader(site, link);
    await other.locator('[data-testid="review"][data-from="link"]').waitFor();
    assert.equal(await other.locator('[data-testid="step-count"]').textContent(), steps);
    await other.close();
    await page.close();
  });

  it('offers an example match before there is a game to review, by keyboard too; back returns to the offer', async () => {
    const page = await openAsNewReader(site, '/de/koikoi/review/');
    await page.locator('[data-testid="review"][data-state="none"]').waitFor();
    // In a 1280 px window the offer's sentences keep the reading width.
    await assertReadingWidth(page, '[data-testid="review"] > p');
    await page.locator('[data-testid="review-example"]').focus();
    // Enter only once the link has the focus (the notice was hidden until its source was read).
    await page.waitForFunction(() => document.activeElement?.matches('[data-testid="review-example"]'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/#v=1&/);
    await page.locator('[data-testid="review"][data-from="example"]').waitFor();
    assert.equal(await page.locator('.gt-review-title').textContent(), 'Eine Beispielpartie');
    // The offer is gone; the keyboard lands on the example's title, and Tab goes on into the review.
    await page.waitForFunction(() => document.activeElement?.matches('.gt-review-title'));
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest('[data-testid="review"]') !== null),
      true,
    );
    assert.match(
      await page.locator('[data-testid="review-meta"]').textContent(),
      /2 Spieler · 3 Runden · Nummer 7$/,
    );
    // So does the list of every move, once opened.
    await page.click('[data-testid="review-moves"] summary');
    await assertReadingWidth(page, '[data-testid="review-moves"] ol');
    const first = await page.locator('[data-testid="step-count"]').textContent();
    await page.click('[data-testid="step-next"]');
    assert.notEqual(await page.locator('[data-testid="step-count"]').textContent(), first);
    assert.match(page.url(), /seats=strong%2Cstrong&seed=7&moves=[0-9a-z]+&step=\d+$/);
    await page.goBack();
    await page.locator('[data-testid="review"][data-state="none"]').waitFor();
    await page.close();
  });

  it('follows the address: a step changed in it, Back and Forward, another link pasted into the tab', async () => {
    await checkFollowsAddress(site, '/en/koikoi/review/', {
      step: (n, total) => `Step ${n} of ${total}`,
      badStep: 'This review link cannot be read: it points to a step this match does not have.',
    });
  });

  it('says why a malformed link cannot be read', async () => {
    const page = await site.open(
      '/en/koikoi/review/#v=1&rules=nintendo&players=2&rounds=3&seats=human,greedy&seed=x&moves=0z',
    );
    await hydrated(page);
    const error = page.locator('[data-testid="review-error"]');
    await error.waitFor();
    assert.equal(await error.getAttribute('role'), 'alert');
    assert.match(await error.textContent(), /move 2 is not possible in this match/);
    assert.equal(await page.locator('section.gt').count(), 0);
    await page.close();
  });
});

it('logs no console errors', () => {
  assert.deepEqual(site.errors, []);
});
