// Waits the browser tests share for the site's islands.

/** Every island on the page has hydrated (Astro removes the `ssr` attribute then). */
export const hydrated = (page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));

/** A game's play island has read the saved game (see usePlayedGame). */
export const ready = (page) => page.locator('[data-testid="play"][data-ready]').waitFor();
