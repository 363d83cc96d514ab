// The two card quizzes run on one frame (islands/game/quiz/FlashQuiz.tsx);
// its score and result lines read the same in both, in each language.
import { describe, expect, it } from 'vitest';
import { cardsT } from '../../src/i18n/cards-pages';
import { hakkaT } from '../../src/i18n/hakka-pages';
import { LANGS } from '../../src/i18n/locales';
import { frameStrings } from '../../src/islands/game/quiz/FlashQuiz';

/** Frame strings that must not differ between the Koi-Koi and the Hakka quiz. */
const SHARED = ['progress', 'score', 'done', 'review', 'next', 'finish', 'restart'] as const;

describe('quiz frame strings', () => {
  it.each(LANGS)('%s: the Koi-Koi and the Hakka quiz label score and result alike', (lang) => {
    const koikoi = frameStrings(cardsT(lang));
    const hakka = frameStrings(hakkaT(lang));
    for (const key of SHARED) expect({ key, text: hakka[key] }).toEqual({ key, text: koikoi[key] });
  });

  it('German calls the running score "Punkte"', () => {
    expect(frameStrings(cardsT('de')).score).toBe('Punkte: {right} von {answered}');
  });
});
