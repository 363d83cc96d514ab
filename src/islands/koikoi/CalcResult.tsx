/**
 * The calculator's output: the total (`data-testid="score-total"`), the yaku
 * with their cards highlighted, the derivation step by step, the closest
 * further yaku and why complete-looking yaku do not count; in lucky mode the
 * lucky hand. Renders what `calcResult()` computed, nothing more.
 *
 * @example
 * <CalcResult lang="en" result={calcResult(state, rules)} rules={rules} />
 */
import type { CardId, Ruleset, YakuHint, YakuId } from '../../engine/hanafuda';
import { countWord, numberText, type Params } from '../../i18n/format';
import type { CoreKey } from '../../i18n/koikoi/core-en';
import { type CoreTranslate, reasonText } from '../../i18n/koikoi/reason';
import type { ToolsKey } from '../../i18n/koikoi/tools-en';
import type { Lang } from '../../i18n/locales';
import { derivationLines } from '../../utils/koikoi/derivation';
import type { CalcResult as Result } from './calc-model';
import type { ToolCards } from './calc-props';
import { useNameStyle } from './name-style';
import { pointsPhrase } from './points-phrase';
import SpriteCard from './SpriteCard';

/** The kind of card the pool yaku take any of. */
const POOL_KIND: Partial<Record<YakuId, 'animal' | 'ribbon' | 'chaff'>> = {
  tane: 'animal',
  tanzaku: 'ribbon',
  kasu: 'chaff',
};

/** Most cards a hint names as a choice; more are "any … more" of their kind. */
const MAX_LISTED = 6;

/** Props of {@link CalcResult}. */
export interface CalcResultProps {
  lang: Lang;
  /** Translators of the shared and the tools strings. */
  k: CoreTranslate;
  t: (key: ToolsKey, params?: Params) => string;
  cards: ToolCards;
  result: Result;
  rules: Ruleset;
}

/** The calculator's output (see the file comment). */
export default function CalcResult({ lang, k, t, cards, result, rules }: CalcResultProps) {
  const style = useNameStyle();
  const nameOf = (id: CardId) => cards.names[id][style] ?? cards.names[id].traditional;
  const yakuName = (id: string) => k(`yaku.${id}` as CoreKey);
  const total = pointsPhrase(k, lang, result.total);
  // The cards a hint needs: all of `cards` ("still missing"), plus any `choose` of `choices`.
  const hintCards = (hint: YakuHint) => {
    const names = (ids: readonly CardId[]) => ids.map(nameOf).join(', ');
    const missing =
      hint.cards.length === 0
        ? null
        : t(hint.cards.length === 1 ? 'calc.missingCard' : 'calc.missingCards', { cards: names(hint.cards) });
    const n = countWord(lang, hint.choose, 'f');
    const kind = POOL_KIND[hint.id];
    let choice: string | null = null;
    if (hint.choose > 0 && kind && hint.choices.length > MAX_LISTED) {
      // A long list of chaff names says less than "any two more chaff cards".
      choice = t(`calc.anyMore.${kind}.${hint.choose === 1 ? 'one' : 'many'}`, { n });
      if (hint.excluded.length > 0) choice = t('calc.anyMoreExcept', { choice, cards: names(hint.excluded) });
    } else if (hint.choose > 0) {
      const cards = names(hint.choices);
      choice = hint.choose === 1 ? t('calc.choice.one', { cards }) : t('calc.choice.many', { n, cards });
    }
    return missing && choice ? t('calc.missingPlus', { missing, choice }) : (missing ?? choice ?? '');
  };
  if (result.impossibleCalls) {
    // The calls field set explains the limit (role="alert"); here only that there is no score.
    return (
      <div class="kk-result">
        <p data-testid="calls-no-score">{t('calc.calls.noScore')}</p>
      </div>
    );
  }
  return (
    <div class="kk-result">
      <p class="kk-total" aria-live="polite" aria-atomic="true">
        <span>
          {t('calc.total')}: {total.before}
        </span>
        <strong data-testid="score-total">{total.number}</strong>
        <span>{total.after}</span>
      </p>
      {result.mode === 'lucky' ? (
        <div class="kk-lucky">
          {result.redealMonth ? (
            <p data-testid="lucky-redeal">
              {t('calc.lucky.redeal', {
                month: cards.monthNames[result.redealMonth - 1] ?? String(result.redealMonth),
                players: result.players ?? 2,
              })}
            </p>
          ) : null}
          {result.lucky ? (
            <p data-lucky={result.lucky.id}>
              <strong>{k(`lucky.${result.lucky.id}` as CoreKey)}</strong>
            </p>
          ) : result.luckyApplies === false ? (
            <p data-testid="lucky-not-at-table">
              {t('calc.lucky.notAtTable', {
                players: result.players ?? 2,
                counts: rules.luckyHands.playerCounts.join(', '),
              })}
            </p>
          ) : result.redealMonth ? null : (
            <p>{t('calc.lucky.none')}</p>
          )}
          {result.handSize !== undefined && result.handSize > 0 && (
            <p class="kk-hint">
              {t('calc.lucky.handSize', {
                n: result.handSize,
                m: result.cardCount,
                players: result.players ?? 2,
              })}
            </p>
          )}
        </div>
      ) : (
        <>
          <h3>{t('calc.yaku')}</h3>
          {(result.score?.steps[0]?.yaku ?? []).length === 0 ? (
            <p>{t('calc.noYaku')}</p>
          ) : (
            <ul class="kk-yaku-list">
              {(result.score?.steps[0]?.yaku ?? []).map((y) => (
                <li key={y.id} data-yaku={y.id}>
                  <span class="kk-yaku-head">
                    <a href={`/${lang}/koikoi/yaku/#${y.id}`}>{yakuName(y.id)}</a>
                    <span class="kk-num">{y.points}</span>
                  </span>
                  <span class="kk-yaku-cards">
                    {y.cards.map((id) => (
                      <SpriteCard key={id} id={id} name={nameOf(id)} size="xs" highlight />
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {result.score && (
            <>
              <h3>{t('calc.derivation')}</h3>
              <ol class="kk-derivation-list">
                {derivationLines(k, result.score, rules).map((line) => (
                  <li key={line.id} data-step={line.id}>
                    <span class="kk-step">
                      <span>{line.label}</span>{' '}
                      <span class="kk-num">
                        {line.factor > 1 ? `×${numberText(lang, line.factor, { grouped: true })} = ` : ''}
                        {numberText(lang, line.points, { grouped: true })}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            </>
          )}
          {result.nearest.length > 0 && (
            <>
              <h3>{t('calc.nearest')}</h3>
              <ul class="kk-nearest">
                {result.nearest.map((hint) => (
                  <li key={hint.id} data-nearest={hint.id}>
                    <strong>{yakuName(hint.id)}</strong>:{' '}
                    {hint.count === 1
                      ? t('calc.needsOne')
                      : t('calc.needs', { n: countWord(lang, hint.count) })}{' '}
                    ({hintCards(hint)})
                  </li>
                ))}
              </ul>
            </>
          )}
          {result.blocked.length > 0 && (
            <>
              <h3>{t('calc.whyNot')}</h3>
              <ul class="kk-blocked">
                {result.blocked.map((row) => (
                  <li key={row.id} data-blocked={row.id}>
                    <strong>{yakuName(row.id)}</strong>:{' '}
                    {row.reasons
                      .filter((r) => r !== 'incomplete')
                      .map((r) => reasonText(k, r))
                      .join(' ')}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}
