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
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(
          async (tags) =>
            (await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations.map(
              (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
            ),
          TAGS,
        );
        await page.close();
        assert.deepEqual(violations, []);
      });
    }

    it('logged no console errors', () => {
      assert.deepEqual(site.errors, []);
    });
  });
}
