import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/data/glossary';
import { PRESET_IDS, RULESETS } from '../../src/engine/hanafuda';

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
});
