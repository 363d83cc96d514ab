// Screenshots of built pages for a human to look at:
//   node scripts/screenshot.mjs /en/ /de/koikoi/   → shots/<name>-<width>-<scheme>.png
// Each path is shot at 1280 and 375 px wide, in light and dark.
import { mkdirSync } from 'node:fs';
import { launch } from '../test/e2e/browser.mjs';
import { serve } from '../test/e2e/serve.mjs';

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const full = process.argv.includes('--full');
const out = 'shots';
mkdirSync(out, { recursive: true });
const server = await serve('dist');
try {
  for (const scheme of ['light', 'dark']) {
    for (const width of [1280, 375]) {
      const browser = await launch({
        colorScheme: scheme,
        viewport: { width, height: width > 500 ? 900 : 800 },
      });
      const page = await browser.context.newPage();
      for (const path of paths) {
        await page.goto(server.origin + path);
        const name = path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'root';
        const file = `${out}/${name}-${width}-${scheme}.png`;
        await page.screenshot({ path: file, fullPage: full });
        console.log(file);
      }
      await browser.close();
    }
  }
} finally {
  await server.close();
}
