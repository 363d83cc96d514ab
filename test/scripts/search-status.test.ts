import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../src/i18n';
import { resultStatus, type SearchStrings } from '../../src/scripts/search-status';

/** The dialog's strings in a language, as the header hands them to the script. */
function strings(lang: 'en' | 'de'): SearchStrings {
  const t = useTranslations(lang);
  return {
    loading: t('search.loading'),
    pending: t('search.pending'),
    none: t('search.none'),
    count: t('search.count'),
    countOne: t('search.countOne'),
    shown: t('search.shown'),
    error: t('search.error'),
    hint: t('search.hint'),
  };
}

describe('resultStatus', () => {
  it('says how many of how many results the list shows while it shows fewer than all', () => {
    expect(resultStatus(strings('en'), 'scoring', 10, 29)).toBe('10 of 29 results for “scoring”');
    expect(resultStatus(strings('de'), 'Wertung', 20, 29)).toBe('20 von 29 Treffern für „Wertung“');
  });

  it('gives the count alone once the list shows all, and says so when there is one or none', () => {
    expect(resultStatus(strings('en'), 'scoring', 29, 29)).toBe('29 results for “scoring”');
    expect(resultStatus(strings('de'), 'Teshi', 1, 1)).toBe('Ein Treffer für „Teshi“');
    expect(resultStatus(strings('en'), 'qqq', 0, 0)).toBe('Nothing found for “qqq”.');
  });
});
