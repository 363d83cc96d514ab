// Browser tests of printed pages: paper prints in the light palette even where
// the reader pinned dark mode on screen; a card's box (picture and names) and
// the boxes of the home page and the learning path stay whole on a page; no
// page ends with a heading or a lead-in, none is blank, and a lesson's last
// line gets no page of its own. Run with
// `npm run test:e2e -- test/e2e/print.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { blankPages, pdfPages } from './pdf.mjs';
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

describe('page breaks', () => {
  const A4 = { format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } };

  it('never ends a page with a heading, nor with the lead-in of a table in its scrolling box', async () => {
    const found = { headings: [], leadIns: [] };
    for (const path of ['/de/koikoi/variants/', '/en/hakka/rules/']) {
      const page = await site.open(path);
      await page.emulateMedia({ media: 'print' });
      const some = await page.evaluate(() => ({
        headings: [...document.querySelectorAll('main :is(h2, h3, h4)')]
          .filter((h) => h.checkVisibility())
          .map((h) => `${h.tagName} ${h.textContent.trim()}: ${getComputedStyle(h).breakAfter}`),
        leadIns: [...document.querySelectorAll('main p + .table-wrap')].map((box) => {
          const p = box.previousElementSibling;
          return `${p.textContent.slice(0, 30)}: ${getComputedStyle(p).breakAfter}`;
        }),
      }));
      found.headings.push(...some.headings);
      found.leadIns.push(...some.leadIns);
      await page.close();
    }
    for (const tag of ['H2', 'H3', 'H4'])
      assert.ok(
        found.headings.some((h) => h.startsWith(tag)),
        `${tag}: ${found.headings.join(', ')}`,
      );
    assert.ok(found.leadIns.length > 0);
    for (const line of [...found.headings, ...found.leadIns]) assert.match(line, /: avoid$/);
  });

  it('lets the turn figure of the rules go on on the next page between its steps, each step whole', async () => {
    const page = await site.open('/en/koikoi/rules/');
    await page.emulateMedia({ media: 'print' });
    const figure = await page.locator('figure.kk-turn').evaluate((f) => ({
      figure: getComputedStyle(f).breakInside,
      steps: [...new Set([...f.querySelectorAll('ol > li')].map((li) => getComputedStyle(li).breakInside))],
      caption: getComputedStyle(f.querySelector('figcaption')).breakBefore,
    }));
    assert.deepEqual(figure, { figure: 'auto', steps: ['avoid'], caption: 'avoid' });
    await page.close();
  });

  for (const path of ['/en/hakka/rules/', '/de/hakka/rules/', '/en/koikoi/cards/', '/de/koikoi/variants/']) {
    it(`prints ${path} without a blank page`, async () => {
      const page = await site.open(path);
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf(A4);
      assert.ok(pdfPages(pdf) > 1);
      assert.deepEqual(blankPages(pdf), []);
      await page.close();
    });
  }

  for (const path of ['/en/koikoi/tutorials/turn/', '/de/hakka/tutorials/calling/']) {
    it(`does not give the last line of ${path} (“Next: …”) a page of its own`, async () => {
      const page = await site.open(path);
      await page.emulateMedia({ media: 'print' });
      const pages = pdfPages(await page.pdf(A4));
      const last = await page
        .locator('article > p')
        .last()
        .evaluate((p) => {
          const text = p.textContent;
          p.remove();
          return text;
        });
      assert.match(last, /^(Next|Weiter): /);
      assert.equal(pages, pdfPages(await page.pdf(A4)), 'as many pages as without it');
      await page.close();
    });
  }
});

it('logs no console errors on the printed pages', () => {
  assert.deepEqual(site.errors, []);
});
