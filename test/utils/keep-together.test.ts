import { describe, expect, it } from 'vitest';
import { keepTogether, splitNames } from '../../src/utils/keep-together';

const kept = (name: string) => `<span class="nobr">${name}</span>`;

describe('keepTogether', () => {
  it('wraps Koi-Koi in body text, also inside a compound that may still break after it', () => {
    expect(keepTogether('<h1>Lektion 3: Koi-Koi oder aufhören?</h1>')).toBe(
      `<h1>Lektion 3: ${kept('Koi-Koi')} oder aufhören?</h1>`,
    );
    expect(keepTogether('<th>Erlaubte Koi-Koi-Rufe</th>')).toBe(`<th>Erlaubte ${kept('Koi-Koi')}-Rufe</th>`);
  });

  it('wraps Hakka card names in both languages, their ids and the Wan Sin, and nothing like them', () => {
    expect(keepTogether('<p>Sup-1, Gon-5, Zok-4, Sin-9, <code>sup-9</code> und die Wan Sin</p>')).toBe(
      `<p>${kept('Sup-1')}, ${kept('Gon-5')}, ${kept('Zok-4')}, ${kept('Sin-9')}, <code>${kept('sup-9')}</code> und die ${kept('Wan Sin')}</p>`,
    );
    expect(keepTogether('<li>Sup 1, Sin 1 and Wan Sin 1 point</li>')).toBe(
      `<li>${kept('Sup 1')}, ${kept('Sin 1')} and ${kept('Wan Sin')} 1 point</li>`,
    );
    for (const text of [
      'Sup-10',
      'Sup 0',
      'Hakka-Karten',
      'Nintendo-Anleitung',
      'Koi oder Koi',
      'Wan Sins',
      'Single 1',
    ])
      expect(keepTogether(`<p>${text}</p>`)).toBe(`<p>${text}</p>`);
  });

  it('leaves attributes alone, also quoted values holding ">"', () => {
    const html = '<a href="/de/" title="Koi-Koi > Regeln" aria-label=\'Sup-1\' data-x=Koi-Koi>Regeln</a>';
    expect(keepTogether(html)).toBe(html);
    expect(keepTogether('<img alt="Sup-1 > Sup-2">Sup-2')).toBe(`<img alt="Sup-1 > Sup-2">${kept('Sup-2')}`);
  });

  it('leaves the head, comments, scripts, styles, SVG, selects and islands alone', () => {
    const untouched = [
      '<head><title>Koi-Koi spielen</title><meta content="Koi-Koi"></head>',
      '<!-- Koi-Koi <p> -->',
      '<script>if (a <p && "</p>Koi-Koi") {}</script>',
      '<SCRIPT type="module">x = "Koi-Koi"</SCRIPT>',
      '<style>.x::after { content: "Koi-Koi" }</style>',
      '<svg><title>Sup-1</title><text>Sup-1</text><g><text>Wan Sin</text></g></svg>',
      '<select><option>Koi-Koi</option></select>',
      '<astro-island uid="1"><p>Koi-Koi <astro-island><b>Sin-2</b></astro-island> Gon-3</p></astro-island>',
    ];
    for (const html of untouched) expect(keepTogether(html)).toBe(html);
  });

  it('goes on wrapping after a skipped element ends, and at the end of the page', () => {
    expect(keepTogether('<svg><text>Sup-1</text></svg><p>Sup-1</p>')).toBe(
      `<svg><text>Sup-1</text></svg><p>${kept('Sup-1')}</p>`,
    );
    expect(keepTogether('<script>"Koi-Koi"</script>Koi-Koi')).toBe(
      `<script>"Koi-Koi"</script>${kept('Koi-Koi')}`,
    );
    expect(keepTogether('<astro-island><p>Koi-Koi</p></astro-island><p>Koi-Koi</p>')).toBe(
      `<astro-island><p>Koi-Koi</p></astro-island><p>${kept('Koi-Koi')}</p>`,
    );
  });

  it('keeps every character of a page that holds no name', () => {
    const html =
      '<!doctype html><html lang="de"><body><p class="a">Zwölf Runden &amp; mehr</p><br/></body></html>';
    expect(keepTogether(html)).toBe(html);
  });
});

describe('splitNames', () => {
  it('splits text into the names to keep and the text between them', () => {
    expect(splitNames('Koi-Koi! Then Sup 1 and Wan Sin')).toEqual([
      { text: 'Koi-Koi', keep: true },
      { text: '! Then ', keep: false },
      { text: 'Sup 1', keep: true },
      { text: ' and ', keep: false },
      { text: 'Wan Sin', keep: true },
    ]);
    expect(splitNames('Hakka-Karten')).toEqual([{ text: 'Hakka-Karten', keep: false }]);
    expect(splitNames('')).toEqual([]);
  });
});
