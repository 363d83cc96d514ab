import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardKind, HANAFUDA_CARD_IDS } from '../../src/cards/hanafuda/ids';
import { GLOSSARY } from '../../src/data/glossary';
import { PRESET_IDS, RULESETS } from '../../src/engine/hanafuda';
import { pictureElement } from '../../src/i18n/hanafuda-pictures';
import { CONTENT } from '../content/files';

describe('the glossary', () => {
  it('gives every term its own anchor', () => {
    const ids = GLOSSARY.map((term) => term.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says nobody scores in an exhausted round, which holds for every rule source', () => {
    const term = GLOSSARY.find((entry) => entry.id === 'exhausted-round');
    expect(term?.meaning.en).toMatch(/nobody scores/);
    expect(PRESET_IDS.map((id) => RULESETS[id].exhaustedRound)).toEqual(PRESET_IDS.map(() => 'no-score'));
  });

  it('says most chaff cards show only the plant, since the cards page describes some with more', () => {
    // The catalog's picture words: November's lightning, December's yellow band.
    const more = HANAFUDA_CARD_IDS.filter(
      (id) => cardKind(id) === 'chaff' && pictureElement(id, 'en') !== 'only the plant',
    );
    expect(more).toEqual(['m11-chaff', 'm12-chaff3']);
    const term = GLOSSARY.find((entry) => entry.id === 'chaff');
    expect(term?.meaning.en).toMatch(/most of which show only the month’s plant/);
    expect(term?.meaning.de).toMatch(/die meist nur die Pflanze des Monats zeigen/);
    const overview = (lang: string) => readFileSync(join(CONTENT, lang, 'koikoi/index.mdx'), 'utf8');
    expect(overview('en')).toMatch(/cards, most of which show only the plant\./);
    expect(overview('de')).toMatch(/Karten, die meist nur die Pflanze zeigen\./);
  });
});
