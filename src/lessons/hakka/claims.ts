/**
 * Checks a Hakka lesson's notes against its replay: every claim must hold in
 * its step; a note may name only cards its claims cover, through
 * placeholders (never a literal card name, never a digit); and a note that
 * speaks of a trick, a pattern, an elder, a payment, the privileged player, a
 * declaration, the dreamer waking or a redeal must carry a claim of that
 * kind, so a note cannot tell of something that did not happen. A step that
 * makes a face-down card an elder (see the `discardsPromoteElders` reading on
 * the Interpretations page) must have a note that says so (a `laidDown`
 * claim), since the table shows that card among the elders although nobody
 * can play it any more. Returns
 * problems instead of throwing so the test can list them all.
 *
 * @example
 * expect(checkHakkaLesson(callingLesson)).toEqual([]);
 */
import { CARDS, type CardId } from '../../engine/hakka/cards';
import { currentElders } from '../../engine/hakka/derived';
import { runsIn, setsIn } from '../../engine/hakka/moves';
import { classifyPattern } from '../../engine/hakka/patterns';
import type { HakkaEvent } from '../../engine/hakka/state';
import { hakkaCardName } from '../../i18n/hakka-cards';
import { LANGS, type Lang } from '../../i18n/locales';
import { dreamMatches } from '../../islands/hakka-game/highlight';
import { shownState } from '../../islands/hakka-game/review-steps';
import { bareText, typedLiterals } from '../note-text';
import { type HakkaLessonStep, hakkaLessonSteps } from './run';
import type { HakkaClaim, HakkaLesson } from './types';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The state a step's table shows (`shownState`: just before the step when it ended a round). */
export const roundState = shownState;

/** Whether one claim holds for a step. */
export function hakkaClaimHolds(claim: HakkaClaim, step: HakkaLessonStep): boolean {
  const { events } = step;
  const state = roundState(step);
  if ('elder' in claim) return currentElders(state).includes(claim.elder);
  if ('holds' in claim) return (state.hands[claim.holds] ?? []).includes(claim.card);
  if ('holdsPattern' in claim) {
    const hand = state.hands[claim.holdsPattern] ?? [];
    return (
      claim.cards.every((c) => hand.includes(c)) &&
      classifyPattern(claim.cards, state.options)?.kind === claim.pattern
    );
  }
  if ('lacks' in claim) {
    // The hand the seat had when the step began (the deal's hand at step 0).
    const hand = (step.before ?? step.state).hands[claim.lacks] ?? [];
    const found = claim.pattern === 'run' ? runsIn(hand) : setsIn(hand, (step.before ?? step.state).options);
    return found.length === 0;
  }
  if ('laidDown' in claim) {
    return state.discards.some((c, i) => c === claim.card && state.discardOwners[i] === claim.laidDown);
  }
  if ('privileged' in claim && !('event' in claim)) return state.privileged === claim.privileged;
  return events.some((event: HakkaEvent) => {
    switch (claim.event) {
      case 'dealt':
        return (
          event.type === 'dealt' &&
          (claim.dealer === undefined || event.dealer === claim.dealer) &&
          (claim.dreamer === undefined || event.dreamer === claim.dreamer)
        );
      case 'called':
        return (
          event.type === 'called' &&
          event.seat === claim.seat &&
          (claim.privileged === undefined || event.privileged === claim.privileged)
        );
      case 'passed':
        return event.type === 'passed' && event.seat === claim.seat;
      case 'redeal':
        return (
          event.type === 'redeal' && (claim.nextDealer === undefined || event.nextDealer === claim.nextDealer)
        );
      case 'played':
        return (
          event.type === 'played' &&
          event.seat === claim.seat &&
          event.pattern === claim.pattern &&
          (claim.cards === undefined || sameSet(event.cards, claim.cards))
        );
      case 'discarded':
      case 'trick-won':
      case 'may-declare':
      case 'declared':
      case 'continued':
      case 'five-tigers':
        return event.type === claim.event && event.seat === claim.seat;
      case 'dreamer-woke':
        return (
          event.type === 'dreamer-woke' &&
          event.seat === claim.seat &&
          (claim.card === undefined || event.card === claim.card) &&
          (claim.matches === undefined || sameSet(dreamMatches(events, state), claim.matches))
        );
      case 'elder-promoted':
        return event.type === 'elder-promoted' && sameSet(event.cards, claim.cards);
      case 'paid':
        return (
          event.type === 'round-scored' &&
          (event.result.settlement?.payments ?? []).some(
            (p) =>
              p.from === claim.from && p.to === claim.to && (claim.for === undefined || p.for === claim.for),
          )
        );
      default:
        return false;
    }
  });
}

/** Cards a claim covers (a note may name them). */
export function hakkaClaimCards(claim: HakkaClaim): CardId[] {
  if ('elder' in claim) return [claim.elder];
  if ('holds' in claim) return [claim.card];
  if ('laidDown' in claim) return [claim.card];
  if ('holdsPattern' in claim) return [...claim.cards];
  if (!('event' in claim)) return [];
  if (claim.event === 'played') return [...(claim.cards ?? [])];
  if (claim.event === 'elder-promoted') return [...claim.cards];
  if (claim.event === 'dreamer-woke') return [...(claim.card ? [claim.card] : []), ...(claim.matches ?? [])];
  return [];
}

/** A topic a note may speak of only with a claim of a matching kind. */
interface Topic {
  readonly id: string;
  readonly words: Readonly<Record<Lang, RegExp>>;
  /** Whether a claim licenses the topic. */
  readonly licensedBy: (claim: HakkaClaim) => boolean;
}

const event = (claim: HakkaClaim) => ('event' in claim ? claim.event : null);
const played = (pattern: string) => (claim: HakkaClaim) =>
  'event' in claim && claim.event === 'played' && claim.pattern === pattern;
/** A pattern may be spoken of when it was played, or when a hand is shown to hold one or none. */
const pattern = (kind: 'run' | 'set') => (claim: HakkaClaim) =>
  played(kind)(claim) || (('lacks' in claim || 'holdsPattern' in claim) && claim.pattern === kind);

/** The topics the checker knows, with their words in each language. */
export const NOTE_TOPICS: readonly Topic[] = [
  {
    id: 'trick',
    words: { en: /\btricks?\b/i, de: /stich/i },
    // Five Tigers wins as if with a number of tricks.
    licensedBy: (c) =>
      ['trick-won', 'may-declare', 'declared', 'dreamer-woke', 'five-tigers'].includes(event(c) ?? ''),
  },
  { id: 'run', words: { en: /\bruns?\b/i, de: /\bFolgen?\b/ }, licensedBy: pattern('run') },
  { id: 'set', words: { en: /\bsets?\b/i, de: /\bSatz\b|\bSätze/ }, licensedBy: pattern('set') },
  { id: 'single', words: { en: /\bsingles?\b/i, de: /Einzelkarte/ }, licensedBy: played('single') },
  {
    id: 'elder',
    words: { en: /\belders?\b/i, de: /ältest/i },
    licensedBy: (c) => 'elder' in c || event(c) === 'elder-promoted' || event(c) === 'may-declare',
  },
  {
    id: 'payment',
    words: { en: /\bpa(y|ys|id|ying|yment|yments)\b/i, de: /\bzahl(e|st|t|en)\b|\bZahlt\b|bezahl|Zahlung/ },
    licensedBy: (c) => event(c) === 'paid',
  },
  {
    id: 'privileged',
    words: { en: /privileged/i, de: /privilegiert/i },
    // A call claims who became privileged (`true`) or who did not (`false`).
    licensedBy: (c) =>
      ('privileged' in c && !('event' in c)) ||
      ('event' in c && c.event === 'called' && c.privileged !== undefined),
  },
  {
    id: 'declare',
    words: { en: /declar/i, de: /erklär/i },
    licensedBy: (c) => ['may-declare', 'declared', 'continued'].includes(event(c) ?? ''),
  },
  {
    id: 'wake',
    words: { en: /\bwak|\bwoke/i, de: /wach/i },
    licensedBy: (c) => event(c) === 'dreamer-woke',
  },
  {
    id: 'redeal',
    words: { en: /thrown in|redeal|dealt again/i, de: /eingesammelt|neu gegeben/i },
    licensedBy: (c) => event(c) === 'redeal',
  },
];

/** Every literal card name of a language (what a note must not type). */
export function hakkaLiteralNames(lang: Lang): string[] {
  return [...new Set(CARDS.map((id) => hakkaCardName(id, lang)))];
}

/**
 * Steps where a card already laid face down becomes an elder without a note
 * saying so (a `laidDown` claim for that card): the table's list of elders
 * then names a card that is out of play, which reads like a mistake unless
 * the lesson explains the site's reading.
 */
function unexplainedFaceDownElders(lesson: HakkaLesson, steps: readonly HakkaLessonStep[]): string[] {
  return steps.flatMap((step, index) => {
    const discards = roundState(step).discards;
    const promoted = step.events.flatMap((e) => (e.type === 'elder-promoted' ? e.cards : []));
    const explained = (card: CardId) =>
      (lesson.notes[index]?.expects ?? []).some((c) => 'laidDown' in c && c.card === card);
    return promoted
      .filter((card) => discards.includes(card) && !explained(card))
      .map(
        (card) =>
          `${lesson.id} step ${index}: ${card} becomes an elder after it was laid face down, and no note says so`,
      );
  });
}

/** Problems of one lesson (empty when every note is true and well-formed). */
export function checkHakkaLesson(lesson: HakkaLesson): string[] {
  const problems: string[] = [];
  let steps: HakkaLessonStep[];
  try {
    steps = hakkaLessonSteps(lesson);
  } catch (error) {
    return [String(error)];
  }
  const names = Object.fromEntries(LANGS.map((lang) => [lang, hakkaLiteralNames(lang)])) as Record<
    Lang,
    string[]
  >;
  problems.push(...unexplainedFaceDownElders(lesson, steps));
  for (const [key, note] of Object.entries(lesson.notes)) {
    const index = Number(key);
    const step = steps[index];
    const where = `${lesson.id} step ${index}`;
    if (!step) {
      problems.push(`${where}: no such step`);
      continue;
    }
    for (const claim of note.expects) {
      if (!hakkaClaimHolds(claim, step))
        problems.push(`${where}: claim does not hold: ${JSON.stringify(claim)}`);
    }
    const cards = new Set(note.expects.flatMap(hakkaClaimCards));
    const has = (type: HakkaEvent['type']) => step.events.some((e) => e.type === type);
    for (const lang of LANGS) {
      const text = note[lang];
      for (const match of text.matchAll(/\{card:([\w-]+)\}/g)) {
        const id = match[1] as CardId;
        if (!cards.has(id)) problems.push(`${where} (${lang}): names card ${id} without a claim`);
      }
      problems.push(...typedLiterals(`${where} (${lang})`, text, names[lang]));
      const bare = bareText(text);
      if (/\{count\}/.test(text) && !has('declared') && !has('may-declare') && !has('five-tigers')) {
        problems.push(`${where} (${lang}): {count} without a declaration`);
      }
      if (/\{dream\}/.test(text) && !has('dreamer-woke')) {
        problems.push(`${where} (${lang}): {dream} without the dreamer waking`);
      }
      if (/\{payments\}/.test(text) && !has('round-scored')) {
        problems.push(`${where} (${lang}): {payments} without a settlement`);
      }
      if (/\{round\}/.test(text) && !has('dealt')) {
        problems.push(`${where} (${lang}): {round} without a deal`);
      }
      for (const topic of NOTE_TOPICS) {
        if (topic.words[lang].test(bare) && !note.expects.some(topic.licensedBy)) {
          problems.push(`${where} (${lang}): speaks of ${topic.id} without a claim`);
        }
      }
    }
  }
  return problems;
}
