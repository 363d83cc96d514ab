// Opens a page as a reader who has nothing stored on this site yet.
import { hydrated } from './islands.mjs';

/**
 * Opens `target` (a path, or a whole address on the site) in a new page of
 * `site` (from `start()`) with the site's localStorage empty, once its
 * islands have hydrated. The storage is cleared on the home page first, so
 * the target page reads an empty storage from its first script on.
 */
export async function openAsNewReader(site, target) {
  const page = await site.open('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(target, site.origin).href);
  await hydrated(page);
  return page;
}
