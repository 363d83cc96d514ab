import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_IDS,
  type CardId,
  customRuleset,
  evaluateYaku,
  PRESET_IDS,
  RULESETS,
  type Ruleset,
  type YakuId,
  yakuHints,
} from '../../../src/engine/hanafuda';
import { CUP, chaff, INO, LIGHTS, OTHER_ANIMALS, PLAIN, POEM, RAIN } from './fixtures';

const [CRANE, CURTAIN, MOON, PHOENIX] = LIGHTS;
const [BOAR, DEER, BUTTERFLIES] = INO;

function hint(captured: readonly CardId[], rules: Ruleset, id: YakuId) {
  return yakuHints(captured, rules).find((h) => h.id === id);
}

describe('yakuHints', () => {
  it('does not promise Four Lights when the missing light makes Five Lights (the rain man is in)', () => {
    const captured = [RAIN, CRANE, CURTAIN, MOON];
    // 003 "Shikoe 4 Lichter ohne November": with the rain man, four lights never make Shiko.
    expect(hint(captured, RULESETS.nintendo, 'shiko')).toBeUndefined();
    expect(hint(captured, RULESETS.nintendo, 'goko')).toMatchObject({
      count: 1,
      cards: [PHOENIX],
      choose: 0,
      choices: [],
    });
  });

  it('names every card Rainy Four Lights needs: the rain man and one of two lights', () => {
    const captured: CardId[] = [CURTAIN, MOON, CUP];
    expect(hint(captured, RULESETS.nintendo, 'ame-shiko')).toEqual({
      id: 'ame-shiko',
      basePoints: 7,
      count: 2,
      cards: [RAIN],
      choose: 1,
      choices: [CRANE, PHOENIX],
      excluded: [],
    });
    // Three Lights: one of the same two lights.
    expect(hint(captured, RULESETS.nintendo, 'sanko')).toMatchObject({ count: 1, cards: [], choose: 1 });
  });

  it('does not promise Three Lights once the rain man is in: a third light makes Rainy Four Lights', () => {
    const captured = [RAIN, CRANE, CURTAIN];
    expect(hint(captured, RULESETS.nintendo, 'sanko')).toBeUndefined();
    // Four Lights could only come with the rain man as a fifth light: Five Lights.
    expect(hint(captured, RULESETS.nintendo, 'shiko')).toBeUndefined();
    expect(hint(captured, RULESETS.nintendo, 'ame-shiko')).toMatchObject({
      choose: 1,
      choices: [MOON, PHOENIX],
    });
    expect(hint(captured, RULESETS.nintendo, 'goko')).toMatchObject({ cards: [MOON, PHOENIX], choose: 0 });
  });

  it('words an open choice as "any three of" the four lights without the rain man', () => {
    expect(hint([], RULESETS.fudawiki, 'sanko')).toMatchObject({
      count: 3,
      cards: [],
      choose: 3,
      choices: [...LIGHTS],
    });
  });

  it('names the one card that is left as a card, not as a choice', () => {
    expect(hint([BOAR, DEER], RULESETS.nintendo, 'inoshikacho')).toMatchObject({
      cards: [BUTTERFLIES],
      choose: 0,
    });
    // Three of the four lights without the rain man: the last one is the only choice.
    expect(hint([CRANE, CURTAIN, MOON], RULESETS.nintendo, 'shiko')).toMatchObject({
      cards: [PHOENIX],
      choose: 0,
    });
  });

  it('does not promise Animals while Boar, Deer and Butterflies counts (modern grouping)', () => {
    const captured = [...INO, OTHER_ANIMALS[0]];
    // FW "mutually exclusive": the fifth animal raises Inoshikacho to 7, Tane would be 1.
    expect(hint(captured, RULESETS.fudawiki, 'tane')).toBeUndefined();
    // FW "Older Yaku": both stack, so the fifth animal does make Tane.
    const older = customRuleset('fudawiki', { yakuGrouping: 'older' });
    expect(hint(captured, older, 'tane')).toMatchObject({ count: 1, choose: 1 });
  });

  it('leaves out of a choice the card that would complete a better yaku of the group', () => {
    const captured = [BOAR, DEER, OTHER_ANIMALS[0], OTHER_ANIMALS[1]];
    // The butterflies would make Inoshikacho (5 + 2) instead of Tane (1).
    expect(hint(captured, RULESETS.multiplayer, 'tane')).toMatchObject({
      count: 1,
      choose: 1,
      choices: ['m05-animal', 'm08-animal', CUP, 'm11-animal'],
      excluded: [BUTTERFLIES],
    });
  });

  it('leaves out the ribbon that would complete Poem Ribbons from the choice for Ribbons', () => {
    const captured = [POEM[0], POEM[1], PLAIN[0], PLAIN[1]];
    const ribbons = hint(captured, RULESETS.nintendo, 'tanzaku');
    expect(ribbons).toMatchObject({ count: 1, choose: 1 });
    expect(ribbons?.choices).not.toContain(POEM[2]);
    expect(ribbons?.choices).toEqual(['m06-ribbon', 'm07-ribbon', 'm09-ribbon', 'm10-ribbon', 'm11-ribbon']);
  });

  it('drops a choice of two when only some pairs work: any two but not both remaining Inoshikacho cards', () => {
    // Boar and two other animals: two more make Tane unless they are the deer and the butterflies.
    const captured = [BOAR, OTHER_ANIMALS[0], OTHER_ANIMALS[1]];
    const animals = hint(captured, RULESETS.fudawiki, 'tane');
    expect(animals).toMatchObject({ count: 2, choose: 2 });
    expect(animals?.choices).not.toContain(DEER);
    expect(animals?.choices).not.toContain(BUTTERFLIES);
  });

  it('does not promise a yaku the rules never count', () => {
    // Leaflet 000 "können wegfallen": viewing switched off.
    expect(hint([CUP], customRuleset('nintendo', { viewing: 'never' }), 'hanami-zake')).toBeUndefined();
    // FW: viewing only with another yaku, and there is none.
    expect(
      hint([CUP], customRuleset('nintendo', { viewing: 'with-other-yaku' }), 'hanami-zake'),
    ).toBeUndefined();
    // FW "Older Yaku": no combined ribbon yaku.
    const older = customRuleset('nintendo', { yakuGrouping: 'older' });
    expect(hint([...POEM], older, 'akatan-aotan')).toBeUndefined();
    expect(hint([CUP], RULESETS.nintendo, 'hanami-zake')).toMatchObject({ cards: [CURTAIN], choose: 0 });
  });

  it('offers any chaff card for the tenth, quickly', () => {
    const started = performance.now();
    const kasu = hint(chaff(9), RULESETS.multiplayer, 'kasu');
    // The 15 other chaff cards and the sake cup (sheet 003: "zugleich ein Tier und eine Kasu-Karte").
    expect(kasu).toMatchObject({ count: 1, choose: 1 });
    expect(kasu?.choices).toHaveLength(16);
    expect(kasu?.choices).toContain(CUP);
    expect(hint([], RULESETS.multiplayer, 'kasu')).toMatchObject({ count: 10, choose: 10 });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('makes its yaku count with the first and with the last allowed choice, under every preset', () => {
    const captured: CardId[] = [CURTAIN, CUP, BOAR, POEM[0], PLAIN[0], ...chaff(4)];
    for (const rules of Object.values(RULESETS)) {
      for (const h of yakuHints(captured, rules)) {
        expect(h.count).toBe(h.cards.length + h.choose);
        const firsts = h.choices.slice(0, h.choose);
        const lasts = h.choices.slice(-h.choose || h.choices.length);
        for (const pick of [firsts, lasts]) {
          const more = [...captured, ...h.cards, ...(h.choose > 0 ? pick : [])];
          const counting = evaluateYaku(more, rules).yaku.map((y) => y.id);
          expect(counting, `${h.id} with ${more.join(',')}`).toContain(h.id);
        }
      }
    }
  });
});

describe('yakuHints properties', () => {
  // Small piles, where hints are many: up to 12 of the 48 cards.
  const pile = fc.shuffledSubarray([...CARD_IDS], { maxLength: 12 });
  const rules = fc.constantFrom<Ruleset>(
    ...PRESET_IDS.map((id) => RULESETS[id]),
    customRuleset('nintendo', { yakuGrouping: 'older' }),
    customRuleset('multiplayer', { sakeCup: 'either', viewing: 'with-other-yaku' }),
  );
  /** Every way to take `k` of `list` (only called for short lists). */
  const subsets = (list: readonly CardId[], k: number): CardId[][] =>
    k === 0
      ? [[]]
      : list.flatMap((card, i) => subsets(list.slice(i + 1), k - 1).map((rest) => [card, ...rest]));

  it('keeps every promise: each allowed choice makes the yaku count', () => {
    fc.assert(
      fc.property(pile, rules, (cards, ruleset) => {
        for (const h of yakuHints(cards, ruleset)) {
          if (h.choices.length > 9) continue;
          for (const pick of subsets(h.choices, h.choose)) {
            const ids = evaluateYaku([...cards, ...h.cards, ...pick], ruleset).yaku.map((y) => y.id);
            if (!ids.includes(h.id)) return false;
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });
});
