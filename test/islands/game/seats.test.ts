import { describe, expect, it } from 'vitest';
import { humanSeats, type SeatSetup, seatChoice, withSeatChoice } from '../../../src/islands/game/seats';

describe('seat choices in the setup forms', () => {
  it.each<[SeatSetup, string]>([
    [{ kind: 'human' }, 'human'],
    [{ kind: 'bot', bot: 'strong' }, 'strong'],
  ])('%o shows as %s', (seat, choice) => {
    expect(seatChoice(seat)).toBe(choice);
  });

  it('changes only the chosen seat, and round-trips through the select value', () => {
    const seats: SeatSetup[] = [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }];
    const next = withSeatChoice(seats, 1, 'human');
    expect(next).toEqual([{ kind: 'human' }, { kind: 'human' }]);
    expect(humanSeats(next)).toEqual([0, 1]);
    expect(withSeatChoice(next, 0, 'random').map(seatChoice)).toEqual(['random', 'human']);
    expect(seats[1]).toEqual({ kind: 'bot', bot: 'greedy' }); // input untouched
  });
});
