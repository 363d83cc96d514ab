import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/i18n/locales';
import { CALC_OPTION_FIELDS, calcOptionDocs } from '../../../src/utils/koikoi/calc-options';
import { ensureBuilt, fileFor, parseHtml } from '../../site/dist';

// <CalcOptions> renders static HTML at build time; these checks read the built
// calculator page (run `npm run build` after changing it).
ensureBuilt();

describe.each(LANGS)('the single rules on /%s/koikoi/calculator/', (lang) => {
  const file = fileFor(`/${lang}/koikoi/calculator/`);
  if (!file) throw new Error(`/${lang}/koikoi/calculator/ is not built`);
  const doc = parseHtml(file);

  it('explain every choice the calculator offers, in its words, with linked sources', () => {
    const sections = [...doc.querySelectorAll('[data-calc-options] section[data-option]')];
    expect(sections.map((s) => s.getAttribute('data-option'))).toEqual([...CALC_OPTION_FIELDS]);
    const docs = calcOptionDocs(lang);
    sections.forEach((section, i) => {
      expect(section.querySelector('h3')?.textContent).toBe(
        `${lang === 'de' ? 'Regel' : 'Rule'}: ${docs[i]?.name}`,
      );
      const terms = [...section.querySelectorAll('dt')].map((dt) => dt.textContent);
      expect(terms).toEqual(docs[i]?.values.map((v) => v.label));
      for (const dd of section.querySelectorAll('dd')) {
        expect(dd.querySelectorAll(`a[href^="/${lang}/sources/#"]`).length).toBeGreaterThan(0);
      }
    });
  });

  it('are linked from the rules bullet, and no page speaks of a “weather rule”', () => {
    const target = lang === 'en' ? 'the-single-rules' : 'die-einzelnen-regeln';
    expect(doc.getElementById(target)?.tagName).toBe('H2');
    expect(doc.querySelector(`main a[href="#${target}"]`)).not.toBeNull();
    expect(doc.querySelector('main')?.textContent).not.toMatch(/weather rule|Wetterregel/i);
  });
});
