import { describe, expect, it } from 'vitest';
import { FIVE_TIGERS } from '../../src/engine/hakka';
import { YAKU_DEFINITIONS } from '../../src/engine/hanafuda';
import { hakkaCardName } from '../../src/i18n/hakka-cards';
import { cardName } from '../../src/i18n/hanafuda-cards';
import { OG_IMAGES, OG_SIZE, ogImageAlt, ogImageFor, ogImageSvg } from '../../src/utils/og-image';

/** The cards nested in a picture: id and box, in drawing order. */
function placed(svg: string) {
  return [
    ...svg.matchAll(/<svg x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"[^>]*data-card="([^"]+)"/g),
  ].map(([, x, y, width, height, card]) => ({
    card,
    x: Number(x),
    y: Number(y),
    width: Number(width),
    height: Number(height),
  }));
}

describe('ogImageFor', () => {
  it('gives a game page its game and every other page the site picture', () => {
    expect(ogImageFor('/en/koikoi/')).toBe('koikoi');
    expect(ogImageFor('/de/koikoi/tutorials/turn/')).toBe('koikoi');
    expect(ogImageFor('/de/hakka/rules/')).toBe('hakka');
    expect(ogImageFor('/en/')).toBe('site');
    expect(ogImageFor('/de/glossary/')).toBe('site');
    expect(ogImageFor('/')).toBe('site');
    // Only the game's own folder counts.
    expect(ogImageFor('/en/glossary/#koikoi')).toBe('site');
  });
});

describe('ogImageSvg', () => {
  it('draws the Five Lights and the Five Tigers as the engine lists them', () => {
    expect(placed(ogImageSvg('koikoi')).map((c) => c.card)).toEqual(YAKU_DEFINITIONS.goko.required);
    expect(placed(ogImageSvg('hakka')).map((c) => c.card)).toEqual(FIVE_TIGERS);
    expect(placed(ogImageSvg('site')).map((c) => c.card)).toEqual([
      ...YAKU_DEFINITIONS.goko.required.slice(0, 3),
      ...FIVE_TIGERS.slice(2),
    ]);
  });

  it.each(OG_IMAGES)(
    'keeps every card of %s whole on the 1200 × 630 picture, in one row without overlap',
    (image) => {
      const svg = ogImageSvg(image);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
      const cards = placed(svg);
      for (const [i, c] of cards.entries()) {
        expect(c.x, c.card).toBeGreaterThanOrEqual(40);
        expect(c.x + c.width, c.card).toBeLessThanOrEqual(OG_SIZE.width - 40);
        expect(c.y + c.height, c.card).toBeLessThanOrEqual(OG_SIZE.height);
        const before = cards[i - 1];
        if (before) expect(c.x, c.card).toBeGreaterThan(before.x + before.width);
      }
      // Each card is clipped to its own frame, as an inline SVG in a page is.
      expect(svg.match(/overflow="hidden"/g)).toHaveLength(cards.length);
    },
  );
});

describe('ogImageAlt', () => {
  it('names every card of the picture in the page language', () => {
    const lights = YAKU_DEFINITIONS.goko.required;
    for (const lang of ['en', 'de'] as const) {
      const alt = ogImageAlt('koikoi', lang);
      for (const id of lights) expect(alt).toContain(cardName(id, lang));
      for (const id of FIVE_TIGERS) expect(ogImageAlt('hakka', lang)).toContain(hakkaCardName(id, lang));
    }
    expect(ogImageAlt('koikoi', 'en')).toMatch(/^Five Lights from our hanafuda deck: /);
    expect(ogImageAlt('koikoi', 'de')).toMatch(/^Fünf Lichter aus unserem Hanafuda-Blatt: /);
    expect(ogImageAlt('hakka', 'de')).toMatch(/^Fünf Tiger aus unserem Hakka-Blatt: /);
    expect(ogImageAlt('site', 'en')).toContain(hakkaCardName('wan-sin', 'en'));
    // The counts come from the picture's cards: three of each deck.
    expect(ogImageAlt('site', 'en')).toMatch(/^From our own decks, three hanafuda and three Hakka cards: /);
    expect(ogImageAlt('site', 'de')).toMatch(
      /^Aus unseren eigenen Blättern drei Hanafuda- und drei Hakka-Karten: /,
    );
  });
});
