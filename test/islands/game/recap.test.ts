import { describe, expect, it } from 'vitest';
import { addToRecap, missedBy } from '../../../src/islands/game/recap';
import type { SeatSetup } from '../../../src/islands/game/seats';

const PERSON = { kind: 'human' } as const;
const BOT = { kind: 'bot', bot: 'greedy' } as const;
const SEATS: SeatSetup[] = [PERSON, BOT, PERSON];

describe('the pass-and-play recap', () => {
  it('collects the events for every person but the one who moved', () => {
    let recap = addToRecap<string>(undefined, SEATS, ['deal']);
    expect(recap).toEqual({ 0: ['deal'], 2: ['deal'] });
    recap = addToRecap(recap, SEATS, ['0 plays'], 0);
    recap = addToRecap(recap, SEATS, ['bot plays'], 1);
    expect(recap).toEqual({ 0: ['bot plays'], 2: ['deal', '0 plays', 'bot plays'] });
    expect(missedBy(recap, 2, true)).toEqual(['deal', '0 plays', 'bot plays']);
  });

  it('tells nobody the start again before a person has moved', () => {
    const recap = addToRecap<string>(undefined, SEATS, ['deal', 'bot plays']);
    expect(missedBy(recap, 0, false)).toEqual([]);
    expect(missedBy(undefined, 0, true)).toEqual([]);
  });
});
