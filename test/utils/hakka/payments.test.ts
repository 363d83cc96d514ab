import { describe, expect, it } from 'vitest';
import { payout, settle } from '../../../src/engine/hakka';
import { hakkaNumber, payoutRows } from '../../../src/utils/hakka/numbers';
import { PAYMENT_EXAMPLES } from '../../../src/utils/hakka/payment-examples';
import { countRange, matchingCards, settleRound } from '../../../src/utils/hakka/payments';

describe('settleRound', () => {
  it('passes the entry to the engine and returns its settlement', () => {
    // Seed 002: "Der Gewinner und der Träumer sammeln Punkte von den anderen Spielern".
    const r = settleRound({ dealer: 0, caller: 0, winner: 1, count: 7, dreamerCard: 'gon-7', matches: 3 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.settlement).toEqual(settle(r.input));
    // Seed 002: Gon-7 and the winner's Sup-7, Zok-7, Sin-7: "kann der Träumer drei Stiche gewinnen" (5 + 3).
    expect(r.settlement.dreamerTricks).toBe(8);
    expect(r.settlement.deltas).toEqual([-6, 4, 8, -6]);
  });

  it('makes a non-dealer caller the privileged player who pays for both', () => {
    // Seed 002: the privileged player "verliert … zwei Punkte und der Gewinner erhält zwei Punkte dazu,
    // wogegen der andere Spieler keine Punkte verliert" (winner with 6 tricks).
    const r = settleRound({ dealer: 0, caller: 1, winner: 3, count: 6, dreamerCard: 'sup-2', matches: 0 });
    expect(r.ok && r.settlement.deltas).toEqual([0, -2, 0, 2]);
  });

  it.each([
    [{ caller: 2 }, 'caller-is-dreamer'],
    [{ winner: 2 }, 'winner-is-dreamer'],
    [{ count: 5 }, 'count-range'],
    [{ count: 13 }, 'count-range'],
    [{ count: 6.5 }, 'count-range'],
    [{ matches: 4 }, 'matches-range'],
    [{ matches: -1 }, 'matches-range'],
  ])('rejects %o with %s', (change, error) => {
    const entry = {
      dealer: 0 as const,
      caller: 0 as const,
      winner: 0 as const,
      count: 6,
      dreamerCard: 'gon-7' as const,
      matches: 0,
    };
    expect(settleRound({ ...entry, ...change } as typeof entry)).toEqual({ ok: false, error });
  });

  it('knows how many cards can match the dreamer’s card', () => {
    expect(matchingCards('gon-7')).toEqual(['sup-7', 'zok-7', 'sin-7']);
    // Wan Sin "hat den nummerischen Wert von 1": it matches a dreamer's 1.
    expect(matchingCards('sup-1')).toEqual(['gon-1', 'zok-1', 'sin-1', 'wan-sin']);
    expect(countRange()).toEqual({ min: 6, max: 12 });
  });
});

describe('worked examples of the rules page', () => {
  it.each([
    // Seed 002: the Gon-7 dreamer with Sup-7, Zok-7 and Sin-7 in the winner's hand wakes with 8 tricks (4 points).
    ['dreamer', [-6, 4, 8, -6]],
    // Seed 002: the privileged player pays 2 and the other player nothing; the dreamer (6 tricks) is paid by him too.
    ['privileged', [0, -4, 2, 2]],
    // Seed 002: "12 Stiche gewonnen - 128 Punkte" from each of the two losers.
    ['twelve', [256, -128, 0, -128]],
  ] as const)('%s settles to %o', (id, deltas) => {
    expect(settle(PAYMENT_EXAMPLES[id].input).deltas).toEqual(deltas);
  });
});

describe('numbers quoted in prose', () => {
  it.each([
    // Seed 002: "sechs oder mehr Stiche zu gewinnen, um Punkte zu erzielen".
    ['declare-at', 6],
    // Seed 002: "12 Stiche gewonnen - 128 Punkte".
    ['payout:12', 128],
    ['max-tricks', 12],
    // Seed 002: "bis jeder der aktiven Spieler 12 Karten hat".
    ['hand', 12],
    // Seed 002: "Nach vier Runden endet das Spiel."
    ['rounds', 4],
    // Seed 002: "der Träumer erwacht mit fünf Stichen".
    ['dreamer-base', 5],
    // Seed 002: "die 9en aller Kartenfarben, die Sup-1, die Sin-1 und die Wan Sin".
    ['elders-start', 7],
    // Seed 002: four suits of nine cards and Wan Sin.
    ['cards', 37],
    // Seed 002: Five Tigers: "sofort mit acht Stichen gewinnen und vier Punkte erzielen".
    ['tigers-tricks', 8],
    ['tigers-points', 4],
    ['active', 3],
  ] as const)('%s is %i', (key, n) => {
    expect(hakkaNumber(key)).toBe(n);
  });

  it('lists the payment table from the engine', () => {
    // Seed 002: 6→1, 7→2, 8→4, 9→8, 10→16, 11→32, 12→128.
    expect(payoutRows().map((r) => [r.count, r.points])).toEqual([
      [6, 1],
      [7, 2],
      [8, 4],
      [9, 8],
      [10, 16],
      [11, 32],
      [12, 128],
    ]);
    expect(payoutRows().every((r) => r.points === payout(r.count))).toBe(true);
  });

  it('rejects an unknown key', () => {
    expect(() => hakkaNumber('nonsense' as 'cards')).toThrow(
      expect.objectContaining({ code: 'unknown-number' }),
    );
  });
});
