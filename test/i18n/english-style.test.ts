// English play texts as a native speaker writes them: a seat's things take
// the possessive ("Ben’s hand", not "Hand of Ben"; "Yaku of Ben’s team" stays), and the number that
// seeds a whole game is its "game number" – a deal, in the glossary, is a
// single round's cards.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hakkaGameEn } from '../../src/i18n/hakka-game/en';
import { gameEn } from '../../src/i18n/koikoi-game/en';
import { reviewSharedEn } from '../../src/i18n/review/en';

const playTexts = [gameEn, hakkaGameEn].flatMap((dict) => Object.values(dict) as string[]);

describe('English play texts', () => {
  it('name a seat’s hand, captures and cards with the possessive', () => {
    expect(playTexts.length).toBeGreaterThan(200);
    expect(playTexts.filter((text) => /\b\w+ of \{seat\}(?!’s)/i.test(text))).toEqual([]);
    expect(gameEn['table.captured.other']).toBe('{seat}’s captures');
    expect(hakkaGameEn['table.hand.other']).toBe('{seat}’s hand');
  });

  it('call the number that seeds a game its game number, in the setup, the review and on the pages', () => {
    expect(gameEn['play.seed']).toBe('Game number (optional)');
    expect(hakkaGameEn['play.seed']).toBe('Game number (optional)');
    const pages = readdirSync('content/en', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
    const texts = [...playTexts, ...Object.values(reviewSharedEn), ...pages];
    expect(texts.filter((text) => /deal number|same deals/i.test(text))).toEqual([]);
  });
});
