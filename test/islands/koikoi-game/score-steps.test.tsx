import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/hanafuda';
import ScoreSteps from '../../../src/islands/koikoi-game/ScoreSteps';

describe('ScoreSteps: the score derivation under a lesson or review', () => {
  const event = (steps: Extract<GameEvent, { type: 'round-scored' }>['steps']) =>
    ({
      type: 'round-scored',
      round: 1,
      reason: 'stop',
      winner: 1,
      points: steps[steps.length - 1]?.points ?? 0,
      base: steps[0]?.points ?? 0,
      yaku: [],
      steps,
      nextDealer: 1,
    }) as const;
  const items = (html: string) =>
    [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));

  it('says "1 call" in the singular, in both languages', () => {
    const scored = event([
      { id: 'base', factor: 1, points: 6, yaku: [] },
      { id: 'koikoi', factor: 2, points: 12, calls: 1 },
    ]);
    expect(items(renderToString(<ScoreSteps steps={scored.steps} threshold={7} lang="en" />))).toEqual([
      'Base: the yaku added up: 6 points',
      'Koi-Koi multiplier (1 call counted): × 2 = 12 points',
    ]);
    expect(items(renderToString(<ScoreSteps steps={scored.steps} threshold={7} lang="de" />))[1]).toBe(
      'Koi-Koi-Faktor (1 Ruf gezählt): × 2 = 12 Punkte',
    );
  });

  it('keeps the threshold apart from the factor', () => {
    const scored = event([
      { id: 'base', factor: 1, points: 7, yaku: [] },
      { id: 'seven-or-more', factor: 2, points: 14 },
    ]);
    expect(items(renderToString(<ScoreSteps steps={scored.steps} threshold={7} lang="en" />))[1]).toBe(
      'Doubled (the base reached 7): × 2 = 14 points',
    );
    expect(items(renderToString(<ScoreSteps steps={scored.steps} threshold={7} lang="de" />))[1]).toBe(
      'Verdoppelt (der Grundwert hat 7 erreicht): × 2 = 14 Punkte',
    );
  });
});
