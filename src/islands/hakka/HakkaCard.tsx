/**
 * One Hakka card inside a Preact island: the same markup as
 * components/hakka/HakkaCard.astro, built by the same function
 * (`hakkaCardInnerHtml`) from the same `hakkaCardSvg` source. Mirrors
 * islands/hanafuda/HanafudaCard.tsx.
 *
 * With `onClick` the card is a `<button>` (with `aria-pressed` when `pressed`
 * or `selected` is given); otherwise a `<span role="img">`. `label` replaces
 * the accessible name (for a quiz that must not give the answer away).
 *
 * @example
 * import HakkaCard from './HakkaCard';
 * <HakkaCard id="sup-9" lang="de" size="sm" caption elder />
 * <HakkaCard id="gon-3" lang="en" pressed={picked} onClick={() => toggle('gon-3')} />
 */
import { useId } from 'preact/hooks';
import {
  type HakkaCardSize,
  hakkaCardInnerHtml,
  hakkaCardRootClass,
} from '../../components/hakka/cards-markup';
import type { Lang } from '../../i18n/locales';
import '../../components/hakka/cards-card.css';

/** Props of {@link HakkaCard}. */
export interface HakkaCardProps {
  /** Card id such as `sup-9`; an unknown id throws an EngineError `unknown-card`. */
  id: string;
  lang: Lang;
  size?: HakkaCardSize;
  /** Show the name under the card. */
  caption?: boolean;
  /** Draw the elder star and say "elder card". */
  elder?: boolean;
  /** Accent ring around the card. */
  highlight?: boolean;
  /** Accessible name instead of the card's name. */
  label?: string;
  /** Makes the card a button. */
  onClick?: () => void;
  /** Toggle state of the button (`aria-pressed`). */
  pressed?: boolean;
  /** Selected look; also the `aria-pressed` state when `pressed` is not given. */
  selected?: boolean;
  /** Disables the button. */
  disabled?: boolean;
  /** Extra classes on the root. */
  class?: string;
}

/** A Hakka card for islands (see the file comment). */
export default function HakkaCard(props: HakkaCardProps) {
  const { id, lang, size = 'md', caption = false, elder = false, highlight = false, label, onClick } = props;
  const nameId = `hkn${useId()}`;
  const className = hakkaCardRootClass(id, {
    size,
    caption,
    elder,
    highlight,
    selected: props.selected === true,
    extra: props.class ?? '',
  });
  const html = {
    __html: hakkaCardInnerHtml(
      id,
      label === undefined ? { lang, nameId, caption, elder } : { lang, nameId, caption, elder, label },
    ),
  };
  if (onClick) {
    const pressed = props.pressed ?? props.selected;
    return (
      <button
        type="button"
        class={className}
        data-card={id}
        aria-pressed={pressed === undefined ? undefined : pressed}
        aria-labelledby={nameId}
        disabled={props.disabled}
        onClick={onClick}
        dangerouslySetInnerHTML={html}
      />
    );
  }
  return (
    <span
      class={className}
      data-card={id}
      role="img"
      aria-labelledby={nameId}
      dangerouslySetInnerHTML={html}
    />
  );
}
