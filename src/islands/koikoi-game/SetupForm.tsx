/**
 * The play page's setup form: rules, players, length, who sits where
 * (a person or a computer of chosen strength) and hints. Native controls
 * only, so mouse, touch and keyboard all work.
 *
 * @example
 * <SetupForm lang="en" setup={setup} onChange={setSetup} onStart={start} />
 */
import { BOT_IDS, PRESET_IDS, RULESETS } from '../../engine/hanafuda';
import { koikoiT } from '../../i18n/koikoi';
import { gameT } from '../../i18n/koikoi-game';
import type { Lang } from '../../i18n/locales';
import type { PlaySetup } from '../game/saved-game';
import { seatChoice, withSeatChoice } from '../game/seats';
import type { KoikoiSetup } from './adapter';
import { fitSetup, ROUND_CHOICES } from './play-model';

/** Props of {@link SetupForm}. */
export interface SetupFormProps {
  readonly lang: Lang;
  readonly setup: PlaySetup<KoikoiSetup>;
  readonly onChange: (setup: PlaySetup<KoikoiSetup>) => void;
  readonly onStart: () => void;
  /** The optional seed typed by the reader. */
  readonly seed: string;
  readonly onSeed: (seed: string) => void;
}

const value = (e: Event) => (e.target as HTMLSelectElement).value;

/** The form (see the file comment). */
export default function SetupForm({ lang, setup, onChange, onStart, seed, onSeed }: SetupFormProps) {
  const t = gameT(lang);
  const core = koikoiT(lang);
  const { game, seats } = setup;
  const setSeat = (index: number, choice: string) =>
    onChange({ ...setup, seats: withSeatChoice(seats, index, choice) });
  return (
    <form
      class="kg-setup"
      data-testid="setup"
      onSubmit={(e) => {
        e.preventDefault();
        onStart();
      }}
    >
      <div class="kg-fields">
        <label>
          {t('play.rules')}
          <select
            data-testid="preset"
            value={game.preset}
            onChange={(e) => onChange(fitSetup(setup, value(e) as KoikoiSetup['preset'], game.players))}
          >
            {PRESET_IDS.map((id) => (
              <option key={id} value={id}>
                {core(`preset.${id}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('play.players')}
          <select
            data-testid="players"
            value={String(game.players)}
            onChange={(e) => onChange(fitSetup(setup, game.preset, Number(value(e))))}
          >
            {RULESETS[game.preset].playerCounts.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('play.length')}
          <select
            data-testid="rounds"
            value={String(game.rounds)}
            onChange={(e) => onChange({ ...setup, game: { ...game, rounds: Number(value(e)) } })}
          >
            {ROUND_CHOICES.map((n) => (
              <option key={n} value={String(n)}>
                {n === 1 ? t('play.length.one') : t('play.length.rounds', { n })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div class="kg-fields">
        {seats.map((seat, index) => (
          <label key={index}>
            {t('play.seatKind', { n: index + 1 })}
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
      <p class="kg-check">
        <input
          id="kg-hints"
          type="checkbox"
          checked={setup.hints}
          onChange={(e) => onChange({ ...setup, hints: (e.target as HTMLInputElement).checked })}
        />
        <label for="kg-hints">{t('play.hints')}</label>
      </p>
      <p class="kg-small">{t('play.seatsHumans')}</p>
      <p class="kg-seed">
        <label for="kg-seed">{t('play.seed')}</label>
        <input
          id="kg-seed"
          data-testid="seed"
          value={seed}
          maxLength={40}
          onInput={(e) => onSeed((e.target as HTMLInputElement).value)}
        />
      </p>
      <button type="submit" class="button button-primary" data-testid="start">
        {t('play.start')}
      </button>
    </form>
  );
}
