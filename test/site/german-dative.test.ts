import { describe, expect, it } from 'vitest';
import { ensureBuilt, htmlPages, parseHtml } from './dist';

// German numbers with their unit come from the engine (HakkaNumber, RuleNumber)
// in the nominative plural, "5 Stiche". After mit, von, nach … German needs
// the dative, "mit 5 Stichen": such a sentence must put the unit in its own
// words, not take it from the number.
ensureBuilt();

/**
 * A number of tricks or points in the nominative after a preposition that
 * takes the dative ("Punkte:" is a label; "bis zu 6 Punkte" is right, so no "zu").
 */
const NOMINATIVE_AFTER_DATIVE = /\b(?:aus|bei|mit|nach|seit|von)\s+\d+\s+(?:Stiche|Punkte)\b(?!:)/gi;

describe('German tricks and points after a dative preposition', () => {
  it('take the dative on every German page', { timeout: 60_000 }, () => {
    const wrong = htmlPages()
      .filter((file) => file.startsWith('de/'))
      .flatMap((file) => {
        const text = (parseHtml(file).body.textContent ?? '').replace(/\s+/g, ' ');
        return [...text.matchAll(NOMINATIVE_AFTER_DATIVE)].map((m) => `${file}: ${m[0]}`);
      });
    expect(wrong).toEqual([]);
  });
});
