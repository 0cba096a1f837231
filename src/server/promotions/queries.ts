import 'server-only';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { SlideDto } from '@/domain/promotions/slide';
import { z } from 'zod';
import type { PromotionNode, SearchPromotion } from '@/domain/search/page/promo-slots';
import { TtlCache } from '@/server/cache/ttl-cache';
import type { Database } from '@/server/db/client';
import { promotions, slides } from '@/server/db/schema';
import { log } from '@/server/logging';

/** The content of a promotion row (K-14 `node`), checked where it leaves the database's JSON column. */
const promotionNodeSchema: z.ZodType<PromotionNode> = z.object({
  title: z.string().min(1),
  body: z.string(),
  imageUrl: z.string().min(1).nullable(),
  url: z.string().min(1),
  buttonText: z.string().min(1),
});

// A page shows a handful of promo slots; more rows than this would only grow the page's JSON.
const MAX_PROMOTIONS = 50;

/**
 * One site's promotions that have not expired at `now` (running and upcoming), by position then id: what the
 * search page's promo slots may cycle through (C-85). The page itself keeps those active at its own `now`
 * that match the car types (K-15/K-16), so a list read a little earlier is still right. A row whose node does
 * not have the expected shape is left out (and logged) rather than breaking the page.
 */
export async function listSearchPromotions(
  db: Database,
  siteId: number,
  now: Date,
): Promise<SearchPromotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.siteId, siteId), gte(promotions.expiry, now)))
    .orderBy(asc(promotions.position), asc(promotions.id))
    .limit(MAX_PROMOTIONS);
  return rows.flatMap((row) => {
    const node = promotionNodeSchema.safeParse(row.node);
    if (!node.success) {
      log.warn({ siteId, promotionId: row.id, issues: node.error.issues }, 'promotion has a malformed node');
      return [];
    }
    return [
      {
        id: row.id,
        start: row.start.toISOString(),
        expiry: row.expiry.toISOString(),
        position: row.position,
        display: row.display,
        strictDisplay: row.strictDisplay,
        node: node.data,
      },
    ];
  });
}

// Every search page render reads these; ten seconds bounds how long an edited promotion takes to show.
// Keyed by site id (tenant isolation).
const cached = new TtlCache<SearchPromotion[]>(10_000, 1_000);

/** `listSearchPromotions` through a short per-site cache. */
export function loadSearchPromotions(db: Database, siteId: number, now: Date): Promise<SearchPromotion[]> {
  return cached.getOrLoad(`site:${siteId}`, () => listSearchPromotions(db, siteId, now));
}

// The slider shows a handful of slides; a longer list would only grow the home page.
const MAX_SLIDES = 12;

/** K-20, K-21: one site's promotion slides in their order. */
export async function listSiteSlides(db: Database, siteId: number): Promise<SlideDto[]> {
  const rows = await db
    .select({
      id: slides.id,
      name: slides.name,
      description: slides.description,
      url: slides.url,
      imageUrl: slides.imageUrl,
      hideOverlay: slides.hideOverlay,
    })
    .from(slides)
    .where(eq(slides.siteId, siteId))
    .orderBy(asc(slides.position), asc(slides.id))
    .limit(MAX_SLIDES);
  return rows;
}
