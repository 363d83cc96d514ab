import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/data/glossary';
import { ROUNDS_PER_GAME } from '../../src/engine/hakka';
import { RULESETS } from '../../src/engine/hanafuda';
import { LANGS } from '../../src/i18n/locales';
import { glossaryNameIds } from '../../src/utils/glossary-name-id';
import { ensureBuilt, parseHtml } from './dist';

// The glossary as built: its numbers filled in from the engines
// (src/utils/glossary-numbers.ts) and its "More:" links (src/utils/glossary-see.ts).
// That every link's page and heading exist is checked by the build itself and
// by the site-wide link test (dist.test.ts).
ensureBuilt();

describe.each(LANGS)('the %s glossary', (lang) => {
  const doc = parseHtml(`${lang}/glossary/index.html`);
  const link = (id: string) => doc.querySelector(`tr[id="${id}"] .see a`);

  const linked = GLOSSARY.flatMap(({ id, see }) => (see ? [{ id, see }] : []));

  it.each(linked)('links $id to the page that explains it', ({ id, see }) => {
    const section = see.section ? `#${see.section[lang]}` : '';
    expect(link(id)?.getAttribute('href')).toBe(`/${lang}/${see.page}/${section}`);
    expect(link(id)?.textContent?.trim()).not.toBe('');
  });

  it('adds no link to a term without a page of its own', () => {
    const bare = GLOSSARY.filter((term) => !term.see).map((term) => term.id);
    expect(bare.length).toBeGreaterThan(0);
    expect(bare.filter((id) => link(id))).toEqual([]);
  });

  it('shows every meaning with its numbers filled in', () => {
    const meanings = [...doc.querySelectorAll('td.meaning')].map((cell) => cell.textContent ?? '');
    expect(meanings).toHaveLength(GLOSSARY.length);
    expect(meanings.filter((text) => /[{}]/.test(text))).toEqual([]);
    const round = doc.querySelector('tr[id="round"] td.meaning')?.textContent;
    expect(round).toContain(`${RULESETS.nintendo.rounds} `);
    expect(round).toContain(` ${ROUNDS_PER_GAME}.`);
  });

  it('gives a term’s header cell the id of its name where that differs from the row’s', () => {
    const names = glossaryNameIds(GLOSSARY, lang);
    const headers = GLOSSARY.map((term) => doc.querySelector(`tr[id="${term.id}"] > th`)?.getAttribute('id'));
    expect(headers).toEqual(GLOSSARY.map((term) => names.get(term.id) ?? null));
    const capture = doc.querySelector('tr[id="capture"] > th')?.getAttribute('id');
    expect(capture).toBe(lang === 'de' ? 'fangen' : null);
  });

  it('keeps the links out of search, so the glossary is not found for the headings they name', () => {
    const notes = [...doc.querySelectorAll('.see')];
    expect(notes).toHaveLength(linked.length);
    expect(notes.filter((note) => !note.hasAttribute('data-pagefind-ignore'))).toEqual([]);
  });
});
