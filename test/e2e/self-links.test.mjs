// Browser tests of the "#" links that lead to a glossary row's or a card's
// own address (SelfLink.astro): one in every row and card, pointing to its
// id, named in the page's language, reached and followed with the keyboard,
// showing focus, and left off paper. Run with
// `npm run test:e2e -- test/e2e/self-links.test.mjs`.
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

/** Each element of `selector` with its id, the hrefs of its self-links and their names (the hidden text). */
const ownLinks = (page, selector) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const links = [...el.querySelectorAll('a.self-link')];
      return {
        id: el.id,
        hrefs: links.map((a) => a.getAttribute('href')),
        names: links.map((a) => a.textContent.replace(/^#/, '').trim()),
      };
    }),
  );

const PAGES = [
  // path, the boxes that have an address, how many, the name pattern, one link's full name
  [
    '/en/glossary/',
    'table.glossary tbody tr',
    30,
    /^Link to the term “.+”$/,
    'Link to the term “Elder card”',
  ],
  [
    '/de/glossary/',
    'table.glossary tbody tr',
    30,
    /^Link zum Begriff „.+“$/,
    'Link zum Begriff „Ältestenkarte“',
  ],
  ['/en/koikoi/cards/', 'li.cc-card', 48, /^Link to .+$/, 'Link to Crane and Sun'],
  ['/de/koikoi/cards/', 'li.cc-card', 48, /^Link zur Karte „.+“$/, 'Link zur Karte „Kranich mit Sonne“'],
  ['/en/hakka/cards/', '.hk-chart td[id], .hk-chart-wansin[id]', 37, /^Link to .+$/, 'Link to Sup 9'],
  [
    '/de/hakka/cards/',
    '.hk-chart td[id], .hk-chart-wansin[id]',
    37,
    /^Link zur Karte „.+“$/,
    'Link zur Karte „Wan Sin“',
  ],
];

describe('links to a row’s or a card’s own address', () => {
  for (const [path, selector, count, pattern, example] of PAGES) {
    it(`gives every row or card of ${path} one, to its own id, with a name`, async () => {
      const page = await site.open(path);
      const boxes = await ownLinks(page, selector);
      assert.ok(boxes.length >= count, `${boxes.length} rows or cards`);
      for (const box of boxes) {
        assert.ok(box.id, 'the box has an id');
        assert.deepEqual(box.hrefs, [`#${box.id}`], box.id);
        assert.match(box.names[0], pattern, box.id);
      }
      // The accessibility tree names the link so (the "#" is for the eye only).
      assert.equal(await page.getByRole('link', { name: example, exact: true }).count(), 1, example);
      await page.close();
    });
  }

  it('is reached with Tab, shows its focus and leads to its card with Enter', async () => {
    const page = await site.open('/en/koikoi/cards/');
    // The link comes right after the card's picture, before its yaku links.
    await page.locator('#m01-light .hcard').evaluate((card) => {
      card.tabIndex = -1;
      card.focus();
    });
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      const s = getComputedStyle(el);
      return { href: el.getAttribute('href'), outline: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    assert.deepEqual(focused, { href: '#m01-light', outline: 'solid', width: 3 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/koikoi/cards/#m01-light');
    assert.equal(await page.evaluate(() => document.querySelector(':target')?.id), 'm01-light');
    // As with any link within a page, the browser goes on from the card: Tab reaches its link again, not the page's top.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), '#m01-light');
    await page.close();
  });

  it('is not printed', async () => {
    for (const path of ['/de/glossary/', '/en/koikoi/cards/', '/de/hakka/cards/']) {
      const page = await site.open(path);
      assert.ok((await page.locator('a.self-link:visible').count()) > 0, path);
      await page.emulateMedia({ media: 'print' });
      assert.equal(await page.locator('a.self-link:visible').count(), 0, path);
      await page.close();
    }
  });
});

it('logs no console errors on these pages', () => {
  assert.deepEqual(site.errors, []);
});
