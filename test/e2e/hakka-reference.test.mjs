// Browser tests of the Hakka reference tools: the pattern checker (mouse,
// keyboard only, shareable links, Back, malformed links) and the payments
// tool (a round, the payments, a score sheet that survives a reload, the
// caller's choices whole on a 320 px phone), and how the reference pages print.
// Run with `npm run test:e2e -- test/e2e/hakka-reference.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setFontSize, VERY_LARGE } from './large-text.mjs';
import { resize } from './resize.mjs';
import { start } from './setup.mjs';

let site;
before(async () => {
  site = await start();
});
after(async () => {
  await site?.stop();
  assert.deepEqual(site?.errors ?? [], [], 'no console errors');
});

const option = (id) => `[role="option"][data-card="${id}"]`;

describe('pattern checker', () => {
  it('shows that a run of Sup beats a run of Gon, and the link reproduces it', async () => {
    const page = await site.open('/en/hakka/checker/');
    await page.waitForSelector('[data-checker]');
    await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
    // With nothing chosen, "Clear" does nothing, and looks it.
    const clear = page.locator('[data-checker] button', { hasText: 'Clear' }).first();
    assert.equal(await clear.isDisabled(), true);
    assert.equal(await clear.evaluate((b) => getComputedStyle(b).opacity), '0.55');
    for (const id of ['gon-3', 'gon-4', 'gon-5']) await page.click(option(id));
    assert.equal(await clear.evaluate((b) => getComputedStyle(b).opacity), '1');
    assert.match(await page.textContent('[data-testid="forms-lead"]'), /a run of 3 in Gon, 3 to 5/);
    await page.check('input[value="reply"]');
    for (const id of ['sup-1', 'sup-2', 'sup-3']) await page.click(option(id));
    // Seed 002: Folge "erst nach Kartenfarbe geordnet": Sup outranks Gon.
    assert.match(
      await page.textContent('[data-testid="verdict"]'),
      /Sup 1, Sup 2 and Sup 3 beat Gon 3, Gon 4 and Gon 5/,
    );
    assert.equal(new URL(page.url()).search, '?lead=gon-3,gon-4,gon-5&reply=sup-1,sup-2,sup-3');
    const shared = await page.getAttribute('[data-testid="share"]', 'href');
    const again = await site.open(shared);
    await again.waitForFunction(() =>
      /beat Gon 3/.test(document.querySelector('[data-testid="verdict"]')?.textContent ?? ''),
    );
    await again.close();
    // Back undoes the last pick.
    await page.goBack();
    await page.waitForFunction(() => !/reply=sup-1,sup-2,sup-3/.test(location.search));
    assert.equal(new URL(page.url()).search, '?lead=gon-3,gon-4,gon-5&reply=sup-1,sup-2');
    assert.match(await page.textContent('[data-testid="verdict"]'), /forms no pattern|do not beat/);
    await page.close();
  });

  it('reports a malformed link and starts empty', async () => {
    const page = await site.open('/de/hakka/checker/?lead=sup-3,sup-99');
    const alert = page.locator('[role="alert"]');
    await alert.waitFor();
    assert.match(await alert.textContent(), /„sup-99“ ist keine Karte/);
    assert.equal(await page.locator('[aria-selected="true"]').count(), 0);
    await page.close();
  });

  it('shows picked cards in forced colours too, not by colour alone', async () => {
    const looks = async (query) => {
      const page = await site.open(`/en/hakka/checker/${query}`);
      await page.emulateMedia({ forcedColors: 'active' });
      await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
      await page.locator(`${option('sup-1')}[aria-selected="${query.includes('sup-1')}"]`).waitFor();
      const picture = await page.locator(option('sup-1')).screenshot();
      await page.close();
      return picture;
    };
    // The same card, picked and not, with nothing focused or hovered.
    const picked = await looks('?lead=sup-1');
    const unpicked = await looks('?lead=sup-2');
    assert.notDeepEqual(picked, unpicked);
  });

  it('works with the keyboard alone', async () => {
    const page = await site.open('/en/hakka/checker/');
    await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
    await page.focus(option('sup-1'));
    for (const key of [
      'ArrowDown',
      'ArrowDown',
      'ArrowRight',
      ' ',
      'ArrowRight',
      'Enter',
      'ArrowRight',
      ' ',
    ]) {
      await page.keyboard.press(key);
    }
    assert.match(await page.textContent('[data-testid="forms-lead"]'), /a run of 3 in Zok, 2 to 4/);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-card'));
    assert.equal(await focused(), 'zok-4');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.notEqual(outline, 'none', 'focus is visible');
    // "Clear" disables itself: the focus goes back to the grid, not to the page.
    await page.focus('[data-testid="clear-lead"]');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('[data-testid="clear-lead"]').isDisabled(), true);
    assert.equal(await focused(), 'zok-4');
    await page.close();
  });
});

describe('print', () => {
  it("keeps each example box on one page and lets the elders' timeline break between plays", async () => {
    const boxes = [];
    for (const path of ['/de/hakka/interpretations/', '/en/hakka/patterns/', '/en/hakka/rules/']) {
      const page = await site.open(path);
      await page.emulateMedia({ media: 'print' });
      boxes.push(
        ...(await page
          .locator('main .hkref-example')
          .evaluateAll((all) => all.map((box) => getComputedStyle(box).breakInside))),
      );
      if (path.includes('patterns')) {
        const timeline = await page.locator('main .hk-timeline').evaluate((list) => ({
          figure: getComputedStyle(list.closest('figure')).breakInside,
          plays: [...new Set([...list.children].map((li) => getComputedStyle(li).breakInside))],
        }));
        assert.deepEqual(timeline, { figure: 'auto', plays: ['avoid'] });
      }
      await page.close();
    }
    assert.ok(boxes.length >= 20, `${boxes.length} boxes`);
    assert.deepEqual([...new Set(boxes)], ['avoid']);
  });

  it("prints the checker's two sets and its verdict, without the grid and the buttons", async () => {
    const page = await site.open('/en/hakka/checker/?lead=gon-3,gon-4,gon-5&reply=sup-1,sup-2,sup-3');
    await page.waitForFunction(() =>
      /beat Gon 3/.test(document.querySelector('[data-testid="verdict"]')?.textContent ?? ''),
    );
    await page.emulateMedia({ media: 'print' });
    const shown = (selector) =>
      page.locator(selector).evaluateAll((all) => all.filter((el) => el.checkVisibility()).length);
    assert.equal(await shown('[role="option"]'), 0);
    assert.equal(await shown('[data-checker] button'), 0);
    assert.equal(await shown('.hkc-cards li'), 6);
    assert.equal(await shown('[data-testid="verdict"]'), 1);
    await page.close();
  });
});

describe('payments tool', () => {
  it('settles a round and keeps the score sheet after a reload', async () => {
    const page = await site.open('/en/hakka/payments/');
    await page.locator('[data-testid="pay-add"]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
    await page.selectOption('[data-testid="pay-caller"]', '1');
    await page.selectOption('[data-testid="pay-winner"]', '3');
    await page.selectOption('[data-testid="pay-count"]', '7');
    await page.selectOption('[data-testid="pay-dreamer-card"]', 'gon-7');
    await page.selectOption('[data-testid="pay-matches"]', '3');
    // Privileged Ben fails: he pays Dee twice the table value for 7 (2), and the dreamer
    // (5 + 3 = 8 tricks, 4 points) for both losers.
    const payments = await page.locator('[data-testid="payment"]').allTextContents();
    assert.deepEqual(payments, [
      'Ben pays Dee 4 points (winner’s share)',
      'Ben pays Cai 8 points (dreamer’s share)',
    ]);
    await page.click('[data-testid="pay-add"]');
    assert.equal(await page.textContent('[data-testid="total-1"]'), '−12');
    await page.reload();
    await page.locator('[data-testid="pay-add"]').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="total-1"]')?.textContent === '−12',
    );
    assert.equal(await page.textContent('[data-testid="total-3"]'), '+4');
    // On a phone the players' columns scroll out of sight, and the totals stand again under the table.
    const standings = page.locator('[data-testid="sheet-standings"]');
    assert.equal(await standings.isVisible(), false, 'beside the total row on a wide screen');
    await resize(page, { width: 375, height: 800 });
    const box = await page.locator('[data-testid="total-3"]').boundingBox();
    assert.ok(box.x + box.width > 375, `the last total stands at ${box.x} px`);
    assert.equal(
      await standings.textContent(),
      'Standings after round 1: Ann\u00a00 · Ben\u00a0−12 · Cai\u00a0+8 · Dee\u00a0+4',
    );
    // Removing the only round disables the button: the status says so, and the focus goes
    // to the round's first field.
    await page.focus('[data-testid="sheet-undo"]');
    await page.keyboard.press('Enter');
    assert.equal(await page.textContent('.hkp-announce'), 'Round 1 removed from the score sheet.');
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'pay-dealer');
    await page.close();
  });

  it('shows each choice of who called whole in the closed select on a 320 px phone, also with the largest text', async () => {
    for (const lang of ['en', 'de']) {
      const page = await site.open(`/${lang}/hakka/payments/`);
      await page.locator('[data-testid="pay-caller"]').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
      for (const [width, px] of [
        [320, 16],
        [320, VERY_LARGE],
      ]) {
        await resize(page, { width, height: 800 });
        await setFontSize(page, px);
        // Each option's text against the room inside the select, less its arrow (about one line high).
        const cut = await page.evaluate(() => {
          const select = document.querySelector('[data-testid="pay-caller"]');
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d');
          context.font = style.font;
          const room =
            select.clientWidth -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight) -
            1.25 * parseFloat(style.fontSize);
          return [...select.options]
            .map((o) => ({ text: o.text, width: Math.ceil(context.measureText(o.text).width), room }))
            .filter((o) => o.width > o.room);
        });
        assert.deepEqual(cut, [], `${lang}, ${width} px, ${px} px text`);
        // What an option no longer says stands under the select.
        await page.selectOption('[data-testid="pay-caller"]', '1');
        assert.match(
          await page.textContent('[data-testid="pay-caller-help"]'),
          lang === 'en' ? /^Ben becomes the privileged player\.$/ : /^Ben wird privilegierter Spieler\.$/,
        );
        await page.selectOption('[data-testid="pay-caller"]', '0');
      }
      await page.close();
    }
  });
});
