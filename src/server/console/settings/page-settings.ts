import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { ItemId } from '@/domain/console/settings/sections';
import {
  NEW_PAGE,
  PAGE_SLUG_TAKEN,
  pageSettingsSchema,
  type PageSettings,
} from '@/domain/console/settings/page';
import type { Database } from '@/server/db/client';
import { pages } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import type { SectionHandler } from './section-handler';

const ofPage = (siteId: number, pageId: number) => and(eq(pages.siteId, siteId), eq(pages.id, pageId));

async function loadPage(db: Database | Tx, siteId: number, pageId: number): Promise<PageSettings | null> {
  const [row] = await db
    .select({
      title: pages.title,
      slug: pages.slug,
      body: pages.body,
      metaDescription: pages.metaDescription,
      isPublished: pages.isPublished,
    })
    .from(pages)
    .where(ofPage(siteId, pageId));
  return row ? { ...row, metaDescription: row.metaDescription || null } : null;
}

/** Another page of this site at the same address (the unique index pages_site_slug_idx would refuse it). */
async function slugTaken(db: Database | Tx, siteId: number, pageId: ItemId, slug: string) {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.siteId, siteId),
        eq(pages.slug, slug),
        pageId === 'new' ? undefined : ne(pages.id, pageId),
      ),
    );
  return row !== undefined;
}

async function applyPage(tx: Tx, siteId: number, pageId: ItemId, value: PageSettings) {
  const row = { ...value, metaDescription: value.metaDescription ?? '' };
  if (pageId === 'new') {
    const [created] = await tx
      .insert(pages)
      .values({ siteId, ...row })
      .returning({ id: pages.id });
    return { createdId: created!.id };
  }
  const updated = await tx
    .update(pages)
    .set({ ...row, updatedAt: new Date() })
    .where(ofPage(siteId, pageId))
    .returning({ id: pages.id });
  return updated.length > 0;
}

/** One content page of the site (decision 015), or the one being added. */
export function pageSettings(pageId: ItemId): SectionHandler<PageSettings> {
  return {
    schema: pageSettingsSchema,
    loadLive: async (db, siteId) => (pageId === 'new' ? NEW_PAGE : loadPage(db, siteId, pageId)),
    apply: (tx, siteId, value) => applyPage(tx, siteId, pageId, value),
    conflicts: async (db, siteId, value) =>
      (await slugTaken(db, siteId, pageId, value.slug)) ? [{ path: ['slug'], message: PAGE_SLUG_TAKEN }] : [],
    uniqueViolation: { path: ['slug'], message: PAGE_SLUG_TAKEN },
    remove: async (tx, siteId) =>
      pageId !== 'new' && (await tx.delete(pages).where(ofPage(siteId, pageId)).returning()).length > 0,
  };
}
