/**
 * The Koi-Koi calls of a round in the score sheet's "Pick yaku": two number
 * fields under the calculator's legend, capped by the sheet's rule set (the
 * engine's `callCaps`), and the reason when the numbers cannot have happened
 * (the engine's `callsProblem`: the call limit of the rule set, or more calls
 * than turns). The form records nothing while that message shows.
 *
 * @example
 * <SheetCalls rules={rules} players={3} draft={calls} onDraft={setCalls} t={t} inputRef={callsInput} />
 */
import type { Ref } from 'preact';
import { callCaps, callsProblem } from '../../engine/hanafuda/calls-allowed';
import type { PlayerCount, Ruleset } from '../../engine/hanafuda/ruleset';
import type { KoikoiCalls } from '../../engine/hanafuda/score-round';
import type { SheetT } from './SheetHead';

/** The two fields as typed. */
export interface CallsDraft {
  readonly own: string;
  readonly opp: string;
}

/** No calls. */
export const NO_CALLS_DRAFT: CallsDraft = { own: '0', opp: '0' };

const count = (text: string): number => {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/**
 * The calls of a draft (an empty field is 0; anything but digits is NaN,
 * which {@link callsMessage} reports).
 *
 * @example
 * parseCalls({ own: '', opp: '2' }); // { own: 0, opponents: 2 }
 */
export function parseCalls(draft: CallsDraft): KoikoiCalls {
  return { own: count(draft.own), opponents: count(draft.opp) };
}

/**
 * Why the drafted calls cannot have happened under the rules, for the
 * reader, or null when they can.
 *
 * @example
 * callsMessage(RULESETS.nintendo, 2, { own: '1', opp: '1' }, t); // 'Too many Koi-Koi calls: these rules allow 1 per round, …'
 */
export function callsMessage(
  rules: Ruleset,
  players: PlayerCount,
  draft: CallsDraft,
  t: SheetT,
): string | null {
  const max = rules.callLimit.max ?? 0;
  switch (callsProblem(rules, players, parseCalls(draft))) {
    case null:
      return null;
    case 'invalid':
      return t('sheet.callsInvalid');
    case 'round-limit':
      return t('sheet.callLimit.round', { n: max });
    case 'player-limit':
      return t('sheet.callLimit.player', { n: max });
    case 'turns': {
      const caps = callCaps(rules, players);
      return t('sheet.callLimit.turns', { own: caps.own ?? 0, opp: caps.opponents ?? 0, players });
    }
  }
}

/** Props of {@link SheetCalls}. */
export interface SheetCallsProps {
  rules: Ruleset;
  players: PlayerCount;
  draft: CallsDraft;
  onDraft: (next: CallsDraft) => void;
  t: SheetT;
  /** The first field, focused when the form refuses the calls. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The call fields (see the file comment). */
export default function SheetCalls({ rules, players, draft, onDraft, t, inputRef }: SheetCallsProps) {
  const caps = callCaps(rules, players);
  const message = callsMessage(rules, players, draft, t);
  const errorId = 'kk-sheet-calls-error';
  return (
    <fieldset class="kk-fieldset kk-calls-row" data-testid="sheet-calls">
      <legend>{t('calc.calls')}</legend>
      {(['own', 'opp'] as const).map((who) => {
        const cap = who === 'own' ? caps.own : caps.opponents;
        return (
          <label class="kk-field kk-field-small" key={who}>
            <span>{t(who === 'own' ? 'calc.own' : 'calc.opp')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={cap ?? undefined}
              step={1}
              value={draft[who]}
              ref={who === 'own' ? inputRef : undefined}
              data-testid={`sheet-calls-${who}`}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
              onInput={(e) => onDraft({ ...draft, [who]: (e.currentTarget as HTMLInputElement).value })}
            />
          </label>
        );
      })}
      {message && (
        <p id={errorId} class="kk-alert" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
