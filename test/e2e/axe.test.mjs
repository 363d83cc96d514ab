// axe-core over every built page, in the light and the dark colour scheme.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { allPages, start } from './setup.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Island states that only a link opens (scanned after the island has read the URL). */
const STATES = [
  '/en/koikoi/calculator/?rules=fudawiki&view=weather&month=10&rain=on&cards=m03-light,m09-animal',
  '/de/koikoi/calculator/?rules=multiplayer&mode=lucky&players=4&cards=m01-light,m01-ribbon',
];

/** Island states reached by playing: a Koi-Koi game with move advice shown, a Hakka game under way. */
const PLAYED = {
  '/en/koikoi/play/ (game with move advice)': async (page) => {
    await page.locator('[data-testid="play"][data-ready]').waitFor();
    await page.evaluate(() => localStorage.removeItem('koikoi:saved-game'));
    await page.reload();
    await page.locator('[data-testid="play"][data-ready]').waitFor();
    await page.selectOption('[data-testid="seat-1"]', 'random');
    await page.fill('[data-testid="seed"]', 'axe-advice');
    await page.click('[data-testid="start"]');
    await page.locator('[data-testid="suggest"]').click();
    await page.locator('[data-testid="move-advice"] li').first().waitFor();
  },
  '/de/hakka/play/ (game under way)': async (page) => {
    await page.locator('[data-testid="play"][data-ready]').waitFor();
    await page.evaluate(() => localStorage.removeItem('hakka:saved-game'));
    await page.reload();
    await page.locator('[data-testid="play"][data-ready]').waitFor();
    await page.click('[data-testid="start"]');
    await page.locator('[data-testid="status"]').waitFor();
  },
};

async function violationsOf(page) {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async (tags) =>
      (await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      ),
    TAGS,
  );
}

for (const scheme of ['light', 'dark']) {
  describe(`axe in the ${scheme} scheme`, () => {
    let site;
    before(async () => {
      site = await start({ colorScheme: scheme });
    });
    after(async () => {
      await site?.stop();
    });

    for (const path of [...allPages(), ...STATES]) {
      it(`${path} has no violations`, async () => {
        const page = await site.open(path);
        if (path.includes('?')) await page.locator('[data-ready]').waitFor();
        const violations = await violationsOf(page);
        await page.close();
        assert.deepEqual(violations, []);
      });
    }

    for (const [name, play] of Object.entries(PLAYED)) {
      it(`${name} has no violations`, async () => {
        const page = await site.open(name.split(' ')[0]);
        await play(page);
        const violations = await violationsOf(page);
        await page.close();
        assert.deepEqual(violations, []);
      });
    }

    it('logged no console errors', () => {
      assert.deepEqual(site.errors, []);
    });
  });
}
