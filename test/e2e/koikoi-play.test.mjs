// Browser tests of the Koi-Koi play page: the dealer draw, a seeded round
// against the computer to its end, print, the layout of the table and the
// score sheet on phones, tablets and wide screens, the cards' flight, mouse,
// touch and keyboard play, hints and advice, resume after a reload, undo,
// pass and play, and a corrupt save discarded with a message.
// Run with `npm run test:e2e -- test/e2e/koikoi-play.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { flownCards, recordFlights } from './flights.mjs';
import { hydrated, ready } from './islands.mjs';
import { awaitReader, drawForDealer, inView, openFresh, playOn, startGame } from './koikoi-play-steps.mjs';
import { resize } from './resize.mjs';
import { rowsOf, rowsOnceSettled } from './rows.mjs';
import { start } from './setup.mjs';

let site;
before(async () => {
  site = await start();
});
after(async () => {
  await site?.stop();
});

describe('play', () => {
  it('shows the cards drawn for the deal until the reader deals, then names the dealer', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await page.selectOption('[data-testid="seat-1"]', 'random');
    await page.fill('[data-testid="seed"]', 'e2e-aim');
    await page.click('[data-testid="start"]');
    const deal = page.locator('[data-testid="first-deal"]');
    await deal.waitFor();
    const status = await page.locator('[data-testid="status"]').textContent();
    const drew = status.match(
      /^You draw “[^”]+” \(\w+\) and the computer “[^”]+” \(\w+\)\. (You deal|The computer deals) first\.$/,
    );
    assert.ok(drew, status);
    const dealer = drew[1];
    // Each drawn card lies on the table under the name of the seat that drew it.
    const captions = await page.locator('[data-zone="field"] figcaption').allTextContents();
    assert.deepEqual(
      captions.map((caption) => caption.trim()),
      ['You', 'The computer'],
    );
    assert.equal(await page.locator('[data-zone="hand-0"] .hcard').count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'first-deal');
    // The drawn cards stay picked out until the deal, not after it, though both stay in sight
    // (with this deal number the reader deals, so no move of the computer's is picked out either).
    assert.equal(await page.locator('[data-zone="field"] .hcard-highlight').count(), 2);
    assert.equal(dealer, 'You deal');
    await deal.click();
    await page.locator('[data-zone="hand-0"] .hcard').first().waitFor();
    assert.equal(await page.locator('.kt-round').textContent(), 'Round 1 of 3 · month: January · you deal');
    assert.equal(await page.locator('[data-zone="field"] figcaption').count(), 0);
    assert.equal(await page.locator('.kt .hcard-highlight').count(), 0);
    // Dealt or not, the game is saved: a new game with the same deal number, reloaded before the deal.
    await page.click('[data-testid="new-game"]');
    await page.fill('[data-testid="seed"]', 'e2e-aim');
    await page.click('[data-testid="start"]');
    await deal.waitFor();
    await page.reload();
    await ready(page);
    assert.equal(await page.locator('[data-testid="status"]').textContent(), status);
    assert.equal(await page.locator('[data-zone="field"] figcaption').count(), 2);
    await page.close();
  });

  it('plays a seeded round against the computer to its end', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await startGame(page, 'e2e-round');
    assert.equal(await playOn(page), true);
    assert.equal(await page.locator('[data-testid="status"]').textContent(), 'The match is over.');
    // The score is shown once, beside the New match button.
    assert.match(
      await page.locator('.kg-over').textContent(),
      /^Final score: you have \d+ points? and the computer has \d+ points?\.New match$/,
    );
    assert.equal(await page.locator('[data-testid="score-sheet"] tbody tr').count(), 1);
    // The finished match counts in the reader's record, once, even when its save is loaded again.
    await page.reload();
    await ready(page);
    await page.click('[data-testid="new-game"]');
    const record = page.locator('[data-testid="match-record"] [data-bot="random"]');
    const line = await record.textContent();
    assert.match(line, /^Computer: beginner(\d) won, (\d) lost, (\d) drawn$/);
    const counts = line.match(/\d+/g).map(Number);
    assert.equal(
      counts.reduce((a, b) => a + b),
      1,
      line,
    );
    await page.close();
  });

  it('prints the game and its whole log, without the setup form and the buttons', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    const shown = (selector) => page.locator(selector).first().isVisible();
    // What is on screen and not on paper: seen on screen first, so that the print checks cannot pass on an empty page.
    const notPrinted = async (selectors) => {
      for (const selector of selectors) assert.equal(await shown(selector), true, `${selector} on screen`);
      await page.emulateMedia({ media: 'print' });
      for (const selector of selectors) assert.equal(await shown(selector), false, `${selector} printed`);
    };
    await notPrinted(['[data-testid="setup"]']);
    await page.emulateMedia({ media: 'screen' });
    await drawForDealer(page, 'e2e-print');
    const log = page.locator('[data-testid="log"]');
    const clipped = () => log.evaluate((list) => list.scrollHeight > list.clientHeight + 1);
    // While its lines fit, the log is no stop on the way through the game; once it scrolls, it is one.
    assert.equal(await clipped(), false, 'the log of the drawing for dealer scrolls');
    assert.equal(await log.getAttribute('tabindex'), null, 'a log that fits is a tab stop');
    await page.click('[data-testid="first-deal"]');
    for (let i = 0; i < 40 && !(await clipped()); i++) await playOn(page, 1);
    assert.equal(await clipped(), true, 'the log never scrolled on screen');
    assert.equal(await log.getAttribute('tabindex'), '0', 'a log that scrolls is no tab stop');
    // The reader's turn, when the hints offer the computer's advice.
    await page.locator('[data-testid="move-advice"] button').waitFor();
    await notPrinted([
      '[data-testid="undo"]',
      '[data-testid="new-game"]',
      '[data-testid="move-advice"] button',
    ]);
    assert.equal(await clipped(), false, 'the printed log is cut off');
    for (const id of ['status', 'log']) assert.equal(await shown(`[data-testid="${id}"]`), true, id);
    assert.equal(await shown('[data-zone="hand-0"] .hcard'), true, 'the hand is not printed');
    await page.close();
  });

  it('keeps four seats’ score sheet whole: no side column beside a four-seat board', async () => {
    const page = await openFresh(site, '/de/koikoi/play/');
    await page.selectOption('[data-testid="preset"]', 'multiplayer');
    await page.selectOption('[data-testid="players"]', '4');
    for (let seat = 1; seat < 4; seat++) await page.selectOption(`[data-testid="seat-${seat}"]`, 'greedy');
    await page.selectOption('[data-testid="seat-0"]', 'greedy');
    await page.fill('[data-testid="seed"]', 'sheet-width');
    await page.click('[data-testid="start"]');
    await page.click('[data-testid="first-deal"]');
    await page.locator('[data-testid="deal"]').waitFor();
    const { inner, outer } = await page
      .locator('[data-testid="score-sheet"]')
      .evaluate((t) => ({ inner: t.scrollWidth, outer: t.parentElement.clientWidth }));
    assert.ok(inner <= outer, `the score sheet needs ${inner} px of ${outer} px`);
    await page.close();
  });

  it('ends a match of four in teams with each team’s points, in the final line and under the score sheet', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await page.selectOption('[data-testid="preset"]', 'multiplayer');
    await page.selectOption('[data-testid="players"]', '4');
    await page.selectOption('[data-testid="rounds"]', '1');
    for (let seat = 1; seat < 4; seat++) await page.selectOption(`[data-testid="seat-${seat}"]`, 'greedy');
    await page.fill('[data-testid="seed"]', 'rv3-four');
    await page.click('[data-testid="start"]');
    await page.click('[data-testid="first-deal"]');
    assert.equal(await playOn(page, 120, 'match-over'), true, 'the match did not end');
    const final = (await page.locator('.kg-over p').last().textContent()) ?? '';
    const match = final.match(
      /^Final score: your team \(you and computer 3\) has (\d+) points? and the other team \(computer 2 and computer 4\) has (\d+) points?\.$/,
    );
    assert.ok(match, final);
    const totals = await page.locator('[data-testid^="team-total-"]').allTextContents();
    assert.deepEqual(totals, [
      `Team You and Computer 3: ${match[1]} point${match[1] === '1' ? '' : 's'}`,
      `Team Computer 2 and Computer 4: ${match[2]} point${match[2] === '1' ? '' : 's'}`,
    ]);
    await page.close();
  });

  it('keeps four seats’ score sheet whole on a phone: you and three computers at 375 px', async () => {
    const page = await openFresh(site, '/de/koikoi/play/');
    await resize(page, { width: 375, height: 800 });
    await page.selectOption('[data-testid="preset"]', 'multiplayer');
    await page.selectOption('[data-testid="players"]', '4');
    for (let seat = 1; seat < 4; seat++) await page.selectOption(`[data-testid="seat-${seat}"]`, 'greedy');
    await page.fill('[data-testid="seed"]', 'sheet-phone');
    await page.click('[data-testid="start"]');
    await page.click('[data-testid="first-deal"]');
    assert.equal(await playOn(page, 120, 'deal'), true, 'the round did not end');
    const sheet = page.locator('[data-testid="score-sheet"]');
    assert.deepEqual(await sheet.locator('thead th').evaluateAll((ths) => ths.map((th) => th.textContent)), [
      'Runde',
      'Du',
      'Computer 2',
      'Computer 3',
      'Computer 4',
    ]);
    const { inner, outer } = await sheet.evaluate((t) => ({
      inner: t.scrollWidth,
      outer: t.parentElement.clientWidth,
    }));
    assert.ok(inner <= outer, `the score sheet needs ${inner} px of ${outer} px`);
    await page.close();
  });

  it('beside the table on a wide screen, fits two computers’ score sheet and shows how a doubled score came about', async () => {
    const page = await openFresh(site, '/de/koikoi/play/');
    await resize(page, { width: 1280, height: 900 });
    await page.selectOption('[data-testid="rounds"]', '3');
    await page.selectOption('[data-testid="seat-0"]', 'greedy');
    await page.selectOption('[data-testid="seat-1"]', 'greedy');
    // With this deal, the first round's yaku reach 7 points and are doubled.
    await page.fill('[data-testid="seed"]', 'steps-2');
    await page.click('[data-testid="start"]');
    await page.click('[data-testid="first-deal"]');
    await page.locator('[data-testid="deal"]').waitFor();
    const status = await page.locator('[data-testid="status"]').textContent();
    const points = status.match(/bekommt (\d+) Punkte/)?.[1];
    const steps = await page.locator('[data-testid="score-steps"] li').allTextContents();
    assert.ok(steps.length >= 2, `no score steps under: ${status}`);
    assert.match(steps[0], /^Grundwert: /);
    assert.ok(steps.at(-1).endsWith(`= ${points} Punkte`), `${steps.at(-1)} against: ${status}`);
    const sheet = page.locator('[data-testid="score-sheet"]');
    assert.deepEqual(await sheet.locator('thead th').allTextContents(), [
      'Runde',
      'Computer 1',
      'Computer 2',
    ]);
    const { inner, outer, side } = await sheet.evaluate((t) => ({
      inner: t.scrollWidth,
      outer: t.parentElement.clientWidth,
      side:
        t.closest('.kg-side').getBoundingClientRect().left >
        t.closest('.kg-layout').getBoundingClientRect().left,
    }));
    assert.equal(side, true, 'the score sheet is not in a side column');
    assert.ok(inner <= outer, `the score sheet needs ${inner} px of ${outer} px`);
    await page.close();
  });

  it('lets the played cards glide to their places, unless the reader asks for less motion', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await startGame(page, 'e2e-flight');
    await recordFlights(page);
    // Switching the hints off changes no position: nothing flies.
    await page.click('.gp-check input');
    assert.deepEqual(await flownCards(page), []);
    const card = page.locator('[data-zone="hand-0"] button.hcard').first();
    const id = await card.getAttribute('data-card');
    await card.click();
    assert.ok((await flownCards(page)).includes(id), `${id} did not fly: ${await flownCards(page)}`);
    // The same move with reduced motion: nothing flies.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.click('[data-testid="undo"]');
    await recordFlights(page);
    await page.locator(`[data-zone="hand-0"] button[data-card="${id}"]`).click();
    assert.deepEqual(await flownCards(page), []);
    await page.close();
  });

  it('marks the table cards a card in hand would take while it is pointed at', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await startGame(page, 'e2e-aim');
    const card = page.locator('[data-zone="hand-0"] button.kt-marked').first();
    const id = await card.getAttribute('data-card');
    const targets = page.locator('[data-zone="field"] .kt-target');
    assert.equal(await targets.count(), 0);
    await card.hover();
    const marked = await targets.evaluateAll((els) => els.map((el) => el.dataset.card));
    assert.ok(marked.length > 0, 'no table card marked');
    // The cards it would take are of its month.
    for (const target of marked) assert.equal(target.slice(0, 3), id.slice(0, 3), `${id} → ${target}`);
    await page.mouse.move(0, 0);
    assert.equal(await targets.count(), 0);
    // The game moved the focus to the hand after the click on Deal: that marks nothing. Tabbing to
    // the card does.
    assert.ok(await page.evaluate(() => document.activeElement?.closest('[data-zone="hand-0"]')));
    for (let i = 0; i < 8 && (await page.evaluate(() => document.activeElement?.dataset.card)) !== id; i++) {
      await page.keyboard.press('Tab');
    }
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.card), id);
    assert.deepEqual(await targets.evaluateAll((els) => els.map((el) => el.dataset.card)), marked);
    // Arrow keys, Home and End move along the hand, and the card reached marks its own targets.
    const hand = await page
      .locator('[data-zone="hand-0"] button.hcard')
      .evaluateAll((els) => els.map((el) => el.dataset.card));
    const focusedCard = () => page.evaluate(() => document.activeElement?.dataset.card);
    await page.keyboard.press('End');
    assert.equal(await focusedCard(), hand[hand.length - 1]);
    await page.keyboard.press('Home');
    assert.equal(await focusedCard(), hand[0]);
    await page.keyboard.press('ArrowRight');
    assert.equal(await focusedCard(), hand[1]);
    const second = await targets.evaluateAll((els) => els.map((el) => el.dataset.card));
    for (const target of second) assert.equal(target.slice(0, 3), hand[1].slice(0, 3));
    await page.close();
  });

  it('on a touch screen, a first tap shows what a card would take and a second plays it', async () => {
    const touch = await start({ hasTouch: true, viewport: { width: 375, height: 800 } });
    try {
      const page = await touch.open('/de/koikoi/play/');
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await hydrated(page);
      await startGame(page, 'e2e-aim');
      const hand = page.locator('[data-zone="hand-0"] button.hcard');
      const before = await hand.count();
      const card = page.locator('[data-zone="hand-0"] button.kt-marked').first();
      const id = await card.getAttribute('data-card');
      await card.tap();
      assert.equal(await hand.count(), before, 'the first tap played the card');
      const marked = await page
        .locator('[data-zone="field"] .kt-target')
        .evaluateAll((els) => els.map((el) => el.dataset.card));
      assert.ok(marked.length > 0, 'no table card marked');
      for (const target of marked) assert.equal(target.slice(0, 3), id.slice(0, 3), `${id} → ${target}`);
      assert.match(await page.locator('[data-testid="aim-note"]').textContent(), /noch einmal an/);
      await page.locator(`[data-zone="hand-0"] [data-card="${id}"]`).tap();
      await page.locator(`[data-zone="hand-0"] [data-card="${id}"]`).waitFor({ state: 'detached' });
      assert.equal(await page.locator('[data-testid="aim-note"]').textContent(), '');
      assert.deepEqual(touch.errors, []);
      await page.close();
    } finally {
      await touch.stop();
    }
  });

  it('on a phone held sideways, keeps the hand in one row and the table in sight above it', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await resize(page, { width: 740, height: 360 });
    await startGame(page, 'e2e-landscape');
    const hand = page.locator('[data-zone="hand-0"] button.hcard');
    assert.equal(await hand.count(), 8);
    assert.deepEqual(await rowsOf(hand), [8], 'one row');
    const span = await page.evaluate(() => {
      const field = document.querySelector('[data-zone="field"]').getBoundingClientRect();
      const cards = document.querySelector('[data-zone="hand-0"]').getBoundingClientRect();
      return cards.bottom - field.top;
    });
    assert.ok(span <= 360, `table and hand take ${span} px of 360`);
    // The deal brought them into view: the window does not stay where the button was.
    await inView(page, ['.kt-field', '.kt-viewer .kt-hand']);
    await page.close();
  });

  it('lays the hand out in one row of eight or two even rows, never with one card left over', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await startGame(page, 'e2e-rows');
    const hand = page.locator('[data-zone="hand-0"] button.hcard');
    await hand.first().waitFor();
    assert.equal(await hand.count(), 8);
    // Phones, a tablet in both orientations, a narrow and a wide desktop beside the side column.
    for (const [width, rows] of [
      [320, [4, 4]],
      [414, [4, 4]],
      [600, [4, 4]],
      [768, [8]],
      [900, [4, 4]],
      [1024, [8]],
      [1280, [8]],
    ]) {
      await resize(page, { width, height: 900 });
      assert.deepEqual(await rowsOnceSettled(page, hand, rows), rows, `${width} px`);
    }
    // As the hand shrinks on a phone, its two rows stay even (a four-player hand starts with five cards).
    await resize(page, { width: 375, height: 800 });
    const held = page.locator('[data-zone="hand-0"] > .hcard');
    for (const rows of [
      [4, 3],
      [3, 3],
      [3, 2],
    ]) {
      const cards = rows[0] + rows[1];
      for (let i = 0; i < 40 && (await held.count()) !== cards; i++) await playOn(page, 1);
      assert.deepEqual(await rowsOnceSettled(page, held, rows), rows, `${cards} cards at 375 px`);
    }
    await page.close();
  });

  it('lays the cards on the table out in even rows: one of eight, or four and four, never five and three', async () => {
    // Before: seven and one on a small tablet, five and three on a large phone, three, three and two in a lesson on a phone.
    const play = await openFresh(site, '/en/koikoi/play/');
    await startGame(play, 'w320'); // you deal: eight cards on the table before your first move
    const playField = play.locator('[data-zone="field"] > *');
    assert.equal(await playField.count(), 8);
    for (const [width, rows] of [
      [320, [4, 4]],
      [430, [4, 4]],
      [480, [4, 4]],
      [540, [4, 4]],
      [600, [8]],
      [1280, [8]],
    ]) {
      await resize(play, { width, height: 900 });
      assert.deepEqual(await rowsOnceSettled(play, playField, rows), rows, `play, ${width} px`);
    }
    // Later in the round the number of cards changes; the rows are as even as rows of one length allow (ten
    // cards in three rows: four, four and two), so the first row is no longer than the rows need.
    const seen = new Set();
    for (let turn = 0; turn < 8; turn++) {
      await playOn(play, 1);
      await awaitReader(play);
      const count = await playField.count();
      if (seen.has(count)) continue;
      seen.add(count);
      for (const width of [320, 430, 480, 540]) {
        await resize(play, { width, height: 900 });
        const rows = await rowsOf(playField);
        assert.equal(
          rows[0],
          Math.ceil(count / rows.length),
          `${count} cards at ${width} px: ${rows.join(' + ')}`,
        );
      }
    }
    await play.close();
    // The first lesson's deal: the table shares its row with the stock and, on a desktop, the notes.
    const lesson = await site.open('/en/koikoi/tutorials/turn/');
    const field = lesson.locator('[data-zone="field"] > *');
    await field.first().waitFor();
    assert.equal(await field.count(), 8);
    for (const [width, rows] of [
      [375, [4, 4]],
      [900, [8]],
    ]) {
      await resize(lesson, { width, height: 900 });
      assert.deepEqual(await rowsOnceSettled(lesson, field, rows), rows, `lesson, ${width} px`);
    }
    await lesson.close();
  });

  it('keeps the table’s even rows while the reader chooses which card to capture', async () => {
    // Before: the two choice buttons were wider than the cards, and nine cards wrapped as 2, 2, 2, 2 and 1.
    const page = await openFresh(site, '/en/koikoi/play/');
    await resize(page, { width: 375, height: 900 });
    await startGame(page, 'ch-d'); // the reader's second card matches two on the table
    const choices = page.locator('[data-zone="field"] button.hcard');
    for (let move = 0; move < 20 && !(await choices.count()); move++) {
      await playOn(page, 1);
      await awaitReader(page);
    }
    assert.equal(await choices.count(), 2);
    const field = page.locator('[data-zone="field"] > *');
    const count = await field.count();
    for (const width of [375, 320]) {
      await resize(page, { width, height: 900 });
      const rows = await rowsOnceSettled(page, field, [3, 3, 3]);
      assert.equal(
        rows[0],
        Math.ceil(count / rows.length),
        `${count} cards at ${width} px: ${rows.join(' + ')}`,
      );
      assert.ok(rows.length <= Math.ceil(count / 4), `${count} cards at ${width} px: ${rows.join(' + ')}`);
      // Each choice as wide as a card on the table.
      const widths = await field.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().width)),
      );
      assert.equal(new Set(widths).size, 1, `widths at ${width} px: ${widths}`);
    }
    // The choice still works: the first one captures.
    const chosen = await choices.first().getAttribute('data-card');
    await choices.first().click();
    await page.locator(`[data-zone="captured-0"] [data-card="${chosen}"]`).waitFor();
    await page.close();
  });

  it('on a tablet, the deal scrolls the table and the whole hand into view', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await resize(page, { width: 768, height: 1024 });
    // In this deal the hand ends below the window unless the deal scrolls it into view.
    await startGame(page, 'land-1', '3');
    await inView(page, ['.kt-field', '.kt-viewer .kt-hand']);
    await page.close();
  });

  it('plays a round by keyboard alone: the focus follows the game', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await page.selectOption('[data-testid="rounds"]', '1');
    await page.selectOption('[data-testid="seat-1"]', 'random');
    await page.fill('[data-testid="seed"]', 'e2e-keys');
    await page.focus('[data-testid="start"]');
    await page.keyboard.press('Enter');
    let presses = 0;
    while ((await page.locator('[data-testid="play"]').getAttribute('data-phase')) !== 'match-over') {
      // Without a Tab: the focus lands on a card to play or choose, or on Stop.
      const focused = await page.waitForFunction(() => {
        const active = document.activeElement;
        if (document.querySelector('[data-phase="match-over"]')) return 'over';
        const game = active?.closest('[data-zone="hand-0"], [data-zone="field"], .kg-decide');
        return active?.tagName === 'BUTTON' && game ? (active.dataset.card ?? active.dataset.testid) : null;
      });
      if ((await focused.jsonValue()) === 'over') break;
      await page.keyboard.press('Enter');
      presses++;
      assert.ok(presses < 40, 'the round ends');
    }
    // Several turns were played by Enter alone (the round may end early with a stop).
    assert.ok(presses >= 3, `presses: ${presses}`);
    assert.equal(await page.locator('[data-testid="status"]').textContent(), 'The match is over.');
    // No card is left to use: the focus goes to "New match" beside the result, not to the page.
    await page.waitForFunction(() => document.activeElement?.dataset.testid === 'again');
    assert.match(await page.locator('.kg-over').textContent(), /^Final score: you have \d+ points?/);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="setup"]').waitFor();
    await page.close();
  });

  it('suggests moves on request and plays the suggested card', async () => {
    const page = await openFresh(site, '/de/koikoi/play/');
    await startGame(page, 'e2e-advice');
    const hand = page.locator('[data-zone="hand-0"] button.hcard');
    await hand.first().waitFor();
    const before = await hand.count();
    // Keyboard: focus the button and press Enter.
    await page.locator('[data-testid="suggest"]').focus();
    await page.keyboard.press('Enter');
    const lines = page.locator('[data-testid="move-advice"] li');
    await lines.first().waitFor();
    // The button keeps the keyboard focus while the answer arrives.
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'suggest');
    const count = await lines.count();
    assert.ok(count >= 1 && count <= 3, `${count} suggestions`);
    const first = await lines.first().textContent();
    assert.match(
      first,
      /^„(.+)“ ausspielen: Siege minus Niederlagen [+−]?\d+ % der Verläufe, im Schnitt −?[\d,]+ Punkte?$/,
    );
    const card = /^„(.+)“/.exec(first)[1];
    // The suggested card is one of the hand's buttons; playing it clears the advice.
    await page.locator(`[data-zone="hand-0"] button.hcard[aria-label^="„${card}“"]`).first().click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-zone="hand-0"] button.hcard').length === n - 1,
      before,
    );
    assert.equal(await page.locator('[data-testid="move-advice"] li').count(), 0);
    await page.close();
  });

  it('weighs Koi-Koi against stopping when the reader has a new yaku', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await startGame(page, 'e2e-decide', '3');
    // Play first cards until the reader may stop (dealing the next round when one ends).
    let deciding = false;
    for (let i = 0; i < 200 && !deciding; i++) {
      if (await page.locator('[data-testid="stop"]').count()) deciding = true;
      else if (await page.locator('[data-testid="deal"]').count()) await page.click('[data-testid="deal"]');
      else {
        const playable = page.locator('[data-zone="field"] button.hcard, [data-zone="hand-0"] button.hcard');
        if (await playable.count()) await playable.first().click();
        else await page.waitForTimeout(100);
      }
    }
    assert.equal(deciding, true, 'the reader never formed a yaku');
    const advice = page.locator('[data-testid="advice"]');
    await advice.waitFor();
    const text = await advice.textContent();
    assert.match(text, /^Advice from \d+ simulated play-outs:/);
    assert.match(text, /Stop now: \d+ points? for sure\./);
    assert.match(text, /Koi-Koi: −?[\d.]+ points? on average \(net wins: [+−]?\d+% of play-outs\)\./);
    await page.close();
  });

  it('advises stopping with the round score it brings (doubled at 7 or more), also after a reload', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    // Seed e2e-double-5 (leaflet rules, first cards, the random computer): the reader's first yaku is worth 7.
    await startGame(page, 'e2e-double-5', '3');
    assert.equal(await playOn(page, 40, 'decide'), true);
    const stopLine = async () => {
      await page.locator('[data-testid="advice"]').waitFor();
      return page.locator('[data-testid="advice"] li').first().textContent();
    };
    assert.equal(await stopLine(), 'Stop now: 14 points for sure.');
    await page.reload();
    await hydrated(page);
    assert.equal(await page.locator('[data-testid="play"]').getAttribute('data-phase'), 'decide');
    assert.equal(await stopLine(), 'Stop now: 14 points for sure.');
    await page.click('[data-testid="stop"]');
    assert.match(
      await page.locator('[data-testid="status"]').textContent(),
      /^You win round 1 and score 14 points\./,
    );
    await page.close();
  });

  it('says between rounds who won the round and with what', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await startGame(page, 'e2e-round', '3');
    assert.equal(await playOn(page, 80, 'deal'), true);
    const status = await page.locator('[data-testid="status"]').textContent();
    assert.match(
      status,
      /^(You win|The computer wins) round 1 and scores? \d+ points?\. (Yaku|Lucky hand): |^Round 1 ends without a winner/,
    );
    // The hints box has nothing to say between rounds; the deal button is there.
    assert.equal(await page.locator('[data-testid="yaku-panel"]').count(), 0);
    assert.equal(await page.locator('[data-testid="deal"]').count(), 1);
    await page.close();
  });

  it('resumes after a reload, and undo takes back the last move', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await startGame(page, 'e2e-resume');
    const hand = page.locator('[data-zone="hand-0"] button.hcard');
    await hand.first().waitFor();
    const before = await hand.count();
    await hand.first().click();
    // Wait for the computer's answer: the hand is playable again.
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-zone="hand-0"] button.hcard').length === n - 1,
      before,
    );
    const field = await page
      .locator('[data-zone="field"] [data-card]')
      .evaluateAll((els) => els.map((e) => e.dataset.card));
    const logged = await page.locator('[data-testid="log"] li').allTextContents();
    assert.ok(logged.length >= 4, logged.join('\n'));
    await page.reload();
    await hydrated(page);
    await page.locator('[data-testid="resumed"]').waitFor();
    assert.equal(await page.locator('[data-zone="hand-0"] button.hcard').count(), before - 1);
    // "What happened" comes back with the game.
    assert.deepEqual(await page.locator('[data-testid="log"] li').allTextContents(), logged);
    assert.deepEqual(
      await page
        .locator('[data-zone="field"] [data-card]')
        .evaluateAll((els) => els.map((e) => e.dataset.card)),
      field,
    );
    await page.click('[data-testid="undo"]');
    assert.equal(await page.locator('[data-zone="hand-0"] button.hcard').count(), before);
    assert.equal(
      await page.locator('[data-testid="log"] li').last().textContent(),
      'Your last move was taken back.',
    );
    // The log is a tab stop exactly while it scrolls.
    const log = page.locator('[data-testid="log"]');
    const scrolls = await log.evaluate((list) => list.scrollHeight > list.clientHeight + 1);
    assert.equal(await log.getAttribute('tabindex'), scrolls ? '0' : null);
    await page.close();
  });

  it('after a reload on the reader’s turn, has the focus on the hand, in view, without moving a restored window', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await startGame(page, 'e2e-resume-focus');
    const hand = page.locator('[data-zone="hand-0"] button.hcard');
    await hand.first().click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-zone="hand-0"] button.hcard').length === 7,
    );
    const focusedCard = () =>
      page.waitForFunction(() => {
        const active = document.activeElement;
        if (!active?.closest('[data-zone="hand-0"]') || active.tagName !== 'BUTTON') return null;
        const rect = active.getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= innerHeight ? active.dataset.card : null;
      });
    // From the top of the page (a visit from the menu): the focus is on the first card, scrolled into view.
    await page.evaluate(() => scrollTo(0, 0));
    await page.reload();
    await hydrated(page);
    await page.locator('[data-testid="resumed"]').waitFor();
    assert.equal(await (await focusedCard()).jsonValue(), await hand.first().getAttribute('data-card'));
    // With the window where the reader left it, at the hand: it stays there.
    const settled = await page.evaluate(() => scrollY);
    await page.reload();
    await hydrated(page);
    await page.locator('[data-testid="resumed"]').waitFor();
    await focusedCard();
    await page.waitForTimeout(300);
    assert.ok(Math.abs((await page.evaluate(() => scrollY)) - settled) <= 1);
    await page.close();
  });

  it('says an undo out loud, with whose turn it is, and keeps the focus in the game', async () => {
    const page = await openFresh(site, '/de/koikoi/play/');
    await startGame(page, 'kbd-1');
    const hand = page.locator('[data-zone="hand-0"] button.hcard');
    await hand.first().waitFor();
    const before = await hand.count();
    await hand.first().focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-zone="hand-0"] button.hcard').length === n - 1,
      before,
    );
    await page.focus('[data-testid="undo"]');
    await page.keyboard.press('Enter');
    assert.equal(await hand.count(), before);
    // The live region is emptied first, then says it (see LiveRegion).
    const told = 'Dein letzter Zug wurde zurückgenommen.Du bist dran: Spiel eine Karte aus deiner Hand.';
    await page.waitForFunction(
      (text) => document.querySelector('[data-testid="live"]')?.textContent === text,
      told,
    );
    // Undo is disabled now; the focus moved on to the hand rather than dropping to the page.
    await page.waitForFunction(() => document.activeElement?.closest('[data-zone="hand-0"]'));
    await page.close();
  });

  it('pass-and-play: the next person hears what happened since their last turn', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await page.selectOption('[data-testid="rounds"]', '1');
    await page.selectOption('[data-testid="seat-1"]', 'human');
    await page.fill('[data-testid="seed"]', 'kbd-pnp');
    await page.click('[data-testid="start"]');
    await page.click('[data-testid="first-deal"]');
    const cover = page.locator('[data-testid="cover"] button');
    const live = page.locator('[data-testid="live"]');
    await live.locator('p', { hasText: /^Round 1: player \d deals/ }).waitFor();
    await cover.click();
    // The first person to take the device just heard the deal: no recap of it.
    await page.locator('[data-zone^="hand-"] button.hcard').first().waitFor();
    assert.doesNotMatch(await live.textContent(), /Since your last turn/);
    // Whoever deals plays first; that person plays a card.
    await page.locator('[data-zone^="hand-"] button.hcard').first().click();
    const choice = page.locator('[data-zone="field"] button.hcard');
    if (await choice.count()) await choice.first().click();
    const played = await live.locator('p').allTextContents();
    assert.match(played.join(' '), /^Player \d plays /);
    await cover.waitFor();
    await cover.click();
    await live.locator('p', { hasText: 'Since your last turn:' }).waitFor();
    const heard = await live.locator('p').allTextContents();
    // The deal (Player 2 has not played yet), then Player 1's move.
    assert.equal(heard[0], 'Since your last turn:');
    assert.deepEqual(heard.slice(-played.length), played);
    assert.match(heard.join(' '), /Round 1: player \d deals/);
    await page.close();
  });

  it('offers the setup last started with on the next visit, with a new deal number', async () => {
    const page = await openFresh(site, '/en/koikoi/play/');
    await page.selectOption('[data-testid="preset"]', 'fudawiki');
    await page.selectOption('[data-testid="rounds"]', '12');
    await page.selectOption('[data-testid="seat-1"]', 'strong');
    await page.uncheck('[data-testid="setup"] input[type="checkbox"]');
    await page.fill('[data-testid="seed"]', 'e2e-remember');
    await page.click('[data-testid="start"]');
    await page.locator('[data-testid="status"]').waitFor();
    await page.click('[data-testid="new-game"]');
    await page.reload();
    await hydrated(page);
    await page.locator('[data-testid="play"][data-ready]').waitFor();
    assert.equal(await page.locator('[data-testid="preset"]').inputValue(), 'fudawiki');
    assert.equal(await page.locator('[data-testid="rounds"]').inputValue(), '12');
    assert.equal(await page.locator('[data-testid="seat-1"]').inputValue(), 'strong');
    assert.equal(await page.locator('[data-testid="setup"] input[type="checkbox"]').isChecked(), false);
    assert.equal(await page.locator('[data-testid="seed"]').inputValue(), '');
    await page.close();
  });

  it('discards a corrupt save with a message', async () => {
    const page = await site.open('/de/koikoi/play/');
    // Start with no game (one left by an earlier test keeps its computer players moving
    // and saving), and plant the broken save only once the island has read the store
    // (data-ready): it reads it in an effect after hydrating, and would discard it here.
    await ready(page);
    await page.evaluate(() => localStorage.removeItem('koikoi:saved-game'));
    await page.reload();
    await ready(page);
    await page.evaluate(() =>
      localStorage.setItem('koikoi:saved-game', '{"v":1,"data":{"setup":{"game":{"preset":"nope"}}}}'),
    );
    await page.reload();
    await ready(page);
    await page.locator('[data-testid="corrupt"]').waitFor();
    assert.match(await page.locator('[data-testid="corrupt"]').textContent(), /verworfen/);
    assert.equal(await page.evaluate(() => localStorage.getItem('koikoi:saved-game')), null);
    assert.equal(await page.locator('[data-testid="setup"]').count(), 1);
    await page.close();
  });
});

it('logs no console errors', () => {
  assert.deepEqual(site.errors, []);
});
