// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';
import HakkaCard from '../../../src/islands/hakka/HakkaCard';
import { domRoot } from '../fixtures';

const dom = domRoot();

describe('HakkaCard island', () => {
  it('renders a named image on the server, like the static card', () => {
    const html = renderToString(<HakkaCard id="sup-9" lang="de" caption elder />);
    expect(html).toMatch(
      /^<span class="hkcard hkcard-md hkcard-suit-sup hkcard-elder hkcard-captioned" data-card="sup-9" role="img" aria-labelledby="hkn[^"]+">/,
    );
    // The name is one text, so no space comes before the comma; the caption is only for the eye.
    expect(html).toMatch(/ id="(hkn[^"]+)">Sup-9, Ältestenkarte<\/span>/);
    expect(html).toMatch(/aria-labelledby="(hkn[^"]+)".* id="\1">Sup-9, Ältestenkarte</);
    expect(html).toContain('<span class="hkcard-name" aria-hidden="true" data-pagefind-ignore>Sup-9</span>');
  });

  it('is a toggle button when it has onClick', () => {
    const onClick = vi.fn();
    dom.show(<HakkaCard id="gon-3" lang="en" selected onClick={onClick} />);
    const button = dom.element.querySelector('button[data-card="gon-3"]') as HTMLButtonElement;
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.classList.contains('hkcard-selected')).toBe(true);
    const nameId = button.getAttribute('aria-labelledby') ?? '';
    expect(dom.element.querySelector(`[id="${nameId}"]`)?.textContent).toBe('Gon 3');
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('throws the typed error for an unknown id', () => {
    expect(() => renderToString(<HakkaCard id="gon-10" lang="en" />)).toThrow(/Unknown Hakka card/);
  });
});
