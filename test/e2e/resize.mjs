// Resizing the window in the layout tests.

/**
 * Sets the window to `size` and waits until the page lays out at that size.
 * Playwright's setViewportSize may return before the page has the new size:
 * on CI a test read a phone's rows of cards in the desktop's layout (eleven
 * cards in one row at 375 px), though it never happened on our machines.
 * This waits for the window's own width and height, then for two frames, so
 * the style sheets and the layout have caught up.
 * @param {import('playwright-core').Page} page
 * @param {{ width: number, height: number }} size
 */
export async function resize(page, size) {
  await page.setViewportSize(size);
  await page.waitForFunction(
    ({ width, height }) => window.innerWidth === width && window.innerHeight === height,
    size,
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
