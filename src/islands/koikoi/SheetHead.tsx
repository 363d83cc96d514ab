/**
 * What the running score sheet and the blank sheet share: the line naming
 * the rule set and the match length, and the table's column heads (round,
 * month, dealer, result, then one column per player or team).
 *
 * @example
 * <SheetMeta setup={setup} t={t} k={k} />
 * <table><SheetHead setup={setup} t={t} />…</table>
 */
import type { Params } from '../../i18n/format';
import type { CoreKey } from '../../i18n/koikoi/core-en';
import type { ToolsKey } from '../../i18n/koikoi/tools-en';
import { type SheetSetup, sideCount } from '../../utils/koikoi/score-sheet';
import { sideName } from './sheet-names';

type T = (key: ToolsKey, params?: Params) => string;

/** The rule set and the number of rounds, above the table. */
export function SheetMeta({ setup, t, k }: { setup: SheetSetup; t: T; k: (key: CoreKey) => string }) {
  return (
    <p class="kk-sheet-meta">
      {k(`preset.${setup.rules}` as CoreKey)} · {t('sheet.rounds')}: {setup.rounds}
    </p>
  );
}

/** The column heads. */
export function SheetHead({ setup, t }: { setup: SheetSetup; t: T }) {
  return (
    <thead>
      <tr>
        <th scope="col">{t('sheet.round')}</th>
        <th scope="col">{t('sheet.month')}</th>
        <th scope="col">{t('sheet.dealer')}</th>
        <th scope="col">{t('sheet.result')}</th>
        {Array.from({ length: sideCount(setup) }, (_, side) => (
          <th scope="col" key={side}>
            {sideName(setup, side, t)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
