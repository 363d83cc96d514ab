import { describe, expect, it } from 'vitest';
import { pointsText } from '../../src/i18n/koikoi';

describe('Koi-Koi pointsText', () => {
  it('takes the singular for 1 and −1 (an average loss reads "−1 point")', () => {
    expect(pointsText('en', 1)).toBe('1 point');
    expect(pointsText('de', 1)).toBe('1 Punkt');
    expect(pointsText('en', -1)).toBe('\u22121 point');
    expect(pointsText('de', -1)).toBe('\u22121 Punkt');
  });

  it('takes the plural for 0, 2, −2 and fractions', () => {
    expect(pointsText('en', 0)).toBe('0 points');
    expect(pointsText('de', 0)).toBe('0 Punkte');
    expect(pointsText('en', 2)).toBe('2 points');
    expect(pointsText('de', 2)).toBe('2 Punkte');
    expect(pointsText('en', -2)).toBe('\u22122 points');
    expect(pointsText('de', -2)).toBe('\u22122 Punkte');
    expect(pointsText('en', 1.5)).toBe('1.5 points');
    expect(pointsText('de', 1.5)).toBe('1,5 Punkte');
    expect(pointsText('en', -0.5)).toBe('\u22120.5 points');
    expect(pointsText('de', -0.5)).toBe('\u22120,5 Punkte');
  });

  it('goes with the number as written: an average that rounds to 1 or −1 is singular', () => {
    expect(pointsText('en', 1.04)).toBe('1 point');
    expect(pointsText('de', -0.96)).toBe('\u22121 Punkt');
    expect(pointsText('en', 1.06)).toBe('1.1 points');
  });
});
