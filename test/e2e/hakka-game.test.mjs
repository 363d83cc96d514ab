// Browser tests of the Hakka tutorials and the play page: step through a
// lesson forward and back (buttons and arrow keys) and see the progress on
// the index, the first step without JavaScript, play a seeded round against
// the random and greedy computer players to its end, resume after a reload
// (and undo; also with a round's settlement on show, whose next deal the log
// still tells), and a corrupt save is discarded with a message.
// Run with `npm run test:e2e -- test/e2e/hakka-game.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { flownCards, recordFlights } from './flights.mjs';
import { hydrated, ready } from './islands.mjs';
import { setFontSize, VERY_LARGE } from './large-text.mjs';
import { openAsNewReader } from './new-reader.mjs';
import { resize } from './resize.mjs';
import { checkFollowsAddress, copyReviewLink } from './review-link.mjs';
import { rowsOf, rowsOnceSettled } from './rows.mjs';
import { start } from './setup.mjs';

let site;
before(async () => {
  site = await start();
});
after(async () => {
  await site?.stop();
});

const KEY = 'hakka:saved-game';
/** The setup the page remembers from the last start. */
const LAST_SETUP = 'hakka:last-setup';

/** Forgets the saved game and the remembered setup (reload to take effect). */
async function forget(page) {
  await page.evaluate(
    (keys) => {
      for (const key of keys) localStorage.removeItem(key);
    },
    [KEY, LAST_SETUP],
  );
}

/** Opens `path` with no saved game and no remembered setup, once the island is hydrated. */
async function openFresh(path) {
  const page = await site.open(path);
  await forget(page);
  await page.reload();
  await hydrated(page);
  return page;
}

describe('tutorial', () => {
  it('steps forward and back through a lesson with buttons and arrow keys', async () => {
    const page = await site.open('/en/hakka/tutorials/patterns/');
    await page.locator('[data-lesson="patterns"]').scrollIntoViewIfNeeded();
    await hydrated(page);
    const count = () => page.locator('[data-testid="step-count"]').textContent();
    assert.equal(await count(), 'Step 1 of 11');
    await page.click('[data-testid="step-next"]');
    assert.equal(await count(), 'Step 2 of 11');
    await page.click('[data-testid="step-next"]');
    assert.match(
      await page.locator('[data-testid="narration"]').textContent(),
      /Cai plays Zok 1, Zok 2 and Zok 3: run/,
    );
    // The cards of the step are outlined in the trick.
    assert.equal(await page.locator('[data-zone="trick"] .hkcard-highlight[data-card="zok-2"]').count(), 1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await count(), 'Step 5 of 11');
    // The completed trick stays on show with its winner.
    assert.match(await page.locator('[data-testid="trick-winner"]').textContent(), /Dee wins this trick/);
    await page.keyboard.press('ArrowLeft');
    await page.click('[data-testid="step-prev"]');
    assert.equal(await count(), 'Step 3 of 11');
    await page.keyboard.press('End');
    assert.equal(await count(), 'Step 11 of 11');
    assert.match(await page.locator('[data-testid="note"]').textContent(), /Cai wins the trick/);
    const index = await site.open('/en/hakka/tutorials/');
    await hydrated(index);
    const status = index.locator('[data-lesson="patterns"] [data-testid="lesson-status"]');
    await status.waitFor();
    assert.equal(await status.textContent(), 'Done');
    await page.close();
    await index.close();
  });

  it('shows a lesson’s hands in even rows that fit a phone, also with the browser’s largest font size', async () => {
    const page = await site.open('/en/hakka/tutorials/calling/');
    // The reader's twelve cards, on the first step.
    const hand = page.locator('.ht-viewer [data-zone^="hand-"] > .hkcard');
    // The lesson's own rules (not the play table's): six cards a row where they fit, four, then three.
    for (const [width, font, rows] of [
      [375, 16, [6, 6]],
      [320, 16, [6, 6]],
      [375, VERY_LARGE, [4, 4, 4]],
      [320, VERY_LARGE, [3, 3, 3, 3]],
    ]) {
      await resize(page, { width, height: 800 });
      await setFontSize(page, font);
      await hand.first().scrollIntoViewIfNeeded();
      await hydrated(page);
      const label = `${width} px, ${font} px text`;
      assert.deepEqual(await rowsOnceSettled(page, hand, rows), rows, label);
      await assertNoSidewaysScroll(page, label);
    }
    await page.close();
  });

  it('lets the played cards glide into the trick, unless the reader asks for less motion', async () => {
    const page = await site.open('/en/hakka/tutorials/patterns/');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.locator('[data-lesson="patterns"]').scrollIntoViewIfNeeded();
    await hydrated(page);
    await page.click('[data-testid="step-next"]');
    await recordFlights(page);
    await page.click('[data-testid="step-next"]');
    // Cai plays Zok 1, Zok 2 and Zok 3.
    assert.ok((await flownCards(page)).includes('zok-2'), `zok-2 did not fly: ${await flownCards(page)}`);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.click('[data-testid="step-prev"]');
    await recordFlights(page);
    await page.click('[data-testid="step-next"]');
    assert.deepEqual(await flownCards(page), []);
    await page.close();
  });

  it('shows the settlement at the end of the declaring lesson', async () => {
    const page = await site.open('/de/hakka/tutorials/declaring/');
    await page.locator('[data-lesson="declaring"]').scrollIntoViewIfNeeded();
    await hydrated(page);
    await page.click('[data-testid="step-next"]');
    await page.keyboard.press('End');
    assert.match(await page.locator('[data-testid="note"]').textContent(), /Dee zahlt Ben 2 Punkte/);
    assert.equal(await page.locator('[data-testid="settlement"] tbody tr').count(), 2);
    // The settled table: nobody leads; the dream card and its match in the winner's hand are outlined.
    assert.match(await page.locator('[data-zone="trick"]').textContent(), /Die Runde ist vorbei\./);
    assert.equal(await page.locator('[data-zone="dream-0"] .hkcard-highlight[data-card="gon-6"]').count(), 1);
    assert.equal(await page.locator('[data-zone="hand-1"] .hkcard-highlight[data-card="zok-6"]').count(), 1);
    await page.close();
  });

  it('ends the privileges lesson with Five Tigers', async () => {
    const page = await site.open('/en/hakka/tutorials/privileges/');
    await page.locator('[data-lesson="privileges"]').scrollIntoViewIfNeeded();
    await hydrated(page);
    await page.click('[data-testid="step-next"]');
    await page.keyboard.press('End');
    assert.match(await page.locator('[data-testid="narration"]').textContent(), /Ben shows Five Tigers/);
    assert.match(
      await page.locator('[data-testid="note"]').textContent(),
      /Cai pays Ben 4 points and Dee pays Ben 4 points/,
    );
    await page.close();
  });

  it('reads the first step without JavaScript', async () => {
    const page = await site.context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${site.origin}/de/hakka/tutorials/calling/`);
    assert.match(await page.locator('[data-testid="narration"]').textContent(), /Runde 1: Ben gibt/);
    assert.ok((await page.locator('.hkcard[data-card]').count()) >= 36);
    await page.close();
  });
});

/** Starts a seeded game: you at seat 0 against the given computer players. */
async function startGame(page, seed, bots = ['random', 'greedy', 'random']) {
  for (const [i, bot] of bots.entries()) await page.selectOption(`[data-testid="seat-${i + 1}"]`, bot);
  await page.fill('[data-testid="seed"]', seed);
  await page.click('[data-testid="start"]');
  await page.locator('[data-testid="status"]').waitFor();
}

/** One move as seat 0, if it is seat 0's turn: call, decline Five Tigers, declare, play the first hint or discard. Returns whether it moved. */
async function move(page) {
  for (const id of ['act-call', 'act-decline-tigers', 'act-declare']) {
    const button = page.locator(`[data-testid="${id}"]`);
    if (await button.count()) {
      await button.click();
      return true;
    }
  }
  if (!(await page.locator('[data-testid="play-cards"]').count())) return false;
  const hint = page.locator('[data-testid="hint"]').first();
  if (await hint.count()) {
    await hint.click();
  } else {
    const need = await page.locator('[data-zone="trick"] li').first().locator('.hkcard').count();
    const hand = page.locator('[data-zone="hand-0"] button.hkcard');
    for (let i = 0; i < need; i++) await hand.nth(i).click();
  }
  await page.click('[data-testid="play-cards"]');
  return true;
}

/**
 * Plays seat 0's moves until `done` (a function run in the page) holds; returns whether it did.
 * `done` is read in the same look at the page as whether it is seat 0's turn: read apart, a
 * computer's move landing between the two reads let `move` play one move past the state wanted.
 * While it is seat 0's turn the state cannot change until it moves.
 */
async function playUntil(page, done, tries = 100) {
  const look = `(() => ({ done: Boolean((${done})()), mine: Boolean(document.querySelector('[data-testid="actions"]')) }))()`;
  for (let i = 0; i < tries; i++) {
    const now = await page.evaluate(look);
    if (now.done) return true;
    if (!now.mine || !(await move(page))) await page.waitForTimeout(100);
  }
  return false;
}

/** Cards in seat 0's hand that it may play now (buttons only on its own turn). */
const playableCards = () => document.querySelectorAll('[data-zone="hand-0"] button.hkcard').length;

/** Plays until the first round is settled; returns whether it was. */
async function playRound(page, maxSteps = 400) {
  for (let i = 0; i < maxSteps; i++) {
    if ((await page.locator('[data-testid="next-round"]').count()) > 0) return true;
    if ((await page.locator('[data-testid="score-sheet"] tbody tr').count()) > 0) return true;
    if (!(await move(page))) await page.waitForTimeout(100);
  }
  return false;
}

describe('play', () => {
  it('plays a seeded round against random and greedy computer players to its end', async () => {
    const page = await openFresh('/en/hakka/play/');
    await startGame(page, 'e2e-round');
    assert.equal(await playRound(page), true);
    assert.equal(await page.locator('[data-testid="score-sheet"] tbody tr').count(), 1);
    assert.equal(await page.locator('[data-testid="notice"]').count(), 0);
    // Cards were played (not a redeal), and the round was settled in the log.
    const log = await page.locator('[data-testid="log"]').textContent();
    assert.match(log, /Round 1 (is settled|ends)/);
    assert.match(await page.locator('[data-testid="live"]').textContent(), /Round 1 (is settled|ends)/);
    // While the settlement is on show, nobody is to act and the next deal is not told yet.
    assert.equal(await page.locator('.ht-badge-act').count(), 0);
    assert.doesNotMatch(log, /Round 2/);
    // The log overflows by now and shows its latest line: it is scrolled to the bottom.
    const scroll = await page
      .locator('[data-testid="log"]')
      .evaluate((el) => ({ overflow: el.scrollHeight - el.clientHeight, top: el.scrollTop }));
    assert.ok(scroll.overflow > 0, 'the log overflows');
    assert.ok(
      Math.abs(scroll.overflow - scroll.top) <= 1,
      `log scrolled to ${scroll.top} of ${scroll.overflow}`,
    );
    // The score sheet shows all four seats without scrolling, beside the table (1280 px) and under it.
    for (const width of [375, 1000, 1280, 1600]) {
      await resize(page, { width, height: 800 });
      const { inner, outer } = await page
        .locator('[data-testid="score-sheet"]')
        .evaluate((t) => ({ inner: t.scrollWidth, outer: t.parentElement.clientWidth }));
      assert.ok(inner <= outer, `the score sheet needs ${inner} px of ${outer} px at ${width} px`);
    }
    await resize(page, { width: 1280, height: 800 });
    // The score sheet is zero-sum, its points signed with a real minus sign.
    const texts = await page
      .locator('[data-testid="score-sheet"] tfoot td')
      .evaluateAll((cells) => cells.map((c) => c.textContent));
    for (const text of texts) assert.match(text, /^([+\u2212]\d+|0)$/);
    const totals = texts.map((text) => Number(text.replace('\u2212', '-')));
    assert.equal(totals.length, 4);
    assert.equal(
      totals.reduce((a, b) => a + b, 0),
      0,
    );
    // Going on deals round 2, and only now the log tells it.
    await page.click('[data-testid="next-round"]');
    assert.match(await page.locator('[data-testid="log"]').textContent(), /Round 2/);
    await page.close();
  });

  it('on a phone held sideways, keeps the hand in one row and the trick in sight above it', async () => {
    const page = await openFresh('/en/hakka/play/');
    await resize(page, { width: 740, height: 360 });
    await startGame(page, 'e2e-landscape');
    // Play on (calls, leads) until the status line asks the reader to beat the trick on the table (or to
    // lay cards down).
    const hand = page.locator('[data-zone="hand-0"] button.hkcard');
    const toAnswer = () =>
      /beat the table/i.test(document.querySelector('[data-testid="status"]')?.textContent ?? '') &&
      document.querySelectorAll('[data-zone="hand-0"] button.hkcard').length > 0;
    assert.ok(await playUntil(page, toAnswer, 40), 'the reader is never asked to beat the table');
    const cards = await hand.count();
    assert.ok(cards >= 11, `${cards} cards in hand`);
    assert.deepEqual(await rowsOf(hand), [cards], 'one row');
    const span = await page.evaluate(() => {
      const trick = document.querySelector('[data-zone="trick"] .hkcard').getBoundingClientRect();
      const cards = document.querySelector('[data-zone="hand-0"]').getBoundingClientRect();
      return cards.bottom - trick.top;
    });
    assert.ok(span <= 360, `trick and hand take ${span} px of 360`);
    await page.close();
  });

  it('lays the hand out in one row of twelve or two even rows, never with one or two cards left over', async () => {
    const page = await openFresh('/en/hakka/play/');
    await startGame(page, 'e2e-landscape');
    const hand = page.locator('[data-zone="hand-0"] button.hkcard');
    assert.ok(await playUntil(page, playableCards, 40), 'the reader never has cards to play');
    assert.equal(await hand.count(), 12);
    // A phone, a narrow and a wide tablet column, a desktop beside the side column.
    for (const [width, rows] of [
      [375, [6, 6]],
      [600, [6, 6]],
      [768, [12]],
      [900, [6, 6]],
      [1280, [12]],
    ]) {
      await resize(page, { width, height: 900 });
      assert.deepEqual(await rowsOnceSettled(page, hand, rows), rows, `${width} px`);
    }
    // Too narrow for six card buttons of the smallest size in a row: a 320 px phone, and a 375 px
    // one with the browser's largest font size, rows of four; a 320 px one with it, rows of three.
    // The page does not scroll sideways.
    for (const [width, font, rows] of [
      [320, 16, [4, 4, 4]],
      [375, VERY_LARGE, [4, 4, 4]],
      [320, VERY_LARGE, [3, 3, 3, 3]],
    ]) {
      await resize(page, { width, height: 800 });
      await setFontSize(page, font);
      const label = `${width} px, ${font} px text`;
      assert.deepEqual(await rowsOnceSettled(page, hand, rows), rows, label);
      await assertNoSidewaysScroll(page, label);
    }
    await setFontSize(page, 16);
    // As the hand shrinks on a phone, its two rows stay even: ten as five and five, not six and four.
    await resize(page, { width: 375, height: 800 });
    const held = page.locator('[data-zone="hand-0"] > .hkcard');
    const seen = new Set();
    for (let i = 0; i < 60 && seen.size < 3; i++) {
      if (!(await move(page))) await page.waitForTimeout(100);
      const count = await held.count();
      if (count < 7 || count > 11 || seen.has(count)) continue;
      seen.add(count);
      const rows = [Math.ceil(count / 2), Math.floor(count / 2)];
      assert.deepEqual(await rowsOnceSettled(page, held, rows), rows, `${count} cards at 375 px`);
    }
    assert.ok(seen.size > 0, 'the hand never held seven to eleven cards');
    await page.close();
  });

  it('keeps the keyboard focus on the game when the control just used goes', async () => {
    const page = await openFresh('/en/hakka/play/');
    await page.fill('[data-testid="seed"]', 'e2e-calls');
    await page.focus('[data-testid="start"]');
    await page.keyboard.press('Enter');
    /** Waits until the focus is on one of the reader's controls; returns its test id or card. */
    const focused = async () =>
      (
        await page.waitForFunction(() => {
          const active = document.activeElement;
          const game = active?.closest('[data-testid="actions"], [data-zone="hand-0"]');
          return active?.tagName === 'BUTTON' && game ? (active.dataset.testid ?? active.dataset.card) : null;
        })
      ).jsonValue();
    // The start button is gone: the focus is on the calling buttons, without a Tab.
    assert.equal(await focused(), 'act-call');
    await page.keyboard.press('Enter');
    // Calling is over for the reader; at the next decision the focus is on the game again.
    assert.ok(await focused());
    await page.close();
  });

  it('suggests moves on request, from calling to playing', async () => {
    const page = await openFresh('/de/hakka/play/');
    await startGame(page, 'e2e-calls', ['greedy', 'greedy', 'greedy']);
    const suggest = page.locator('[data-testid="suggest"]');
    const lines = page.locator('[data-testid="move-advice"] li');
    /** Asks with the keyboard; returns the suggestions. */
    const ask = async () => {
      await suggest.focus();
      await page.keyboard.press('Enter');
      await lines.first().waitFor();
      // The button keeps the keyboard focus while the answer arrives.
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'suggest');
      const texts = await lines.allTextContents();
      assert.ok(texts.length >= 1 && texts.length <= 3, `${texts.length} suggestions`);
      // The remark that the listed moves tie appears exactly when their numbers do.
      const values = texts.map((text) => /im Schnitt (.+) pro Runde/.exec(text)?.[1]);
      const tie = texts.length > 1 && new Set(values).size === 1;
      assert.equal(await page.locator('[data-testid="advice-note"]').count(), tie ? 1 : 0);
      return texts;
    };
    // Calling comes first (with this seed the reader deals, so calls first): call or pass?
    await page.locator('[data-testid="act-call"]').waitFor();
    for (const line of await ask())
      assert.match(line, /^(Ansagen|Passen): im Schnitt [+−]?[\d,]+ Punkte? pro Runde$/);
    // Then play on until the reader has cards to play.
    assert.ok(
      await playUntil(page, () => document.querySelector('[data-testid="play-cards"]')),
      'the reader never has cards to play',
    );
    await suggest.waitFor();
    assert.equal(await lines.count(), 0);
    for (const line of await ask()) {
      assert.match(line, /^.+ (ausspielen|verdeckt ablegen): im Schnitt [+−]?[\d,]+ Punkte? pro Runde$/);
    }
    await page.close();
  });

  it('resumes after a reload, and undo takes back the last move', async () => {
    const page = await openFresh('/en/hakka/play/');
    await startGame(page, 'e2e-resume', ['greedy', 'greedy', 'greedy']);
    // Wait until seat 0 has something to decide, then take one decision.
    let moved = false;
    for (let i = 0; i < 100 && !moved; i++) {
      moved = await move(page);
      if (!moved) await page.waitForTimeout(100);
    }
    assert.ok(moved);
    const saved = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key)).data.actions.length,
      KEY,
    );
    assert.ok(saved >= 1);
    await page.waitForTimeout(300);
    const savedNow = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).data.actions, KEY);
    await page.reload();
    await hydrated(page);
    await page.locator('[data-testid="resumed"]').waitFor();
    const after = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).data.actions, KEY);
    // "What happened" comes back with the game (it was empty after a reload before).
    assert.ok((await page.locator('[data-testid="log"] li').count()) > 0);
    // The resumed game starts from the saved actions.
    assert.deepEqual(after.slice(0, savedNow.length), savedNow);
    // Once it is the reader's turn again, the focus is on their cards or buttons, not on the page;
    // or on "Deal the next round" while a settled round is on show again (this seed's round 1 ends
    // with the computer players' answers to the reader's first move).
    await page.waitForFunction(() =>
      document.activeElement?.closest(
        '[data-zone="hand-0"] button, [data-testid="actions"] button, [data-testid="next-round"]',
      ),
    );
    const humanMoves = after.filter((a) => a.seat === 0).length;
    await page.click('[data-testid="undo"]');
    const undone = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)).data.actions, KEY);
    assert.equal(undone.filter((a) => a.seat === 0).length, humanMoves - 1);
    await page.close();
  });

  it('resumes a settled round with its settlement, and logs the next deal when play goes on', async () => {
    const page = await openFresh('/en/hakka/play/');
    await startGame(page, 'e2e-settled', ['greedy', 'greedy', 'greedy']);
    assert.equal(await playRound(page), true);
    const logLines = () => page.locator('[data-testid="log"] li').allTextContents();
    const before = await logLines();
    await page.reload();
    await hydrated(page);
    await page.locator('[data-testid="resumed"]').waitFor();
    // The settlement is on show again, and the log as it was.
    await page.locator('[data-testid="next-round"]').waitFor();
    assert.match(await page.locator('[data-testid="settlement"]').textContent(), /Settlement of round 1/);
    assert.deepEqual(await logLines(), before);
    await page.click('[data-testid="next-round"]');
    // The next deal is told right after the round's result (it was missing after a reload before).
    const lines = await logLines();
    const scored = lines.lastIndexOf(before.at(-1));
    assert.ok(scored >= 0, `${before.at(-1)} not in ${lines}`);
    assert.match(lines[scored + 1] ?? '', /^Round 2: /);
    await page.close();
  });

  it('discards a corrupt save with a message', async () => {
    const page = await site.open('/de/hakka/play/');
    // Start with no game (one left by an earlier test keeps its computer players moving
    // and saving), and plant the broken save only once the island has read the store
    // (data-ready): it reads it in an effect after hydrating, and would discard it here.
    await ready(page);
    await forget(page);
    await page.reload();
    await ready(page);
    await page.evaluate(
      (key) =>
        localStorage.setItem(key, '{"v":1,"data":{"setup":{"game":{"seed":"x"},"seats":[]},"actions":[]}}'),
      KEY,
    );
    await page.reload();
    await ready(page);
    await page.locator('[data-testid="corrupt"]').waitFor();
    assert.match(await page.locator('[data-testid="corrupt"]').textContent(), /verworfen/);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), null);
    assert.equal(await page.locator('[data-testid="setup"]').count(), 1);
    await page.close();
  });
});

describe('review', () => {
  it('reviews the finished round from the play page, keeps the step, and shares it as a link', async () => {
    const page = await openFresh('/en/hakka/play/');
    await startGame(page, 'e2e-round');
    assert.equal(await playRound(page), true);
    await page.click('[data-testid="review-link"]');
    await page.waitForURL(/\/en\/hakka\/review\/$/);
    await page.locator('[data-testid="review"][data-state="game"]').waitFor();
    const count = () => page.locator('[data-testid="step-count"]').textContent();
    const total = Number(/of (\d+)$/.exec(await count())[1]);
    assert.equal(await count(), `Step 1 of ${total}`);
    assert.match(await page.locator('[data-testid="narration"]').textContent(), /deals/);
    // Step forward to the reader's first choice: the computer's rating is offered there, from the worker.
    for (let i = 0; i < total && !(await page.locator('[data-testid="suggest"]').count()); i++) {
      await page.click('[data-testid="step-next"]');
    }
    assert.match(await page.locator('[data-testid="narration"]').textContent(), /^You /);
    await page.click('[data-testid="suggest"]');
    await page.locator('[data-testid="move-advice"] li').first().waitFor();
    assert.match(
      await page.locator('[data-testid="move-advice"] li').first().textContent(),
      /^.+: on average [+−]?[\d.]+ (points?|a round)/,
    );
    assert.match(
      await page.locator('[data-testid="advice-note"]').textContent(),
      /Chosen in the game: .+: on average/,
    );
    // The last step settles round 1; the next round is not there.
    await page.locator('[data-testid="step-next"]').focus();
    await page.keyboard.press('End');
    assert.equal(await count(), `Step ${total} of ${total}`);
    await page.locator('[data-testid="settlement"]').waitFor();
    assert.equal(await page.locator('[data-testid="review-round"]').count(), 0);
    assert.doesNotMatch(await page.locator('[data-testid="narration"]').textContent(), /Round 2/);
    // A reload keeps the step.
    await page.reload();
    await hydrated(page);
    await page.locator('[data-testid="review"][data-state="game"]').waitFor();
    assert.equal(await count(), `Step ${total} of ${total}`);
    // The link opens the same game at the same step for a reader without a saved game.
    await page.click('[data-testid="step-prev"]');
    const link = await copyReviewLink(site, page);
    assert.match(
      link,
      /\/en\/hakka\/review\/#v=1&seats=human%2Crandom%2Cgreedy%2Crandom&seed=e2e-round&moves=[0-9a-z]+&step=\d+$/,
    );
    const other = await openAsNewReader(site, link);
    await other.locator('[data-testid="review"][data-from="link"]').waitFor();
    assert.equal(
      await other.locator('[data-testid="step-count"]').textContent(),
      `Step ${total - 1} of ${total}`,
    );
    await other.close();
    await page.close();
  });

  it('follows the address: a step changed in it, Back and Forward, another link pasted into the tab', async () => {
    await checkFollowsAddress(site, '/de/hakka/review/', {
      step: (n, total) => `Schritt ${n} von ${total}`,
      badStep:
        'Dieser Link zum Nachspielen lässt sich nicht lesen: Er zeigt auf einen Schritt, den es in diesem Spiel nicht gibt.',
    });
  });

  it('offers an example game before there is a game to review; it opens as the example', async () => {
    const page = await openAsNewReader(site, '/en/hakka/review/');
    await page.locator('[data-testid="review"][data-state="none"]').waitFor();
    await page.click('[data-testid="review-example"]');
    await page.locator('[data-testid="review"][data-from="example"]').waitFor();
    assert.equal(await page.locator('.gt-review-title').textContent(), 'An example game');
    assert.match(await page.locator('[data-testid="review-meta"]').textContent(), /game number 2026/);
    await page.close();
  });
});

it('logs no console errors', () => {
  assert.deepEqual(site.errors, []);
});

/** Fails when the page is wider than the window (it would scroll sideways). */
async function assertNoSidewaysScroll(page, label) {
  const [wide, window_] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  assert.ok(wide <= window_, `${label}: the page is ${wide} px wide`);
}
