// Browser tests of the site frame: language switch (keeping the reader’s place), search, colour scheme,
// keyboard access and console errors. Run with `npm run test:e2e`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { onEachPhone, setFontSize, VERY_LARGE } from './large-text.mjs';
import { resize } from './resize.mjs';
import { start } from './setup.mjs';

let site;
before(async () => {
  site = await start();
});
after(async () => {
  await site?.stop();
});

describe('language switch', () => {
  for (const [from, to] of [
    ['/en/koikoi/', '/de/koikoi/'],
    ['/de/glossary/', '/en/glossary/'],
    ['/en/', '/de/'],
  ]) {
    it(`leads from ${from} to ${to}`, async () => {
      const page = await site.open(from);
      await page.click('[data-lang-switch]');
      await page.waitForURL(`**${to}`);
      assert.equal(new URL(page.url()).pathname, to);
      assert.equal(await page.getAttribute('html', 'lang'), to.slice(1, 3));
      await page.close();
    });
  }

  it('keeps the reader’s place: a lesson’s step, a card’s anchor, a glossary term and a heading', async () => {
    const page = await site.open('/en/koikoi/tutorials/turn/');
    await page.locator('[data-lesson="turn"]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    await page.click('[data-testid="step-next"]');
    await page.click('[data-testid="step-next"]');
    await page.waitForURL('**/en/koikoi/tutorials/turn/?step=3');
    await page.click('[data-lang-switch]');
    await page.waitForURL('**/de/koikoi/tutorials/turn/?step=3');
    await page.locator('[data-lesson="turn"]').scrollIntoViewIfNeeded();
    await page.locator('section.gt[data-step="2"]').waitFor();
    assert.equal(await page.locator('[data-testid="step-count"]').textContent(), 'Schritt 3 von 7');
    await page.goto(new URL('/de/koikoi/cards/#m03-light', page.url()).href);
    await page.click('[data-lang-switch]');
    await page.waitForURL('**/en/koikoi/cards/#m03-light');
    // A German term's own address leads to its row, whose id both languages share.
    await page.goto(new URL('/de/glossary/#fangen', page.url()).href);
    await page.click('[data-lang-switch]');
    await page.waitForURL('**/en/glossary/#capture');
    // A heading's anchor leads to its twin, whose words differ, and back.
    await page.goto(new URL('/de/koikoi/rules/#koi-koi-oder-aufhören', page.url()).href);
    await page.click('[data-lang-switch]');
    await page.waitForURL('**/en/koikoi/rules/#koi-koi-or-stop');
    await page.click('[data-lang-switch]');
    await page.waitForURL((url) => decodeURIComponent(url.hash) === '#koi-koi-oder-aufhören');
    assert.equal(new URL(page.url()).pathname, '/de/koikoi/rules/');
    await page.close();
  });
});

describe('tables of prose on a phone', () => {
  it('show every cell without sideways scrolling and stay tables for screen readers', async () => {
    for (const [path, count, table = '.table-stack'] of [
      ['/de/glossary/#wan-sin', 30],
      ['/en/hakka/patterns/', 3],
      ['/de/hakka/cheat-sheet/', 3],
      ['/de/koikoi/variants/', 12],
      ['/en/koikoi/variants/', 12, '[data-variants="points"]'],
      ['/de/koikoi/cheat-sheet/', 12, '.sheet-table'],
      ['/en/koikoi/yaku/', 2, 'table:has(#teshi)'],
    ]) {
      const page = await site.open(path);
      await resize(page, { width: 375, height: 800 });
      const layout = await page.evaluate((selector) => {
        const table = document.querySelector(selector);
        const wrap = table.closest('.table-wrap');
        return {
          scrolls: wrap.scrollWidth > wrap.clientWidth + 1,
          cellsInside: [...table.querySelectorAll('td')].every(
            (td) => td.getBoundingClientRect().right <= window.innerWidth,
          ),
        };
      }, table);
      assert.deepEqual(layout, { scrolls: false, cellsInside: true }, path);
      const rows = page.locator(table).getByRole('row');
      assert.ok((await rows.count()) > count, `${path}: rows`);
      await page.close();
    }
  });

  it('keep a glossary row’s header and cells together', async () => {
    const page = await site.open('/de/glossary/');
    await resize(page, { width: 375, height: 800 });
    const row = page.getByRole('row', { name: /^Wan Sin/ });
    // The header is named by the term alone, without its "#" link.
    assert.equal(await row.getByRole('rowheader', { name: 'Wan Sin', exact: true }).count(), 1);
    assert.match(await row.getByRole('cell').nth(2).textContent(), /Ältestenkarte/);
    await page.close();
  });
});

describe('the 404 page', () => {
  async function shown(path) {
    const page = await site.open(path);
    const sections = await page.locator('.nf:not([hidden])').evaluateAll((list) =>
      list.map((s) => ({
        lang: s.getAttribute('lang'),
        suggested: s.querySelector('[data-suggest]').hidden
          ? []
          : [...s.querySelectorAll('[data-suggest-list] a')].map((a) => a.getAttribute('href')),
      })),
    );
    await page.close();
    return sections;
  }

  it('suggests the page behind a typo, in the language of the address only', async () => {
    const [en, ...rest] = await shown('/en/koikoi/yakus/');
    assert.equal(en.lang, 'en');
    assert.equal(en.suggested[0], '/en/koikoi/yaku/');
    assert.deepEqual(rest, []);
    const [de] = await shown('/de/glossar');
    assert.deepEqual(de.suggested, ['/de/glossary/']);
  });

  it('suggests in both languages for an address without one, and nothing for an address like no page', async () => {
    const both = await shown('/koikoi/yaku');
    assert.deepEqual(
      both.map((s) => [s.lang, s.suggested[0]]),
      [
        ['en', '/en/koikoi/yaku/'],
        ['de', '/de/koikoi/yaku/'],
      ],
    );
    const [none] = await shown('/en/qqq-xyz/');
    assert.deepEqual(none, { lang: 'en', suggested: [] });
  });
});

describe('search', () => {
  async function search(path, query) {
    const page = await site.open(path);
    await page.keyboard.press('/');
    const input = page.locator('[data-search-input]');
    await input.waitFor({ state: 'visible' });
    assert.equal(
      await input.evaluate((el) => el === document.activeElement),
      true,
      '/ focuses the search box',
    );
    await input.fill(query);
    await page.locator('[data-search-results] a').first().waitFor();
    const hrefs = await page
      .locator('[data-search-results] a')
      .evaluateAll((links) => links.map((a) => new URL(a.href).pathname));
    return { page, hrefs };
  }

  /** The addresses, anchors included, of the first `count` results for `query`. */
  async function firstResults(path, query, count = 1) {
    const { page } = await search(path, query);
    const links = page.locator('[data-search-results] a');
    await links.nth(count - 1).waitFor();
    const hrefs = await links.evaluateAll(
      (all, n) => all.slice(0, n).map((a) => a.getAttribute('href')),
      count,
    );
    await page.close();
    return hrefs;
  }

  it('finds a German word on the German site, with German results only', async () => {
    const { page, hrefs } = await search('/de/', 'Ältestenkarte');
    assert.ok(hrefs.includes('/de/glossary/'), hrefs.join());
    assert.ok(
      hrefs.every((h) => h.startsWith('/de/')),
      hrefs.join(),
    );
    await page.close();
  });

  it('puts the yaku page first for a yaku’s name, ahead of the lessons that keep naming it', async () => {
    for (const [path, query, first] of [
      ['/de/', 'Mondschau', '/de/koikoi/yaku/'],
      ['/en/', 'moon viewing', '/en/koikoi/yaku/'],
    ]) {
      const { page, hrefs } = await search(path, query);
      assert.equal(hrefs[0], first, `${query}: ${hrefs.join()}`);
      await page.close();
    }
  });

  it('puts the page that explains a game term ahead of the lessons that use it', async () => {
    for (const [path, query, firsts] of [
      ['/de/', 'Träumer', ['/de/hakka/rules/', '/de/glossary/']],
      ['/en/', 'stock', ['/en/glossary/', '/en/koikoi/rules/']],
      // Not the score sheet, whose table has a "Geber" column.
      ['/de/', 'Geber', ['/de/glossary/', '/de/koikoi/rules/', '/de/hakka/rules/']],
    ]) {
      const { page, hrefs } = await search(path, query);
      assert.ok(firsts.includes(hrefs[0]), `${query}: ${hrefs.join()}`);
      await page.close();
    }
  });

  it('finds the card-names setting, though the parts of a page that need JavaScript are not indexed', async () => {
    // The cards page and the card quiz hold the setting.
    for (const [path, query] of [
      ['/de/', 'Kartennamen'],
      ['/en/', 'card names'],
    ]) {
      const { page, hrefs } = await search(path, query);
      assert.match(hrefs[0], /^\/(de|en)\/koikoi\/(cards|quiz)\/$/, `${query}: ${hrefs.join()}`);
      await page.close();
    }
  });

  it('finds a card by what its picture shows, not only by its name', async () => {
    // The German name is the leaflet's „Eber“; the catalog says the card shows „ein Wildschwein“.
    assert.deepEqual(await firstResults('/de/', 'Wildschwein'), ['/de/koikoi/cards/#m07-animal']);
  });

  it('finds the yaku, the lucky hands, the card kinds and the game terms under the words of Nintendo’s leaflets and the German sheet', async () => {
    for (const [path, query, first] of [
      ['/en/', 'red scroll', '/en/koikoi/yaku/'],
      ['/en/', 'sticky', '/en/koikoi/yaku/'],
      ['/de/', 'Tier-Karten', '/de/glossary/'],
      ['/de/', 'Nachziehstapel', '/de/glossary/'],
      ['/de/', 'Herausforderer', '/de/glossary/'],
      // The German sheet for two to four players writes Austrian German.
      ['/de/', 'Zwetschke', '/de/koikoi/cards/'],
      ['/de/', 'Jänner', '/de/koikoi/cards/'],
    ]) {
      const { page, hrefs } = await search(path, query);
      assert.equal(hrefs[0], first, `${query}: ${hrefs.join()}`);
      await page.close();
    }
  });

  it('finds a light or an animal by its name in the card catalog, among the first two results', async () => {
    // Before the catalog weighted these names, the catalog came third to sixth for these.
    for (const [path, query, card] of [
      ['/en/', 'Crane and Sun', '/en/koikoi/cards/#m01-light'],
      ['/en/', 'Eight-Plank Bridge', '/en/koikoi/cards/#m05-animal'],
      ['/de/', 'Phönix', '/de/koikoi/cards/#m12-light'],
      ['/de/', 'Vollmond', '/de/koikoi/cards/#m08-light'],
    ]) {
      const firstTwo = await firstResults(path, query, 2);
      assert.ok(firstTwo.includes(card), `${query}: ${firstTwo.join()}`);
    }
  });

  it('finds a yaku under FudaWiki’s English name, on the English and the German site', async () => {
    for (const [path, query, first] of [
      ['/en/', 'five brights', '/en/koikoi/yaku/#goko-name'],
      ['/en/', 'poetry ribbons', '/en/koikoi/yaku/#akatan-name'],
      ['/de/', 'Three Brights', '/de/koikoi/yaku/#sanko-name'],
    ]) {
      assert.deepEqual(await firstResults(path, query), [first], query);
    }
  });

  it('puts the section or card the query names (a yaku by its name, Japanese writing or romaji; a heading in the plural; a Hakka card; a glossary term) before pages that only mention it', async () => {
    for (const [path, query, first] of [
      // Before, the card catalog, the rules or the glossary came first for these.
      ['/en/', 'Boar, Deer and Butterflies', '/en/koikoi/yaku/#inoshikacho-name'],
      ['/en/', 'Four Lights', '/en/koikoi/yaku/#shiko-name'],
      ['/en/', 'chaff', '/en/koikoi/yaku/#kasu-name'],
      ['/de/', 'Blaue Fahnen', '/de/koikoi/yaku/#aotan-name'],
      ['/de/', 'Tiere', '/de/koikoi/yaku/#tane-name'],
      ['/de/', 'Kasu', '/de/koikoi/yaku/#kasu-name'],
      // Before, this led to Four Lights.
      ['/en/', 'Ame shiko', '/en/koikoi/yaku/#ame-shiko-name'],
      // Before, the lesson on patterns came first.
      ['/en/', 'run', '/en/hakka/patterns/#runs'],
      ['/de/', 'Folge', '/de/hakka/patterns/#folgen'],
      // Before, the cheat sheet or the patterns came first, and the cards page led to its chart only.
      ['/en/', 'Sup 1', '/en/hakka/cards/#sup-1'],
      ['/de/', 'Gon-7', '/de/hakka/cards/#gon-7'],
      ['/de/', 'Zok 5', '/de/hakka/cards/#zok-5'],
      // Before, lesson 1 came first; the glossary row's id is the term, or its header cell's in German.
      ['/en/', 'capture', '/en/glossary/#capture'],
      ['/de/', 'Fangen', '/de/glossary/#fangen'],
    ]) {
      assert.deepEqual(await firstResults(path, query), [first], query);
    }
  });

  it('finds a romaji name typed in parts, a name listed without its "and", and a name with a sign between its words', async () => {
    for (const [path, query, first] of [
      // Before, the card catalog only, or nothing at all.
      ['/en/', 'hana mi zake', '/en/koikoi/yaku/#hanami-zake-name'],
      ['/de/', 'ino shika cho', '/de/koikoi/yaku/#inoshikacho-name'],
    ]) {
      assert.deepEqual(await firstResults(path, query), [first], query);
    }
    // The parts of a name listed without "and"; before, the butterflies card came first.
    for (const [path, query, first] of [
      ['/en/', 'boar deer butterfly', '/en/koikoi/yaku/#inoshikacho-name'],
      ['/de/', 'Eber Hirsch Schmetterling', '/de/koikoi/yaku/#inoshikacho-name'],
    ]) {
      assert.deepEqual(await firstResults(path, query), [first], query);
    }
    // FudaWiki's name; before, the glossary's ribbon row only.
    const firstTwo = await firstResults('/en/', 'Poetry+Blue Ribbons', 2);
    assert.ok(firstTwo.includes('/en/koikoi/yaku/#akatan-aotan-name'), firstTwo.join());
  });

  it('leads into the section of a long page and, on that page, closes and jumps there', async () => {
    const { page } = await search('/de/koikoi/yaku/', 'Mondschau');
    const first = page.locator('[data-search-results] a').first();
    assert.equal(await first.getAttribute('href'), '/de/koikoi/yaku/#tsukimi-zake-name');
    assert.match(await first.locator('.result-section').textContent(), /^Mondschau mit Sake/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/de/koikoi/yaku/#tsukimi-zake-name');
    const state = await page.evaluate(() => {
      const heading = document.getElementById('tsukimi-zake-name');
      const top = heading.getBoundingClientRect().top;
      return {
        open: document.querySelector('[data-search-dialog]').open,
        inView: top >= 0 && top < window.innerHeight / 2,
        focused: document.activeElement === heading,
      };
    });
    assert.deepEqual(state, { open: false, inView: true, focused: true });
    await page.close();
  });

  it('finds an English word on the English site, with English results only', async () => {
    const { page, hrefs } = await search('/en/koikoi/', 'dreamer');
    assert.ok(hrefs.includes('/en/hakka/'), hrefs.join());
    assert.ok(
      hrefs.every((h) => h.startsWith('/en/')),
      hrefs.join(),
    );
    await page.close();
  });

  it('keeps a word found in both languages to the English pages on the English site', async () => {
    // "Hanafuda" stands on pages in both languages; only English ones may come back.
    const { page, hrefs } = await search('/en/about/', 'Hanafuda');
    assert.ok(hrefs.length > 0);
    assert.ok(
      hrefs.every((h) => h.startsWith('/en/')),
      hrefs.join(),
    );
    await page.close();
  });

  it('shows excerpts with the fields of a card apart (no "RegenmannMario & Gumba…")', async () => {
    const { page } = await search('/de/', 'Regenmann');
    const excerpts = await page.locator('[data-search-results] .result-excerpt').allTextContents();
    assert.ok(
      excerpts.some((e) => e.includes('Englisch Rain Man Deutsch Regenmann')),
      excerpts.join('\n'),
    );
    for (const excerpt of excerpts) assert.doesNotMatch(excerpt, /Regenmann\p{L}|GumbaPrincess|PeachLuigi/u);
    await page.close();
  });

  it('gives Japanese and Chinese words in the results their language again', async () => {
    for (const [query, lang, word] of [
      ['Inoshika', 'ja', '猪鹿蝶'],
      ['Luk Fu', 'zh-Hant', '六虎'],
    ]) {
      const { page } = await search('/en/', query);
      const marked = await page
        .locator('[data-search-results] [lang]')
        .evaluateAll((els) => els.map((el) => `${el.lang}:${el.textContent}`));
      assert.ok(marked.includes(`${lang}:${word}`), `${query}: ${marked.join(', ')}`);
      await page.close();
    }
  });

  it('leaves the box most of the width at 375 px: the close button shows its icon and keeps its name', async () => {
    const page = await site.open('/de/');
    await resize(page, { width: 375, height: 800 });
    await page.keyboard.press('/');
    const input = page.locator('[data-search-input]');
    await input.waitFor({ state: 'visible' });
    const close = page.getByRole('button', { name: 'Suche schließen' });
    const box = await input.boundingBox();
    const button = await close.boundingBox();
    assert.ok(box && box.width >= 200, `search box ${box?.width} px wide`);
    assert.ok(
      button && button.width <= 48 && button.width >= 24 && button.height >= 24,
      JSON.stringify(button),
    );
    await close.click();
    assert.equal(await page.locator('[data-search-dialog]').evaluate((d) => d.open), false);
    await page.close();
  });

  it('uses a phone’s height for the results, keeps its desktop height on a wide screen and never ends below the window', async () => {
    for (const [viewport, bottom] of [
      // 4rem above, and down to 1rem above the window's bottom.
      [{ width: 375, height: 800 }, 784],
      // 4rem above and at most 36rem high.
      [{ width: 1280, height: 900 }, 640],
      // A phone on its side: down to 1rem above the window's bottom, as on a phone upright.
      [{ width: 800, height: 375 }, 359],
    ]) {
      const page = await site.open('/de/');
      await resize(page, viewport);
      await page.keyboard.press('/');
      await page.locator('[data-search-input]').fill('Karten');
      await page.locator('[data-search-results] li:nth-child(10)').waitFor({ state: 'attached' });
      const box = await page.locator('[data-search-dialog]').boundingBox();
      assert.ok(
        box && Math.abs(box.y + box.height - bottom) <= 2,
        `${viewport.width} px: ${JSON.stringify(box)}`,
      );
      await page.close();
    }
  });

  it('is used with the keyboard alone: arrows into the results, Enter opens, Escape closes', async () => {
    const { page } = await search('/en/', 'glossary');
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(
      () => document.activeElement?.closest('[data-search-results]') !== null,
    );
    assert.equal(focused, true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('[data-search-dialog]').evaluate((d) => d.open), false);
    // Closing gives the focus back to the search button, so the keyboard user is where they were.
    await page.waitForFunction(() => document.activeElement?.matches('[data-search-open]'));
    await page.keyboard.press('/');
    await page.waitForFunction(() => document.querySelector('[data-search-dialog]')?.open === true);
    await page.locator('[data-search-input]').fill('glossary');
    await page.locator('[data-search-results] a').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/.+/);
    await page.close();
  });
});

describe('search from the middle of a page', () => {
  it('gives the focus back to where the reader was, without jumping to the top', async () => {
    const page = await site.open('/en/koikoi/calculator/');
    await resize(page, { width: 375, height: 800 });
    await page.locator('[data-calculator][data-ready]').waitFor();
    const card = page.locator('[role="option"][data-card="m08-light"]');
    await card.focus();
    const y = await page.evaluate(() => window.scrollY);
    assert.ok(y > 400, `the card is far down the page (${y} px)`);
    const closed = async (how) => {
      await page.keyboard.press('/');
      await page.waitForFunction(() => document.querySelector('[data-search-dialog]')?.open === true);
      await how();
      await page.waitForFunction(() => document.querySelector('[data-search-dialog]')?.open === false);
      // The close event comes a task later: let it pass.
      await page.waitForTimeout(100);
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-card')), 'm08-light');
      assert.equal(await page.evaluate(() => window.scrollY), y);
    };
    await closed(() => page.keyboard.press('Escape'));
    await closed(() => page.getByRole('button', { name: 'Close search' }).click());
    await page.close();
  });
});

describe('colour scheme', () => {
  it('switches to dark and stays dark on the next page and after a reload', async () => {
    const page = await site.open('/en/');
    // Read after two frames: Chromium re-resolves light-dark() in custom
    // properties on the next style update, not synchronously.
    const bg = () =>
      page.evaluate(
        () =>
          new Promise((done) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => done(getComputedStyle(document.body).backgroundColor)),
            ),
          ),
      );
    // The browser toolbar's colour: the theme-color meta that applies now, as rgb().
    const toolbar = () =>
      page.evaluate(() => {
        const meta = [...document.querySelectorAll('meta[name="theme-color"]')].find(
          (m) => matchMedia(m.media).matches,
        );
        const probe = document.createElement('i');
        probe.style.color = meta?.content ?? '';
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
    const light = await bg();
    assert.equal(await toolbar(), light);
    await page.click('[data-theme-toggle]');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.getAttribute('[data-theme-toggle]', 'aria-pressed'), 'true');
    // Under load the new colour may take more than two frames: wait for it (or time out).
    await page.waitForFunction((was) => getComputedStyle(document.body).backgroundColor !== was, light);
    const dark = await bg();
    assert.notEqual(dark, light);
    assert.equal(await toolbar(), dark, 'the toolbar follows the switch, not the system');
    await page.goto(`${site.origin}/de/about/`);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await bg(), dark);
    assert.equal(await toolbar(), dark, 'the head script pins the toolbar on the next page');
    await page.reload();
    assert.equal(await bg(), dark);
    await page.goto(`${site.origin}/`);
    assert.equal(await toolbar(), dark, 'and on the language chooser');
    await page.goto(`${site.origin}/de/about/`);
    // Back to the system's (light) scheme: the choice is forgotten (and the colour may again take a moment).
    await page.click('[data-theme-toggle]');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null);
    await page.waitForFunction((want) => getComputedStyle(document.body).backgroundColor === want, light);
    assert.equal(await bg(), light);
    assert.equal(await toolbar(), light);
    await page.close();
  });
});

describe('keyboard', () => {
  it('reaches the skip link, the search button and the language switch with Tab', async () => {
    const page = await site.open('/de/koikoi/');
    const seen = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      seen.push(
        await page.evaluate(() => {
          const el = document.activeElement;
          if (el?.matches('.skip-link')) return 'skip';
          if (el?.matches('[data-search-open]')) return 'search';
          if (el?.matches('[data-lang-switch]')) return 'lang';
          return el?.tagName ?? '';
        }),
      );
    }
    for (const stop of ['skip', 'search', 'lang'])
      assert.ok(seen.includes(stop), `${stop} in ${seen.join()}`);
    // Enter on the search button opens the dialog with the box focused.
    await page.focus('[data-search-open]');
    await page.keyboard.press('Enter');
    await page.locator('[data-search-input]:focus').waitFor();
    await page.close();
  });

  it('makes a table region a tab stop only while it scrolls', async () => {
    // Every static table fits or stacks at any width now, so the table is made
    // too wide for its region here, as longer names or a larger font would.
    const page = await site.open('/en/koikoi/variants/');
    await checkTabStopWhileScrolling(
      page,
      '.table-wrap:has([data-variants="points"])',
      '[data-variants="points"]',
    );
    await page.close();
  });

  it("makes an island's score sheet a tab stop only while it scrolls", async () => {
    // The same rule in an island (ScrollBox): the running sheet fits a desktop window.
    const page = await site.open('/en/koikoi/score-sheet/');
    await page.locator('[data-sheet-ready]').waitFor();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.click('[data-testid="sheet-start"]');
    const region = '.table-wrap:has([data-testid="sheet-table"])';
    await page.locator(region).waitFor();
    await checkTabStopWhileScrolling(page, region, '[data-testid="sheet-table"]');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
});

/** Whether the element at `selector` is a tab stop of its own (`tabindex="0"`). */
function isTabStop(page, selector) {
  return page.$eval(selector, (el) => el.tabIndex === 0 && el.hasAttribute('tabindex'));
}

/** Waits until the table region at `selector` is (or is no longer) a tab stop. */
async function expectTabStop(page, selector, stop, message) {
  await page.waitForFunction(
    ([s, want]) => (document.querySelector(s)?.getAttribute('tabindex') === '0') === want,
    [selector, stop],
  );
  assert.equal(await isTabStop(page, selector), stop, message);
}

/**
 * Takes the region at `region`, whose table `table` fits, through the cases:
 * the table made too wide (as longer names or larger text would) and fitting
 * again, then the same with the region focused, which keeps its stop until
 * the focus leaves.
 */
async function checkTabStopWhileScrolling(page, region, table) {
  const widen = () => page.addStyleTag({ content: `${table} { min-width: 120rem !important; }` });
  await expectTabStop(page, region, false, 'fits: no tab stop');
  let wide = await widen();
  await expectTabStop(page, region, true, 'scrolls: a tab stop');
  await wide.evaluate((el) => el.remove());
  await expectTabStop(page, region, false, 'fits again: no tab stop');
  wide = await widen();
  await expectTabStop(page, region, true, 'scrolls again');
  await page.locator(region).focus();
  await wide.evaluate((el) => el.remove());
  await page.waitForTimeout(200);
  assert.equal(await isTabStop(page, region), true, 'fits, but keeps the focus: still a tab stop');
  await page.keyboard.press('Shift+Tab');
  await expectTabStop(page, region, false, 'focus gone: no tab stop');
}

describe('layout', () => {
  it('does not shift while a page loads (the header buttons are there from the first paint, the review and the learning path hold their place)', async () => {
    for (const path of [
      '/en/koikoi/variants/',
      '/de/koikoi/score-sheet/',
      '/en/koikoi/review/',
      '/de/hakka/review/',
      '/en/koikoi/tutorials/',
      '/de/hakka/tutorials/',
    ]) {
      const page = await site.open(path);
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      const shift = await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) =>
              resolve(list.getEntries().reduce((sum, e) => sum + (e.hadRecentInput ? 0 : e.value), 0)),
            ).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
      assert.equal(shift, 0, path);
      await page.close();
    }
  });

  it('ends a table’s scrolling box with the table: no empty strip inside it, one paragraph’s space below', async () => {
    const page = await site.open('/en/koikoi/variants/');
    for (const path of ['/en/koikoi/variants/', '/de/hakka/rules/', '/en/glossary/', '/de/koikoi/rules/']) {
      for (const width of [1280, 375]) {
        await resize(page, { width, height: 800 });
        await page.goto(`${site.origin}${path}`);
        const { paragraph, boxes } = await page.evaluate(() => ({
          paragraph: Number.parseFloat(getComputedStyle(document.querySelector('main p')).marginBottom),
          boxes: [...document.querySelectorAll('.table-wrap')].map((wrap) => ({
            strip:
              wrap.getBoundingClientRect().bottom -
              wrap.querySelector(':scope > table').getBoundingClientRect().bottom,
            below: Number.parseFloat(getComputedStyle(wrap).marginBottom),
          })),
        }));
        assert.ok(boxes.length > 0, `${path}: no table box`);
        for (const [i, { strip, below }] of boxes.entries()) {
          const label = `${path} at ${width} px, table ${i + 1}`;
          assert.ok(Math.abs(strip) <= 1, `${label}: ${strip} px empty inside the box under the table`);
          assert.equal(
            below,
            paragraph,
            `${label}: ${below} px below the box, a paragraph has ${paragraph} px`,
          );
        }
      }
    }
    await page.close();
  });

  it('keeps the table and the side column inside the step frame at 375 px (a Hakka settlement with its score sheet)', async () => {
    const page = await site.open('/en/');
    await resize(page, { width: 375, height: 800 });
    // The first legal action, 26 times from the deal number axe-review: round 1 is settled on the last step.
    const link = `v=1&seats=human,greedy,greedy,greedy&seed=axe-review&moves=${'0'.repeat(26)}&step=27`;
    await page.goto(`${site.origin}/de/hakka/review/#${link}`);
    await page.locator('[data-testid="settlement"]').waitFor();
    await page.locator('[data-testid="score-sheet"] tbody tr').waitFor();
    const overflow = await page.evaluate(() => {
      const body = document.querySelector('.gt-body').getBoundingClientRect();
      return [...document.querySelectorAll('.gt-body > *, .gt-body .hg-box, .gt-body .ht-seat')]
        .map((el) => el.getBoundingClientRect().right - body.right)
        .filter((past) => past > 0.5);
    });
    assert.deepEqual(overflow, []);
    await page.close();
  });

  it('wraps rows of cards in even lines on a phone (example hands, the table diagram, the elder cards, another seat’s open hand)', async () => {
    const page = await site.open('/en/');
    for (const width of [375, 320]) {
      await resize(page, { width, height: 800 });
      for (const path of [
        '/en/koikoi/rules/',
        '/de/koikoi/yaku/',
        '/de/koikoi/tutorials/turn/',
        '/de/hakka/patterns/',
        '/en/hakka/tutorials/calling/',
      ]) {
        await page.goto(site.origin + path);
        await page.locator('.card-row').first().waitFor();
        // Rows with a label between the cards (the yaku page's "plus 3 of these") wrap as their words do.
        const rows = await page.evaluate(() =>
          [...document.querySelectorAll('.card-row:not(:has(.kk-pool-label))')].map((row) => {
            // A card, or a list item holding one.
            const tops = [...row.children]
              .filter((c) => c.matches('.hcard, .hkcard, li:has(> .hcard, > .hkcard)'))
              .map((c) => Math.round(c.getBoundingClientRect().top));
            return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
          }),
        );
        assert.ok(rows.length >= 1, `${path}: card rows found`);
        // At 320 px every page has a row that wraps (at 375 px a lesson's open hand may fit one line).
        if (width === 320)
          assert.ok(
            rows.some((r) => r.length > 1),
            `${path} at ${width} px: some row wraps`,
          );
        const uneven = rows.filter((r) => Math.max(...r) - Math.min(...r) > 1);
        assert.deepEqual(uneven, [], `${path} at ${width} px`);
      }
    }
    await page.close();
  });

  it('keeps Koi-Koi and the Hakka card names on one line (a lesson title, a table header, the rules)', async () => {
    const page = await site.open('/en/');
    for (const [path, width, name] of [
      ['/de/koikoi/tutorials/koikoi-decision/', 375, 'Koi-Koi'],
      ['/en/koikoi/tutorials/koikoi-decision/', 320, 'Koi-Koi'],
      ['/de/koikoi/variants/', 768, 'Koi-Koi'],
      ['/en/hakka/rules/', 320, 'Sup 1'],
    ]) {
      await resize(page, { width, height: 800 });
      await page.goto(site.origin + path);
      const names = await page.evaluate(() =>
        [...document.querySelectorAll('main .nobr')].map((el) => ({
          text: el.textContent,
          lines: el.getClientRects().length,
        })),
      );
      // A name in a closed menu or disclosure has no box (0 lines).
      assert.ok(
        names.some((n) => n.text === name && n.lines === 1),
        `${path}: ${name} is kept together`,
      );
      assert.deepEqual(
        names.filter((n) => n.lines > 1),
        [],
        `${path} at ${width} px`,
      );
    }
    await page.close();
  });

  it('keeps the home page to the reading width in a wide window, with the two games side by side', async () => {
    const page = await site.open('/en/');
    await resize(page, { width: 1280, height: 800 });
    for (const lang of ['en', 'de']) {
      await page.goto(`${site.origin}/${lang}/`);
      const layout = await page.evaluate(() => {
        const readingWidth = 48 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
        const width = (el) => Math.round(el.getBoundingClientRect().width);
        return {
          readingWidth,
          wider: [...document.querySelectorAll('article > *')]
            .filter((el) => width(el) > readingWidth)
            .map((el) => `${el.tagName.toLowerCase()}: ${width(el)} px`),
          gameTops: [...document.querySelectorAll('article > .card-grid > li')].map((li) =>
            Math.round(li.getBoundingClientRect().top),
          ),
        };
      });
      assert.deepEqual(layout.wider, [], `/${lang}/: wider than ${layout.readingWidth} px`);
      assert.equal(layout.gameTops.length, 2, `/${lang}/: two games`);
      assert.equal(new Set(layout.gameTops).size, 1, `/${lang}/: the two games stand side by side`);
    }
    await page.close();
  });

  it('shows the current page in the sidebar of a laptop window, even at the end of a long page list', async () => {
    const page = await site.open('/en/');
    await resize(page, { width: 1280, height: 800 });
    for (const [path, motion] of [
      ['/en/koikoi/review/', 'reduce'],
      ['/de/koikoi/play/', 'no-preference'],
      ['/en/hakka/play/', 'reduce'],
      ['/de/koikoi/rules/', 'no-preference'],
    ]) {
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto(site.origin + path);
      await page.waitForLoadState('load');
      const place = await page.evaluate(() => {
        const link = document.querySelector('.sidebar .wide [aria-current="page"]').getBoundingClientRect();
        const side = document.querySelector('.side');
        return {
          top: link.top,
          bottom: link.bottom,
          sideTop: side.getBoundingClientRect().top,
          scrolled: side.scrollTop,
        };
      });
      assert.ok(
        place.top >= place.sideTop && place.bottom <= 800,
        `${path}: the current page's link is at ${place.top}–${place.bottom} px`,
      );
      // A link in view from the start leaves the list at its top.
      if (path.endsWith('/rules/')) assert.equal(place.scrolled, 0, path);
    }
    await page.close();
  });

  it('keeps a shortened sidebar column down to the window’s bottom while the page scrolls', async () => {
    const page = await site.open('/en/');
    await resize(page, { width: 1280, height: 800 });
    await page.goto(`${site.origin}/en/koikoi/review/`);
    await page.waitForLoadState('load');
    const place = () =>
      page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const link = document.querySelector('.sidebar .wide [aria-current="page"]').getBoundingClientRect();
        const side = document.querySelector('.side').getBoundingClientRect();
        return { top: link.top, bottom: link.bottom, sideTop: side.top, sideBottom: side.bottom };
      });
    const inView = (at, when) =>
      assert.ok(
        at.top >= at.sideTop && at.bottom <= at.sideBottom && at.sideBottom <= 800,
        `${when}: the link is at ${at.top}–${at.bottom} px in a column at ${at.sideTop}–${at.sideBottom} px`,
      );
    inView(await place(), 'at load');
    await page.evaluate(() => window.scrollTo(0, 600));
    const scrolled = await place();
    inView(scrolled, 'scrolled down');
    // Stuck 1rem below the window's top, the column ends 1rem above its bottom, as without the script.
    assert.ok(Math.abs(scrolled.sideBottom - 784) <= 1, `the column ends at ${scrolled.sideBottom} px`);
    await page.evaluate(() => window.scrollTo(0, 0));
    inView(await place(), 'scrolled back up');
    // On a narrow screen the sidebar is a plain block again: nothing of the wide column's height is left.
    await resize(page, { width: 700, height: 800 });
    assert.equal(await page.locator('.side').evaluate((side) => side.style.maxHeight), '');
    await page.close();
  });

  it('keeps the header’s buttons in one row and the site’s name on one line on a phone, the buttons under the name when they do not fit beside it', async () => {
    const page = await site.open('/de/koikoi/rules/');
    await onEachPhone(page, async (label) => {
      const tops = await page.$$eval('.site-header .tools > .button', (els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      assert.equal(tops.length, 3, label);
      assert.equal(new Set(tops).size, 1, `${label}: the buttons start at ${tops.join(', ')} px`);
      const name = await page.$eval('.site-header .brand span', (el) => ({
        height: el.getBoundingClientRect().height,
        line: parseFloat(getComputedStyle(el).lineHeight),
      }));
      assert.ok(
        name.height < 1.5 * name.line,
        `${label}: the name is ${name.height} px tall (${name.line} px a line)`,
      );
    });
    await page.close();
  });

  it('keeps the side margins within 5 % of a phone’s width when the reader’s text is larger, so the German navigation stays in two rows', async () => {
    const page = await site.open('/de/koikoi/rules/');
    await onEachPhone(page, async (label, width, px) => {
      const margins = await page.$$eval('.site-header .bar, .main-nav, .doc, .site-footer > *', (els) =>
        els.map((el) => parseFloat(getComputedStyle(el).paddingLeft)),
      );
      assert.equal(margins.length, 4, label);
      // 1rem, at most 5 % of the window (--gutter).
      const expected = Math.min(px, 0.05 * width);
      for (const margin of margins)
        assert.ok(Math.abs(margin - expected) < 0.1, `${label}: ${margins.join(', ')} px`);
      const rows = await page.$$eval(
        '.main-nav li',
        (els) => new Set(els.map((el) => el.getBoundingClientRect().top)).size,
      );
      assert.ok(rows <= 2, `${label}: the navigation takes ${rows} rows`);
    });
    await page.close();
  });

  it('draws check boxes and radio buttons in the site’s accent, growing with the reader’s text (static and island forms, light and dark)', async () => {
    const pages = ['/de/koikoi/print-deck/', '/en/koikoi/calculator/', '/en/hakka/checker/'];
    for (const path of pages) {
      for (const scheme of ['light', 'dark']) {
        const page = await site.open(path);
        await page.emulateMedia({ colorScheme: scheme });
        await page.locator('input[type="radio"]').first().waitFor();
        for (const px of [16, VERY_LARGE]) {
          await setFontSize(page, px);
          const label = `${path}, ${scheme}, ${px} px text`;
          const boxes = await page.$$eval('input[type="checkbox"], input[type="radio"]', (els) => {
            const probe = document.body.appendChild(document.createElement('span'));
            probe.style.color = 'var(--accent)';
            const accent = getComputedStyle(probe).color;
            probe.remove();
            return els
              .filter((el) => el.getClientRects().length > 0)
              .map((el) => ({
                size: el.getBoundingClientRect().width,
                colour: getComputedStyle(el).accentColor,
                accent,
              }));
          });
          assert.ok(boxes.length > 0, `${label}: no check box or radio button on screen`);
          for (const box of boxes) {
            assert.ok(Math.abs(box.size - 1.1 * px) < 0.5, `${label}: a box is ${box.size} px wide`);
            assert.equal(box.colour, box.accent, label);
          }
        }
        await page.close();
      }
    }
  });

  it('keeps the step buttons in reach while a phone reader scrolls down to the explanation, in a bar that leaves most of the screen to the lesson', async () => {
    const page = await site.open('/en/');
    await resize(page, { width: 375, height: 700 });
    await page.goto(`${site.origin}/de/hakka/tutorials/patterns/`);
    await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
    // German, the longer labels: with 16 px text and with the browser's largest, on a 375 and a 320 px phone.
    for (const [width, px, most] of [
      [375, 16, 700 / 6],
      [375, VERY_LARGE, 700 / 4],
      [320, VERY_LARGE, 700 / 4],
    ]) {
      const label = `${width} px, ${px} px text`;
      await resize(page, { width, height: 700 });
      await setFontSize(page, px);
      await page.locator('[data-testid="note"]').scrollIntoViewIfNeeded();
      const bar = await page.locator('.gt-bar').boundingBox();
      assert.ok(bar && Math.abs(bar.y) <= 1, `${label}: the bar is at ${bar?.y} px, not stuck to the top`);
      assert.ok(
        bar.height <= most,
        `${label}: the bar is ${bar.height} px tall, more than ${Math.round(most)} px`,
      );
      for (const id of ['step-prev', 'step-next']) {
        const box = await page.locator(`[data-testid="${id}"]`).boundingBox();
        assert.ok(
          box && box.y >= 0 && box.y + box.height <= bar.y + bar.height,
          `${label}: ${id} is at ${box?.y} px`,
        );
      }
    }
    await page.click('[data-testid="step-next"]');
    assert.match(await page.locator('[data-testid="step-count"]').textContent(), /^Schritt 2 /);
    await page.close();
  });
  it('scrolls a control reached with Shift+Tab out from under the stuck step bar (largest text, 320 px)', async () => {
    const page = await site.open('/en/');
    await resize(page, { width: 320, height: 700 });
    await page.goto(`${site.origin}/en/koikoi/tutorials/whole-round/`);
    await setFontSize(page, VERY_LARGE);
    await page.locator('.gt').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
    // From the first link after the lesson back up to the bar: every control on the way.
    await page.evaluate(() => {
      const lesson = document.querySelector('.gt');
      const after = [...document.querySelectorAll('a[href]')].find(
        (link) => lesson.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      after.focus();
    });
    const seen = [];
    for (let presses = 0; presses < 60; presses++) {
      await page.keyboard.press('Shift+Tab');
      const spot = await page.evaluate(() => {
        const focused = document.activeElement;
        const bar = document.querySelector('.gt-bar');
        if (bar.contains(focused)) return null;
        return {
          name: focused.textContent.trim().slice(0, 30) || focused.tagName,
          top: focused.getBoundingClientRect().top,
          barBottom: bar.getBoundingClientRect().bottom,
        };
      });
      if (spot === null) break;
      seen.push(spot.name);
      assert.ok(
        spot.top >= spot.barBottom,
        `"${spot.name}" starts at ${spot.top} px, under the bar (to ${spot.barBottom} px)`,
      );
    }
    assert.ok(seen.includes('Restart') && seen.includes('Autoplay'), `went past ${seen.join(', ')}`);
    await page.close();
  });
});

describe('console', () => {
  it('has no console errors on the pages visited above', () => {
    assert.deepEqual(site.errors, []);
  });
});
