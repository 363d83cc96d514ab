import { describe, expect, it } from 'vitest';
import type { RoundResult } from '../../../src/engine/hanafuda';
import { namesFor, seatNames } from '../../../src/islands/koikoi-game/names';
import { finalScore, narrateEvent, roundOutcome } from '../../../src/islands/koikoi-game/narrate';

const opts = (lang: 'en' | 'de') => ({
  names: namesFor(lang, 'traditional'),
  seats: seatNames(lang, ['human', 'opponent']),
});

const base: RoundResult = {
  round: 2,
  dealer: 0,
  reason: 'stop',
  winner: 1,
  points: 6,
  base: 6,
  yaku: [
    { id: 'tane', points: 1 },
    { id: 'akatan', points: 5 },
  ],
  steps: [],
  luckyHand: null,
  calls: [0, 0],
};

describe('roundOutcome', () => {
  it('names the winner, the points and the yaku behind them', () => {
    const en = roundOutcome(base, opts('en'));
    const de = roundOutcome(base, opts('de'));
    expect(en).toMatch(
      /^The opponent wins round 2 and scores 6 points\. Yaku: .+ \(1 point\) and .+ \(5 points\)\.$/,
    );
    expect(de).toMatch(
      /^Dein Gegner gewinnt Runde 2 und bekommt 6 Punkte\. Yaku: .+ \(1 Punkt\) und .+ \(5 Punkte\)\.$/,
    );
  });

  it('addresses the reader when the reader won', () => {
    expect(roundOutcome({ ...base, winner: 0 }, opts('en'))).toMatch(/^You win round 2 and score 6 points\./);
  });

  it('names a lucky hand instead of yaku', () => {
    const lucky: RoundResult = { ...base, reason: 'lucky-hand', yaku: [], luckyHand: 'teshi', points: 6 };
    expect(roundOutcome(lucky, opts('en'))).toMatch(/\. Lucky hand: .+\.$/);
    expect(roundOutcome(lucky, opts('de'))).toMatch(/\. Glückshand: .+\.$/);
  });

  it('says when nobody scored', () => {
    const draw: RoundResult = { ...base, reason: 'exhausted', winner: null, points: 0, base: 0, yaku: [] };
    expect(roundOutcome(draw, opts('en'))).toBe('Round 2 ends without a winner: nobody scores.');
    expect(roundOutcome(draw, opts('de'))).toBe('Runde 2 endet ohne Sieger: Niemand bekommt Punkte.');
  });
});

describe('finalScore', () => {
  it('lists every seat with its points after the match, name and number apart', () => {
    expect(finalScore([3, 12], opts('en'))).toBe(
      'The match is over. Final score: you have 3 points and the opponent has 12 points.',
    );
    expect(finalScore([1, 0], opts('de'))).toBe(
      'Die Partie ist vorbei. Endstand: Du hast 1 Punkt und dein Gegner hat 0 Punkte.',
    );
  });

  it('gives the score alone for the line beside the New match button', () => {
    expect(finalScore([3, 12], opts('en'), 'score')).toBe(
      'Final score: you have 3 points and the opponent has 12 points.',
    );
    expect(finalScore([1, 0], opts('de'), 'score')).toBe(
      'Endstand: Du hast 1 Punkt und dein Gegner hat 0 Punkte.',
    );
  });

  it('does not run a numbered player into the score ("player 1 0 points")', () => {
    const people = (lang: 'en' | 'de') => ({
      names: namesFor(lang, 'traditional'),
      seats: seatNames(lang, ['human', 'human']),
    });
    expect(finalScore([0, 20], people('en'))).toBe(
      'The match is over. Final score: player 1 has 0 points and player 2 has 20 points.',
    );
    expect(finalScore([0, 20], people('de'))).toBe(
      'Die Partie ist vorbei. Endstand: Spieler 1 hat 0 Punkte und Spieler 2 hat 20 Punkte.',
    );
  });
});

describe('finalScore with four players in teams', () => {
  const table = (lang: 'en' | 'de', kinds: ('human' | 'bot')[]) => ({
    names: namesFor(lang, 'traditional'),
    seats: seatNames(lang, kinds),
  });
  const you = ['human', 'bot', 'bot', 'bot'] as const;

  it('gives each team’s points with its partners (seats 1+3 and 2+4), your team first', () => {
    expect(finalScore([0, 0, 0, 1], table('en', [...you]), 'score', [0, 1])).toBe(
      'Final score: your team (you and computer 3) has 0 points and the other team (computer 2 and computer 4) has 1 point.',
    );
    expect(finalScore([0, 0, 0, 1], table('de', [...you]), 'over', [0, 1])).toBe(
      'Die Partie ist vorbei. Endstand: Dein Team (du und Computer 3) hat 0 Punkte und das andere Team (Computer 2 und Computer 4) hat 1 Punkt.',
    );
  });

  it('tells the end of the match in the log the same way, from the event’s team totals', () => {
    const event = { type: 'match-over', scores: [0, 0, 0, 1], teams: [0, 1], winners: [1, 3] } as const;
    expect(narrateEvent(event, table('en', [...you]))).toBe(
      'The match is over. Final score: your team (you and computer 3) has 0 points and the other team (computer 2 and computer 4) has 1 point.',
    );
  });

  it('puts you first among your partners, and your team first, wherever you sit', () => {
    expect(finalScore([5, 2, 0, 0], table('en', ['bot', 'human', 'bot', 'bot']), 'score', [5, 2])).toBe(
      'Final score: your team (you and computer 4) has 2 points and the other team (computer 1 and computer 3) has 5 points.',
    );
  });

  it('numbers the teams when several people share the device', () => {
    expect(finalScore([3, 0, 4, 0], table('en', ['human', 'human', 'bot', 'bot']), 'score', [7, 0])).toBe(
      'Final score: team 1 (player 1 and computer 3) has 7 points and team 2 (player 2 and computer 4) has 0 points.',
    );
    expect(finalScore([3, 0, 4, 0], table('de', ['human', 'human', 'bot', 'bot']), 'score', [7, 0])).toBe(
      'Endstand: Team 1 (Spieler 1 und Computer 3) hat 7 Punkte und Team 2 (Spieler 2 und Computer 4) hat 0 Punkte.',
    );
  });
});
