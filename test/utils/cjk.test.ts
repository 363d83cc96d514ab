import { describe, expect, it } from 'vitest';
import { cjkChars, splitCjk } from '../../src/utils/cjk';

describe('splitCjk', () => {
  it.each([
    ['no CJK at all', 'Koi-Koi', [{ text: 'Koi-Koi', cjk: false }]],
    [
      'kanji inside Latin text',
      'Luk Fu (六虎)',
      [
        { text: 'Luk Fu (', cjk: false },
        { text: '六虎', cjk: true },
        { text: ')', cjk: false },
      ],
    ],
    ['kana', 'こいこい', [{ text: 'こいこい', cjk: true }]],
    [
      'two runs',
      '拾 and 貫',
      [
        { text: '拾', cjk: true },
        { text: ' and ', cjk: false },
        { text: '貫', cjk: true },
      ],
    ],
    [
      'CJK punctuation and full-width forms stay in the run',
      'Yaku: 「花札」、（五光）',
      [
        { text: 'Yaku: ', cjk: false },
        { text: '「花札」、（五光）', cjk: true },
      ],
    ],
    ['empty text', '', []],
  ])('%s', (_name, text, expected) => {
    expect(splitCjk(text)).toEqual(expected);
  });
});

describe('cjkChars', () => {
  it('keeps each Chinese or Japanese character once, by code point, and drops everything else', () => {
    expect(cjkChars('Luk Fu (六虎), 六 again; Matsu ni Tsuru 松に鶴')).toBe('に六松虎鶴');
    expect(cjkChars('タネ・カス、「花札」')).toBe('、「」カスタネ・札花');
    expect(cjkChars('Kirschblüte – no CJK here')).toBe('');
  });
});
