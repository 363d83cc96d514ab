import { describe, expect, it } from 'vitest';
import type { PageData } from '../../src/schemas/page';
import { neighbours, pagePath, sidebar, splitId } from '../../src/utils/pages';

const page = (id: string, data: Partial<PageData>) => ({
  id,
  data: {
    title: id,
    description: 'x'.repeat(60),
    game: 'koikoi',
    section: 'reference',
    order: 0,
    toc: true,
    template: 'doc',
    ...data,
  } as PageData,
});

const entries = [
  page('en/koikoi/yaku', { order: 2 }),
  page('en/koikoi', { section: 'overview', navTitle: 'Overview' }),
  page('en/koikoi/rules', { order: 1 }),
  page('en/koikoi/calculator', { section: 'tools', order: 1 }),
  page('de/koikoi/rules', { order: 1 }),
  page('en/hakka', { game: 'hakka', section: 'overview' }),
  page('en', { game: 'general', section: 'overview' }),
];

describe('page paths', () => {
  it.each([
    ['en', '/en/'],
    ['de/koikoi', '/de/koikoi/'],
    ['en/koikoi/rules', '/en/koikoi/rules/'],
  ])('%s lives at %s', (id, path) => {
    expect(pagePath(id)).toBe(path);
  });

  it('rejects ids without a language', () => {
    expect(() => splitId('fr/koikoi')).toThrow(/language/);
  });
});

describe('sidebar', () => {
  it('groups one game and language by section, in section and page order', () => {
    const groups = sidebar(entries, 'en', 'koikoi');
    expect(groups.map((g) => g.section)).toEqual(['overview', 'reference', 'tools']);
    expect(groups[1]?.pages.map((p) => p.path)).toEqual(['/en/koikoi/rules/', '/en/koikoi/yaku/']);
    expect(groups[0]?.pages[0]?.label).toBe('Overview');
  });

  it('leaves out the language home page and other games', () => {
    const paths = sidebar(entries, 'en', 'general').flatMap((g) => g.pages.map((p) => p.path));
    expect(paths).toEqual([]);
  });
});

describe('previous and next', () => {
  it('follows the sidebar order within a game', () => {
    expect(neighbours(entries, 'en/koikoi/rules')).toEqual({
      prev: { path: '/en/koikoi/', label: 'Overview' },
      next: { path: '/en/koikoi/yaku/', label: 'en/koikoi/yaku' },
    });
  });

  it('has no previous page at the start and no next page at the end', () => {
    expect(neighbours(entries, 'en/koikoi').prev).toBeUndefined();
    expect(neighbours(entries, 'en/koikoi/calculator').next).toBeUndefined();
  });
});
