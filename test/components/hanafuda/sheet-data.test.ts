import { describe, expect, it } from 'vitest';
import {
  cardFacts,
  catalogMonths,
  requiredMonths,
  yakuCardCount,
  yakuComposition,
} from '../../../src/components/hanafuda/card-facts';
import { isPointDecision, pointDecisionNotes, yakuTable } from '../../../src/components/hanafuda/yaku-table';
import {
  CARDS,
  cardById,
  evaluateYaku,
  RULESETS,
  YAKU_DEFINITIONS,
  YAKU_IDS,
  yakuPointsIfCounted,
} from '../../../src/engine/hanafuda';
import { koikoiT } from '../../../src/i18n/koikoi/core';

describe('catalogMonths', () => {
  it('lists twelve months of four cards, 48 in all, with season labels', () => {
    const months = catalogMonths('de');
    expect(months).toHaveLength(12);
    expect(months.flatMap((m) => m.cards)).toEqual(CARDS);
    // Traditional calendar: months 1–3 spring (see i18n/hanafuda-cards.ts).
    expect(months[0]?.seasonLabel).toBe('Frühling');
  });
});

describe('cardFacts', () => {
  it('names the sake cup and its yaku from the engine', () => {
    const cup = CARDS.find((c) => c.id === 'm09-animal');
    if (!cup) throw new Error('no sake cup');
    const facts = cardFacts(cup, 'en');
    expect(facts.yaku.map((y) => y.id)).toEqual(cup.yaku);
    expect(facts.yaku.find((y) => y.id === 'hanami-zake')?.name).toBe('Flower-Viewing Sake');
    expect(facts.marioEn).toBe('Piranha Plant');
  });

  it('says what the drawing shows besides the plant, in the page language', () => {
    expect(cardFacts(cardById('m07-animal'), 'de').picture).toBe('ein Wildschwein');
    expect(cardFacts(cardById('m11-light'), 'en').picture).toBe('a man with an umbrella');
    expect(cardFacts(cardById('m05-chaff1'), 'de').picture).toBe('nur die Pflanze');
  });
});

describe('yakuCardCount', () => {
  it.each([
    // Goko: all five lights (leaflet 000)
    ['goko', 5],
    // Ame-shiko: the rain man and three other lights (sheet 003)
    ['ame-shiko', 3],
    // Kasu: ten chaff (000, 003)
    ['kasu', 10],
    // Tsukifuda: the four cards of the month (FudaWiki)
    ['tsukifuda', 4],
  ] as const)('%s needs %i', (id, n) => {
    expect(yakuCardCount(id)).toBe(n);
  });
});

describe('yakuComposition', () => {
  it('names the months of the blue ribbons and of the poem ribbons, in both languages', () => {
    expect(yakuComposition('aotan', 'en')).toBe('The 3 blue ribbons: June, September and October.');
    expect(yakuComposition('aotan', 'de')).toBe('Die 3 blauen Fahnen: Juni, September und Oktober.');
    expect(yakuComposition('akatan', 'en')).toBe(
      'The 3 red ribbons with a poem: January, February and March.',
    );
    expect(yakuComposition('akatan', 'de')).toBe('Die 3 roten Fahnen mit Schrift: Januar, Februar und März.');
  });

  it('takes the months from the engine’s required cards, in deck order', () => {
    const months = YAKU_DEFINITIONS.aotan.required.map((id) => cardById(id).month);
    expect(months).toEqual([6, 9, 10]);
    expect(requiredMonths('aotan', 'en')).toBe(
      months
        .map((m) => catalogMonths('en')[m - 1]?.names.monthName.en)
        .join(', ')
        .replace(/, (?=[^,]*$)/, ' and '),
    );
    // A yaku of any cards of a kind has none; every sentence is filled.
    expect(requiredMonths('kasu', 'de')).toBe('');
    for (const lang of ['en', 'de'] as const)
      for (const id of YAKU_IDS) expect(yakuComposition(id, lang), id).not.toMatch(/[{}]/);
  });
});

describe('yakuTable', () => {
  it('has a row per yaku with the engine’s points per preset', () => {
    const rows = yakuTable('en');
    expect(rows.map((r) => r.id)).toEqual([...YAKU_IDS]);
    for (const row of rows) {
      for (const p of row.points) expect(p.points).toBe(yakuPointsIfCounted(row.id, RULESETS[p.preset]));
    }
    expect(rows.find((r) => r.id === 'kasu')?.composition).toBe('Any 10 chaff cards.');
    expect(rows.find((r) => r.id === 'aotan')?.composition).toBe(yakuComposition('aotan', 'en'));
  });

  it('marks a yaku a preset does not count', () => {
    // Tsukifuda exists only where monthBonus is on.
    for (const [id, rules] of Object.entries(RULESETS)) {
      expect(yakuPointsIfCounted('tsukifuda', rules) === null, id).toBe(!rules.monthBonus);
    }
  });

  it('marks values the site decided, with the reason, and only counted ones', () => {
    // The German sheet lists no combined ribbon yaku; its 10 is our reading.
    const rows = yakuTable('en');
    const decided = rows.flatMap((r) => r.points.filter((p) => p.decision).map((p) => `${p.preset}:${r.id}`));
    expect(decided).toEqual(['multiplayer:akatan-aotan']);
    // Tsukifuda's value under the leaflet is a site decision too, but the leaflet does not count it.
    expect(isPointDecision('nintendo', 'tsukifuda')).toBe(false);
    expect(pointDecisionNotes('de')).toEqual([
      {
        preset: 'multiplayer',
        yaku: 'akatan-aotan',
        text: 'Deutsches Regelblatt für mehrere Spieler: Das Regelblatt kennt kein gemeinsames Yaku; wir zählen beide Sätze als ein Yaku, „Rote und blaue Fahnen“, so viel wert wie „Rote Fahnen mit Schrift“ und „Blaue Fahnen“ zusammen, und eine weitere Fahne bringt ihren Punkt nur einmal.',
      },
    ]);
  });
});

describe('the note on both ribbon sets under the German sheet', () => {
  const both = ['m01-ribbon', 'm02-ribbon', 'm03-ribbon', 'm06-ribbon', 'm09-ribbon', 'm10-ribbon'] as const;

  it.each(['en', 'de'] as const)('names the yaku the engine counts (%s)', (lang) => {
    // The engine scores both sets as the one combined yaku, as the calculator shows it …
    const { yaku } = evaluateYaku([...both, 'm04-ribbon'], RULESETS.multiplayer);
    expect(yaku.map((y) => y.id)).toEqual(['akatan-aotan']);
    // … worth Akatan plus Aotan, a further ribbon adding its point once (the note's claim).
    const { points } = RULESETS.multiplayer;
    expect(yaku[0]?.points).toBe(points.akatan + points.aotan + 1);
    const t = koikoiT(lang);
    const [note] = pointDecisionNotes(lang, ['akatan-aotan']);
    expect(note?.text).toContain(t('yaku.akatan-aotan'));
    expect(note?.text).toContain(t('yaku.akatan'));
    expect(note?.text).toContain(t('yaku.aotan'));
  });
});
