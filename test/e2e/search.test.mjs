// Browser tests of the search dialog against the real built index: what the
// results show and in which order (glossary rows, lucky hands, German
// words, questions), and how the list behaves while typing and paging.
// The dialog's frame (keyboard, sizes, languages) is tested in site.test.mjs.
// Run with `npm run test:e2e`.
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

/** Opens `path`, opens the dialog with `/` and types `query` into the box. */
async function openSearch(path, query) {
  const page = await site.open(path);
  await page.keyboard.press('/');
  const input = page.locator('[data-search-input]');
  await input.waitFor({ state: 'visible' });
  if (query) await input.fill(query);
  return page;
}

/** The first `count` results for `query`: address, section and excerpt text. */
async function results(path, query, count = 3) {
  const page = await openSearch(path, query);
  await page.locator('[data-search-results] a').first().waitFor();
  const found = await page.locator('[data-search-results] a').evaluateAll(
    (links, n) =>
      links.slice(0, n).map((a) => ({
        href: a.getAttribute('href'),
        section: a.querySelector('.result-section')?.textContent ?? '',
        excerpt: a.querySelector('.result-excerpt')?.textContent ?? '',
      })),
    count,
  );
  await page.close();
  return found;
}

describe('search results', () => {
  it('show a glossary hit under its term, with an excerpt from that term’s row alone', async () => {
    for (const [path, query, href, term, before, after] of [
      // Before, the excerpt began in the row above ("… five ribbons. Sets Koi-Koi. Dealer …").
      ['/en/', 'oya', '/en/glossary/#oya', 'Dealer', 'five ribbons', 'Non-dealer'],
      ['/en/', 'sake cup', '/en/glossary/#sake-cup', 'Sake cup', 'junk', 'Rain man'],
      ['/de/', 'Träumer', '/de/glossary/#tr%C3%A4umer', 'Träumer', 'Uhrzeigersinn', 'Ansagen'],
    ]) {
      const [first] = await results(path, query, 1);
      assert.equal(first.href, href, query);
      assert.equal(first.section, term, query);
      assert.ok(first.excerpt.startsWith(term), `${query}: ${first.excerpt}`);
      assert.ok(
        !first.excerpt.includes(before) && !first.excerpt.includes(after),
        `${query}: ${first.excerpt}`,
      );
    }
  });

  it('put the lucky hands first for their names in both languages, their Japanese writing and romaji', async () => {
    const teshi = { en: '/en/koikoi/yaku/#teshi', de: '/de/koikoi/yaku/#teshi' };
    const kuttsuki = { en: '/en/koikoi/yaku/#kuttsuki', de: '/de/koikoi/yaku/#kuttsuki' };
    const rules = {
      en: '/en/koikoi/rules/#redeals-and-lucky-hands',
      de: '/de/koikoi/rules/#neu-geben-und-gl%C3%BCcksh%C3%A4nde',
    };
    // Before, the cards page (its "Kind" labels), the rules on teams or Rainy Four Lights came first.
    for (const [lang, query, first] of [
      ['en', 'four of a kind', teshi],
      ['en', 'four pairs', kuttsuki],
      ['de', 'Vier Gleiche', teshi],
      ['de', 'Vier Monatspaare', kuttsuki],
    ]) {
      const found = await results(`/${lang}/`, query, 3);
      assert.equal(found[0].href, first[lang], `${query}: ${found.map((r) => r.href).join()}`);
      assert.ok(
        found.some((r) => r.href === rules[lang]),
        `${query}: the rules' section among the first three: ${found.map((r) => r.href).join()}`,
      );
    }
    for (const [lang, query, first] of [
      ['en', '手四', teshi],
      ['de', '喰付', kuttsuki],
      ['en', 'Kuttsuki', kuttsuki],
    ]) {
      const [found] = await results(`/${lang}/`, query, 1);
      assert.equal(found.href, first[lang], query);
    }
  });

  it('mark only the words asked, not every word that starts with "a" or "of"', async () => {
    const page = await openSearch('/en/', 'four of a kind');
    await page.locator('[data-search-results] a').first().waitFor();
    const marked = await page.locator('[data-search-results] mark').allTextContents();
    assert.ok(marked.length > 0);
    for (const word of marked) assert.match(word, /^\W*(four|kind)/i, marked.join(', '));
    await page.close();
  });

  it('do not put a card first for a label that all 48 cards carry', async () => {
    for (const [path, query] of [
      ['/en/', 'kind'],
      ['/en/', 'picture'],
      ['/de/', 'Bild'],
    ]) {
      const [first] = await results(path, query, 1);
      assert.doesNotMatch(first.href, /\/cards\/#m\d\d-/, query);
    }
  });

  it('put the rain man before the rules for „Regen“, whose stem Pagefind also finds in „Regeln“', async () => {
    const found = await results('/de/', 'Regen', 3);
    // Before, „Koi-Koi-Regeln“ and „Die Regeln nebeneinander“ came first, the rain man third.
    for (const { href, section, excerpt } of found) {
      assert.match(`${section} ${excerpt}`, /Regenmann/, `${href}: ${section} ${excerpt}`);
    }
    assert.equal(found[0].href, '/de/koikoi/yaku/#ame-shiko-name');
  });

  it('find for a name typed in two words („Sake Schale“) what its one word finds', async () => {
    /** The count in the status and the first results' addresses. */
    async function found(query) {
      const page = await openSearch('/de/', query);
      await page.locator('[data-search-results] a').first().waitFor();
      const status = await page.locator('[data-search-status]').textContent();
      const hrefs = await page
        .locator('[data-search-results] a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      await page.close();
      return { count: Number(/(\d+) Treffer/.exec(status)?.[1]), hrefs };
    }
    const apart = await found('Sake Schale');
    const together = await found('Sakeschale');
    // Before, "Sake Schale" found 2 pages, „Sakeschale“ 13.
    assert.equal(apart.count, together.count);
    for (const href of ['/de/koikoi/cards/#m09-animal', '/de/koikoi/yaku/#hanami-zake-name']) {
      assert.ok(apart.hrefs.includes(href), `${href}: ${apart.hrefs.join()}`);
    }
  });

  it('bring the yaku or the cheat sheet into the first three for a question about points', async () => {
    // Before, neither was among the first five: "how", "many" and „wie viele“ matched any page.
    for (const [lang, query] of [
      ['en', 'how many points'],
      ['de', 'wie viele Punkte'],
    ]) {
      const found = await results(`/${lang}/`, query, 3);
      assert.ok(
        found.some((r) => /^\/(en|de)\/koikoi\/(yaku|cheat-sheet)\//.test(r.href)),
        `${query}: ${found.map((r) => r.href).join()}`,
      );
    }
  });
});

describe('the results list', () => {
  it('says how many of how many results it shows, and shows the next ten with “Show more results”, by keyboard too', async () => {
    const page = await openSearch('/en/', 'scoring');
    const links = page.locator('[data-search-results] a');
    const status = page.locator('[data-search-status]');
    await links.first().waitFor();
    // Before, the status said "29 results" under a list of 10, with no way to the others.
    const count = Number(/of (\d+) results/.exec(await status.textContent())?.[1]);
    assert.ok(count > 20, await status.textContent());
    assert.equal(await status.textContent(), `10 of ${count} results for “scoring”`);
    assert.equal(await links.count(), 10);
    const more = page.getByRole('button', { name: 'Show more results' });
    // Arrow down from the last result reaches the button; Enter on it adds ten and focuses the first of them.
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowDown');
    assert.equal(await links.nth(9).evaluate((a) => a === document.activeElement), true);
    await page.keyboard.press('ArrowDown');
    assert.equal(await more.evaluate((b) => b === document.activeElement), true);
    await page.keyboard.press('Enter');
    await links.nth(19).waitFor();
    assert.equal(await links.nth(10).evaluate((a) => a === document.activeElement), true);
    assert.equal(await status.textContent(), `20 of ${count} results for “scoring”`);
    // The last ones: the button goes, the count stands alone.
    await more.click();
    await links.nth(count - 1).waitFor();
    assert.equal(await links.count(), count);
    assert.equal(await more.isHidden(), true);
    assert.equal(await status.textContent(), `${count} results for “scoring”`);
    assert.equal(await links.nth(20).evaluate((a) => a === document.activeElement), true);
    await page.close();
  });

  it('shows no button when all results fit, and says the German count', async () => {
    const page = await openSearch('/de/', 'Sake Schale');
    const status = page.locator('[data-search-status]');
    await page.locator('[data-search-results] a').first().waitFor();
    assert.match(await status.textContent(), /^10 von \d+ Treffern für „Sake Schale“$/);
    assert.equal(await page.getByRole('button', { name: 'Weitere Treffer zeigen' }).isVisible(), true);
    await page.locator('[data-search-input]').fill('Teshi');
    await page.locator('[data-search-status]', { hasText: 'Teshi' }).waitFor();
    assert.match(await status.textContent(), /^\d Treffer für „Teshi“$/);
    assert.equal(await page.locator('[data-search-more]').isHidden(), true);
    await page.close();
  });

  it('opens with Enter a result of the query in the box, never one of the query before', async () => {
    const page = await openSearch('/en/', 'crane');
    const list = page.locator('[data-search-results]');
    await list.locator('a').first().waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('kasu');
    // Until the results for "kasu" arrive, the list of "crane" is marked stale and out of reach.
    assert.deepEqual(await list.evaluate((ol) => ({ inert: ol.inert, busy: ol.getAttribute('aria-busy') })), {
      inert: true,
      busy: 'true',
    });
    await page.keyboard.press('Enter');
    // Before, Enter opened Crane and Sun (/en/koikoi/cards/#m01-light).
    await page.waitForURL(/\/koikoi\//);
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).hash, '/en/koikoi/yaku/#kasu-name');
    await page.close();
  });

  it('waits on Enter in a fresh dialog for the first results, says so, and then opens the first', async () => {
    const page = await site.open('/de/');
    // What the status says, kept outside the page, which Enter leaves.
    const said = [];
    await page.exposeFunction('say', (text) => said.push(text));
    await page.evaluate(() => {
      const status = document.querySelector('[data-search-status]');
      new MutationObserver(() => window.say(status.textContent)).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.keyboard.press('/');
    await page.locator('[data-search-input]').waitFor({ state: 'visible' });
    await page.keyboard.type('Kasu');
    await page.keyboard.press('Enter');
    // Before, Enter did nothing until the results were there.
    await page.waitForURL('**/de/koikoi/yaku/#kasu-name');
    assert.ok(said.includes('Suche nach „Kasu“ …'), said.join(' | '));
    await page.close();
  });

  it('says “Loading the search index…” once, while it loads, and not on every key', async () => {
    const page = await site.open('/de/');
    await page.evaluate(() => {
      const status = document.querySelector('[data-search-status]');
      window.said = [];
      new MutationObserver(() => window.said.push(status.textContent)).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.keyboard.press('/');
    const input = page.locator('[data-search-input]');
    await input.waitFor({ state: 'visible' });
    const status = page.locator('[data-search-status]');
    for (const query of ['Kranich', 'Kranich mit Sonne']) {
      await input.fill('');
      await input.pressSequentially(query, { delay: 40 });
      await status.filter({ hasText: `Treffer für „${query}“` }).waitFor();
    }
    const said = await page.evaluate(() => window.said);
    // Before, it was said on every key (7 times for "Kranich"), though the index had loaded.
    assert.ok(said.filter((s) => s === 'Suchindex wird geladen …').length <= 1, said.join(' | '));
    assert.ok(said.at(-1).includes('„Kranich mit Sonne“'), said.join(' | '));
    await page.close();
  });
});
