import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../src/i18n';
import { fill } from '../../src/i18n/format';
import { sharedGameT } from '../../src/i18n/game';
import { DIST, distFiles, ensureBuilt, fileFor, parseHtml } from './dist';

// Checks over the Pagefind index in dist/pagefind/ (see dist.test.ts on
// building first). Pagefind reads a page's text nodes as they stand and only
// puts a space after a few block elements (p, li, td, div, headings …), so
// `<dt>English</dt><dd>Rain Man</dd>` or two name spans side by side become
// one word, "EnglishRain", in the index and in the result excerpts.
ensureBuilt();

/** A page's record in the index: Pagefind writes it gzipped after a signature. */
interface Fragment {
  url: string;
  content: string;
}
const SIGNATURE = 'pagefind_dcd';
const fragments = (): Fragment[] =>
  distFiles()
    .filter((f) => f.startsWith('pagefind/fragment/'))
    .map((f) =>
      JSON.parse(
        gunzipSync(readFileSync(join(DIST, f)))
          .toString('utf8')
          .slice(SIGNATURE.length),
      ),
    );

const WORD = /[\p{L}\p{N}_]+/gu;
const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'svg', 'SVG']);

/** Every word of a built page, reading each text node on its own (as if every tag were a space). */
function pageWords(url: string): Set<string> {
  const file = fileFor(url);
  if (!file) throw new Error(`no built page for ${url}`);
  const doc = parseHtml(file);
  const words = new Set<string>();
  const visit = (node: Node): void => {
    if (node.nodeType === 3) for (const w of node.textContent?.match(WORD) ?? []) words.add(w);
    else if (!SKIP.has((node as Element).tagName)) for (const child of node.childNodes) visit(child);
  };
  visit(doc.documentElement);
  return words;
}

describe('search index', () => {
  const all = fragments();

  it('indexes the content pages of both languages', () => {
    expect(all.length).toBeGreaterThan(60);
    expect(all.some((f) => f.url === '/de/koikoi/cards/')).toBe(true);
  });

  it.each(all.map((f) => [f.url, f] as const))('%s: no words run together across elements', (_url, f) => {
    const words = pageWords(f.url);
    const glued = [...new Set(f.content.match(WORD) ?? [])].filter((w) => !words.has(w));
    expect(glued).toEqual([]);
  });

  it('keeps the Mario names of a card out of the index, and its name apart from the next one', () => {
    const cards = all.find((f) => f.url === '/de/koikoi/cards/')?.content ?? '';
    expect(cards).toContain('Englisch Rain Man Deutsch Regenmann Bild ein Mann mit Schirm Art Licht');
    const yaku = all.find((f) => f.url === '/en/koikoi/yaku/')?.content ?? '';
    expect(yaku).toContain('Crane and Sun Curtain Full Moon');
    // Mario names are alternatives shown by a setting; the cards page lists them as facts.
    expect(yaku).not.toContain('Mario & Gumba');
    expect(cards).toContain('Mario & Gumba');
  });

  it('finds the yaku page and the glossary under the words of Nintendo’s leaflets, but not under their label', () => {
    const content = (url: string) => all.find((f) => f.url === url)?.content ?? '';
    expect(content('/en/koikoi/yaku/')).toContain('Red Scroll');
    expect(content('/de/koikoi/yaku/')).toContain('Tanuki-Mario, Glückskatzen-Mario & Cape-Mario');
    expect(content('/en/glossary/')).toContain('Character cards');
    expect(content('/de/glossary/')).toContain('Fahnen-Karten');
    expect(content('/en/koikoi/yaku/')).not.toContain(useTranslations('en')('leaflet.label'));
    expect(content('/de/glossary/')).not.toContain(useTranslations('de')('leaflet.label'));
  });

  const tools = all.filter((f) =>
    /\/(calculator|checker|payments|quiz|review|tutorials\/[a-z-]+)\/$/.test(f.url),
  );
  it('finds the tool and lesson pages to check below, in both languages', () => {
    // Calculator, checker and payments once, quiz and review per game, and the 10 lessons: 17 a language.
    expect(tools.filter((f) => f.url.startsWith('/en/')).length).toBe(17);
    expect(tools.filter((f) => f.url.startsWith('/de/')).length).toBe(17);
  });
  it.each(tools.map((f) => [f.url, f] as const))(
    '%s: indexes no text of the parts that need JavaScript',
    (url, f) => {
      const file = fileFor(url);
      if (!file) throw new Error(`no built page for ${url}`);
      // The text nodes (a dozen characters or more) inside a `data-needs-js`
      // part, and the rest of the page's text in one string.
      const inside = new Set<string>();
      let outside = '';
      const visit = (node: Node, needsJs: boolean): void => {
        const text = node.nodeType === 3 ? (node.textContent ?? '') : '';
        if (!needsJs) outside += text;
        else if (text.trim().length >= 12) inside.add(text.trim());
        if (node.nodeType !== 1 || SKIP.has((node as Element).tagName)) return;
        const element = node as Element;
        // The card-names setting stays in the index (see HeadScript.astro).
        const here =
          needsJs ||
          (element.hasAttribute('data-needs-js') && !element.hasAttribute('data-card-names-setting'));
        for (const child of node.childNodes) visit(child, here);
      };
      visit(parseHtml(file).body, false);
      // What such a part shows at build time and nothing else on the page says:
      // an empty result, a question, a step counter …
      const own = [...inside].filter((text) => !outside.includes(text));
      expect(own.length, url).toBeGreaterThan(0);
      expect(own.filter((text) => f.content.includes(text))).toEqual([]);
    },
  );

  it('indexes each step of a lesson once, from its transcript, and none of the step-through frame', () => {
    const lessons = all.filter((f) => /\/tutorials\/[a-z-]+\/$/.test(f.url));
    expect(lessons.length).toBeGreaterThanOrEqual(20);
    for (const lesson of lessons) {
      // The frame's step counter, key hint and heading (the island, drawn at its first step) stay out …
      const t = sharedGameT(lesson.url.startsWith('/de/') ? 'de' : 'en');
      for (const label of [
        fill(t('shell.step'), { n: 1, total: '' }),
        t('shell.keys'),
        `${t('shell.whatHappened')}.`,
      ])
        expect(lesson.content, lesson.url).not.toContain(label.trim());
      // … and the first step's narration, which the transcript holds, is there once.
      const first = lesson.content.match(/(?:Round|Runde) 1: [^.]+\./)?.[0] ?? '';
      expect(first, lesson.url).not.toBe('');
      expect(lesson.content.split(first).length - 1, lesson.url).toBe(1);
    }
  });

  it('keeps the quiz question of the build, its options and its score line out of the index', () => {
    const quizzes = all.filter((f) => /\/quiz\/$/.test(f.url));
    expect(quizzes.map((f) => f.url).sort()).toEqual([
      '/de/hakka/quiz/',
      '/de/koikoi/quiz/',
      '/en/hakka/quiz/',
      '/en/koikoi/quiz/',
    ]);
    for (const quiz of quizzes) {
      expect(quiz.content).not.toMatch(/Question 1 of|Frage 1 von|Keys:|Tasten:/);
      // The page's own text stays findable.
      expect(quiz.content).toMatch(/quiz/i);
    }
  });
});
