// Browser tests of the print-and-play deck pages: each size prints on as many
// A4 and US Letter pages as print-layout.ts computes (and the page says),
// at its size in millimetres, with nothing but the cards; the backs print on
// as many pages, mirrored; the size choice works by keyboard without
// JavaScript's help. Run with
// `npm run test:e2e -- test/e2e/print-deck.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { register } from 'tsx/esm/api';
import { pdfPages } from './pdf.mjs';
import { resize } from './resize.mjs';
import { start } from './setup.mjs';

register();
const { cardSize, printLayout, PRINT_SIZES } = await import('../../src/components/print-layout.ts');

let site;
before(async () => {
  site = await start();
});
after(async () => {
  await site?.stop();
});

const DECKS = [
  { game: 'koikoi', lang: 'en', count: 48 },
  { game: 'hakka', lang: 'de', count: 37 },
];
const PX_PER_MM = 96 / 25.4;

for (const { game, lang, count } of DECKS) {
  describe(`${game} deck (${lang})`, () => {
    for (const size of PRINT_SIZES) {
      it(`prints the ${size} size on the pages it states, A4 and US Letter`, async () => {
        const page = await site.open(`/${lang}/${game}/print-deck/`);
        assert.equal(await page.locator('.pd-cards > li > [data-card]').count(), count);
        await page.check(`[data-print-size="${size}"]`);
        const card = cardSize(game, size);
        for (const [paper, format] of [
          ['a4', 'A4'],
          ['letter', 'Letter'],
        ]) {
          const { pages } = printLayout(card, paper, count);
          const stated = await page
            .locator(`[data-print-size="${size}"]`)
            .getAttribute(`data-pages-${paper}`);
          assert.equal(Number(stated), pages, `${paper}: the page states the computed count`);
          assert.equal(pdfPages(await page.pdf({ format })), pages, `${paper}: printed pages`);
        }
        await page.close();
      });
    }

    it('prints the backs instead on as many pages, each page the mirror image of its page of fronts', async () => {
      const page = await site.open(`/${lang}/${game}/print-deck/`);
      await page.check('[data-print-side="backs"]');
      for (const [paper, format] of [
        ['a4', 'A4'],
        ['letter', 'Letter'],
      ]) {
        const { pages } = printLayout(cardSize(game, 'standard'), paper, count);
        assert.equal(pdfPages(await page.pdf({ format })), pages, `${paper}: printed pages of backs`);
      }
      await page.emulateMedia({ media: 'print' });
      const shown = (selector) =>
        page
          .locator(selector)
          .evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length);
      assert.equal(await shown('.pd-fronts [data-card]'), 0, 'no fronts');
      assert.equal(await shown('.pd-backs [data-card-back]'), count, 'a back for every card');
      // Each card's place in its grid: from the left, from the right and from the top.
      const places = (selector) =>
        page.locator(selector).evaluateAll((els) =>
          els.map((el) => {
            const box = el.getBoundingClientRect();
            const grid = el.parentElement.getBoundingClientRect();
            return { left: box.left - grid.left, right: grid.right - box.right, top: box.top - grid.top };
          }),
        );
      const backs = await places('.pd-backs > .pd-back');
      // The choice itself is not printed: back to the screen to make it.
      await page.emulateMedia({ media: 'screen' });
      await page.check('[data-print-side="fronts"]');
      await page.emulateMedia({ media: 'print' });
      const fronts = await places('.pd-fronts > li');
      assert.equal(backs.length, fronts.length);
      for (const [i, front] of fronts.entries()) {
        // Turned over like a book page, a card's left edge lies where its back's right edge is.
        assert.ok(
          Math.abs(backs[i].right - front.left) < 0.5,
          `card ${i}: ${backs[i].right} vs ${front.left}`,
        );
        assert.ok(Math.abs(backs[i].top - front.top) < 0.5, `card ${i}: same row`);
      }
      await page.close();
    });

    it('prints only the cards, each as wide as the chosen size', async () => {
      const page = await site.open(`/${lang}/${game}/print-deck/`);
      await page.check('[data-print-size="large"]');
      await page.emulateMedia({ media: 'print' });
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, p, ol, fieldset, .site-header, .pager')]
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => el.tagName),
      );
      assert.deepEqual(shown, []);
      const widths = await page
        .locator('.pd-cards li')
        .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().width));
      const expected = cardSize(game, 'large').width * PX_PER_MM;
      for (const width of widths)
        assert.ok(Math.abs(width - expected) < 0.5, `${width} px, expected ${expected}`);
      await page.close();
    });
  });
}

it('switches the size with the keyboard alone and shows every card on a phone', async () => {
  const page = await site.open('/en/koikoi/print-deck/');
  await resize(page, { width: 375, height: 800 });
  const firstWidth = () =>
    page
      .locator('.pd-cards li')
      .first()
      .evaluate((li) => li.getBoundingClientRect().width);
  const standard = await firstWidth();
  await page.locator('[data-print-size="standard"]').focus();
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.locator('[data-print-size="large"]').isChecked(), true);
  assert.ok((await firstWidth()) > standard, 'the preview grows with the size');
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= 375), true);
  await page.close();
});

it('logs no console errors on the deck pages', () => {
  assert.deepEqual(site.errors, []);
});
