import { describe, expect, it } from 'vitest';
import {
  humanSeats,
  parseSeatsText,
  ratedPlayer,
  type SeatSetup,
  seatChoice,
  seatsText,
  withSeatChoice,
} from '../../../src/islands/game/seats';

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

describe('seatsText and parseSeatsText', () => {
  const bots = ['random', 'greedy', 'strong'];
  const seats: SeatSetup[] = [
    { kind: 'human' },
    { kind: 'bot', bot: 'greedy' },
    { kind: 'bot', bot: 'strong' },
  ];

  it('write the seats as a link does and read them back', () => {
    expect(seatsText(seats)).toBe('human,greedy,strong');
    expect(parseSeatsText('human,greedy,strong', 3, bots)).toEqual(seats);
  });

  it('refuse the wrong number of seats, an unknown entry and nothing at all', () => {
    expect(parseSeatsText('human,greedy', 3, bots)).toBeNull();
    expect(parseSeatsText('human,greedy,strong,random', 3, bots)).toBeNull();
    expect(parseSeatsText('human,genius,strong', 3, bots)).toBeNull();
    expect(parseSeatsText('human,,strong', 3, bots)).toBeNull();
    expect(parseSeatsText(null, 1, bots)).toBeNull();
  });
});

describe('ratedPlayer', () => {
  const greedy: SeatSetup = { kind: 'bot', bot: 'greedy' };
  it('rates a person’s moves, and a computer player’s only where no person plays', () => {
    expect(ratedPlayer([{ kind: 'human' }, greedy], 0)).toBe('person');
    expect(ratedPlayer([{ kind: 'human' }, greedy], 1)).toBeNull();
    expect(ratedPlayer([greedy, { kind: 'bot', bot: 'strong' }], 1)).toBe('computer');
  });
});
