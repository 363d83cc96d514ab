// Browser tests of printed pages: paper prints in the light palette even where
// the reader pinned dark mode on screen; a card's box (picture and names) and
// the boxes of the home page and the learning path stay whole on a page. Run with
// `npm run test:e2e -- test/e2e/print.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { start } from './setup.mjs';

let site;
before(async () => {
  site = await start();
});
after(async () => {
  await site?.stop();
});

/** Waits two frames: Chromium re-resolves light-dark() in custom properties on the next style update. */
const settle = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

describe('colours on paper', () => {
  /** The colour scheme of the page and the colours of every element in `main`, as printed. */
  async function printedColours(page) {
    await page.emulateMedia({ media: 'print' });
    await settle(page);
    const colours = await page.evaluate(() => ({
      scheme: getComputedStyle(document.documentElement).colorScheme,
      elements: [...document.querySelectorAll('main *')].map((el) => {
        const s = getComputedStyle(el);
        return [s.color, s.backgroundColor, s.borderTopColor, s.fill, s.stroke].join(' ');
      }),
    }));
    await page.emulateMedia({ media: 'screen' });
    return colours;
  }

  for (const path of ['/en/hakka/rules/', '/de/koikoi/yaku/', '/en/koikoi/cheat-sheet/']) {
    it(`prints ${path} in the light palette whether the reader pinned light or dark`, async () => {
      const page = await site.open(path);
      const pinned = async (theme) => {
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        await page.reload();
        assert.equal(await page.getAttribute('html', 'data-theme'), theme);
        return printedColours(page);
      };
      const light = await pinned('light');
      const dark = await pinned('dark');
      assert.equal(dark.scheme, 'light');
      assert.equal(dark.elements.length, light.elements.length);
      const differ = dark.elements.flatMap((c, i) => (c === light.elements[i] ? [] : [i]));
      assert.deepEqual(differ, [], `${differ.length} elements print in other colours`);
      // On screen the pin still holds.
      assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), 'dark');
      await page.evaluate(() => localStorage.removeItem('theme'));
      await page.close();
    });
  }
});

describe('boxes on paper', () => {
  /** For each element of `selector` in print: its id or class and its break-inside. */
  const breaks = (page, selector) =>
    page
      .locator(selector)
      .evaluateAll((els) =>
        els.map((el) => ({ box: el.id || el.className, breakInside: getComputedStyle(el).breakInside })),
      );

  for (const path of ['/en/koikoi/cards/', '/de/koikoi/cards/']) {
    it(`keeps each card's box on ${path} whole on one page: its picture with its names`, async () => {
      const page = await site.open(path);
      await page.emulateMedia({ media: 'print' });
      const cards = await breaks(page, '[data-card-catalog] li.cc-card');
      assert.equal(cards.length, 48);
      assert.deepEqual(
        cards.filter((c) => c.breakInside !== 'avoid'),
        [],
      );
      await page.close();
    });
  }

  it('keeps the boxes of the home page and of a learning path whole on one page', async () => {
    for (const [path, selector, count] of [
      ['/en/', '.card-grid > li', 2],
      ['/de/hakka/tutorials/', '.kp-item', 4],
    ]) {
      const page = await site.open(path);
      await page.emulateMedia({ media: 'print' });
      const boxes = await breaks(page, selector);
      assert.ok(boxes.length >= count, `${path}: ${boxes.length} boxes`);
      assert.deepEqual(
        boxes.filter((c) => c.breakInside !== 'avoid'),
        [],
        path,
      );
      await page.close();
    }
  });
});

it('logs no console errors on the printed pages', () => {
  assert.deepEqual(site.errors, []);
});
