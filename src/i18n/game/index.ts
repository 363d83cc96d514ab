/**
 * The strings every game's tutorials share (the step-through frame, the
 * learning path) with a typed `t()`, and the frame's labels in one call.
 *
 * @example
 * sharedGameT('de')('shell.next'); // 'Weiter'
 * <TutorialShell labels={shellLabels('en')} … />
 */
import type { ShellLabels } from '../../islands/game/TutorialShell';
import { fill, type Params } from '../format';
import type { Lang } from '../locales';
import { sharedGameDe } from './de';
import { type SharedGameKey, sharedGameEn } from './en';

export type { SharedGameKey } from './en';

const DICTS: Readonly<Record<Lang, Readonly<Record<SharedGameKey, string>>>> = {
  en: sharedGameEn,
  de: sharedGameDe,
};

/** The translator of the shared game strings for a language. */
export function sharedGameT(lang: Lang): (key: SharedGameKey, params?: Params) => string {
  const dict = DICTS[lang];
  return (key, params) => fill(dict[key], params);
}

/** The tutorial frame's strings in a language. */
export function shellLabels(lang: Lang): ShellLabels {
  const t = sharedGameT(lang);
  return {
    region: t('shell.region'),
    restart: t('shell.restart'),
    prev: t('shell.prev'),
    next: t('shell.next'),
    play: t('shell.play'),
    pause: t('shell.pause'),
    step: t('shell.step'),
    keys: t('shell.keys'),
    whatHappened: t('shell.whatHappened'),
    badStep: t('shell.badStep'),
  };
}
