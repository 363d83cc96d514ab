/**
 * A settled round: how it ended, the winner's count, the dreamer's tricks,
 * and every payment from the engine's settlement, as a small table. Used by
 * the tutorial (beside the last step) and the play island (after a round).
 *
 * @example
 * <Settlement result={state.rounds[0]} names={names} seats={seats} />
 */
import type { RoundResult } from '../../engine/hakka/state';
import { capitalise } from '../../i18n/format';
import { hakkaGameT } from '../../i18n/hakka-game';
import Heading, { type HeadingLevel } from '../game/Heading';
import KeepNames from '../game/KeepNames';
import ScrollBox from '../game/ScrollBox';
import type { HakkaNames, SeatName } from './names';

/** Props of {@link Settlement}. */
export interface SettlementProps {
  readonly result: RoundResult;
  readonly names: HakkaNames;
  readonly seats: readonly SeatName[];
  /** Level of its heading: 2 right under the page title (play), else 3. */
  readonly headingLevel?: HeadingLevel;
}

/** The settlement box (see the file comment). */
export default function Settlement({ result, names, seats, headingLevel = 3 }: SettlementProps) {
  const t = hakkaGameT(names.lang);
  const nameOf = (seat: number) => capitalise(seats[seat]?.name ?? String(seat));
  const settlement = result.settlement;
  return (
    <section
      class="hg-box"
      aria-label={t('settle.heading', { round: result.round })}
      data-testid="settlement"
    >
      <Heading level={headingLevel} class="hg-box-head">
        {t('settle.heading', { round: result.round })}
      </Heading>
      {result.winner !== null && settlement ? (
        <>
          <p class="hg-small">
            {t('settle.winner', { seat: nameOf(result.winner), count: result.count })}{' '}
            <KeepNames
              text={t(seats[result.dreamer]?.you ? 'settle.dreamer.you' : 'settle.dreamer', {
                seat: nameOf(result.dreamer),
                card: names.card(result.dreamerCard),
                tricks: names.tricks(settlement.dreamerTricks),
              })}
            />
          </p>
          {/* Too wide for its box only on the smallest phone with the largest text: then it scrolls in its own box. */}
          <ScrollBox label={t('settle.payments', { round: result.round })}>
            <table class="hg-table">
              <thead>
                <tr>
                  <th scope="col">{t('settle.from')}</th>
                  <th scope="col">{t('settle.to')}</th>
                  <th scope="col">{t('settle.points')}</th>
                </tr>
              </thead>
              <tbody>
                {settlement.payments.map((p) => (
                  <tr key={`${p.from}-${p.to}-${p.for}`}>
                    <td>{nameOf(p.from)}</td>
                    <td>
                      {nameOf(p.to)} ({t(p.for === 'winner' ? 'settle.forWinner' : 'settle.forDreamer')})
                    </td>
                    <td>{p.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        </>
      ) : (
        <p class="hg-small">{t(result.outcome === 'redeal' ? 'play.sheet.redeal' : 'play.sheet.none')}</p>
      )}
    </section>
  );
}
