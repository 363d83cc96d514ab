import { describe, expect, it } from 'vitest';
import type { CardId } from '../../../src/engine/hakka/cards';
import { paidCount } from '../../../src/engine/hakka/derived';
import { applyAction, isOver, legalActions, newGame, replay } from '../../../src/engine/hakka/game';
import type { Seat } from '../../../src/engine/hakka/seats';
import type { ApplyResult, HakkaAction, HakkaEvent, HakkaState } from '../../../src/engine/hakka/state';
import { zones } from '../../../src/engine/hakka/zones';
import { deepFreeze, position } from './fixtures';

function ok(r: ApplyResult): HakkaState {
  if (!r.ok) throw new Error(`rejected: ${r.reason}`);
  return r.state;
}

function run(state: HakkaState, actions: HakkaAction[]): HakkaState {
  return actions.reduce((s, a) => ok(applyAction(s, a)), state);
}

const play = (seat: Seat, ...cards: CardId[]): HakkaAction => ({ type: 'play', seat, cards });
const discard = (seat: Seat, ...cards: CardId[]): HakkaAction => ({ type: 'discard', seat, cards });

describe('dealing', () => {
  const state = newGame({ seed: 'deal' });

  it('seats the dreamer opposite the dealer', () => {
    // "Der Spieler, der dem Geber gegenübersitzt, wird zum Träumer"
    expect(state.dreamer).toBe((state.dealer + 2) % 4);
  });

  it('gives the dreamer one card and every active player 12', () => {
    // "Jeder Spieler, einschließlich des Träumers, erhält zunächst eine Karte … bis jeder der aktiven Spieler 12 Karten hat."
    expect(state.dreamerCard).toHaveLength(1);
    expect(state.hands.map((h) => h.length)).toEqual(
      [0, 1, 2, 3].map((seat) => (seat === state.dreamer ? 0 : 12)),
    );
    const all = [...state.hands.flat(), ...state.dreamerCard];
    expect(new Set(all).size).toBe(37);
  });

  it('draws the first dealer at random', () => {
    // "wird ein Spieler nach dem Zufallsprinzip zum Geber bestimmt"
    const dealers = new Set(Array.from({ length: 40 }, (_, i) => newGame({ seed: i }).dealer));
    expect(dealers.size).toBe(4);
  });

  it('starts with the dealer calling and tells so in events', () => {
    // "Während der Phase des Ansagens beginnt der Geber"
    expect(state.phase).toBe('calling');
    expect(state.toAct).toBe(state.dealer);
    expect(state.events).toEqual([{ type: 'dealt', round: 1, dealer: state.dealer, dreamer: state.dreamer }]);
  });
});

function calling(options: Parameters<typeof position>[0]['options'] = {}): HakkaState {
  // Dealer 0, dreamer 2; calling order 0, 1, 3.
  const s = position({
    hands: { 0: ['sup-2', 'gon-3'], 1: ['sup-3', 'gon-4'], 3: ['sup-4', 'gon-5'] },
    phase: 'calling',
    options,
  });
  return { ...s, calls: [], dealerCalled: false };
}

describe('calling', () => {
  it('a dealer who calls ends calling and leads', () => {
    // "Wenn der Geber ansagt, wird er auch in der nächsten Runde Geber sein." / "In der Phase des Spielens beginnt der Geber"
    const s = run(calling(), [{ type: 'call', seat: 0 }]);
    expect(s).toMatchObject({ phase: 'playing', toAct: 0, dealerCalled: true, privileged: null });
  });

  it('after a pass the next player counter-clockwise decides, skipping the dreamer', () => {
    // "Entscheidet sich der Geber zu passen, ist der nächste Spieler gegen den Uhrzeigersinn an der Reihe"
    const s1 = run(calling(), [{ type: 'pass', seat: 0 }]);
    expect(s1.toAct).toBe(1);
    const s2 = run(s1, [{ type: 'pass', seat: 1 }]);
    expect(s2.toAct).toBe(3);
  });

  it('a non-dealer who calls becomes the privileged player; the dealer still leads', () => {
    // "Wenn Sie nicht der Geber sind, aber Sie haben angesagt, werden Sie zum Privilegierten Spieler."
    const s = run(calling(), [
      { type: 'pass', seat: 0 },
      { type: 'call', seat: 1 },
    ]);
    expect(s).toMatchObject({ phase: 'playing', privileged: 1, toAct: 0, dealerCalled: false });
    expect(s.events[0]).toEqual({ type: 'called', seat: 1, privileged: true });
  });

  it('nobody calls: the round is aborted and new cards are dealt by the next dealer', () => {
    // "Falls niemand in der Phase des Ansagens ansagt, wird die Runde abgebrochen und es beginnt eine neue Runde"
    const s = run(calling(), [
      { type: 'pass', seat: 0 },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 3 },
    ]);
    expect(s.events.map((e) => e.type)).toEqual(['passed', 'redeal', 'round-scored', 'dealt']);
    expect(s).toMatchObject({ round: 2, dealer: 1, dreamer: 3, phase: 'calling' });
    expect(s.rounds[0]?.outcome).toBe('redeal');
  });

  it('a redeal of the last round names no next dealer: the game ends instead of a new deal', () => {
    // "Nach vier Runden endet das Spiel." With redealCountsAsRound, four rounds nobody calls in end it.
    let s = newGame({ seed: 'all-pass' });
    const redeals: HakkaEvent[] = [];
    while (!isOver(s)) {
      const seat = s.toAct;
      if (s.phase !== 'calling' || seat === null) throw new Error(`phase ${s.phase}`);
      const r = applyAction(s, { type: 'pass', seat });
      s = ok(r);
      redeals.push(...s.events.filter((e) => e.type === 'redeal'));
    }
    expect(redeals.map((e) => (e.type === 'redeal' ? [e.round, e.nextDealer === null] : null))).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(s.events.map((e) => e.type)).toEqual(['passed', 'redeal', 'round-scored', 'game-over']);
  });

  it.each([
    // Options redealCountsAsRound and redealDealer (seed silent)
    [{ redealCountsAsRound: false }, 1, 1],
    [{ redealDealer: 'same' as const }, 2, 0],
  ])('redeal with %j: round %i, dealer %i', (options, round, dealer) => {
    const s = run(calling(options), [
      { type: 'pass', seat: 0 },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 3 },
    ]);
    expect(s).toMatchObject({ round, dealer });
  });

  it('with callingEndsAtFirstCall off every active player decides', () => {
    const s1 = run(calling({ callingEndsAtFirstCall: false }), [{ type: 'call', seat: 0 }]);
    expect(s1).toMatchObject({ phase: 'calling', toAct: 1 });
    const s2 = run(s1, [
      { type: 'call', seat: 1 },
      { type: 'pass', seat: 3 },
    ]);
    expect(s2).toMatchObject({ phase: 'playing', dealerCalled: true, privileged: 1 });
  });
});

describe('Five Tigers', () => {
  const tigers: CardId[] = ['sup-1', 'gon-1', 'zok-1', 'sin-1', 'wan-sin', 'sup-7', 'gon-8'];
  const setup = (options = {}) => ({
    ...position({
      hands: { 0: ['sup-2', 'gon-3', 'zok-4'], 1: tigers, 3: ['sup-4', 'gon-5', 'zok-6'] },
      dreamerCard: 'sin-7',
      phase: 'calling',
      options,
    }),
    calls: [],
    dealerCalled: false,
  });

  it('the holder may win at once with 8 tricks (4 points) after calling', () => {
    // "Nach der Phase des Ansagens, wenn Sie die 1en aller Kartenfarben haben und die Wan Sin … können Sie sofort mit acht Stichen gewinnen und vier Punkte erzielen."
    const s1 = run(setup(), [{ type: 'call', seat: 0 }]);
    expect(s1).toMatchObject({ phase: 'tigers', toAct: 1 });
    const s2 = run(s1, [{ type: 'claim-tigers', seat: 1 }]);
    const result = s2.rounds[0];
    expect(result).toMatchObject({ outcome: 'five-tigers', winner: 1, count: 8 });
    // Dreamer Sin-7 matches Sup-7: 6 tricks, 1 point from each loser.
    expect(result?.deltas).toEqual([-5, 8, 2, -5]);
  });

  it('declining lets the dealer lead', () => {
    const s = run(setup(), [
      { type: 'call', seat: 0 },
      { type: 'decline-tigers', seat: 1 },
    ]);
    expect(s).toMatchObject({ phase: 'playing', toAct: 0 });
  });

  it('with fiveTigersClaimant caller-only a passing holder may not claim', () => {
    const s = run(setup({ fiveTigersClaimant: 'caller-only' }), [{ type: 'call', seat: 0 }]);
    expect(s.phase).toBe('playing');
  });
});

describe('leading a single', () => {
  // Hand: elder Sup-9, non-elders Gon-3, Gon-5, Zok-2.
  const hand: CardId[] = ['sup-9', 'gon-3', 'gon-5', 'zok-2'];
  const leads = (s: HakkaState) =>
    legalActions(s)
      .filter((a) => a.type === 'play' && a.cards.length === 1)
      .map((a) => ('cards' in a ? a.cards[0] : ''));

  it.each<[string, Partial<Parameters<typeof position>[0]>, string[]]>([
    // "eine Karte von der Kartenfarbe mit dem höchsten Rang in Ihrem Blatt muss gespielt werden" + "müssen Sie eine Nicht-Ältesten-Karte von der höchsten Kartenfarbe spielen, bevor Sie eine Ältesten-Karte aus Ihrem Blatt spielen"
    ['non-elders of the highest suit first', {}, ['gon-3', 'gon-5']],
    // "es sei denn, Sie sind der Privilegierte Spieler"; "kann der Privilegierte Spieler eine Ältesten-Karte aus seinem Blatt als Einzel-Karte spielen, bevor er eine Nicht-Ältesten-Karte spielt"
    [
      'the privileged player may also lead an elder',
      { privileged: 0, dealerCalled: false },
      ['gon-3', 'gon-5', 'sup-9'],
    ],
    // Option singleLeadSuit: whole-hand (highest suit of the whole hand)
    ['whole-hand reading: the Sup elder', { options: { singleLeadSuit: 'whole-hand' } }, ['sup-9']],
  ])('%s', (_name, patch, expected) => {
    const s = position({
      hands: { 0: hand, 1: ['sin-2', 'sin-3', 'sin-4', 'sin-5'], 3: ['zok-5', 'zok-6', 'zok-7', 'zok-8'] },
      ...patch,
    });
    expect(leads(s)).toEqual(expected);
  });

  it.each<[string, CardId, string]>([
    ['an elder before non-elders', 'sup-9', 'hakka.error.elderFirst'],
    ['a lower suit', 'zok-2', 'hakka.error.highestSuit'],
  ])('rejects %s', (_name, card, reason) => {
    const s = position({
      hands: { 0: hand, 1: ['sin-2', 'sin-3', 'sin-4', 'sin-5'], 3: ['zok-5', 'zok-6', 'zok-7', 'zok-8'] },
    });
    expect(applyAction(s, play(0, card))).toEqual({ ok: false, reason });
  });

  it('once only elders remain any of them may be led', () => {
    const s = position({ hands: { 0: ['sup-9', 'sin-1'], 1: ['gon-2', 'gon-3'], 3: ['zok-2', 'zok-3'] } });
    expect(leads(s)).toEqual(['sup-9', 'sin-1']);
  });
});

describe('a trick', () => {
  const start = () =>
    position({
      hands: {
        0: ['gon-3', 'gon-4', 'gon-5', 'zok-2'],
        1: ['gon-6', 'sup-7', 'sup-8', 'sin-2'],
        3: ['sup-2', 'sup-3', 'sup-4', 'zok-9'],
      },
    });

  it('a follower who can beat must beat', () => {
    // "Falls die Karten in Ihrem Blatt das Muster auf dem Tisch nicht schlagen können, müssen Sie … ablegen" (only then)
    const s = run(start(), [play(0, 'gon-3')]);
    expect(legalActions(s)).toEqual([play(1, 'gon-6')]);
    expect(applyAction(s, discard(1, 'sin-2'))).toEqual({ ok: false, reason: 'hakka.error.mustBeat' });
    expect(applyAction(s, play(1, 'sup-7'))).toEqual({ ok: false, reason: 'hakka.error.doesNotBeat' });
  });

  it('the best single wins one trick and its player leads next', () => {
    // "gewinnt das höchste Muster … Der Gewinner kommt dann heraus"
    const s = run(start(), [play(0, 'gon-3'), play(1, 'gon-6'), discard(3, 'zok-9')]);
    expect(s.tricks).toEqual([0, 1, 0, 0]);
    expect(s).toMatchObject({ toAct: 1, leader: 1, table: [] });
    expect(zones(s).won[1]).toEqual(['gon-3', 'gon-6']);
    expect(zones(s).discards).toContain('zok-9');
  });

  it('a run wins as many tricks as it has cards; a follower without a better run discards that many', () => {
    // "gewinnt Stiche gemäß der Anzahl der Karten in dem Muster"; "müssen Sie so viele Karten wie in dem Muster ablegen"
    const s1 = run(start(), [play(0, 'gon-3', 'gon-4', 'gon-5')]);
    expect(legalActions(s1).every((a) => a.type === 'discard' && a.cards.length === 3)).toBe(true);
    expect(legalActions(s1)).toHaveLength(4); // C(4, 3)
    expect(applyAction(s1, discard(1, 'gon-6'))).toEqual({ ok: false, reason: 'hakka.error.wrongCount' });
    const s2 = run(s1, [discard(1, 'gon-6', 'sup-7', 'sin-2')]);
    // Seat 3's Sup run beats the Gon run: "erst nach Kartenfarbe geordnet".
    expect(legalActions(s2)).toEqual([play(3, 'sup-2', 'sup-3', 'sup-4')]);
    const s3 = run(s2, [play(3, 'sup-2', 'sup-3', 'sup-4')]);
    expect(s3.tricks).toEqual([0, 0, 0, 3]);
    expect(s3.toAct).toBe(3);
  });

  it('rejects a reply of another pattern and cards not in hand', () => {
    // "Der nächste Spieler muss dann dasselbe Kartenmuster und dieselbe Kartenanzahl ausspielen."
    const s = run(start(), [play(0, 'gon-3', 'gon-4', 'gon-5')]);
    expect(applyAction(s, play(1, 'sup-7'))).toEqual({ ok: false, reason: 'hakka.error.wrongPattern' });
    expect(applyAction(s, play(1, 'sup-1', 'sup-2', 'sup-3'))).toEqual({
      ok: false,
      reason: 'hakka.error.notInHand',
    });
  });

  it('Sup-1 led wins the trick', () => {
    // "Sie können mit diesen Karten einen Stich eröffnen und Sie werden den Stich gewinnen"
    const s0 = position({ hands: { 0: ['sup-1'], 1: ['sup-5'], 3: ['sup-6'] } });
    const s = run(s0, [play(0, 'sup-1'), discard(1, 'sup-5'), discard(3, 'sup-6')]);
    expect(s.rounds[0]?.tricks ?? s.tricks).toEqual([1, 0, 0, 0]);
  });

  it('playing Sup-9 promotes Sup-8 and says so', () => {
    // "wenn die Sup-9 gespielt wird, wird die Sup-8 eine Ältesten-Karte"
    const s0 = position({
      hands: { 0: ['sup-9', 'gon-2'], 1: ['sup-8', 'gon-3'], 3: ['sup-7', 'gon-4'] },
      privileged: 0,
      dealerCalled: false,
    });
    const s = run(s0, [play(0, 'sup-9')]);
    expect(s.events).toContainEqual({ type: 'elder-promoted', cards: ['sup-8'] });
  });

  it.each<[string, HakkaAction, string]>([
    ['a seat out of turn', play(1, 'gon-6'), 'hakka.error.notYourTurn'],
    ['a declaration in the playing phase', { type: 'declare', seat: 0 }, 'hakka.error.wrongPhase'],
    ['an unknown card', { type: 'play', seat: 0, cards: ['gon-10' as CardId] }, 'hakka.error.unknownCard'],
    ['two cards', play(0, 'gon-3', 'gon-4'), 'hakka.error.notAPattern'],
    ['a discard on the lead', discard(0, 'gon-3'), 'hakka.error.wrongPhase'],
  ])('rejects %s', (_name, action, reason) => {
    expect(applyAction(start(), action)).toEqual({ ok: false, reason });
  });

  it('never changes the input state (deep-frozen)', () => {
    const frozen = deepFreeze(start());
    const copy = structuredClone(frozen);
    const s = run(frozen, [play(0, 'gon-3'), play(1, 'gon-6'), discard(3, 'zok-9')]);
    expect(frozen).toEqual(copy);
    expect(s).not.toEqual(copy);
  });
});

describe('declaring and scoring', () => {
  // Seat 0 has 5 tricks; winning one more gives 6.
  const base = () =>
    position({
      hands: {
        0: ['gon-5', 'zok-3', 'zok-4'],
        1: ['gon-2', 'zok-5', 'sin-7'],
        3: ['gon-3', 'zok-6', 'sin-8'],
      },
      dreamerCard: 'sup-3',
      tricks: [5, 2, 0, 2],
    });

  it('after winning a trick with 6 or more the winner may declare; the dreamer wakes', () => {
    // "Wenn Sie den Stich gewonnen haben, und falls die Gesamtanzahl der gewonnenen Stiche plus Anzahl der Ältesten-Karten … gleich oder größer 6 ist, können Sie den Sieg erklären."
    const s1 = run(base(), [play(0, 'gon-5'), discard(1, 'sin-7'), discard(3, 'sin-8')]);
    expect(s1).toMatchObject({ phase: 'declaring', toAct: 0 });
    expect(legalActions(s1).map((a) => a.type)).toEqual(['declare', 'continue']);
    const s2 = run(s1, [{ type: 'declare', seat: 0 }]);
    const r = s2.rounds[0];
    // 6 tricks pay 1 each; the dreamer's Sup-3 matches Zok-3: 6 tricks, 1 each.
    expect(r).toMatchObject({ outcome: 'declared', winner: 0, count: 6 });
    expect(r?.deltas).toEqual([2, -2, 2, -2]);
    expect(s2.events.map((e) => e.type)).toEqual(['declared', 'dreamer-woke', 'round-scored', 'dealt']);
    // Dealer 0 called, so stays dealer: "wird er auch in der nächsten Runde Geber sein".
    expect(s2.dealer).toBe(0);
  });

  it('a privileged player who does not win pays for himself and the other active player', () => {
    // "Der Privilegierte Spieler muss dann Punkte für sich selbst und für den anderen aktiven Spieler verlieren … wogegen der andere Spieler keine Punkte verliert."
    const s0 = { ...base(), privileged: 1 as Seat, dealerCalled: false };
    const s = run(s0, [
      play(0, 'gon-5'),
      discard(1, 'sin-7'),
      discard(3, 'sin-8'),
      { type: 'declare', seat: 0 },
    ]);
    // Winner 0: 6 tricks = 1 point from each of two players, both paid by seat 1; the dreamer's share too.
    expect(s.rounds[0]?.deltas).toEqual([2, -4, 2, 0]);
    // The dealer passed, so the next player counter-clockwise deals.
    expect(s.dealer).toBe(1);
  });

  it('elders in hand count towards declaring under every option; tricks-only pays the tricks alone', () => {
    // 4 tricks + Sup-9 and Gon-9 in hand after winning 1 trick = 7.
    const s0 = position({
      hands: {
        0: ['zok-5', 'sup-9', 'gon-9'],
        1: ['zok-2', 'sin-5', 'sin-6'],
        3: ['zok-3', 'sin-3', 'sin-4'],
      },
      tricks: [4, 4, 0, 1],
      privileged: 0,
      dealerCalled: false,
    });
    const s1 = run(s0, [play(0, 'zok-5'), discard(1, 'sin-5'), discard(3, 'sin-3')]);
    expect(s1.events).toContainEqual({ type: 'may-declare', seat: 0, count: 7 });
    const declared = run(s1, [{ type: 'declare', seat: 0 }]);
    expect(declared.rounds[0]).toMatchObject({ outcome: 'declared', winner: 0, count: 7 });
    const tricksOnly = run({ ...s0, options: { ...s0.options, declarationCount: 'tricks-only' } }, [
      play(0, 'zok-5'),
      discard(1, 'sin-5'),
      discard(3, 'sin-3'),
    ]);
    expect(tricksOnly.events).toContainEqual({ type: 'may-declare', seat: 0, count: 7 });
    expect(paidCount(tricksOnly, 0)).toBe(5);
    const paidOnTricks = run(tricksOnly, [{ type: 'declare', seat: 0 }]);
    expect(paidOnTricks.events[0]).toEqual({ type: 'declared', seat: 0, count: 5 });
    // 5 tricks are below the table's first row: the declaration pays nothing.
    expect(paidOnTricks.rounds[0]).toMatchObject({ outcome: 'declared', winner: 0, count: 5 });
    expect(paidOnTricks.rounds[0]?.deltas).toEqual([0, 0, 0, 0]);
  });

  it('with nobody declaring the round scores nothing (noDeclaration: no-score)', () => {
    const s1 = position({
      hands: { 0: ['gon-5'], 1: ['gon-2'], 3: ['gon-3'] },
      tricks: [4, 4, 0, 3],
      dealerCalled: false,
      privileged: 1,
    });
    const s2 = run(s1, [play(0, 'gon-5'), discard(1, 'gon-2'), discard(3, 'gon-3')]);
    expect(s2.rounds[0]).toMatchObject({ outcome: 'no-declaration', deltas: [0, 0, 0, 0] });
    // The dealer passed: "dieser Spieler wird der Geber in der nächsten Runde".
    expect(s2.dealer).toBe(1);
  });

  it('continue after the last trick ends the round without a winner; most-tricks scores the leader', () => {
    const s0 = position({ hands: { 0: ['gon-5'], 1: ['gon-2'], 3: ['gon-3'] }, tricks: [6, 3, 0, 2] });
    const s1 = run(s0, [
      play(0, 'gon-5'),
      discard(1, 'gon-2'),
      discard(3, 'gon-3'),
      { type: 'continue', seat: 0 },
    ]);
    expect(s1.rounds[0]?.outcome).toBe('no-declaration');
    const most = { ...s0, options: { ...s0.options, noDeclaration: 'most-tricks' as const } };
    const s2 = run(most, [
      play(0, 'gon-5'),
      discard(1, 'gon-2'),
      discard(3, 'gon-3'),
      { type: 'continue', seat: 0 },
    ]);
    expect(s2.rounds[0]).toMatchObject({ outcome: 'most-tricks', winner: 0, count: 7 });
  });
});

describe('the four phases', () => {
  it('a round runs through dealing, calling, playing and scoring, in that order', () => {
    // "Jede Spielrunde besteht aus vier Phasen, nämlich Geben, Ansagen, Spielen und Punkte zählen."
    let s = newGame({ seed: 'phases' });
    const seen: string[] = ['dealt'];
    while (!isOver(s) && s.rounds.length === 0) {
      const next = legalActions(s)[0];
      if (!next) break;
      const r = applyAction(s, next);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
      for (const e of s.events) {
        const phase =
          e.type === 'called' || e.type === 'passed'
            ? 'calling'
            : e.type === 'played' || e.type === 'discarded'
              ? 'playing'
              : e.type === 'round-scored'
                ? 'scoring'
                : undefined;
        if (phase && seen.at(-1) !== phase) seen.push(phase);
      }
    }
    // The first action (the dealer's call) decides calling; a redeal would skip playing.
    expect(s.rounds[0]?.outcome).not.toBe('redeal');
    expect(seen).toEqual(['dealt', 'calling', 'playing', 'scoring']);
  });
});

describe('a whole game', () => {
  it('ends after four rounds and rejects further actions', () => {
    // "Nach vier Runden endet das Spiel."
    let s = newGame({ seed: 'four' });
    const actions: HakkaAction[] = [];
    while (!isOver(s)) {
      const a = legalActions(s)[0] as HakkaAction;
      actions.push(a);
      s = ok(applyAction(s, a));
    }
    expect(s.rounds).toHaveLength(4);
    expect(s.events.at(-1)).toEqual({ type: 'game-over', scores: s.scores });
    expect(legalActions(s)).toEqual([]);
    expect(applyAction(s, { type: 'pass', seat: 0 })).toEqual({ ok: false, reason: 'hakka.error.gameOver' });
    const again = replay({ seed: 'four' }, actions);
    expect(again.ok && again.state).toEqual(s);
    // One list of events per transition: the first deal, then one per action.
    expect(again.events).toHaveLength(actions.length + 1);
    expect(again.events.at(-1)).toEqual(s.events);
    expect(again.events[0]).toEqual(newGame({ seed: 'four' }).events);
  });

  it('replay stops at the first rejected action and keeps the events before it', () => {
    const start = newGame({ seed: 'stop' });
    const first = legalActions(start)[0] as HakkaAction;
    const r = replay({ seed: 'stop' }, [first, first]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.index).toBe(1);
    expect(r.events).toHaveLength(2);
    expect(r.state).toEqual(ok(applyAction(start, first)));
  });
});

describe('options in play', () => {
  it('discardsPromoteElders: a face-down Sup-9 promotes Sup-8', () => {
    const hands = {
      0: ['gon-3', 'gon-4'] as CardId[],
      1: ['sup-9', 'sin-2'] as CardId[],
      3: ['gon-5', 'sin-3'] as CardId[],
    };
    const on = run(
      { ...position({ hands, options: { discardsPromoteElders: true } }), discards: [], discardOwners: [] },
      [play(0, 'gon-3'), discard(1, 'sup-9')],
    );
    expect(on.events).toContainEqual({ type: 'elder-promoted', cards: ['sup-8'] });
    // Default: only cards played face up change the elders ("wenn die Sup-9 gespielt wird").
    const off = run({ ...position({ hands }), discards: [], discardOwners: [] }, [
      play(0, 'gon-3'),
      discard(1, 'sup-9'),
    ]);
    expect(off.events.some((e) => e.type === 'elder-promoted')).toBe(false);
  });

  it('privilegedElderFromHighestSuit limits the early elder to the highest suit', () => {
    const hand: CardId[] = ['sup-2', 'sup-9', 'gon-3', 'gon-9'];
    const others = {
      1: ['sin-2', 'sin-3', 'sin-4', 'sin-5'] as CardId[],
      3: ['zok-2', 'zok-3', 'zok-4', 'zok-5'] as CardId[],
    };
    const singles = (s: HakkaState) =>
      legalActions(s).flatMap((a) => ('cards' in a && a.cards.length === 1 ? a.cards : []));
    expect(singles(position({ hands: { 0: hand, ...others }, privileged: 0, dealerCalled: false }))).toEqual([
      'sup-2',
      'sup-9',
      'gon-9',
    ]);
    expect(
      singles(
        position({
          hands: { 0: hand, ...others },
          privileged: 0,
          dealerCalled: false,
          options: { privilegedElderFromHighestSuit: true },
        }),
      ),
    ).toEqual(['sup-2', 'sup-9']);
  });

  it('fiveTigersTiming when-leading lets the holder claim when leading a trick', () => {
    const tigers: CardId[] = ['sup-1', 'gon-1', 'zok-1', 'sin-1', 'wan-sin'];
    const s = position({
      hands: {
        0: tigers,
        1: ['sup-2', 'sup-3', 'sup-4', 'sup-5', 'sup-6'],
        3: ['gon-2', 'gon-3', 'gon-4', 'gon-5', 'gon-6'],
      },
      options: { fiveTigersTiming: 'when-leading' },
    });
    expect(legalActions(s)).toContainEqual({ type: 'claim-tigers', seat: 0 });
    expect(run(s, [{ type: 'claim-tigers', seat: 0 }]).rounds[0]).toMatchObject({
      outcome: 'five-tigers',
      count: 8,
    });
    const plain = position({ hands: { 0: tigers, 1: ['sup-2'], 3: ['gon-2'] } });
    expect(applyAction(plain, { type: 'claim-tigers', seat: 0 })).toEqual({
      ok: false,
      reason: 'hakka.error.wrongPhase',
    });
  });

  it('wanSinInSets off: Wan Sin cannot join a set of 1s', () => {
    const hands = {
      0: ['sup-1', 'gon-1', 'wan-sin', 'zok-5'] as CardId[],
      1: ['sin-2'] as CardId[],
      3: ['gon-2'] as CardId[],
    };
    expect(legalActions(position({ hands }))).toContainEqual(play(0, 'sup-1', 'gon-1', 'wan-sin'));
    const off = position({ hands, options: { wanSinInSets: false } });
    expect(applyAction(off, play(0, 'sup-1', 'gon-1', 'wan-sin'))).toEqual({
      ok: false,
      reason: 'hakka.error.notAPattern',
    });
  });
});
