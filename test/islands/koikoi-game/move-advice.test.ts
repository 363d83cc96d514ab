import { describe, expect, it } from 'vitest';
import {
  applyAction,
  currentSeat,
  newMatch,
  POINT_SHARE,
  RULESETS,
  viewFor,
  zones,
} from '../../../src/engine/hanafuda';
import { numberText } from '../../../src/i18n/format';
import {
  ADVICE_OPTIONS,
  adviceLines,
  decisionLines,
  rankMoves,
} from '../../../src/islands/koikoi-game/move-advice';
import { namesFor } from '../../../src/islands/koikoi-game/names';
import { type ActionEstimate, estimateActions } from '../../../src/workers/koikoi-handlers';

function dealtView(seed: string) {
  const started = newMatch({ rules: RULESETS.nintendo, players: 2, seed, firstDealer: 0 });
  const dealt = applyAction(started, { type: 'deal' });
  if (!dealt.ok) throw new Error(dealt.reason);
  const seat = currentSeat(dealt.state) as number;
  return { state: dealt.state, seat, view: viewFor(dealt.state, seat) };
}

describe('move advice', () => {
  it('ranks a real turn’s estimates the way the strong player picks, best first', () => {
    const { view } = dealtView('advice-1');
    const estimates = estimateActions({ view, seed: 'advice-1/0', iterations: 40 });
    const ranked = rankMoves(estimates);
    expect(ranked).toHaveLength(Math.min(ADVICE_OPTIONS, view.legal.length));
    // The survivors of every search stage (most samples) come first, then the better
    // measure of the strong player (wins minus losses plus POINT_SHARE per point).
    const measure = (e: ActionEstimate) => e.balance + POINT_SHARE * e.points;
    for (let i = 1; i < ranked.length; i++) {
      const [a, b] = [ranked[i - 1] as ActionEstimate, ranked[i] as ActionEstimate];
      expect(a.samples > b.samples || (a.samples === b.samples && measure(a) >= measure(b))).toBe(true);
    }
    const most = Math.max(...estimates.map((e) => e.samples));
    expect(ranked[0]?.samples).toBe(most);
  });

  it('names the card to play and the odds in each language', () => {
    const { state, seat, view } = dealtView('advice-2');
    const estimates = estimateActions({ view, seed: 'advice-2/0', iterations: 40 });
    const hand = zones(state).hands[seat] ?? [];
    for (const lang of ['en', 'de'] as const) {
      const names = namesFor(lang, 'traditional');
      const lines = adviceLines(estimates, names);
      expect(lines.length).toBeGreaterThan(0);
      rankMoves(estimates).forEach((entry, i) => {
        const line = lines[i] as string;
        if (entry.action.type !== 'play') throw new Error('a turn’s first decision is a play');
        expect(hand).toContain(entry.action.card);
        expect(line).toContain(names.card(entry.action.card));
        const percent = numberText(lang, Math.round(entry.balance * 100), { signed: true });
        expect(line).toContain(lang === 'en' ? `${percent}%` : `${percent} %`);
      });
      expect(lines[0]).toMatch(lang === 'en' ? /^Play “.+”: net wins/ : /^„.+“ ausspielen: Siege minus/);
    }
  });

  it('words a capture choice and leaves out Koi-Koi decisions', () => {
    const names = namesFor('en', 'traditional');
    const estimates: ActionEstimate[] = [
      {
        action: { type: 'capture-choice', seat: 0, card: 'm03-chaff1' },
        balance: -0.13,
        points: -0.26,
        samples: 9,
      },
      { action: { type: 'stop', seat: 0 }, balance: 1, points: 6, samples: 9 },
    ];
    expect(adviceLines(estimates, names)).toEqual([
      `Take ${names.card('m03-chaff1')}: net wins −13% of play-outs, −0.3 points on average`,
    ]);
  });
});

describe('numberText', () => {
  it('writes decimals and signs the way each language does', () => {
    expect(numberText('de', 2.25)).toBe('2,3');
    expect(numberText('en', 2.25)).toBe('2.3');
    expect(numberText('en', 1200)).toBe('1200');
    expect(numberText('de', 24, { signed: true })).toBe('+24');
    expect(numberText('en', 0, { signed: true })).toBe('0');
    expect(numberText('de', -2.5)).toBe('−2,5');
    expect(numberText('en', -7, { signed: true })).toBe('−7');
  });
});

describe('decision advice', () => {
  const estimate = (type: 'koikoi' | 'stop', balance: number, points: number): ActionEstimate => ({
    action: { type, seat: 0 },
    balance,
    points,
    samples: 300,
  });

  it('says what stopping scores for sure and what Koi-Koi brings on average', () => {
    const estimates = [estimate('stop', 1, 5), estimate('koikoi', 0.374, 4.26)];
    expect(decisionLines(estimates, 5, 'en')).toEqual([
      'Stop now: 5 points for sure.',
      'Koi-Koi: 4.3 points on average (net wins: +37% of play-outs).',
    ]);
    expect(decisionLines(estimates, 1, 'de')).toEqual([
      'Jetzt aufhören: 1 Punkt sicher.',
      'Koi-Koi: im Schnitt 4,3 Punkte (Siege minus Niederlagen: +37 % der Verläufe).',
    ]);
  });

  it('leaves out the stop without its points, and says nothing without a Koi-Koi estimate', () => {
    expect(decisionLines([estimate('koikoi', -0.2, -1)], null, 'en')).toHaveLength(1);
    expect(decisionLines([estimate('stop', 1, 5)], 5, 'en')).toEqual([]);
  });
});
