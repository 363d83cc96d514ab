import { describe, expect, it } from 'vitest';
import { capitalise, countWord, numberText } from '../../src/i18n/format';
import { pointsText } from '../../src/i18n/hakka/ref';

describe('numberText', () => {
  it('writes one decimal at most, in each language, with a real minus sign', () => {
    expect(numberText('de', 2.25)).toBe('2,3');
    expect(numberText('en', -1.26)).toBe('\u22121.3');
    expect(numberText('en', 24, { signed: true })).toBe('+24');
    expect(numberText('de', -0.5, { signed: true })).toBe('\u22120,5');
  });

  it('separates thousands from five digits on when asked', () => {
    expect(numberText('de', 167772160, { grouped: true })).toBe('167.772.160');
    expect(numberText('en', 16384, { grouped: true })).toBe('16,384');
    expect(numberText('de', 1024, { grouped: true })).toBe('1024');
    expect(numberText('de', 16384)).toBe('16384');
  });

  it('never writes "−0" for a small negative number or a negative zero', () => {
    for (const n of [-0, -0.04, -0.049]) {
      expect(numberText('en', n)).toBe('0');
      expect(numberText('de', n, { signed: true })).toBe('0');
    }
    expect(pointsText('en', Math.round(-0.04 * 10) / 10)).toBe('0 points');
  });

  // Hakka's advice gives averages: one that is written "1" reads "1 point", as in Koi-Koi.
  it('takes the singular for a Hakka average written as 1 or −1, the plural for 0 and fractions', () => {
    expect(pointsText('en', 1.04)).toBe('1 point');
    expect(pointsText('de', -0.96)).toBe('\u22121 Punkt');
    expect(pointsText('en', 1.5)).toBe('1.5 points');
    expect(pointsText('de', 0)).toBe('0 Punkte');
  });
});

describe('countWord', () => {
  it('writes one to twelve as words, with German "ein" agreeing with the noun', () => {
    expect(countWord('en', 1)).toBe('one');
    expect(countWord('en', 12)).toBe('twelve');
    expect(countWord('de', 1, 'f')).toBe('eine');
    expect(countWord('de', 1, 'n')).toBe('ein');
    expect(countWord('de', 1)).toBe('ein');
    expect(countWord('de', 5, 'f')).toBe('fünf');
  });

  it('writes other numbers as figures', () => {
    expect(countWord('en', 13)).toBe('13');
    expect(countWord('de', 0)).toBe('0');
    expect(countWord('de', 1.5)).toBe('1,5');
  });
});

describe('capitalise', () => {
  it('raises the first letter, past opening quotes, and leaves the rest', () => {
    expect(capitalise('three more lights for Three Lights')).toBe('Three more lights for Three Lights');
    expect(capitalise('„du“ spielst')).toBe('„Du“ spielst');
    expect(capitalise('übrig')).toBe('Übrig');
    expect(capitalise('“Curtain” still missing')).toBe('“Curtain” still missing');
    expect(capitalise('3 …')).toBe('3 …');
  });
});
