import { describe, expect, it } from 'vitest';
import { cardChart } from '../../../src/components/hakka/cards-chart';

describe('cardChart', () => {
  const chart = cardChart([]);

  it('has the suits as rows, highest first, and the numbers as columns', () => {
    // Seed 002: "Sup, Gon, Zok und Sin in absteigender Rangfolge … von 1 bis 9".
    expect(chart.rows.map((r) => r.suit)).toEqual(['sup', 'gon', 'zok', 'sin']);
    expect(chart.numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const row of chart.rows)
      expect(row.cards.map((c) => c.id)).toEqual(chart.numbers.map((n) => `${row.suit}-${n}`));
    expect(chart.wanSin.id).toBe('wan-sin');
    expect(chart.total).toBe(37);
  });

  it('marks the starting elders', () => {
    // Seed 002: "die 9en aller Kartenfarben, die Sup-1, die Sin-1 und die Wan Sin".
    const starred = [...chart.rows.flatMap((r) => r.cards), chart.wanSin]
      .filter((c) => c.elder)
      .map((c) => c.id);
    expect(starred.sort()).toEqual(['gon-9', 'sin-1', 'sin-9', 'sup-1', 'sup-9', 'wan-sin', 'zok-9']);
  });

  it('moves the star when an elder is played', () => {
    // Seed 002: "wenn die Sup-9 gespielt wird, wird die Sup-8 eine Ältesten-Karte".
    const later = cardChart(['sup-9']);
    const sup = later.rows[0]?.cards ?? [];
    expect(sup.find((c) => c.id === 'sup-8')?.elder).toBe(true);
    expect(sup.find((c) => c.id === 'sup-9')?.elder).toBe(false);
  });

  it('flags the lead-only cards', () => {
    // Seed 002: "Mit der Sup-1, Sin-1 und Wan Sin können keine anderen Einzel-Karten gestochen werden".
    const flagged = [...chart.rows.flatMap((r) => r.cards), chart.wanSin]
      .filter((c) => c.leadOnly)
      .map((c) => c.id);
    expect(flagged).toEqual(['sup-1', 'sin-1', 'wan-sin']);
  });
});
