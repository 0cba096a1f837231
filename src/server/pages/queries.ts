import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { pages } from '@/server/db/schema';

export type ContentPageDto = {
  slug: string;
  title: string;
  /** Markdown, as the dealer wrote it (rendered sanitised). */
  body: string;
  metaDescription: string;
  updatedAt: Date;
};

/** One published page of this site; null for a draft, a missing slug or another site's page. */
export async function findPublishedPage(
  db: Database,
  siteId: number,
  slug: string,
): Promise<ContentPageDto | null> {
  const [row] = await db
    .select({
      slug: pages.slug,
      title: pages.title,
      body: pages.body,
      metaDescription: pages.metaDescription,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.slug, slug), eq(pages.isPublished, true)));
  return row ?? null;
}

/** Whether this site has a published page of this slug. */
export async function hasPublishedPage(db: Database, siteId: number, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.slug, slug), eq(pages.isPublished, true)));
  return row !== undefined;
}

/** This site's published pages by slug, with when each last changed (the sitemap's lastmod). */
export async function listPublishedPages(
  db: Database,
  siteId: number,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: pages.slug, updatedAt: pages.updatedAt })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.isPublished, true)))
    .orderBy(asc(pages.slug));
}

/** The slugs of this site's published pages, for its navigation. */
export async function listPublishedPageSlugs(db: Database, siteId: number): Promise<string[]> {
  return (await listPublishedPages(db, siteId)).map((page) => page.slug);
}
