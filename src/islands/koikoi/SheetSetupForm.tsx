/**
 * The score sheet's set-up form: rule set, players (teams with four under
 * the German sheet), rounds, names and the first dealer; the player count,
 * names and first dealer always fit the chosen rules. Beside it, the
 * print-only blank sheet for the same choices.
 *
 * @example
 * <SheetSetupForm draft={draft} onDraft={setDraft} onStart={start} message={null} ready t={t} k={k} months={months} />
 */
import { PRESET_IDS, type PresetId, RULESETS } from '../../engine/hanafuda/presets';
import { fitPlayerCount } from '../../engine/hanafuda/ruleset';
import type { CoreKey } from '../../i18n/koikoi/core-en';
import {
  MATCH_LENGTHS,
  type MatchLength,
  NAME_MAX,
  playsInTeams,
  type SheetSetup,
} from '../../utils/koikoi/score-sheet';
import BlankSheet from './BlankSheet';
import { type SheetMessage, SheetNotice, type SheetT } from './SheetHead';
import { seatName } from './sheet-names';

/** Props of {@link SheetSetupForm}. */
export interface SheetSetupFormProps {
  readonly draft: SheetSetup;
  readonly onDraft: (next: SheetSetup) => void;
  /** The form was sent: start the match with `draft`. */
  readonly onStart: () => void;
  readonly message: SheetMessage;
  /** The saved sheet has been read (a hook for tests). */
  readonly ready: boolean;
  readonly t: SheetT;
  readonly k: (key: CoreKey) => string;
  /** Month names, index 0 = January. */
  readonly months: readonly string[];
}

/** The set-up form and the blank sheet (see the file comment). */
export default function SheetSetupForm({
  draft,
  onDraft,
  onStart,
  message,
  ready,
  t,
  k,
  months,
}: SheetSetupFormProps) {
  const allowed = RULESETS[draft.rules].playerCounts;
  // The table fits the rules: a player count they allow, a name and a possible first dealer per seat.
  const setTable = (rules: PresetId, wanted: number) => {
    const players = fitPlayerCount(RULESETS[rules], wanted);
    onDraft({
      ...draft,
      rules,
      players,
      names: Array.from({ length: players }, (_, i) => draft.names[i] ?? ''),
      firstDealer: Math.min(draft.firstDealer, players - 1),
    });
  };
  return (
    <>
      <form
        class="kk-sheet kk-sheet-setup"
        data-needs-js
        data-sheet-ready={ready ? '' : undefined}
        onSubmit={(e) => {
          e.preventDefault();
          onStart();
        }}
      >
        <SheetNotice message={message} />
        <fieldset class="kk-fieldset">
          <legend>{t('sheet.setup')}</legend>
          <label class="kk-field">
            <span>{t('sheet.rules')}</span>
            <select
              value={draft.rules}
              data-testid="sheet-rules"
              onChange={(e) =>
                setTable((e.currentTarget as HTMLSelectElement).value as PresetId, draft.players)
              }
            >
              {PRESET_IDS.map((id) => (
                <option key={id} value={id}>
                  {k(`preset.${id}` as CoreKey)}
                </option>
              ))}
            </select>
          </label>
          <label class="kk-field">
            <span>{t('sheet.players')}</span>
            <select
              value={String(draft.players)}
              data-testid="sheet-players"
              onChange={(e) => setTable(draft.rules, Number((e.currentTarget as HTMLSelectElement).value))}
            >
              {allowed.map((n) => (
                <option key={n} value={String(n)}>
                  {playsInTeams({ rules: draft.rules, players: n })
                    ? t('sheet.teams', { n })
                    : t('sheet.playerCount', { n })}
                </option>
              ))}
            </select>
          </label>
          <label class="kk-field">
            <span>{t('sheet.rounds')}</span>
            <select
              value={String(draft.rounds)}
              onChange={(e) =>
                onDraft({
                  ...draft,
                  rounds: Number((e.currentTarget as HTMLSelectElement).value) as MatchLength,
                })
              }
            >
              {MATCH_LENGTHS.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <fieldset class="kk-fieldset">
          <legend>{t('sheet.names')}</legend>
          {draft.names.map((value, seat) => (
            <label class="kk-field" key={seat}>
              <span>
                {t('sheet.name', { n: seat + 1 })}
                {playsInTeams(draft) ? ` (${t('sheet.team', { n: (seat % 2) + 1 })})` : ''}
              </span>
              <input
                type="text"
                value={value}
                maxLength={NAME_MAX}
                data-testid={`sheet-name-${seat}`}
                onInput={(e) => {
                  const names = [...draft.names];
                  names[seat] = (e.currentTarget as HTMLInputElement).value;
                  onDraft({ ...draft, names });
                }}
              />
            </label>
          ))}
          <label class="kk-field">
            <span>{t('sheet.firstDealer')}</span>
            <select
              value={String(draft.firstDealer)}
              onChange={(e) =>
                onDraft({ ...draft, firstDealer: Number((e.currentTarget as HTMLSelectElement).value) })
              }
            >
              {draft.names.map((_, seat) => (
                <option key={seat} value={String(seat)}>
                  {seatName(draft, seat, t)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <div class="kk-sheet-actions">
          <button type="submit" class="button button-primary" data-testid="sheet-start">
            {t('sheet.start')}
          </button>
          <button type="button" class="button" onClick={() => window.print()}>
            {t('sheet.printBlank')}
          </button>
        </div>
      </form>
      <BlankSheet setup={draft} t={t} k={k} months={months} />
    </>
  );
}
