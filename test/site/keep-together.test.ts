import { describe, expect, it } from 'vitest';
import { KEEP_CLASS, KEEP_TOGETHER } from '../../src/utils/keep-together';
import { ensureBuilt, htmlPages, parseHtml } from './dist';

// The middleware (src/middleware.ts) keeps names such as Koi-Koi on one line
// in every built page. It leaves islands out: they keep the names in their
// narration themselves (KeepNames, test/islands/game/keep-names.test.tsx).
ensureBuilt();

const LEFT_ALONE = 'script, style, template, svg, select, astro-island';

/** Text runs of a page's body outside islands that hold a name not kept on one line. */
function breakableNames(file: string): string[] {
  const doc = parseHtml(file);
  const walker = doc.createTreeWalker(doc.body, 4 /* text nodes */);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(LEFT_ALONE) || parent.closest(`.${KEEP_CLASS}`)) continue;
    const names = (node.textContent ?? '').match(KEEP_TOGETHER);
    if (names) found.push(...names);
  }
  return found;
}

describe('names kept on one line in the built pages', () => {
  // Parsing every page takes some seconds.
  it('wraps every Koi-Koi and Hakka card name outside islands', { timeout: 60_000 }, () => {
    const loose = htmlPages().flatMap((file) => breakableNames(file).map((name) => `${file}: ${name}`));
    expect(loose).toEqual([]);
  });

  it('wraps the page title of the Koi-Koi lesson and a card name in the Hakka rules, in both languages', () => {
    for (const [lang, sup1] of [
      ['en', 'Sup 1'],
      ['de', 'Sup-1'],
    ]) {
      const lesson = parseHtml(`${lang}/koikoi/tutorials/koikoi-decision/index.html`);
      expect(lesson.querySelector(`h1 .${KEEP_CLASS}`)?.textContent).toBe('Koi-Koi');
      const rules = parseHtml(`${lang}/hakka/rules/index.html`);
      const names = [...rules.querySelectorAll(`main .${KEEP_CLASS}`)].map((el) => el.textContent);
      expect(names).toContain(sup1);
    }
  });
});
