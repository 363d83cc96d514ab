// The reader's own font size in the layout tests.
import { resize } from './resize.mjs';

/**
 * Chromium's largest font-size setting ("Very large" under Settings ›
 * Appearance): 24 px where the default is 16. A reader who needs it still
 * reads on a phone, so pages must lay out with it as they do at 16 px.
 */
export const VERY_LARGE = 24;

/** The phone sizes the layout tests check: [window width, text size] in px, the default text and the largest. */
export const PHONES = [
  [375, 16],
  [320, 16],
  [375, VERY_LARGE],
  [320, VERY_LARGE],
];

/**
 * Sets the default font size of `page` alone (not of the other pages in its
 * context) to `px`, as the reader's browser setting would, and waits for two
 * frames so the layout has caught up. The setting is lost when the page
 * reloads or navigates (Chromium 156): set it after `goto`.
 * @param {import('playwright-core').Page} page
 * @param {number} px
 */
export async function setFontSize(page, px) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: px - 3 } });
  await cdp.detach();
  await page.waitForFunction(
    (size) => getComputedStyle(document.documentElement).fontSize === `${size}px`,
    px,
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Lays `page` out at each of the {@link PHONES} sizes in turn, `height` px
 * tall, and runs `check` there with a label for its messages
 * ("320 px, 24 px text").
 * @param {import('playwright-core').Page} page
 * @param {(label: string, width: number, px: number) => Promise<void>} check
 * @param {number} [height]
 */
export async function onEachPhone(page, check, height = 700) {
  for (const [width, px] of PHONES) {
    await resize(page, { width, height });
    await setFontSize(page, px);
    await check(`${width} px, ${px} px text`, width, px);
  }
}
