/**
 * Checks a lesson's notes against its replay: every claim must hold (the
 * capture, the yaku, the call happened in that step), and a note may name
 * only cards and yaku that its claims cover, through placeholders — never a
 * literal card or yaku name, and never a digit. The lesson test runs this
 * over every lesson; it returns problems instead of throwing so the test
 * can list them all.
 *
 * @example
 * expect(checkLesson(turnLesson)).toEqual([]);
 */
import {
  CARD_IDS,
  type CardId,
  type GameEvent,
  matchesOnField,
  monthOf,
  type ScoreStep,
  type ScoreStepId,
  unseenCards,
  viewFor,
  YAKU_IDS,
  yakuProgress,
  zones,
} from '../../engine/hanafuda';
import { type CardNameStyle, cardName } from '../../i18n/hanafuda-cards';
import { koikoiT } from '../../i18n/koikoi';
import { LANGS, type Lang } from '../../i18n/locales';
import { isReachable } from '../../islands/koikoi-game/yaku-status';
import { typedLiterals } from '../note-text';
import { type LessonStep, lessonSteps } from './run';
import type { Lesson, LessonClaim } from './types';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Whether the score step `id` multiplied the round's points (a factor above 1). */
const multiplies = (steps: readonly ScoreStep[], id: ScoreStepId) =>
  steps.some((step) => step.id === id && step.factor > 1);

/** Whether one claim holds for a step. */
export function claimHolds(claim: LessonClaim, step: LessonStep): boolean {
  const { events, state } = step;
  if ('zone' in claim) {
    const z = zones(state);
    if (claim.zone === 'field') return z.field.includes(claim.card);
    if (claim.zone === 'stock') return z.stock.includes(claim.card);
    const piles = claim.zone === 'hand' ? z.hands : z.captured;
    return claim.seat === undefined
      ? piles.some((pile) => pile.includes(claim.card))
      : (piles[claim.seat] ?? []).includes(claim.card);
  }
  if ('missing' in claim) {
    const pile = zones(state).captured[claim.seat] ?? [];
    const progress = yakuProgress(
      pile,
      state.config.rules,
      state.round ? { month: state.round.month } : undefined,
    );
    const entry = progress.find((p) => p.id === claim.missing);
    return (
      !!entry &&
      !entry.counts &&
      sameSet(entry.missing, claim.cards) &&
      entry.missingCount === (claim.count ?? claim.cards.length)
    );
  }
  if ('outOfReach' in claim) {
    const z = zones(state);
    const pile = z.captured[claim.seat] ?? [];
    const taken = new Set(z.captured.flatMap((p, s) => (s === claim.seat ? [] : p)));
    const progress = yakuProgress(
      pile,
      state.config.rules,
      state.round ? { month: state.round.month } : undefined,
    );
    const entry = progress.find((p) => p.id === claim.outOfReach);
    return !!entry && !entry.counts && !isReachable(entry, taken);
  }
  if ('unseen' in claim) {
    const unseen = unseenCards(viewFor(state, claim.seat)).filter((card) => monthOf(card) === claim.month);
    return sameSet(unseen, claim.unseen);
  }
  if ('canCapture' in claim) {
    const z = zones(state);
    const hand = z.hands[claim.seat] ?? [];
    return sameSet(
      hand.filter((card) => matchesOnField(z.field, card).length > 0),
      claim.canCapture,
    );
  }
  return events.some((event: GameEvent) => {
    if (event.type !== claim.event) return false;
    switch (claim.event) {
      case 'card-played':
      case 'card-drawn':
        return (
          (event.type === 'card-played' || event.type === 'card-drawn') &&
          event.seat === claim.seat &&
          event.card === claim.card &&
          (claim.captured === undefined || sameSet(event.captured, claim.captured))
        );
      case 'capture-choice-needed':
        return (
          event.type === 'capture-choice-needed' &&
          event.seat === claim.seat &&
          event.card === claim.card &&
          sameSet(event.options, claim.options)
        );
      case 'yaku-formed':
        return (
          event.type === 'yaku-formed' &&
          event.seat === claim.seat &&
          event.yaku.some((y) => y.id === claim.yaku)
        );
      case 'koikoi-called':
        return event.type === 'koikoi-called' && event.seat === claim.seat;
      case 'stopped':
        return (
          event.type === 'stopped' &&
          event.seat === claim.seat &&
          (claim.automatic === undefined || event.automatic === claim.automatic)
        );
      case 'round-scored':
        return (
          event.type === 'round-scored' &&
          event.winner === claim.winner &&
          (claim.multipliedBy ?? []).every((id) => multiplies(event.steps, id)) &&
          !(claim.notMultipliedBy ?? []).some((id) => multiplies(event.steps, id))
        );
      case 'dealer-drawn': {
        if (event.type !== 'dealer-drawn' || event.dealer !== claim.dealer) return false;
        const last = event.draws[event.draws.length - 1];
        return claim.card === undefined || last?.[claim.dealer] === claim.card;
      }
      default:
        return event.type === 'dealt';
    }
  });
}

/** Cards a claim covers (a note may name them). */
export function claimCards(claim: LessonClaim): CardId[] {
  if ('zone' in claim) return [claim.card];
  if ('missing' in claim) return [...claim.cards];
  if ('outOfReach' in claim) return [];
  if ('unseen' in claim) return [...claim.unseen];
  if ('canCapture' in claim) return [...claim.canCapture];
  switch (claim.event) {
    case 'card-played':
    case 'card-drawn':
      return [claim.card, ...(claim.captured ?? [])];
    case 'capture-choice-needed':
      return [claim.card, ...claim.options];
    case 'dealer-drawn':
      return claim.card ? [claim.card] : [];
    default:
      return [];
  }
}

/** Yaku a claim covers. */
export function claimYaku(claim: LessonClaim): string[] {
  if ('missing' in claim) return [claim.missing];
  if ('outOfReach' in claim) return [claim.outOfReach];
  if ('event' in claim && claim.event === 'yaku-formed') return [claim.yaku];
  return [];
}

const STYLES: readonly CardNameStyle[] = ['traditional', 'mario-de', 'mario-en'];

/** Every literal card and yaku name of a language (what a note must not type). */
export function literalNames(lang: Lang): string[] {
  const core = koikoiT(lang);
  const cards = CARD_IDS.flatMap((id) => STYLES.map((style) => cardName(id, lang, style)));
  const yaku = YAKU_IDS.map((id) => core(`yaku.${id}`));
  return [...new Set([...cards, ...yaku])];
}

/** Problems of one lesson (empty when every note is true and well-formed). */
export function checkLesson(lesson: Lesson): string[] {
  const problems: string[] = [];
  let steps: LessonStep[];
  try {
    steps = lessonSteps(lesson);
  } catch (error) {
    return [String(error)];
  }
  const names = Object.fromEntries(LANGS.map((lang) => [lang, literalNames(lang)])) as Record<Lang, string[]>;
  for (const [key, note] of Object.entries(lesson.notes)) {
    const index = Number(key);
    const step = steps[index];
    const where = `${lesson.id} step ${index}`;
    if (!step) {
      problems.push(`${where}: no such step`);
      continue;
    }
    for (const claim of note.expects) {
      if (!claimHolds(claim, step)) problems.push(`${where}: claim does not hold: ${JSON.stringify(claim)}`);
    }
    const cards = new Set(note.expects.flatMap(claimCards));
    const yaku = new Set(note.expects.flatMap(claimYaku));
    for (const lang of LANGS) {
      const text = note[lang];
      for (const match of text.matchAll(/\{(card|yaku):([\w-]+)\}/g)) {
        const [, kind, id] = match;
        if (kind === 'card' && !cards.has(id as CardId))
          problems.push(`${where} (${lang}): names card ${id} without a claim`);
        if (kind === 'yaku' && !yaku.has(id as string))
          problems.push(`${where} (${lang}): names yaku ${id} without a claim`);
      }
      problems.push(...typedLiterals(`${where} (${lang})`, text, names[lang]));
      if (/\{base\}/.test(text) && !step.events.some((e) => e.type === 'yaku-formed')) {
        problems.push(`${where} (${lang}): {base} without a yaku-formed event`);
      }
      if (/\{points\}/.test(text) && !step.events.some((e) => e.type === 'round-scored')) {
        problems.push(`${where} (${lang}): {points} without a round-scored event`);
      }
      if (/\{threshold\}/.test(text) && step.state.config.rules.doublingThreshold === null) {
        problems.push(`${where} (${lang}): {threshold} under rules without doubling`);
      }
    }
  }
  return problems;
}
