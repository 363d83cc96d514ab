// Steps the Koi-Koi play page's browser tests share: open the page with no
// saved game, start a seeded game, wait for elements to scroll into view,
// play on as seat 0 until a phase is reached, and wait for the reader's move.
import assert from 'node:assert/strict';
import { hydrated } from './islands.mjs';

/** Opens a play page of `site` (from `start()`) with no saved game, hydrated. */
export async function openFresh(site, path) {
  const page = await site.open(path);
  await page.evaluate(() => {
    localStorage.removeItem('koikoi:saved-game');
    localStorage.removeItem('koikoi:last-setup');
    localStorage.removeItem('koikoi:record');
  });
  await page.reload();
  await hydrated(page);
  return page;
}

/** Starts a seeded game up to the drawing for dealer: you against the random computer, one round (or `rounds`). */
export async function drawForDealer(page, seed, rounds = '1') {
  await page.selectOption('[data-testid="rounds"]', rounds);
  await page.selectOption('[data-testid="seat-1"]', 'random');
  await page.fill('[data-testid="seed"]', seed);
  await page.click('[data-testid="start"]');
  await page.locator('[data-testid="first-deal"]').waitFor();
}

/** Starts a seeded game and deals its first round (see {@link drawForDealer}). */
export async function startGame(page, seed, rounds = '1') {
  await drawForDealer(page, seed, rounds);
  await page.click('[data-testid="first-deal"]');
  await page.locator('[data-testid="status"]').waitFor();
}

/** Waits until the elements are within the window, top and bottom (a smooth scroll takes a moment). */
export async function inView(page, selectors) {
  const box = () =>
    page.evaluate((sels) => {
      const rects = sels.map((sel) => document.querySelector(sel).getBoundingClientRect());
      return { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) };
    }, selectors);
  try {
    await page.waitForFunction(
      (sels) =>
        sels.every((sel) => {
          const rect = document.querySelector(sel).getBoundingClientRect();
          return rect.top >= 0 && rect.bottom <= innerHeight;
        }),
      selectors,
    );
  } catch {
    assert.fail(`in view: ${JSON.stringify(await box())} of ${page.viewportSize().height} px`);
  }
}

/** Plays as seat 0 until the phase is `until`: first playable card, first choice, always stop. */
export async function playOn(page, maxMoves = 80, until = 'match-over') {
  for (let i = 0; i < maxMoves; i++) {
    const phase = await page.locator('[data-testid="play"]').getAttribute('data-phase');
    if (phase === until) return true;
    const stop = page.locator('[data-testid="stop"]');
    if (await stop.count()) {
      await stop.click();
      continue;
    }
    const choice = page.locator('[data-zone="field"] button.hcard').first();
    if (await choice.count()) {
      await choice.click();
      continue;
    }
    const card = page.locator('[data-zone="hand-0"] button.hcard').first();
    if (await card.count()) {
      await card.click();
      continue;
    }
    await page.waitForTimeout(150);
  }
  return false;
}

/**
 * Waits until the game waits for the reader again (a card to play, a capture
 * to choose, Koi-Koi or stop) or the round is over: then nothing on the table
 * moves. Right after `playOn`, the computer may still be moving.
 */
export async function awaitReader(page) {
  await page.waitForFunction(() => {
    const phase = document.querySelector('[data-testid="play"]')?.getAttribute('data-phase');
    if (phase === 'deal' || phase === 'match-over') return true;
    const waiting =
      '[data-zone="hand-0"] button.hcard, [data-zone="field"] button.hcard, [data-testid="stop"]';
    return document.querySelector(waiting) !== null;
  });
}
