import { describe, expect, it } from 'vitest';
import { isLang, langFromPath, otherLang, switchLangPath } from '../../src/i18n/locales';

describe('language paths', () => {
  it.each([
    // [path, target, expected]
    ['/en/koikoi/rules/', 'de', '/de/koikoi/rules/'], // same English slug in both languages
    ['/de/', 'en', '/en/'], // home page
    ['/de/hakka/cards/', 'de', '/de/hakka/cards/'], // switching to the same language is a no-op
    ['/', 'de', '/de/'], // the chooser leads to the language's home
    ['/404.html', 'en', '/en/'], // pages outside a language tree lead home
  ] as const)('switchLangPath(%s, %s) is %s', (path, to, expected) => {
    expect(switchLangPath(path, to)).toBe(expected);
  });

  it('reads the language from the first path segment only', () => {
    expect(langFromPath('/de/koikoi/')).toBe('de');
    expect(langFromPath('/koikoi/de/')).toBeUndefined();
    expect(langFromPath('/')).toBeUndefined();
  });

  it('knows exactly the two site languages', () => {
    expect(isLang('en')).toBe(true);
    expect(isLang('de')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang(undefined)).toBe(false);
    expect(otherLang('en')).toBe('de');
    expect(otherLang('de')).toBe('en');
  });
});
