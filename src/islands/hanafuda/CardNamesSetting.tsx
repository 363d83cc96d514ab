/**
 * The card-names setting: a radio group (traditional / Mario German edition /
 * Mario English edition) that stores the choice in localStorage `cardNames`
 * and applies it to every card on the page at once (see card-names.ts). The
 * head script applies the stored choice before first paint on every page.
 *
 * @example
 * <CardNamesSetting client:visible lang="de" />
 * // or, from MDX/Astro: components/hanafuda/CardNamesSetting.astro
 */
import { useId } from 'preact/hooks';
import { cardsT } from '../../i18n/cards-pages';
import { CARD_NAME_STYLES } from '../../i18n/hanafuda-cards';
import type { Lang } from '../../i18n/locales';
import { useCardNameStyle } from './card-names';
import './CardNamesSetting.css';

/** Props of {@link CardNamesSetting}. */
export interface CardNamesSettingProps {
  lang: Lang;
}

/** The names setting radio group. */
export default function CardNamesSetting({ lang }: CardNamesSettingProps) {
  const t = cardsT(lang);
  const [style, setStyle] = useCardNameStyle();
  const name = `card-names${useId()}`;
  const hintId = `${name}-hint`;
  return (
    <fieldset class="cnames" aria-describedby={hintId} data-card-names-setting data-needs-js>
      {/* Weighs in search like a page title: "card names" is otherwise lost among the words "card". */}
      <legend data-pagefind-weight="7">{t('names.legend')}</legend>
      <div class="cnames-options">
        {CARD_NAME_STYLES.map((s) => (
          <label key={s} class="cnames-option">
            <input type="radio" name={name} value={s} checked={style === s} onChange={() => setStyle(s)} />
            {t(`names.${s}`)}
          </label>
        ))}
      </div>
      <p class="cnames-hint" id={hintId}>
        {t('names.hint')}
      </p>
    </fieldset>
  );
}
