// The German texts keep to the glossary's words: one word for the score
// sheet everywhere, a whole Hakka game is a "Spiel" and a Koi-Koi match a
// "Partie". Checks every German dictionary value and MDX page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/data/glossary';
import { errorsDe } from '../../src/i18n/hakka/errors-de';
import { interpretationTexts } from '../../src/i18n/hakka/ref';
import { refDe } from '../../src/i18n/hakka/ref-de';
import { hakkaGameDe } from '../../src/i18n/hakka-game/de';
import { hakkaPagesDe } from '../../src/i18n/hakka-pages/de';
import { hakkaReviewDe } from '../../src/i18n/hakka-review/de';
import { coreDe } from '../../src/i18n/koikoi/core-de';
import { pagesDe } from '../../src/i18n/koikoi/pages-de';
import { toolsDe } from '../../src/i18n/koikoi/tools-de';
import { gameDe } from '../../src/i18n/koikoi-game/de';
import { reviewDe } from '../../src/i18n/koikoi-review/de';
import { HAKKA_LESSONS } from '../../src/lessons/hakka';

/** Every file under `dir` whose name ends with one of `endings`. */
function files(dir: string, endings: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && endings.some((end) => entry.name.endsWith(end)))
    .map((entry) => join(entry.parentPath, entry.name));
}

const germanSources = [...files('content/de', ['.mdx']), ...files('src/i18n', ['de.ts'])].map((path) => ({
  path,
  text: readFileSync(path, 'utf8'),
}));

describe('German game terms', () => {
  it('say Punktezettel for the score sheet, as the glossary does', () => {
    expect(GLOSSARY.find((term) => term.id === 'score-sheet')?.de).toBe('Punktezettel');
    expect(germanSources.length).toBeGreaterThan(20);
    const other = germanSources.filter(({ text }) => /Punkteliste|Punkteblatt|Spielzettel/.test(text));
    expect(other.map((source) => source.path)).toEqual([]);
  });

  it('call a whole Hakka game a Spiel, never a Partie', () => {
    const hakkaTexts = [errorsDe, refDe, hakkaGameDe, hakkaPagesDe, hakkaReviewDe].flatMap(
      (dict) => Object.values(dict) as string[],
    );
    expect(hakkaTexts.length).toBeGreaterThan(100);
    expect(hakkaTexts.filter((text) => /Partie/.test(text))).toEqual([]);
    const pages = germanSources.filter(({ path }) => path.startsWith('content/de/hakka/'));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter(({ text }) => /Partie/.test(text)).map((page) => page.path)).toEqual([]);
  });

  it('call a Koi-Koi match a Partie: a new, saved or real one is never a Spiel', () => {
    const koikoiTexts = [gameDe, toolsDe, reviewDe, coreDe, pagesDe].flatMap(
      (dict) => Object.values(dict) as string[],
    );
    expect(koikoiTexts.length).toBeGreaterThan(100);
    const spiel = /\b(neue[sn]?|gespeicherte[sn]?|echte[sn]?|laufende[sn]?) Spiel\b/i;
    expect(koikoiTexts.filter((text) => spiel.test(text))).toEqual([]);
    expect(gameDe['play.newGame']).toBe('Neue Partie');
    const pages = germanSources.filter(({ path }) => path.startsWith('content/de/koikoi/'));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter(({ text }) => spiel.test(text)).map((page) => page.path)).toEqual([]);
  });

  describe('Hakka, as the glossary decides', () => {
    // Every German Hakka text a reader sees, with quotations of the German
    // description („…“) left out: those keep the description's own words.
    const texts = [
      ...[errorsDe, refDe, hakkaGameDe, hakkaPagesDe, hakkaReviewDe].flatMap(
        (dict) => Object.values(dict) as string[],
      ),
      JSON.stringify(interpretationTexts('de')),
      ...HAKKA_LESSONS.flatMap((lesson) => [
        lesson.title.de,
        lesson.summary.de,
        ...Object.values(lesson.notes).map((note) => note.de),
      ]),
      ...GLOSSARY.filter((term) => term.game !== 'koikoi').map((term) => term.meaning.de),
      ...germanSources
        .filter(({ path }) => path.startsWith('content/de/hakka/') || path === 'content/de/glossary.mdx')
        .map(({ text }) => text),
    ].map((text) => text.replace(/„[^“]*“/g, '„…“'));

    it('say schlagen for beating a pattern, never stechen', () => {
      expect(GLOSSARY.find((term) => term.id === 'beat')?.de).toBe('Schlagen');
      expect(texts.length).toBeGreaterThan(300);
      expect(texts.filter((text) => /\b(stech\w*|sticht|gestochen)\b/i.test(text))).toEqual([]);
    });

    it('say who beats whom about elder cards: none is beaten by a single, not "die keine Einzelkarte schlagen kann"', () => {
      // That relative clause reads both ways ("that cannot beat a single" is what the rules say
      // of Sup 1, Sin 1 and Wan Sin); the passive says it once.
      const elder = GLOSSARY.find((term) => term.id === 'elder-card')?.meaning.de ?? '';
      expect(elder).toMatch(/^Eine Karte, die von keiner Einzelkarte geschlagen werden kann:/);
      expect(texts.filter((text) => /\bdie keine Einzelkarte schlagen (kann|können)\b/.test(text))).toEqual(
        [],
      );
    });

    it('spell out card numbers in the plural: die Neunen, ein Satz aus Einsen', () => {
      // Not "9en", "1er", nor a set named without "aus" ("den Satz Dreien").
      const plural =
        /\b[1-9](en|er|ern|ens)\b|Satz (Einsen|Zweien|Dreien|Vieren|Fünfen|Sechsen|Sieben|Achten|Neunen)/;
      expect(texts.filter((text) => plural.test(text))).toEqual([]);
    });
  });
});
