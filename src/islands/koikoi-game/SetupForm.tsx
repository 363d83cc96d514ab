/**
 * The Koi-Koi play setup: rules, players and length, in the shared setup
 * frame (`../game/SetupShell.tsx`: seats, hints, deal number, start).
 *
 * @example
 * <SetupForm lang="en" setup={setup} onChange={setSetup} onStart={start} />
 */
import { BOT_IDS, PRESET_IDS, RULESETS } from '../../engine/hanafuda';
import { koikoiT } from '../../i18n/koikoi';
import { gameT } from '../../i18n/koikoi-game';
import type { Lang } from '../../i18n/locales';
import SetupShell, { shellLabels } from '../game/SetupShell';
import type { PlaySetup } from '../game/saved-game';
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
  return (
    <SetupShell
      idPrefix="kg"
      labels={shellLabels(t, (index) => t('play.seatKind', { n: index + 1 }))}
      bots={BOT_IDS}
      seats={seats}
      onSeats={(next) => onChange({ ...setup, seats: next })}
      hints={setup.hints}
      onHints={(on) => onChange({ ...setup, hints: on })}
      seed={seed}
      onSeed={onSeed}
      onStart={onStart}
    >
      <div class="gs-fields">
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
    </SetupShell>
  );
}
