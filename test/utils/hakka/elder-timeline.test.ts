import { describe, expect, it } from 'vitest';
import { elderTimeline } from '../../../src/utils/hakka/elder-timeline';

describe('elder timeline', () => {
  it('follows the elders through a series of plays', () => {
    const { start, steps } = elderTimeline(['sup-9', 'gon-4', 'sup-8', 'sin-1']);
    // Seed 002: at the start "die 9en aller Kartenfarben, die Sup-1, die Sin-1 und die Wan Sin".
    expect(start).toEqual(['sup-1', 'sup-9', 'gon-9', 'zok-9', 'sin-1', 'sin-9', 'wan-sin']);
    // Seed 002: "wenn die Sup-9 gespielt wird, wird die Sup-8 eine Ältesten-Karte".
    expect(steps[0]).toMatchObject({ played: 'sup-9', wasElder: true, gained: ['sup-8'], lost: ['sup-9'] });
    expect(steps[1]).toMatchObject({ played: 'gon-4', wasElder: false, gained: [], lost: [] });
    expect(steps[2]).toMatchObject({ gained: ['sup-7'], lost: ['sup-8'] });
    expect(steps[3]).toMatchObject({ played: 'sin-1', gained: [], lost: ['sin-1'] });
  });
});
