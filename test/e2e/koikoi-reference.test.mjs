// Browser tests of the Koi-Koi reference: the calculator (totals, share links,
// keyboard, malformed links, Back), the example hands (layout, print, link to
// the calculator), printed tables and the score sheet (survives a reload).
// Run with `npm run test:e2e -- test/e2e/koikoi-reference.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch } from './browser.mjs';
import { resize } from './resize.mjs';
import { serve } from './serve.mjs';
import { start } from './setup.mjs';

/**
 * `start()` from setup.mjs, or – when E2E_DIST names a copy of a build – the
 * same against that copy (several people building into one dist/ at once
 * otherwise pull pages away mid-run).
 */
async function startSite() {
  const dist = process.env.E2E_DIST;
  if (!dist) return start();
  const server = await serve(dist);
  const browser = await launch();
  const errors = [];
  return {
    errors,
    async open(path) {
      const page = await browser.context.newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/status of 404/.test(msg.text()))
          errors.push(`${path}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => errors.push(`${path}: ${err.message}`));
      await page.goto(server.origin + path);
      return page;
    },
    async stop() {
      await browser.close();
      await server.close();
    },
  };
}

const LIGHTS = ['m01-light', 'm03-light', 'm08-light', 'm11-light', 'm12-light'];

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.stop();
});

/** Opens the calculator and waits until the island has hydrated. */
async function openCalc(query = '', lang = 'en') {
  const page = await site.open(`/${lang}/koikoi/calculator/${query}`);
  await page.locator('[data-calculator] [role="listbox"]').waitFor();
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  // The island reads the URL in an effect after hydrating: wait for it.
  await page.locator('[data-calculator][data-ready]').waitFor();
  return page;
}
const total = (page) => page.locator('[data-testid="score-total"]').textContent();
const option = (page, id) => page.locator(`[role="option"][data-card="${id}"]`);
const selectedIds = (page) =>
  page.locator('[role="option"][aria-selected="true"]').evaluateAll((els) => els.map((e) => e.dataset.card));

describe('calculator', () => {
  for (const [preset, expected] of [
    // Leaflet 000: five lights 10, "7 oder mehr Punkte … verdoppelt" → 20.
    ['nintendo', '20'],
    // FudaWiki: Five Brights 15, doubled at 7 or more → 30.
    ['fudawiki', '30'],
  ]) {
    it(`scores the five lights picked by clicking as ${expected} under ${preset}`, async () => {
      const page = await openCalc();
      await page.selectOption('[data-testid="preset"]', preset);
      for (const id of LIGHTS) await option(page, id).click();
      assert.equal(await total(page), expected);
      assert.deepEqual((await selectedIds(page)).sort(), [...LIGHTS].sort());
      await page.close();
    });
  }

  it('keeps its state in the URL, and a shared link reproduces it', async () => {
    const page = await openCalc();
    await page.selectOption('[data-testid="preset"]', 'fudawiki');
    for (const id of LIGHTS) await option(page, id).click();
    await page.fill('[data-testid="calls-opp"]', '1');
    // Read the address from the page: page.url() may lag behind history.replaceState.
    const url = new URL(await page.evaluate(() => location.href));
    assert.equal(url.searchParams.get('rules'), 'fudawiki');
    assert.deepEqual(url.searchParams.get('cards')?.split(',').sort(), [...LIGHTS].sort());
    assert.equal(url.searchParams.get('opp'), '1');
    const shared = await openCalc(url.search);
    assert.equal(await total(shared), '60');
    assert.equal(await shared.inputValue('[data-testid="preset"]'), 'fudawiki');
    assert.deepEqual((await selectedIds(shared)).sort(), [...LIGHTS].sort());
    await page.close();
    await shared.close();
  });

  it('reads percent-encoded commas and the defaults', async () => {
    const page = await openCalc(`?cards=${LIGHTS.join('%2C')}`);
    assert.equal(await total(page), '20');
    await page.close();
  });

  it('goes back to the previous state with the back button', async () => {
    const page = await openCalc();
    await option(page, 'm01-light').click();
    await option(page, 'm03-light').click();
    await option(page, 'm08-light').click();
    assert.deepEqual(await selectedIds(page), ['m01-light', 'm03-light', 'm08-light']);
    await page.goBack();
    await page.waitForFunction(
      () => document.querySelectorAll('[role="option"][aria-selected="true"]').length === 2,
    );
    assert.deepEqual(await selectedIds(page), ['m01-light', 'm03-light']);
    await page.close();
  });

  it('prints the cards picked and the result, without the rest of the grid', async () => {
    const page = await openCalc(`?cards=${LIGHTS.slice(0, 3).join(',')}`);
    await page.emulateMedia({ media: 'print' });
    const printed = await page
      .locator('[role="option"]')
      .evaluateAll((all) => all.filter((o) => o.checkVisibility()).map((o) => o.dataset.card));
    assert.deepEqual(printed, LIGHTS.slice(0, 3));
    assert.equal(await page.locator('[data-testid="card-filter"]').isVisible(), false);
    assert.equal(await page.locator('[data-testid="score-total"]').isVisible(), true);
    await page.close();
  });

  it('can be used with the keyboard alone', async () => {
    const page = await openCalc();
    // Tab from the filter box into the grid: focus lands on the first card.
    await page.locator('[data-testid="card-filter"]').focus();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-card')), 'm01-light');
    await page.keyboard.press('Space'); // m01-light
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // m01-ribbon
    await page.keyboard.press('End');
    await page.keyboard.press('Space'); // m12-chaff3
    assert.deepEqual(await selectedIds(page), ['m01-light', 'm01-ribbon', 'm12-chaff3']);
    // Space again drops the card.
    await page.keyboard.press('Space');
    assert.deepEqual(await selectedIds(page), ['m01-light', 'm01-ribbon']);
    // Only one card of the grid is in the tab order (roving tabindex).
    assert.equal(await page.locator('[role="option"][tabindex="0"]').count(), 1);
    // "Clear cards" goes with the cards: the focus moves back to the grid, not to the page.
    await page.focus('[data-testid="calc-clear"]');
    await page.keyboard.press('Enter');
    assert.deepEqual(await selectedIds(page), []);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-card')), 'm12-chaff3');
    await page.close();
  });

  it('floats the total at 375 px only while the result is still below the screen', async () => {
    const page = await openCalc(`?rules=fudawiki&cards=${LIGHTS.join(',')}&opp=1`, 'de');
    await resize(page, { width: 375, height: 800 });
    const floating = page.locator('[data-testid="floating-total"]');
    /** Scrolls the page by `dy` pixels and waits for the observer's next report. */
    const scrollBy = async (dy) => {
      await page.evaluate((y) => window.scrollBy(0, y), dy);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
    };
    // Picking cards: the total floats.
    const grid = await page.locator('[role="listbox"]').evaluate((el) => el.getBoundingClientRect().top);
    await scrollBy(grid);
    await floating.waitFor();
    assert.equal(await floating.textContent(), 'Gesamt: 60 Punkte');
    // The step list's last line at the bottom of the screen: the total is gone, nothing covers the values.
    const stepsBottom = await page
      .locator('.kk-derivation-list')
      .evaluate((el) => el.getBoundingClientRect().bottom - window.innerHeight + 4);
    await scrollBy(stepsBottom);
    await floating.waitFor({ state: 'detached' });
    // Next to the full result, and below the calculator, it stays away.
    await page.locator('.kk-calc-output').evaluate((el) => el.scrollIntoView());
    await scrollBy(0);
    assert.equal(await floating.count(), 0);
    await page
      .locator('footer')
      .last()
      .evaluate((el) => el.scrollIntoView());
    await scrollBy(0);
    assert.equal(await floating.count(), 0);
    // Back among the cards it returns; a card reached by the arrow keys is never under it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await option(page, 'm01-light').focus();
    await floating.waitFor();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('ArrowDown');
      const [cardBottom, floatTop] = await page.evaluate(() => [
        document.activeElement?.getBoundingClientRect().bottom ?? 0,
        document.querySelector('[data-testid="floating-total"]')?.getBoundingClientRect().top ?? Infinity,
      ]);
      assert.ok(Number.isFinite(floatTop), 'the total floats among the cards');
      assert.ok(
        cardBottom <= floatTop,
        `card ${i + 1} ends at ${cardBottom}, the total starts at ${floatTop}`,
      );
    }
    await page.close();
  });

  it('filters the grid by a name in either language, romaji or kanji', async () => {
    const page = await openCalc();
    for (const [query, expected] of [
      ['Regenmann', ['m11-light']],
      ['kiku', ['m09-animal', 'm09-ribbon', 'm09-chaff1', 'm09-chaff2']],
      ['月', ['m08-light']],
    ]) {
      await page.fill('[data-testid="card-filter"]', query);
      const shown = await page
        .locator('[role="option"]')
        .evaluateAll((els) => els.map((e) => e.dataset.card));
      assert.ok(
        expected.every((id) => shown.includes(id)),
        `${query}: ${shown.join(',')}`,
      );
      assert.ok(shown.length < 48, `${query} narrows the grid`);
    }
    await page.close();
  });

  for (const query of [
    '?cards=m01-light,m13-light',
    '?cards=m01-light,m01-light',
    '?rules=house',
    '?own=-1',
    '?opp=1.5',
    '?month=13',
    // Calls the rules do not allow: 99 each, more than anyone has turns (the reviewer's link).
    '?rules=multiplayer&cards=m11-light,m01-light,m03-light,m08-light&own=99&opp=99',
  ]) {
    it(`shows a message and an empty calculator for the malformed link ${query}`, async () => {
      const page = await openCalc(query);
      const alert = page.locator('[role="alert"]');
      await alert.waitFor();
      assert.match(await alert.textContent(), /could not be read/);
      assert.equal(await total(page), '0');
      assert.deepEqual(await selectedIds(page), []);
      await page.close();
    });
  }

  it('shows why Three Lights does not count the rain man', async () => {
    const page = await openCalc('?cards=m01-light,m03-light,m11-light');
    assert.equal(await total(page), '0');
    assert.match(await page.locator('[data-calculator]').textContent(), /does not count the rain man/);
    await page.close();
  });

  it('counts Cards of the Month once the month is picked, and the link keeps it', async () => {
    const page = await openCalc('?rules=fudawiki&cards=m10-animal,m10-ribbon,m10-chaff1,m10-chaff2');
    assert.equal(await total(page), '0');
    // FudaWiki: the four cards of the round's month, 4 points.
    await page.selectOption('[data-testid="round-month"]', '10');
    assert.equal(await total(page), '4');
    const url = new URL(await page.evaluate(() => location.href));
    assert.equal(url.searchParams.get('month'), '10');
    const shared = await openCalc(url.search);
    assert.equal(await total(shared), '4');
    assert.equal(await shared.inputValue('[data-testid="round-month"]'), '10');
    await page.close();
    await shared.close();
  });

  it('explains typed calls the rules do not allow at the fields, and writes large totals grouped', async () => {
    const page = await openCalc(`?cards=${LIGHTS.join(',')}&own=1`, 'de');
    await page.fill('[data-testid="calls-opp"]', '1');
    // Leaflet 000: one call per round in all.
    const message = page.locator('[data-testid="calls-impossible"]');
    await message.waitFor();
    assert.match(await message.textContent(), /nur ein Koi-Koi-Ruf erlaubt/);
    assert.equal(await page.locator('[data-testid="score-total"]').count(), 0);
    assert.equal(await page.getAttribute('[data-testid="calls-opp"]', 'max'), '1');
    // The address keeps the last possible state.
    assert.equal(new URL(await page.evaluate(() => location.href)).searchParams.get('opp'), null);
    await page.close();
    // Sheet 003: the most calls one table allows (a team of four: 9 and 10), 20 × 2^19, with the
    // German thousands separator.
    const big = await openCalc(`?rules=multiplayer&cards=${LIGHTS.join(',')}&own=9&opp=10`, 'de');
    assert.equal(await total(big), '10.485.760');
    await big.close();
  });

  it('checks a dealt hand for lucky hands', async () => {
    const hand = 'm01-light,m01-ribbon,m01-chaff1,m01-chaff2,m02-animal,m04-animal,m06-animal,m08-light';
    const page = await openCalc(`?mode=lucky&cards=${hand}`);
    assert.equal(await total(page), '6');
    assert.equal(await page.locator('[data-lucky="teshi"]').count(), 1);
    await page.close();
  });
});

describe('example hands', () => {
  for (const path of ['/de/koikoi/yaku/', '/de/koikoi/rules/']) {
    it(`lay each step out on one row at 375 px: label left, value right on its first line (${path})`, async () => {
      const page = await site.open(path);
      await resize(page, { width: 375, height: 800 });
      await page.evaluate(() => {
        for (const d of document.querySelectorAll('details')) d.open = true;
      });
      const rows = await page.locator('[data-example] [data-step]').evaluateAll((items) =>
        items.map((li) => {
          const [label, value] = [...li.querySelectorAll('.kk-step > span')].map((s) =>
            s.getBoundingClientRect(),
          );
          const box = li.getBoundingClientRect();
          return {
            step: li.getAttribute('data-step'),
            sameLine: Math.abs(label.top - value.top) < 2,
            right: Math.abs(box.right - value.right) < 2,
          };
        }),
      );
      assert.ok(rows.length >= 4, `${rows.length} steps`);
      for (const row of rows) assert.deepEqual(row, { step: row.step, sameLine: true, right: true });
      await page.close();
    });
  }

  it('print on the page of their lead-in, without the calculator link', async () => {
    const page = await site.open('/de/koikoi/rules/');
    await page.emulateMedia({ media: 'print' });
    const examples = await page.locator('[data-example]').evaluateAll((figures) =>
      figures.map((figure) => ({
        leadIn: getComputedStyle(figure.previousElementSibling).breakAfter,
        whole: getComputedStyle(figure).breakInside,
        link: figure.querySelector('.kk-example-link')?.checkVisibility() ?? null,
      })),
    );
    assert.ok(examples.length >= 4, `${examples.length} examples`);
    for (const example of examples)
      assert.deepEqual(example, { leadIn: 'avoid', whole: 'avoid', link: false });
    await page.close();
  });

  it('print on the yaku page only where the reader opened them', async () => {
    const page = await site.open('/en/koikoi/yaku/');
    await page.locator('#akatan .kk-yaku-example summary').click();
    await page.emulateMedia({ media: 'print' });
    const shown = await page
      .locator('.kk-yaku-example')
      .evaluateAll((all) => all.filter((d) => d.checkVisibility()).map((d) => d.closest('[data-yaku]').id));
    assert.deepEqual(shown, ['akatan']);
    await page.close();
  });

  it('leave long tables free to break between rows in print, and keep short ones whole', async () => {
    const tables = [];
    for (const path of ['/en/koikoi/variants/', '/en/koikoi/rules/']) {
      const page = await site.open(path);
      await page.emulateMedia({ media: 'print' });
      const found = await page.locator('main table').evaluateAll((all) =>
        all.map((table) => ({
          long: [...table.tBodies].some((body) => body.rows.length >= 8),
          breakInside: getComputedStyle(table).breakInside,
          rows: [...new Set([...table.rows].map((row) => getComputedStyle(row).breakInside))],
        })),
      );
      tables.push(...found);
      await page.close();
    }
    assert.ok(tables.some((t) => t.long) && tables.some((t) => !t.long), JSON.stringify(tables));
    for (const table of tables) {
      assert.deepEqual(table, { ...table, breakInside: table.long ? 'auto' : 'avoid', rows: ['avoid'] });
    }
  });

  it('open the calculator with the same total', async () => {
    const page = await site.open('/de/koikoi/rules/');
    const example = page.locator('[data-example="sheet-2"]');
    const expected = await example.locator('[data-testid="example-total"]').textContent();
    await example.locator('.kk-example-link a').click();
    await page.waitForURL('**/de/koikoi/calculator/**');
    await page.locator('[data-calculator][data-ready]').waitFor();
    assert.equal(await total(page), expected);
    await page.close();
  });
});

/** Opens the German score sheet with nothing saved and the German sheet's rules chosen for `players`. */
async function freshSheet(players) {
  const page = await site.open('/de/koikoi/score-sheet/');
  await page.locator('[data-sheet-ready]').waitFor();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('[data-sheet-ready]').waitFor();
  await page.selectOption('[data-testid="sheet-rules"]', 'multiplayer');
  await page.selectOption('[data-testid="sheet-players"]', players);
  return page;
}

/** Records a round on the sheet: who ended it and the points. */
async function recordRound(page, winner, points) {
  await page.check(`input[name="kk-winner"][value="${winner}"]`);
  await page.fill('[data-testid="sheet-points"]', points);
  await page.click('[data-testid="sheet-add"]');
}

describe('score sheet', () => {
  it('survives a reload', async () => {
    const page = await freshSheet('3');
    await page.fill('[data-testid="sheet-name-0"]', 'Aiko');
    await page.fill('[data-testid="sheet-name-1"]', 'Ben');
    await page.fill('[data-testid="sheet-name-2"]', 'Cem');
    await page.click('[data-testid="sheet-start"]');
    await recordRound(page, 1, '12');
    assert.equal(await page.textContent('[data-testid="sheet-total-1"]'), '12');
    // Sheet 003: Ben won, not the dealer Aiko, so the player to Aiko's right (Ben) deals.
    assert.equal(await page.textContent('[data-testid="next-dealer"]'), 'Ben');
    await page.reload();
    await page.locator('[data-sheet-ready]').waitFor();
    assert.equal(await page.textContent('[data-testid="sheet-total-1"]'), '12');
    assert.equal(await page.textContent('[data-testid="next-dealer"]'), 'Ben');
    // The export link restores the match in a fresh browser profile's view.
    const href = await page.getAttribute('[data-testid="sheet-export"]', 'href');
    await page.evaluate(() => localStorage.clear());
    await page.goto(new URL(href, page.url()).href);
    await page.locator('[data-sheet-ready]').waitFor();
    assert.equal(await page.textContent('[data-testid="sheet-total-1"]'), '12');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('shows the totals under the table on a phone, where the total columns scroll out of sight', async () => {
    const page = await freshSheet('4');
    await page.click('[data-testid="sheet-start"]');
    await recordRound(page, 1, '12');
    const standings = page.locator('[data-testid="sheet-standings"]');
    assert.equal(await standings.isVisible(), false, 'beside the total row on a wide screen');
    await resize(page, { width: 375, height: 800 });
    assert.equal(await standings.isVisible(), true);
    // The table scrolls sideways here: its last total is outside the window.
    const box = await page.locator('[data-testid="sheet-total-1"]').boundingBox();
    assert.ok(box.x + box.width > 375, `the total stands at ${box.x} px`);
    assert.deepEqual(await standings.locator('li').evaluateAll((lis) => lis.map((li) => li.textContent)), [
      'Team 1: Spieler 1 & Spieler 3 0',
      'Team 2: Spieler 2 & Spieler 4 12',
    ]);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('refuses a win of 0 points with its own message, not the browser’s', async () => {
    const page = await freshSheet('3');
    await page.click('[data-testid="sheet-start"]');
    await recordRound(page, 1, '0');
    assert.equal(
      await page.textContent('.kk-sheet-entry [role="alert"]', { timeout: 5000 }),
      'Eine gewonnene Runde bringt mindestens 1 Punkt. Hat niemand sie gewonnen, wähl „Niemand (unentschieden)“.',
    );
    assert.equal(await page.locator('tbody tr[data-round]').count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'sheet-points');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('picks one yaku per group and holds the calls to the leaflet’s one per round', async () => {
    const page = await site.open('/en/koikoi/score-sheet/');
    await page.locator('[data-sheet-ready]').waitFor();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.locator('[data-sheet-ready]').waitFor();
    await page.click('[data-testid="sheet-start"]');
    await page.check('input[name="kk-winner"][value="1"]');
    await page.click('.kk-sheet-yaku summary');
    await page.check('.kk-sheet-yaku input[value="goko"]');
    await page.check('.kk-sheet-yaku input[value="sanko"]');
    assert.equal(await page.isChecked('.kk-sheet-yaku input[value="goko"]'), false);
    // Leaflet: Five Lights 10, doubled from 7; the opponent's call doubles again.
    await page.check('.kk-sheet-yaku input[value="goko"]');
    await page.fill('[data-testid="sheet-calls-opp"]', '1');
    assert.equal(await page.inputValue('[data-testid="sheet-points"]'), '40');
    await page.fill('[data-testid="sheet-calls-own"]', '1');
    await page.click('[data-testid="sheet-add"]');
    assert.match(await page.textContent('[data-testid="sheet-calls"] [role="alert"]'), /1 per round/);
    assert.equal(await page.locator('tbody tr[data-round]').count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'sheet-calls-own');
    await page.fill('[data-testid="sheet-calls-own"]', '0');
    await page.click('[data-testid="sheet-add"]');
    assert.equal(await page.textContent('tbody tr[data-round="1"] td:nth-child(4)'), 'Player\u00a02 +40');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('keeps the focus in the sheet on a phone and says each change: start, rounds, end, undo, new match', async () => {
    const page = await site.open('/en/koikoi/score-sheet/');
    await page.locator('[data-sheet-ready]').waitFor();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.locator('[data-sheet-ready]').waitFor();
    await resize(page, { width: 375, height: 800 });
    // What holds the focus ("body" when it is lost; "out of view" when outside the window), and
    // the live region's words, once they settle (the region empties for a moment first).
    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'body';
        const box = el.getBoundingClientRect();
        const name =
          el.getAttribute('data-testid') ?? `${el.getAttribute('name')}=${el.getAttribute('value')}`;
        return box.top >= 0 && box.bottom <= window.innerHeight ? name : `${name} (out of view)`;
      });
    const settled = async (read, expected) => {
      for (let i = 0; i < 100 && (await read()) !== expected; i++) await page.waitForTimeout(100);
      assert.equal(await read(), expected);
    };
    const focused = (expected) => settled(focusedName, expected);
    const said = (expected) => settled(() => page.locator('[data-testid="live"]').textContent(), expected);
    await page.selectOption('.kk-sheet-setup select:not([data-testid])', '3');
    await page.focus('[data-testid="sheet-start"]');
    await page.keyboard.press('Enter');
    await focused('kk-winner=0');
    await said('The match has begun. Round 1: January. Dealer: Player 1.');
    for (const round of [1, 2, 3]) {
      await page.check('input[name="kk-winner"][value="1"]');
      await page.fill('[data-testid="sheet-points"]', '5');
      await page.focus('[data-testid="sheet-add"]');
      await page.keyboard.press('Enter');
      if (round < 3) {
        // The table grew above the form: the focus is back at its top, in view.
        await focused('kk-winner=0');
        const month = ['', 'February', 'March'][round];
        await said(`Round ${round} recorded: Player 2 +5. Round ${round + 1}: ${month}. Dealer: Player 2.`);
      }
    }
    // The form goes with the last round: the focus moves to "New match".
    await focused('sheet-reset');
    await said('Round 3 recorded: Player 2 +5. The match is over. Player 2 wins with 15 points.');
    // Undo brings the form back; with one round left the button itself goes.
    for (let i = 0; i < 3; i++) {
      await page.focus('[data-testid="sheet-undo"]');
      await page.keyboard.press('Enter');
    }
    assert.equal(await page.locator('[data-testid="sheet-undo"]').count(), 0);
    await focused('kk-winner=0');
    await said('Round 1 taken back. Round 1: January. Dealer: Player 1.');
    await recordRound(page, 0, '6');
    page.once('dialog', (dialog) => dialog.accept());
    await page.focus('[data-testid="sheet-reset"]');
    await page.keyboard.press('Enter');
    await page.locator('form.kk-sheet-setup').waitFor();
    await focused('sheet-rules');
    await said('The match is deleted. Set up a new one.');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('discards corrupt saved data with a message', async () => {
    const page = await site.open('/en/koikoi/score-sheet/');
    // Let the island finish its first load (and any write) before breaking the save.
    await page.locator('[data-sheet-ready]').waitFor();
    await page.evaluate(() => localStorage.setItem('koikoi-score-sheet:v1', '{broken'));
    await page.reload();
    await page.locator('[role="alert"]').waitFor();
    assert.match(await page.textContent('[role="alert"]'), /discarded/);
    assert.equal(await page.evaluate(() => localStorage.getItem('koikoi-score-sheet:v1')), null);
    await page.close();
  });
});

describe('no console errors', () => {
  it('logged none', () => {
    assert.deepEqual(site.errors, []);
  });
});
