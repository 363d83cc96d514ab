// The review pages' "copy link" step and their following the address,
// shared by both games' review tests.
import assert from 'node:assert/strict';
import { openAsNewReader } from './new-reader.mjs';

/**
 * Copies the review's link with its button and returns it: from the
 * clipboard, or from the address bar where the page put it for want of
 * clipboard access. `site` is from `start()`; `page` shows a review.
 */
export async function copyReviewLink(site, page) {
  await site.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  await page.click('[data-testid="review-copy"]');
  await page.locator('[data-testid="review-copied"]:not(:empty)').waitFor();
  return page.evaluate(async () =>
    window.location.hash ? window.location.href : navigator.clipboard.readText(),
  );
}

/** Waits (briefly) until the review's step counter reads `text`, and fails saying what it reads instead. */
async function showsStep(page, text) {
  const counter = '[data-testid="step-count"]';
  await page
    .waitForFunction(([sel, t]) => document.querySelector(sel)?.textContent === t, [counter, text], {
      timeout: 3000,
    })
    .catch(() => {});
  assert.equal(await page.locator(counter).textContent(), text);
}

/**
 * Checks that the review page at `path` follows its address in the same
 * tab: it opens the page's example game (as a new reader) at step 13, has
 * the step in the address changed to 40 as a reader editing it does (a new
 * entry in the tab's history, no reload), steps on, goes Back and Forward,
 * pastes the link of another step, follows the skip link (a place on the
 * page, not a link), and pastes the link of a step the game does not
 * have (the game and its step stay, the page says why, and the address is
 * put back). `texts.step(n, total)` is the counter at step n of total, `texts.badStep` the
 * message for the bad step.
 */
export async function checkFollowsAddress(site, path, texts) {
  const offer = await openAsNewReader(site, path);
  const example = await offer.locator('[data-testid="review-example"]').getAttribute('href');
  await offer.close();
  const link = (step) => `${new URL(path, site.origin).href}${example}&step=${step}`;
  const page = await openAsNewReader(site, link(13));
  await page.locator('[data-testid="review"][data-from="example"]').waitFor();
  const stepInAddress = () => new URL(page.url()).hash.match(/&step=(\d+)$/)?.[1];
  const total = Number(/(\d+)$/.exec(await page.locator('[data-testid="step-count"]').textContent())[1]);
  const step = (n) => texts.step(n, total);
  await showsStep(page, step(13));
  await page.evaluate(() => {
    window.location.hash = window.location.hash.replace(/step=\d+/, 'step=40');
  });
  await showsStep(page, step(40));
  await page.click('[data-testid="step-next"]');
  await showsStep(page, step(41));
  assert.equal(stepInAddress(), '41');
  // Stepping replaces the entry: Back returns to the link opened before, at the step shown there.
  await page.goBack();
  await showsStep(page, step(13));
  assert.equal(stepInAddress(), '13');
  await page.goForward();
  await showsStep(page, step(41));
  // Another link pasted into the same tab (only the fragment changes: no reload).
  await page.goto(link(5));
  await showsStep(page, step(5));
  // The skip link's `#content` is a place on the page, not a link: the game, its step and its address stay.
  const followed = page.evaluate(
    () =>
      new Promise((done) => window.addEventListener('hashchange', () => setTimeout(done), { once: true })),
  );
  await page.locator('a.skip-link').focus();
  await page.keyboard.press('Enter');
  await followed;
  await showsStep(page, step(5));
  assert.equal(stepInAddress(), '5');
  assert.equal(await page.locator('[data-testid="bad-step"]').textContent(), '');
  await page.goto(link(999));
  await page.locator('[data-testid="bad-step"]:not(:empty)').waitFor();
  assert.equal(await page.locator('[data-testid="bad-step"]').textContent(), texts.badStep);
  await showsStep(page, step(5));
  assert.equal(stepInAddress(), '5');
  await page.close();
}
