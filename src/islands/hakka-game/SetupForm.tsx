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
import { refT } from '../../i18n/hakka/ref';
import { hakkaGameT } from '../../i18n/hakka-game';
import type { Lang } from '../../i18n/locales';
import type { PlaySetup } from '../game/saved-game';
import { seatChoice, withSeatChoice } from '../game/seats';
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

const value = (e: Event) => (e.target as HTMLSelectElement).value;

/** The form (see the file comment). */
export default function SetupForm({ lang, setup, onChange, onStart, seed, onSeed }: SetupFormProps) {
  const t = hakkaGameT(lang);
  const ref = refT(lang);
  const setSeat = (index: number, choice: string) =>
    onChange({ ...setup, seats: withSeatChoice(setup.seats, index, choice) });
  return (
    <form
      class="hp-setup"
      data-testid="setup"
      onSubmit={(e) => {
        e.preventDefault();
        onStart();
      }}
    >
      <h2 class="hp-setup-head">{t('play.setup')}</h2>
      <div class="hp-fields">
        {setup.seats.map((seat, index) => (
          <label key={index}>
            {t('play.seatKind', { n: index + 1, name: ref(`seat.${index}` as 'seat.0') })}
            <select
              data-testid={`seat-${index}`}
              value={seatChoice(seat)}
              onChange={(e) => setSeat(index, value(e))}
            >
              <option value="human">{t('play.human')}</option>
              {BOT_IDS.map((bot) => (
                <option key={bot} value={bot}>
                  {t(`play.bot.${bot}`)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p class="hp-small">{t('play.seatsHumans')}</p>
      <p class="hp-check">
        <input
          id="hp-hints-setup"
          type="checkbox"
          checked={setup.hints}
          onChange={(e) => onChange({ ...setup, hints: (e.target as HTMLInputElement).checked })}
        />
        <label for="hp-hints-setup">{t('play.hints')}</label>
      </p>
      <p class="hp-seed">
        <label for="hp-seed">{t('play.seed')}</label>
        <input
          id="hp-seed"
          data-testid="seed"
          value={seed}
          maxLength={40}
          aria-describedby="hp-seed-help"
          onInput={(e) => onSeed((e.target as HTMLInputElement).value)}
        />
        <span id="hp-seed-help" class="hp-small">
          {t('play.seedHelp')}
        </span>
      </p>
      <button type="submit" class="button button-primary" data-testid="start">
        {t('play.start')}
      </button>
    </form>
  );
}
