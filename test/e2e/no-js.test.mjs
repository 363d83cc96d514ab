// Browser tests with JavaScript switched off: every page still reads, the
// islands that need JavaScript say so, and no page shows a control that
// cannot work (a button, a form field) without it. Run with `npm run test:e2e`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { allPages, start } from './setup.mjs';

let site;
before(async () => {
  site = await start({ javaScriptEnabled: false });
});
after(async () => {
  await site?.stop();
});

/**
 * Visible form controls on the page (links and native disclosure widgets work
 * without JavaScript, and so do controls inside `[data-css-control]`, which
 * only CSS reads; the last test below checks that they do).
 */
function deadControls(page) {
  return page.$$eval('button, input, select, textarea', (els) =>
    els
      .filter((el) => el.checkVisibility() && !el.closest('[data-css-control]'))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} “${(el.textContent || el.getAttribute('name') || '').trim().slice(0, 40)}”`,
      ),
  );
}

describe('without JavaScript', () => {
  it('no page shows a control that needs JavaScript', async () => {
    const found = [];
    const page = await site.context.newPage();
    for (const path of allPages()) {
      await page.goto(site.origin + path);
      for (const control of await deadControls(page)) found.push(`${path}: ${control}`);
    }
    await page.close();
    assert.deepEqual(found, []);
  });

  it('says so where an island needs JavaScript', async () => {
    for (const path of [
      '/en/koikoi/play/',
      '/de/hakka/play/',
      '/en/koikoi/tutorials/turn/',
      '/de/hakka/tutorials/calling/',
      '/de/koikoi/calculator/',
      '/en/hakka/checker/',
    ]) {
      const page = await site.open(path);
      const notes = page.locator('main .note', { hasText: 'JavaScript' });
      assert.equal(await notes.first().isVisible(), true, path);
      await page.close();
    }
  });

  it('shows only the note of a tool that needs JavaScript: no empty frame, no footnote, no words about its controls', async () => {
    for (const path of [
      '/en/koikoi/quiz/',
      '/de/koikoi/quiz/',
      '/en/hakka/quiz/',
      '/de/hakka/quiz/',
      '/en/hakka/checker/',
      '/de/hakka/checker/',
      '/en/hakka/payments/',
      '/de/hakka/payments/',
    ]) {
      const page = await site.open(path);
      const seen = await page.evaluate(() => {
        const shown = (el) => el.checkVisibility() && el.getClientRects().length > 0;
        // Inside the islands: whatever shows besides the note (a frame, a live region, a footnote).
        const leftovers = [...document.querySelectorAll('main astro-island *')]
          .filter((el) => shown(el) && !el.closest('.note, noscript'))
          .map((el) => `${el.tagName.toLowerCase()}.${el.className} “${el.textContent.trim().slice(0, 40)}”`);
        const notes = [...document.querySelectorAll('main .note')].filter(shown).map((n) => n.textContent);
        // The article's text as shown: its text nodes in elements that show.
        const walker = document.createTreeWalker(
          document.querySelector('main article'),
          NodeFilter.SHOW_TEXT,
        );
        let text = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (node.parentElement && shown(node.parentElement)) text += node.data;
        return { leftovers, notes, text };
      });
      assert.deepEqual(seen.leftovers, [], path);
      assert.equal(seen.notes.filter((n) => /JavaScript/.test(n)).length, 1, path);
      // The page's own words point to no control that is hidden.
      assert.doesNotMatch(
        seen.text,
        /here or there|hier oder dort|grid below|Raster unten|score sheet below|Punktezettel darunter|switch here|hier umstellen|bookmark a comparison|Vergleich als Lesezeichen/,
        path,
      );
      await page.close();
    }
  });

  it('gives a lesson as text, every step with its note, instead of the step-through frame', async () => {
    for (const [path, steps, first] of [
      ['/de/koikoi/tutorials/turn/', 7, /Runde 1: Du gibst/],
      ['/en/hakka/tutorials/calling/', 7, /Round 1: Ben deals/],
    ]) {
      const page = await site.open(path);
      const text = page.locator('[data-testid="lesson-text"]');
      assert.equal(await text.isVisible(), true, path);
      assert.equal(await text.locator('ol:visible').count(), 1, path);
      assert.equal(await text.locator('ol:visible > li').count(), steps, path);
      assert.match(await text.locator('ol:visible > li').first().textContent(), first);
      assert.equal(await page.locator('[data-lesson] .gt').isVisible(), false, path);
      await page.close();
    }
  });

  it('prints the score sheet as a blank sheet, without the note or the form', async () => {
    const page = await site.open('/de/koikoi/score-sheet/');
    await page.emulateMedia({ media: 'print' });
    const blank = page.locator('[data-testid="blank-sheet"]');
    assert.equal(await blank.isVisible(), true);
    assert.equal(await blank.locator('tbody tr').count(), 12);
    assert.equal(await page.locator('main .note').isVisible(), false);
    await page.emulateMedia({ media: 'screen' });
    assert.equal(await blank.isVisible(), false);
    await page.close();
  });

  it('switches the print deck’s card size and side by CSS alone', async () => {
    for (const path of ['/en/koikoi/print-deck/', '/de/hakka/print-deck/']) {
      const page = await site.open(path);
      assert.equal(await page.locator('[data-css-control] input').count(), 4, path);
      const width = () =>
        page
          .locator('.pd-cards li')
          .first()
          .evaluate((li) => li.getBoundingClientRect().width);
      const standard = await width();
      await page.check('[data-print-size="large"]');
      assert.ok((await width()) > standard, path);
      const shown = (selector) => page.locator(selector).evaluate((el) => el.getClientRects().length > 0);
      assert.deepEqual([await shown('.pd-fronts'), await shown('.pd-backs')], [true, false], path);
      await page.check('[data-print-side="backs"]');
      assert.deepEqual([await shown('.pd-fronts'), await shown('.pd-backs')], [false, true], path);
      await page.close();
    }
  });
});
