// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cjkLang, markCjk } from '../../src/scripts/search-cjk';

/** A result line as the search builds it: Pagefind's excerpt, with `<mark>` around the hits. */
function excerpt(html: string): HTMLElement {
  const span = document.createElement('span');
  span.innerHTML = html;
  return span;
}

describe('the language of Japanese and Chinese words in search results', () => {
  it('takes kana for Japanese anywhere', () => {
    expect(cjkLang('こいこい', '/en/glossary/#koikoi-call')).toBe('ja');
    expect(cjkLang('カス', '/de/hakka/rules/')).toBe('ja');
  });

  it('takes Chinese characters by the game of the page', () => {
    expect(cjkLang('猪鹿蝶', '/en/koikoi/yaku/#inoshikacho')).toBe('ja');
    expect(cjkLang('六虎', '/de/hakka/patterns/')).toBe('zh-Hant');
  });

  it('does not guess for Chinese characters outside a game', () => {
    expect(cjkLang('花札', '/en/glossary/#hanafuda')).toBeNull();
    expect(cjkLang('花札', '/de/')).toBeNull();
  });

  it('wraps each run in a span with its language and keeps the rest', () => {
    const el = excerpt('the <mark>Boar</mark>, Deer and Butterflies (猪鹿蝶, いのしかちょう)');
    markCjk(el, '/en/koikoi/yaku/');
    const spans = [...el.querySelectorAll('span[lang]')].map((s) => [s.getAttribute('lang'), s.textContent]);
    expect(spans).toEqual([
      ['ja', '猪鹿蝶'],
      ['ja', 'いのしかちょう'],
    ]);
    expect(el.textContent).toBe('the Boar, Deer and Butterflies (猪鹿蝶, いのしかちょう)');
    expect(el.querySelector('mark')?.textContent).toBe('Boar');
  });

  it('marks a run inside a hit', () => {
    const el = excerpt('Luk Fu (<mark>六虎</mark>)');
    markCjk(el, '/en/hakka/patterns/#luk-fu');
    expect(el.innerHTML).toBe('Luk Fu (<mark><span lang="zh-Hant">六虎</span></mark>)');
  });

  it('gives a run of unknown language no language, but the class whose fonts show either', () => {
    const el = excerpt('Stock Stapel. 山札 yamafuda');
    markCjk(el, '/en/glossary/#stock');
    expect(el.innerHTML).toBe('Stock Stapel. <span class="cjk-any">山札</span> yamafuda');
  });

  it('leaves a result without such words untouched', () => {
    const html = 'a <mark>ribbon</mark> of &lt;red&gt; &amp; blue';
    const el = excerpt(html);
    markCjk(el, '/en/koikoi/yaku/');
    expect(el.innerHTML).toBe(html);
  });
});
