// axe-core over every built page: on the desktop in the light and in the dark colour scheme;
// and 375 px wide, where the page must not scroll sideways, nor once narrowed to 320 px, the
// width at which WCAG 1.4.10 (Reflow) asks for no sideways scrolling, nor at 375 px with the
// browser's largest font size.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { setFontSize, VERY_LARGE } from './large-text.mjs';
import { resize } from './resize.mjs';
import { allPages, start } from './setup.mjs';

/** axe-core, served beside the site for the test only, so Chromium can cache the compiled script. */
const AXE = {
  url: '/__test__/axe.min.js',
  file: createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
};
/**
 * How many pages each pass checks at once. The machines have 2 cores and axe
 * keeps one busy per page: with two at once (and axe cached) this file took
 * 300 s instead of 403 s, run one after the other on the same machine.
 */
const PAGES_AT_ONCE = 2;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Island states that only a link opens (scanned after the island has read the URL). */
const STATES = [
  '/en/koikoi/calculator/?rules=fudawiki&view=weather&month=10&rain=on&cards=m03-light,m09-animal',
  '/de/koikoi/calculator/?rules=multiplayer&mode=lucky&players=4&cards=m01-light,m01-ribbon',
];

/** Forgets the saved game `key` (and the remembered setup) and reloads, so the play page shows its default setup form. */
async function freshPlay(page, key) {
  const ready = () => page.locator('[data-testid="play"][data-ready]').waitFor();
  await ready();
  await page.evaluate((k) => {
    localStorage.removeItem(k);
    localStorage.removeItem(k.replace('saved-game', 'last-setup'));
  }, key);
  await page.reload();
  await ready();
}

/** Island states reached by playing: games with the move advice shown, and a Hakka log full enough to scroll. */
const PLAYED = {
  '/koikoi/yaku (the 404 page suggesting pages in both languages)': async (page) => {
    await page.locator('.nf [data-suggest]:not([hidden])').nth(1).waitFor();
  },
  '/en/koikoi/play/ (game with move advice)': async (page) => {
    await freshPlay(page, 'koikoi:saved-game');
    await page.selectOption('[data-testid="seat-1"]', 'random');
    await page.fill('[data-testid="seed"]', 'axe-advice');
    await page.click('[data-testid="start"]');
    await page.click('[data-testid="first-deal"]');
    await page.locator('[data-testid="suggest"]').click();
    await page.locator('[data-testid="move-advice"] li').first().waitFor();
  },
  '/de/koikoi/play/ (the cards drawn for the deal)': async (page) => {
    await freshPlay(page, 'koikoi:saved-game');
    await page.fill('[data-testid="seed"]', 'axe-draw');
    await page.click('[data-testid="start"]');
    await page.locator('[data-testid="first-deal"]').waitFor();
  },
  '/en/koikoi/review/ (a game from a link, a move rated, every move listed)': async (page) => {
    const link =
      'v=1&rules=nintendo&players=2&rounds=3&seats=human,greedy&seed=axe-review&moves=00000000000000000000';
    await page.goto(`${new URL(page.url()).origin}/en/koikoi/review/#${link}`);
    await page.locator('[data-testid="review"][data-state="game"]').waitFor();
    for (let i = 0; i < 20 && !(await page.locator('[data-testid="suggest"]').count()); i++) {
      await page.click('[data-testid="step-next"]');
    }
    await page.locator('[data-testid="suggest"]').click();
    await page.locator('[data-testid="move-advice"] li').first().waitFor();
    await page.click('[data-testid="review-moves"] summary');
  },
  '/de/hakka/review/ (a game from a link at the settlement of round 1, every move listed)': async (page) => {
    // The first legal action, 26 times from the deal number axe-review: round 1 is settled on the last step.
    const link = `v=1&seats=human,greedy,greedy,greedy&seed=axe-review&moves=${'0'.repeat(26)}&step=27`;
    await page.goto(`${new URL(page.url()).origin}/de/hakka/review/#${link}`);
    await page.locator('[data-testid="review"][data-state="game"]').waitFor();
    await page.locator('[data-testid="settlement"]').waitFor();
    await page.click('[data-testid="review-moves"] summary');
  },
  '/de/hakka/play/ (advice when calling)': async (page) => {
    await freshPlay(page, 'hakka:saved-game');
    await page.fill('[data-testid="seed"]', 'e2e-calls');
    await page.click('[data-testid="start"]');
    await page.locator('[data-testid="act-call"]').waitFor();
    await page.locator('[data-testid="suggest"]').click();
    await page.locator('[data-testid="move-advice"] li').first().waitFor();
  },
  '/de/koikoi/play/ (the reader’s record under the form)': async (page) => {
    await freshPlay(page, 'koikoi:saved-game');
    await page.evaluate(() => {
      const tallies = { random: { won: 3, lost: 1, drawn: 0 }, strong: { won: 0, lost: 2, drawn: 1 } };
      localStorage.setItem('koikoi:record', JSON.stringify({ v: 1, data: { tallies, counted: [] } }));
    });
    await page.reload();
    await page.locator('[data-testid="match-record"]').waitFor();
  },
  '/en/hakka/play/ (four computers, a full log)': async (page) => {
    await freshPlay(page, 'hakka:saved-game');
    for (let seat = 0; seat < 4; seat++) await page.selectOption(`[data-testid="seat-${seat}"]`, 'greedy');
    await page.fill('[data-testid="seed"]', 'axe-log');
    await page.click('[data-testid="start"]');
    // The log scrolls once it is full.
    await page.locator('[data-testid="log"] li:nth-child(12)').waitFor();
  },
};

/** Waits for the next frames and for the transitions a change of width starts. */
async function settle(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    await frame();
    const moving = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
    await frame();
    await frame();
  });
}

async function violationsOf(page) {
  await page.addScriptTag({ url: AXE.url });
  return page.evaluate(
    async (tags) =>
      (await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      ),
    TAGS,
  );
}

/**
 * On a phone the page itself must never scroll sideways (only marked table
 * regions may): null, or the page's width and the elements that stick out.
 */
async function widerThanWindow(page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const out = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .filter((el) => !el.parentElement?.closest('.table-wrap'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return `${root.scrollWidth} px > ${root.clientWidth} px (${out.join(', ')})`;
  });
}

/**
 * The phone's checks for sideways scrolling: at the window's width, at the
 * narrower `reflow` size, then back at `viewport` with the browser's largest
 * font size (which the page keeps until it reloads), and with it at `reflow`
 * again. The ones that fail, each named.
 */
async function reflowFailures(page, viewport, reflow) {
  const failures = [];
  const check = async (label) => {
    const wider = await widerThanWindow(page);
    if (wider) failures.push(`${label}: ${wider}`);
  };
  await check(`${viewport.width} px`);
  await resize(page, reflow);
  await settle(page);
  await check(`${reflow.width} px`);
  await resize(page, viewport);
  await setFontSize(page, VERY_LARGE);
  await settle(page);
  await check(`${viewport.width} px, ${VERY_LARGE} px text`);
  // The smallest phone with the largest text: a long word or a button's parts must wrap, not push the page.
  await resize(page, reflow);
  await settle(page);
  await check(`${reflow.width} px, ${VERY_LARGE} px text`);
  return failures;
}

/**
 * Desktop in each scheme, each loaded in it; a phone (375 px wide, where tables scroll sideways,
 * then 320 px, then 375 and 320 px with large text) in the light one. Switching one desktop load from light to dark would save a pass,
 * but in one CI run axe then found the learning path's summaries too faint in the dark.
 */
const RUNS = [
  { name: 'the light scheme', colorScheme: 'light' },
  { name: 'the dark scheme', colorScheme: 'dark' },
  {
    name: 'a 375 px wide window, then 320 px',
    colorScheme: 'light',
    viewport: { width: 375, height: 800 },
    reflow: { width: 320, height: 640 },
  },
];

for (const { name: runName, colorScheme, reflow, viewport } of RUNS) {
  describe(`axe in ${runName}`, { concurrency: 1 }, () => {
    let site;
    before(async () => {
      site = await start({ colorScheme, viewport, files: { [AXE.url]: AXE.file } });
    });
    after(async () => {
      await site?.stop();
    });

    describe('every page', { concurrency: PAGES_AT_ONCE }, () => {
      for (const path of [...allPages(), ...STATES]) {
        it(`${path} has no violations`, async () => {
          const page = await site.open(path);
          if (path.includes('?')) await page.locator('[data-ready]').waitFor();
          const violations = await violationsOf(page);
          const wider = reflow ? await reflowFailures(page, viewport, reflow) : [];
          await page.close();
          assert.deepEqual(violations, []);
          assert.deepEqual(wider, [], 'the page scrolls sideways');
        });
      }
    });

    // One at a time: they share the saved games in localStorage.
    describe('island states reached by playing', { concurrency: 1 }, () => {
      for (const [name, play] of Object.entries(PLAYED)) {
        it(`${name} has no violations`, async () => {
          const page = await site.open(name.split(' ')[0]);
          await play(page);
          const violations = await violationsOf(page);
          const wider = reflow ? await reflowFailures(page, viewport, reflow) : [];
          await page.close();
          assert.deepEqual(violations, []);
          assert.deepEqual(wider, [], 'the page scrolls sideways');
        });
      }
    });

    it('logged no console errors', () => {
      assert.deepEqual(site.errors, []);
    });
  });
}
