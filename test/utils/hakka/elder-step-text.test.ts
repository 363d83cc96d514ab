import { describe, expect, it } from 'vitest';
import { elderStepText } from '../../../src/utils/hakka/elder-step-text';
import { elderTimeline } from '../../../src/utils/hakka/elder-timeline';

describe('elder timeline sentences', () => {
  // The sequence the patterns page shows.
  const { steps } = elderTimeline(['sup-9', 'gon-4', 'sup-8', 'zok-9', 'sin-1', 'wan-sin']);

  it('says in one sentence what each play of the patterns page does to the elders', () => {
    expect(steps.map((step) => elderStepText('en', step))).toEqual([
      // Seed 002: "wenn die Sup-9 gespielt wird, wird die Sup-8 eine Ältesten-Karte".
      'Sup 9 is played; Sup 8 becomes the new elder.',
      'Gon 4 is played; the elders stay the same.',
      'Sup 8 is played; Sup 7 becomes the new elder.',
      'Zok 9 is played; Zok 8 becomes the new elder.',
      // Sin 9 stays the elder of its suit: nothing takes Sin 1's place.
      'Sin 1 is played; no new elder takes its place.',
      'Wan Sin is played; no new elder takes its place.',
    ]);
    expect(steps.map((step) => elderStepText('de', step))).toEqual([
      'Sup-9 wird ausgespielt; Sup-8 wird zur neuen Ältestenkarte.',
      'Gon-4 wird ausgespielt; die Ältestenkarten bleiben dieselben.',
      'Sup-8 wird ausgespielt; Sup-7 wird zur neuen Ältestenkarte.',
      'Zok-9 wird ausgespielt; Zok-8 wird zur neuen Ältestenkarte.',
      'Sin-1 wird ausgespielt; keine andere Karte rückt als Ältestenkarte nach.',
      'Wan Sin wird ausgespielt; keine andere Karte rückt als Ältestenkarte nach.',
    ]);
  });

  it('never stacks colons', () => {
    for (const lang of ['en', 'de'] as const) {
      for (const step of steps) expect(elderStepText(lang, step)).not.toContain(':');
    }
  });

  it('names several new elders and elders lost besides the played card', () => {
    const several = { played: 'sup-9', gained: ['sup-8', 'gon-8'], lost: ['sup-9'] } as const;
    expect(elderStepText('en', several)).toBe('Sup 9 is played; Sup 8 and Gon 8 become the new elders.');
    expect(elderStepText('de', several)).toBe(
      'Sup-9 wird ausgespielt; Sup-8 und Gon-8 werden zu neuen Ältestenkarten.',
    );
    const others = { played: 'gon-4', gained: [], lost: ['gon-9', 'zok-9'] } as const;
    expect(elderStepText('en', others)).toBe('Gon 4 is played; Gon 9 and Zok 9 are no longer elders.');
    expect(elderStepText('de', others)).toBe(
      'Gon-4 wird ausgespielt; Gon-9 und Zok-9 sind keine Ältestenkarten mehr.',
    );
    const both = { played: 'sup-9', gained: ['sup-8'], lost: ['sup-9', 'gon-9'] } as const;
    expect(elderStepText('en', both)).toBe(
      'Sup 9 is played; Sup 8 becomes the new elder; Gon 9 is no longer an elder.',
    );
  });
});
