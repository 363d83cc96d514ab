// Every Hakka lesson replays with the engine, and every note is true: its
// claims hold in the replayed step, it names cards only through placeholders
// its claims cover, it types no number, and it speaks of tricks, patterns,
// elders, payments, the privileged player, declaring, the dreamer waking or
// a redeal only when a claim of that kind holds in the step.
import { describe, expect, it } from 'vitest';
import type { CardId } from '../../src/engine/hakka/cards';
import { currentElders, FIVE_TIGERS_TRICKS } from '../../src/engine/hakka/derived';
import { LEAD_ONLY_CARDS } from '../../src/engine/hakka/patterns';
import { countWord } from '../../src/i18n/format';
import { hakkaNames, hakkaSeatNames } from '../../src/islands/hakka-game/names';
import { narrate } from '../../src/islands/hakka-game/narrate';
import { HAKKA_LESSONS, hakkaLessonById } from '../../src/lessons/hakka';
import { checkHakkaLesson } from '../../src/lessons/hakka/claims';
import { fillHakkaNote, hakkaLessonSteps, hakkaStepText } from '../../src/lessons/hakka/run';
import type { HakkaLesson } from '../../src/lessons/hakka/types';
import { pageLesson } from '../../src/lessons/page-lesson';
import { hakkaNumber } from '../../src/utils/hakka/numbers';

describe.each(HAKKA_LESSONS.map((lesson) => [lesson.id, lesson] as const))('lesson %s', (_, lesson) => {
  it('replays, and its notes claim only what happened', () => {
    expect(checkHakkaLesson(lesson)).toEqual([]);
  });

  it('fills every placeholder and narrates every step in both languages', () => {
    const steps = hakkaLessonSteps(lesson);
    expect(steps).toHaveLength(lesson.actions.length + 1);
    for (const lang of ['en', 'de'] as const) {
      const names = hakkaNames(lang);
      const seats = hakkaSeatNames(lang, lesson.seats);
      steps.forEach((step, index) => {
        // The step's text as the island and the lesson's text version show it.
        const text = hakkaStepText(pageLesson(lesson, lang), steps, index, { names, seats });
        expect(text.narration, `step ${index}`).toEqual(narrate(step.events, { names, seats }));
        expect(text.narration.length, `step ${index}`).toBeGreaterThan(0);
        expect(text.note !== undefined, `step ${index}`).toBe(lesson.notes[index] !== undefined);
        expect(text.note ?? '').not.toMatch(/[{}]/);
      });
    }
  });
});

describe('the lessons teach what the issue asks for', () => {
  const events = (id: string) =>
    hakkaLessonSteps(hakkaLessonById(id) as HakkaLesson).flatMap((step) => step.events);
  it('calling: a redeal and a privileged player', () => {
    const all = events('calling');
    expect(all.some((e) => e.type === 'redeal')).toBe(true);
    expect(all.some((e) => e.type === 'called' && e.privileged)).toBe(true);
  });
  it('patterns: a trick of each pattern, with discards', () => {
    const all = events('patterns');
    const kinds = new Set(all.flatMap((e) => (e.type === 'played' ? [e.pattern] : [])));
    expect([...kinds].sort()).toEqual(['run', 'set', 'single']);
    expect(all.filter((e) => e.type === 'discarded').length).toBeGreaterThanOrEqual(3);
    expect(all.filter((e) => e.type === 'trick-won').length).toBe(3);
  });
  it('declaring: a declaration, the dreamer wakes, payments', () => {
    const all = events('declaring');
    expect(all.some((e) => e.type === 'declared')).toBe(true);
    expect(all.some((e) => e.type === 'dreamer-woke')).toBe(true);
    const scored = all.find((e) => e.type === 'round-scored');
    expect(scored?.type === 'round-scored' && scored.result.settlement?.payments.length).toBeGreaterThan(0);
  });
});

describe('note placeholders from the engine', () => {
  it('fills {round} from the step’s deal and {dreamBase} from the engine', () => {
    const steps = hakkaLessonSteps(hakkaLessonById('calling') as HakkaLesson);
    const options = {
      names: hakkaNames('en'),
      seats: hakkaSeatNames('en', ['named', 'named', 'named', 'named']),
    };
    // Step 3 throws the cards in and deals round 2.
    expect(
      fillHakkaNote('Round {round}; the dreamer wakes with {dreamBase}.', steps[3]?.events ?? [], options),
    ).toBe(`Round 2; the dreamer wakes with ${countWord('en', hakkaNumber('dreamer-base'))} tricks.`);
    const de = { names: hakkaNames('de'), seats: hakkaSeatNames('de', ['named', 'named', 'named', 'named']) };
    expect(fillHakkaNote('{dreamBase}', [], de)).toBe(
      `${countWord('de', hakkaNumber('dreamer-base'))} Stiche`,
    );
  });

  it('fills {count} with the bare count (tricks plus elders), not a number of tricks', () => {
    const steps = hakkaLessonSteps(hakkaLessonById('declaring') as HakkaLesson);
    const options = {
      names: hakkaNames('en'),
      seats: hakkaSeatNames('en', ['named', 'named', 'named', 'named']),
    };
    expect(fillHakkaNote('a count of {count}', steps[5]?.events ?? [], options)).toBe('a count of 6');
  });
});

describe('the privileges lesson shows what the other lessons leave out', () => {
  const steps = hakkaLessonSteps(hakkaLessonById('privileges') as HakkaLesson);
  const all = steps.flatMap((step) => step.events);

  it('a player plays on instead of declaring, and declares later', () => {
    const continued = all.findIndex((e) => e.type === 'continued');
    expect(continued).toBeGreaterThan(-1);
    expect(all.findIndex((e) => e.type === 'declared')).toBeGreaterThan(continued);
  });

  it('the privileged player leads an elder single while holding ordinary cards', () => {
    const early = steps.some((step) => {
      const played = step.events.find((e) => e.type === 'played');
      if (!step.before || played?.type !== 'played' || step.before.table.length > 0) return false;
      const [card] = played.cards;
      const elders = currentElders(step.before);
      const hand = step.before.hands[played.seat] ?? [];
      return (
        played.seat === step.before.privileged &&
        played.cards.length === 1 &&
        card !== undefined &&
        elders.includes(card) &&
        hand.some((c) => !elders.includes(c))
      );
    });
    expect(early).toBe(true);
  });

  it('a lead-only card (Sup 1, Sin 1, Wan Sin) wins the trick it leads', () => {
    const leads = steps.flatMap((step, index) => {
      const played = step.events.find((e) => e.type === 'played');
      return step.before?.table.length === 0 &&
        played?.type === 'played' &&
        played.cards.length === 1 &&
        LEAD_ONLY_CARDS.includes(played.cards[0] as CardId)
        ? [{ index, seat: played.seat }]
        : [];
    });
    expect(leads.length).toBeGreaterThan(0);
    for (const { index, seat } of leads) {
      const won = steps
        .slice(index)
        .flatMap((s) => s.events)
        .find((e) => e.type === 'trick-won');
      expect(won?.type === 'trick-won' && won.seat).toBe(seat);
    }
  });

  it('Five Tigers win a round at once, paid as the engine scores them', () => {
    const scored = all.filter((e) => e.type === 'round-scored');
    const tigers = scored.find((e) => e.type === 'round-scored' && e.result.outcome === 'five-tigers');
    expect(tigers?.type === 'round-scored' && tigers.result.count).toBe(FIVE_TIGERS_TRICKS);
  });
});

describe('the lesson check can fail', () => {
  const base = hakkaLessonById('patterns') as HakkaLesson;
  const withNote = (index: number, en: string, expects: unknown[], de = en) =>
    ({ ...base, notes: { [index]: { en, de, expects } } }) as unknown as HakkaLesson;

  it.each([
    // Step 2 is a run lead by Cai (seat 2), not a set.
    [2, { event: 'played', seat: 2, pattern: 'set' }],
    // Nobody wins a trick while the first trick is still open.
    [2, { event: 'trick-won', seat: 2 }],
    // The nines made the eights elders, not the sevens.
    [6, { event: 'elder-promoted', cards: ['sup-7'] }],
    // Nobody pays in the middle of a round.
    [6, { event: 'paid', from: 1, to: 3 }],
    // A dealer who calls does not become the privileged player.
    [1, { event: 'called', seat: 2, privileged: true }],
    // Ben's first hand holds a run (Gon 2 to Gon 4) …
    [0, { lacks: 1, pattern: 'run' }],
    // … and Gon 2, Gon 3 and Gon 4 are no set.
    [0, { holdsPattern: 1, pattern: 'set', cards: ['gon-2', 'gon-3', 'gon-4'] }],
    // Ben, not Cai, laid Gon 2 face down at step 4 …
    [4, { laidDown: 2, card: 'gon-2' }],
    // … and not before it.
    [3, { laidDown: 1, card: 'gon-2' }],
  ])('rejects at step %i the false claim %j', (index, claim) => {
    expect(checkHakkaLesson(withNote(index, 'x', [claim])).join('\n')).toContain('claim does not hold');
  });

  it.each([
    // A trick spoken of in a step where none was won.
    [2, 'The trick goes to the run.', 'speaks of trick'],
    // A run spoken of where a set was played.
    [5, 'A run is led.', 'speaks of run'],
    // An elder spoken of without a claim.
    [3, 'Mind the elder cards.', 'speaks of elder'],
    // A payment spoken of where nobody paid.
    [4, 'Ben pays Dee.', 'speaks of payment'],
    // A card named through a placeholder without a claim.
    [2, '{card:sup-9} waits.', 'names card sup-9 without a claim'],
    // A literal card name instead of a placeholder.
    [2, 'Wan Sin waits.', 'types the name “Wan Sin”'],
    // A typed number.
    [2, 'Cai has 3 cards less.', 'types a number'],
    // {count} where nobody may declare.
    [2, 'A count of {count}.', '{count} without a declaration'],
    // {round} where nothing was dealt.
    [2, 'This is round {round}.', '{round} without a deal'],
  ])('rejects at step %i the note %j', (index, text, problem) => {
    const claim = index === 2 ? [{ event: 'played', seat: 2, pattern: 'run' }] : [];
    expect(checkHakkaLesson(withNote(index, text, claim)).join('\n')).toContain(problem);
  });

  it('lets a claim about a hand license speaking of its patterns', () => {
    const noRun = withNote(8, 'No run left.', [{ lacks: 1, pattern: 'run' }]);
    expect(checkHakkaLesson(noRun)).toEqual([]);
    const run = withNote(0, '{card:gon-2} starts a run.', [
      { holdsPattern: 1, pattern: 'run', cards: ['gon-2', 'gon-3', 'gon-4'] },
    ]);
    expect(checkHakkaLesson(run)).toEqual([]);
    // A dealer's call, which makes nobody privileged, may say so.
    const dealer = withNote(1, 'Not the privileged player.', [
      { event: 'called', seat: 2, privileged: false },
    ]);
    expect(checkHakkaLesson(dealer)).toEqual([]);
  });

  it('lets a note name a card laid face down with a laidDown claim', () => {
    const note = withNote(4, '{card:gon-2} lies face down.', [{ laidDown: 1, card: 'gon-2' }]);
    expect(checkHakkaLesson(note)).toEqual([]);
  });

  it('requires a note where a face-down card becomes an elder', () => {
    // Privileges, step 18: Gon 8 is played, and Gon 6, which Ann laid face
    // down at step 9, becomes an elder under the site's reading.
    const privileges = hakkaLessonById('privileges') as HakkaLesson;
    const { 18: note, ...others } = privileges.notes;
    const without = { ...privileges, notes: others };
    expect(checkHakkaLesson(without)).toEqual([
      'privileges step 18: gon-6 becomes an elder after it was laid face down, and no note says so',
    ]);
    // A note on that step without the laidDown claim is not enough either.
    const unclaimed = {
      ...privileges,
      notes: { ...others, 18: { ...note, expects: note?.expects.filter((c) => !('laidDown' in c)) ?? [] } },
    } as HakkaLesson;
    expect(checkHakkaLesson(unclaimed).join('\n')).toContain(
      'gon-6 becomes an elder after it was laid face down',
    );
  });

  it('rejects German topic words too', () => {
    // "Stich" with no trick in step 2.
    const lesson = withNote(2, 'x', [{ event: 'played', seat: 2, pattern: 'run' }], 'Der Stich geht an Cai.');
    expect(checkHakkaLesson(lesson)).toEqual(['patterns step 2 (de): speaks of trick without a claim']);
  });

  it('reports a broken script instead of throwing', () => {
    const lesson = { ...base, actions: [{ type: 'pass', seat: 0 }] } as HakkaLesson;
    expect(checkHakkaLesson(lesson)[0]).toMatch(/action 0 rejected/);
  });
});
