// Checks over the built reference pages (dist/): engine numbers, examples and
// the generated interpretations are on the pages, in both languages.
import { beforeAll, describe, expect, it } from 'vitest';
import { OPTION_LIST, PAYOUT_TABLE, payout } from '../../../../src/engine/hakka';
import { refT } from '../../../../src/i18n/hakka/ref';
import type { Lang } from '../../../../src/i18n/locales';
import { elderStepText } from '../../../../src/utils/hakka/elder-step-text';
import { elderTimeline } from '../../../../src/utils/hakka/elder-timeline';
import { PAYMENT_EXAMPLES } from '../../../../src/utils/hakka/payment-examples';
import { ensureBuilt, fileFor, parseHtml } from '../../../site/dist';

const page = (path: string) => {
  const file = fileFor(path);
  if (!file) throw new Error(`${path} is not built`);
  return parseHtml(file);
};

beforeAll(() => ensureBuilt(), 180_000);

describe.each(['en', 'de'])('Hakka reference pages in %s', (lang) => {
  it('rules: the payment table comes from the engine', () => {
    const doc = page(`/${lang}/hakka/rules/`);
    const rows = [...doc.querySelectorAll('[data-hakka-payout] tbody tr')];
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(Object.keys(PAYOUT_TABLE));
    expect(rows.at(-1)?.textContent).toContain(String(payout(12)));
  });

  it('rules: the seating diagram, three worked examples and Luk Fu in Chinese', () => {
    const doc = page(`/${lang}/hakka/rules/`);
    expect(doc.querySelector('.hk-seating svg[role="img"] title')).not.toBeNull();
    expect(doc.querySelectorAll('[data-payment-example]')).toHaveLength(3);
    // Seed 002: "12 Stiche gewonnen - 128 Punkte" from each loser: the winner gets 256.
    expect(doc.querySelector('[data-payment-example="twelve"]')?.textContent).toContain('+256');
    const zh = [...doc.querySelectorAll('span[lang="zh-Hant"]')].map((s) => s.textContent);
    expect(zh).toContain('六虎');
    expect(doc.querySelector('a[href$="/sources/#luk-fu-rules"]')).not.toBeNull();
    expect(doc.querySelector('a[href$="/sources/#sung-hak-ga-pai"]')).not.toBeNull();
  });

  it('rules: each worked example labels the dreamer’s card with the dreamer’s name, as the payments do', () => {
    const doc = page(`/${lang}/hakka/rules/`);
    const t = refT(lang as Lang);
    for (const [id, { input }] of Object.entries(PAYMENT_EXAMPLES)) {
      const box = doc.querySelector(`[data-payment-example="${id}"]`);
      const name = t(`seat.${input.dreamer}`);
      const label = t('example.dreamerLabel', { name });
      expect(label).toBe(lang === 'en' ? `${name} (dreamer)` : `${name} (Träumer)`);
      expect(box?.querySelector('.hkref-pair > div > p')?.textContent?.trim()).toBe(label);
      expect(box?.querySelector('.hkref-pair ul')?.getAttribute('aria-label')).toBe(label);
    }
    // The first example: Cai dreams and collects, and is named so over the card.
    expect(PAYMENT_EXAMPLES.dreamer.input.dreamer).toBe(2);
  });

  it('every card drawn on the reference pages has data-card and a name', () => {
    for (const path of ['rules', 'patterns']) {
      const cards = [...page(`/${lang}/hakka/${path}/`).querySelectorAll('.hkcard[data-card]')];
      expect(cards.length).toBeGreaterThan(5);
      for (const card of cards) expect(card.textContent?.trim()).not.toBe('');
    }
  });

  it('patterns: verdicts from the engine', () => {
    const doc = page(`/${lang}/hakka/patterns/`);
    const verdicts = [...doc.querySelectorAll('[data-beats]')].map((e) => e.getAttribute('data-beats'));
    expect(verdicts).toEqual([
      'true',
      'false',
      'false',
      'false',
      'true',
      'true',
      'false',
      'false',
      'true',
      'false',
    ]);
  });

  it('patterns: each play of the elder timeline is one sentence from the engine’s elders', () => {
    const doc = page(`/${lang}/hakka/patterns/`);
    const lines = [...doc.querySelectorAll('.hk-timeline > li > p')].map((p) => p.textContent?.trim());
    const { steps } = elderTimeline(['sup-9', 'gon-4', 'sup-8', 'zok-9', 'sin-1', 'wan-sin']);
    expect(lines.slice(1)).toEqual(steps.map((step) => elderStepText(lang as Lang, step)));
  });

  it('interpretations: one section per engine option', () => {
    const doc = page(`/${lang}/hakka/interpretations/`);
    expect([...doc.querySelectorAll('[data-option]')].map((e) => e.id)).toEqual(OPTION_LIST.map((o) => o.id));
    expect(doc.querySelector('main')?.textContent).not.toMatch(/\{\w+\}/);
  });

  it('interpretations and checker: options in words, their ids only in anchors and data attributes', () => {
    for (const path of ['interpretations', 'checker']) {
      const main = page(`/${lang}/hakka/${path}/`).querySelector('main');
      const text = main?.textContent ?? '';
      expect(OPTION_LIST.filter((o) => text.includes(o.id)).map((o) => o.id)).toEqual([]);
      expect([...(main?.querySelectorAll('code') ?? [])].map((c) => c.textContent)).toEqual([]);
    }
  });

  it('tools: the islands render on the server', () => {
    expect(page(`/${lang}/hakka/checker/`).querySelectorAll('[role="option"][data-card]')).toHaveLength(37);
    expect(page(`/${lang}/hakka/payments/`).querySelector('[data-testid="score-sheet"]')).not.toBeNull();
  });
});
