// Launches Debian's Chromium through playwright-core (Playwright's own
// browser download does not work on our machines). Flags: no sandbox (CI
// runs as root), no GPU, and no background networking, because the machines
// have no network beyond the package registries.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * How long a wait or an action may take before it fails: twice Playwright's
 * 30 s. The machines share their cores, and on one CI run the browser ran
 * some twenty times slower than usual for minutes, so a search that answers
 * in a second here took more than the 10 s its test allowed. Tests wait for
 * a state, so a generous limit only makes a failing test fail later.
 */
export const TIMEOUT = 60_000;

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts a persistent-context Chromium with a fresh user-data dir.
 * @param {{ colorScheme?: 'light' | 'dark', viewport?: { width: number, height: number }, locale?: string, javaScriptEnabled?: boolean, hasTouch?: boolean }} [options]
 */
export async function launch(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'hh-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS,
    colorScheme: options.colorScheme ?? 'light',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'en-GB',
    reducedMotion: 'reduce',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    hasTouch: options.hasTouch ?? false,
  });
  context.setDefaultTimeout(TIMEOUT);
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
