// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CARD_NAMES_KEY,
  readCardNameStyle,
  setCardNameStyle,
  useCardNameStyle,
} from '../../../src/islands/hanafuda/card-names';
import HanafudaCard from '../../../src/islands/hanafuda/HanafudaCard';
import { domRoot } from '../fixtures';

const dom = domRoot();
beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.cardNames;
});

describe('HanafudaCard island', () => {
  it('renders the same named image markup as the static card on the server', () => {
    const html = renderToString(<HanafudaCard id="m11-light" lang="en" caption />);
    expect(html).toMatch(
      /^<span class="hcard hcard-md [^"]*" data-card="m11-light" role="img" aria-labelledby="hcn[^"]+">/,
    );
    expect(html).toContain('Rain Man');
    expect(html).toContain('Princess Peach');
  });

  it('is a toggle button when it has onClick', () => {
    const onClick = vi.fn();
    dom.show(<HanafudaCard id="m03-ribbon" lang="de" pressed={true} onClick={onClick} />);
    const button = dom.element.querySelector('button[data-card="m03-ribbon"]') as HTMLButtonElement;
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toContain('Rote Fahne mit Schrift (Kirsche)');
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('uses a label instead of the name when asked (quiz)', () => {
    dom.show(<HanafudaCard id="m09-animal" lang="en" label="Card 1" />);
    // (plus the space that keeps the name apart from the next card for search)
    expect(dom.element.textContent).toBe('Card 1 ');
  });

  it('throws the typed error for an unknown id', () => {
    expect(() => renderToString(<HanafudaCard id="m00-x" lang="en" />)).toThrow(/Unknown hanafuda card id/);
  });
});

function Probe() {
  const [style, setStyle] = useCardNameStyle();
  return (
    <button type="button" data-style={style} onClick={() => setStyle('mario-en')}>
      {style}
    </button>
  );
}

describe('card names store', () => {
  it('reads a valid stored style and ignores corrupt values', () => {
    localStorage.setItem(CARD_NAMES_KEY, 'mario-de');
    expect(readCardNameStyle()).toBe('mario-de');
    localStorage.setItem(CARD_NAMES_KEY, '{bad');
    expect(readCardNameStyle()).toBe('traditional');
  });

  it('stores the choice, sets html[data-card-names] and updates hooks', () => {
    dom.show(<Probe />);
    const button = dom.element.querySelector('button') as HTMLButtonElement;
    expect(button.dataset.style).toBe('traditional');
    act(() => button.click());
    expect(localStorage.getItem(CARD_NAMES_KEY)).toBe('mario-en');
    expect(document.documentElement.dataset.cardNames).toBe('mario-en');
    expect(button.dataset.style).toBe('mario-en');
    act(() => setCardNameStyle('traditional'));
    expect(document.documentElement.dataset.cardNames).toBeUndefined();
    expect(button.dataset.style).toBe('traditional');
  });

  it('follows another tab through the storage event', () => {
    dom.show(<Probe />);
    localStorage.setItem(CARD_NAMES_KEY, 'mario-de');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CARD_NAMES_KEY, newValue: 'mario-de' }));
    });
    expect(dom.element.querySelector('button')?.dataset.style).toBe('mario-de');
    expect(document.documentElement.dataset.cardNames).toBe('mario-de');
  });

  it('rejects an unknown style and changes nothing', () => {
    // @ts-expect-error: testing bad input
    expect(() => setCardNameStyle('kanji')).toThrow(TypeError);
    expect(localStorage.getItem(CARD_NAMES_KEY)).toBeNull();
  });
});
