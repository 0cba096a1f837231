import { z } from 'zod';
import { isPageSlug } from '@/domain/pages/content-routes';
import { dbTextSchema } from '@/domain/validation/db-values';
import { optionalText } from './optional-text';

/** A page's Markdown: long enough for a privacy policy, short enough to keep one row small. */
export const PAGE_BODY_MAX = 50_000;

export const PAGE_SLUG_MESSAGE = 'Use lower-case letters, numbers and single hyphens, like about-us';
export const PAGE_SLUG_TAKEN = 'Another page of this site already has this address';

/**
 * A content page (decision 015): its title, the address it is served at (/pages/{slug}, or the fixed route
 * the spec gives that slug), its Markdown text, the search engines' description, and whether buyers see it.
 */
export const pageSettingsSchema = z
  .object({
    title: dbTextSchema.pipe(
      z.string().trim().min(1, 'Enter the page title').max(120, 'Keep it under 120 characters'),
    ),
    slug: dbTextSchema.pipe(
      z
        .string()
        .trim()
        .toLowerCase()
        .min(1, 'Enter the page’s address, like about-us')
        .refine((slug) => slug === '' || isPageSlug(slug), PAGE_SLUG_MESSAGE),
    ),
    body: dbTextSchema.pipe(
      z
        .string()
        .max(PAGE_BODY_MAX, `Keep the text under ${PAGE_BODY_MAX.toLocaleString('en-AU')} characters`)
        .refine((body) => body.trim() !== '', 'Write the page’s text'),
    ),
    metaDescription: optionalText(300),
    isPublished: z.boolean(),
  })
  .strict();

export type PageSettings = z.output<typeof pageSettingsSchema>;

/** What the form shows for a page not written yet. */
export const NEW_PAGE: PageSettings = {
  title: '',
  slug: '',
  body: '',
  metaDescription: null,
  isPublished: true,
};
