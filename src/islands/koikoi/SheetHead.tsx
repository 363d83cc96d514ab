/**
 * What the score sheet's parts share: the translator type, the message
 * above a form (a link that did not load, a corrupt save), the line naming
 * the rule set and the match length, and the table's column heads (round,
 * month, dealer, result, then one column per player or team).
 *
 * @example
 * <SheetNotice message={message} />
 * <SheetMeta setup={setup} t={t} k={k} />
 * <table><SheetHead setup={setup} t={t} />…</table>
 */
import { Fragment } from 'preact';
import type { Params } from '../../i18n/format';
import type { CoreKey } from '../../i18n/koikoi/core-en';
import type { ToolsKey } from '../../i18n/koikoi/tools-en';
import { type SheetSetup, sideCount } from '../../utils/koikoi/score-sheet';
import { sideName } from './sheet-names';

/** The score sheet's translator (the tools dictionary). */
export type SheetT = (key: ToolsKey, params?: Params) => string;

/** A message for the reader: an alert or a status, or none. */
export type SheetMessage = { kind: 'alert' | 'status'; text: string } | null;

/** The message, announced by its role. */
export function SheetNotice({ message }: { message: SheetMessage }) {
  return message ? <p role={message.kind}>{message.text}</p> : null;
}

/** The rule set and the number of rounds, above the table. */
export function SheetMeta({ setup, t, k }: { setup: SheetSetup; t: SheetT; k: (key: CoreKey) => string }) {
  return (
    <p class="kk-sheet-meta">
      {k(`preset.${setup.rules}` as CoreKey)} · {t('sheet.rounds')}: {setup.rounds}
    </p>
  );
}

/**
 * Keeps a word and the number after it on one line ("Team 1:", "Spieler 3"),
 * so that a narrow column head breaks between names, not inside them.
 * @example keepNumbers('Team 1: Spieler 1 & Spieler 3'); // 'Team\u00a01: Spieler\u00a01 & Spieler\u00a03'
 */
export function keepNumbers(text: string): string {
  return text.replace(/(\S) (\d)/gu, '$1\u00a0$2');
}

/** The column heads. */
export function SheetHead({ setup, t }: { setup: SheetSetup; t: SheetT }) {
  return (
    <thead>
      <tr>
        {/* The spaces keep the heads apart in the search index. */}
        <th scope="col">{t('sheet.round')}</th> <th scope="col">{t('sheet.month')}</th>{' '}
        <th scope="col">{t('sheet.dealer')}</th> <th scope="col">{t('sheet.result')}</th>
        {Array.from({ length: sideCount(setup) }, (_, side) => (
          <Fragment key={side}>
            {' '}
            <th scope="col">{keepNumbers(sideName(setup, side, t))}</th>
          </Fragment>
        ))}{' '}
      </tr>
    </thead>
  );
}
