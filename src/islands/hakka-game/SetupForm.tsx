/**
 * The Hakka play setup: who sits at each of the four seats (a person or a
 * computer player of a chosen strength), hints on or off, and an optional
 * deal number (the seed, so a game can be replayed). Native form controls,
 * so keyboard and screen readers work without extra code.
 *
 * @example
 * <SetupForm lang="en" setup={draft} onChange={setDraft} onStart={start} seed={seed} onSeed={setSeed} />
 */
import { BOT_IDS } from '../../engine/hakka/bots/types';
import { ROUNDS_PER_GAME } from '../../engine/hakka/state';
import { refT } from '../../i18n/hakka/ref';
import { hakkaGameT } from '../../i18n/hakka-game';
import type { Lang } from '../../i18n/locales';
import SetupShell, { shellLabels } from '../game/SetupShell';
import type { PlaySetup } from '../game/saved-game';
import type { HakkaSetup } from './adapter';

/** Props of {@link SetupForm}. */
export interface SetupFormProps {
  readonly lang: Lang;
  readonly setup: PlaySetup<HakkaSetup>;
  readonly onChange: (setup: PlaySetup<HakkaSetup>) => void;
  readonly onStart: () => void;
  /** The optional seed typed by the reader. */
  readonly seed: string;
  readonly onSeed: (seed: string) => void;
}

/** The form (see the file comment). */
export default function SetupForm({ lang, setup, onChange, onStart, seed, onSeed }: SetupFormProps) {
  const t = hakkaGameT(lang);
  const ref = refT(lang);
  return (
    <SetupShell
      idPrefix="hp"
      labels={{
        ...shellLabels(t, (index) =>
          t('play.seatKind', { n: index + 1, name: ref(`seat.${index}` as 'seat.0') }),
        ),
        start: t('play.start', { n: ROUNDS_PER_GAME }),
      }}
      bots={BOT_IDS}
      seats={setup.seats}
      onSeats={(seats) => onChange({ ...setup, seats })}
      hints={setup.hints}
      onHints={(on) => onChange({ ...setup, hints: on })}
      seed={seed}
      onSeed={onSeed}
      onStart={onStart}
    />
  );
}
