import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FastRng } from '../../../../src/engine/fast-rng';
import {
  CARD_IDS,
  type CardId,
  type PlayerCount,
  RULESETS,
  type Ruleset,
} from '../../../../src/engine/hanafuda';
import { dealSample, samplerOf } from '../../../../src/engine/hanafuda/bots/sample';
import {
  type Action,
  applyAction,
  isOver,
  legalActions,
  type MatchState,
  matchesOnField,
  monthBit,
  monthsOf,
  newMatch,
  passedHeldOf,
  passedOf,
  type RoundState,
  viewFor,
} from '../../../../src/engine/hanafuda/game';
import { nextInt, type RngState, seedRng } from '../../../../src/engine/rng';
import { act, craftRound, dealt, deepFreeze, plainDeck } from './helpers';

/** A nintendo match dealt by seat 0, then a hand-made round. */
function table(spec: Parameters<typeof craftRound>[1]): MatchState {
  return deepFreeze(craftRound(dealt(RULESETS.nintendo, 2, [plainDeck(2, 8, 8)]).state, spec));
}

const bits = (...months: number[]) => months.reduce((mask, m) => mask | (1 << (m - 1)), 0);

describe('passed-over months', () => {
  // Each row: what a seat's move shows everybody (sheet 003: an unmatched card stays on the field;
  // nothing forces a capture, so this is evidence about the hand, not a rule).
  it.each<{ name: string; play: CardId; field: CardId[]; stockTop: CardId[]; passed: number }>([
    {
      // Laid down while March and April lay on the field: both months noted.
      name: 'a hand card laid down notes the field months before it',
      play: 'm12-chaff1',
      field: ['m03-chaff1', 'm04-chaff1'],
      stockTop: ['m10-animal'],
      passed: bits(3, 4),
    },
    {
      // A capture shows nothing about the rest of the hand.
      name: 'a capture notes nothing',
      play: 'm03-light',
      field: ['m03-chaff1', 'm04-chaff1'],
      stockTop: ['m10-animal'],
      passed: 0,
    },
    {
      // The drawn card is public and was never in the hand: laying it down notes nothing,
      // and the card played before it (a capture of March) noted nothing either.
      name: 'a drawn card laid down notes nothing',
      play: 'm03-light',
      field: ['m03-chaff1', 'm04-chaff1'],
      stockTop: ['m12-chaff2'],
      passed: 0,
    },
  ])('$name', ({ play, field, stockTop, passed }) => {
    const state = table({
      hands: [
        ['m03-light', 'm12-chaff1'],
        ['m05-chaff2', 'm06-chaff2'],
      ],
      field,
      stockTop,
    });
    const next = act(state, { type: 'play', card: play }).state;
    expect(passedOf(next.round ?? {}, 0)).toBe(passed);
    expect(passedOf(next.round ?? {}, 1)).toBe(0);
    expect(viewFor(next, 1).round?.passed).toEqual([passed, 0]);
  });

  it('marks a seat that later plays a card of a month it passed over', () => {
    // Seat 0 lays December down while holding the March light with March on the field.
    let state = table({
      hands: [
        ['m12-chaff1', 'm03-light', 'm08-chaff1'],
        ['m05-chaff2', 'm06-chaff2', 'm07-chaff2'],
      ],
      field: ['m03-chaff1', 'm04-chaff1'],
      stockTop: ['m10-animal', 'm11-chaff'],
    });
    state = act(state, { type: 'play', card: 'm12-chaff1' }).state;
    expect(passedHeldOf(state.round ?? {}, 0)).toBe(false);
    state = act(state, { type: 'play', card: 'm05-chaff2' }).state;
    state = act(state, { type: 'play', card: 'm03-light' }).state;
    expect(passedHeldOf(state.round ?? {}, 0)).toBe(true);
    expect(viewFor(state, 1).round?.passedHeld).toEqual([true, false]);
  });

  it('reads states saved without the fields as no evidence', () => {
    const state = table({ hands: [['m12-chaff1'], ['m05-chaff2']], field: ['m03-chaff1'] });
    const { passed: _p, passedHeld: _h, ...rest } = state.round ?? ({} as never);
    const old: RoundState = rest;
    expect(passedOf(old, 1)).toBe(0);
    expect(passedHeldOf(old, 1)).toBe(false);
    const next = act({ ...state, round: old }, { type: 'play', card: 'm12-chaff1' }).state;
    expect(passedOf(next.round ?? {}, 0)).toBe(bits(3));
  });
});

const SETUPS: [Ruleset, PlayerCount][] = [
  [RULESETS.nintendo, 2],
  [RULESETS.fudawiki, 2],
  [RULESETS.multiplayer, 3],
  [RULESETS.multiplayer, 4],
];

/** Plays a match: `capturing` seats capture whenever a hand card can; every choice is random. */
function play(
  rules: Ruleset,
  players: PlayerCount,
  seed: number,
  capturing: boolean,
  visit: (before: MatchState, action: Action, after: MatchState) => void,
): void {
  let state = newMatch({ rules, players, seed, rounds: 2 });
  let rng: RngState = seedRng(seed);
  while (!isOver(state)) {
    let legal = legalActions(state);
    const field = state.round?.field ?? [];
    if (capturing && state.phase === 'play') {
      const captures = legal.filter((a) => a.type === 'play' && matchesOnField(field, a.card).length > 0);
      if (captures.length > 0) legal = captures;
    }
    const [index, next] = nextInt(rng, legal.length);
    rng = next;
    const action = legal[index] as Action;
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.reason);
    visit(state, action, result.state);
    state = result.state;
  }
}

describe('passed-over months in random matches', () => {
  it('never name a month of a card still in the hand of a seat that captures whenever it can', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SETUPS), fc.integer(), ([rules, players], seed) => {
        play(rules, players, seed, true, (_before, _action, after) => {
          const round = after.round;
          if (!round || after.phase === 'deal' || after.phase === 'match-over') return;
          round.hands.forEach((hand, seat) => {
            expect(monthsOf(hand) & passedOf(round, seat)).toBe(0);
            expect(passedHeldOf(round, seat)).toBe(false);
          });
        });
      }),
      { numRuns: 150 },
    );
  });

  it('flag exactly the seats that played a card of a month they passed over', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SETUPS), fc.integer(), ([rules, players], seed) => {
        play(rules, players, seed, false, (before, action, after) => {
          if (action.type !== 'play' || !before.round || !after.round) return;
          if (after.round.number !== before.round.number) return;
          const seat = before.round.turn;
          const revealed = (passedOf(before.round, seat) & monthBit(action.card)) !== 0;
          expect(passedHeldOf(after.round, seat)).toBe(passedHeldOf(before.round, seat) || revealed);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('never exclude a card a seat really holds from the bots’ samples (any play)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SETUPS), fc.integer(), ([rules, players], seed) => {
        let step = 0;
        play(rules, players, seed, false, (before) => {
          const round = before.round;
          if (!round || step++ % 3 !== 0 || !['play', 'choose', 'decide'].includes(before.phase)) return;
          const viewer = round.turn;
          const sampler = samplerOf(viewFor(before, viewer));
          if (!sampler) throw new Error('no sampler in a round');
          for (const { seat, weights } of sampler.hidden) {
            for (const card of round.hands[seat] ?? []) {
              expect(weights[CARD_IDS.indexOf(card)]).toBeGreaterThan(0);
            }
          }
          // A sample deals exactly the unseen cards: hidden hands of the right size, the rest in the stock.
          const sample = dealSample(sampler, new FastRng(step), sampler.base.clone());
          for (const { seat } of sampler.hidden) {
            expect(sample.handSize[seat]).toBe(round.hands[seat]?.length);
          }
          expect(sample.stockEnd).toBe(round.stock.length);
          const dealtCards = new Set<number>(sample.stock.slice(0, sample.stockEnd));
          for (const { seat } of sampler.hidden) {
            for (let index = 0; index < 48; index++) if (sample.holds(seat, index)) dealtCards.add(index);
          }
          expect([...dealtCards].sort((a, b) => a - b)).toEqual(
            Array.from(sampler.unseen).sort((a, b) => a - b),
          );
        });
      }),
      { numRuns: 60 },
    );
  });
});
