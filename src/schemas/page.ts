import { z } from 'astro/zod';

/** The games a page can belong to; `general` pages sit outside both games. */
export const GAMES = ['koikoi', 'hakka', 'general'] as const;
export type Game = (typeof GAMES)[number];

/** Sidebar sections, in the order the sidebar shows them. */
export const SECTIONS = ['overview', 'reference', 'tools', 'learn', 'site'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * Frontmatter of every MDX page under `content/{en,de}/`.
 * Both language twins must pass it; `test/content/` checks that.
 */
export const pageSchema = z
  .object({
    /** The page title, also the `<title>` (the site name is appended). */
    title: z.string().min(3).max(70),
    /** The meta description: one or two sentences for search results. */
    description: z.string().min(50).max(200),
    /** The game the page belongs to; decides the sidebar. */
    game: z.enum(GAMES),
    /** The sidebar section. */
    section: z.enum(SECTIONS),
    /** Position within the section (ascending). */
    order: z.number().int().min(0).max(999),
    /** A shorter label for the sidebar and previous/next links. */
    navTitle: z.string().min(2).max(40).optional(),
    /** Show the on-page table of contents (default: when there are h2s). */
    toc: z.boolean().default(true),
    /**
     * `home`: a landing page without sidebar and table of contents; `app`: a
     * page built around a large island (play), which gets the full width
     * beside the sidebar while its text keeps the reading width.
     */
    template: z.enum(['doc', 'home', 'app']).default('doc'),
  })
  .strict();

/** Parsed frontmatter of a page. */
export type PageData = z.infer<typeof pageSchema>;
