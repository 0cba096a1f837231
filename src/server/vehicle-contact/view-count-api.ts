import 'server-only';
import { createHash } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { isoDateInTimeZone } from '@/domain/format/date';
import { viewQuerySchema, type ViewResponse } from '@/domain/vehicle/contact/api';
import { carSlugParamSchema } from '@/domain/validation/db-values';
import type { Database } from '@/server/db/client';
import { vehicleImages, vehicles, vehicleViewCounts, vehicleViewVisits } from '@/server/db/schema';

export type ViewCountResponse =
  | { status: 200; body: ViewResponse }
  | { status: 400; body: { error: 'Invalid request' } }
  | { status: 404; body: { error: 'Not found' } };

export const VIEW_CACHE_CONTROL = 'no-store';

async function findCar(db: Database, siteId: number, slug: string) {
  const [car] = await db
    .select({
      id: vehicles.id,
      price: vehicles.price,
      status: vehicles.status,
      reserved: vehicles.reserved,
      sold: vehicles.sold,
      km: vehicles.km,
      updatedAt: vehicles.updatedAt,
    })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.slug, slug)));
  return car ?? null;
}

/** Who viewed: a hash of the client's address; requests without one share a single visitor. */
function visitorKey(ip: string | null): string {
  return createHash('sha256')
    .update(ip ?? 'unknown')
    .digest('hex')
    .slice(0, 32);
}

type ViewVisit = { siteId: number; vehicleId: number; visitor: string; day: string };

/** Counts the view when it is this visitor's first of the car today; answers the car's count either way. */
async function countView(db: Database, visit: ViewVisit, now: Date): Promise<number> {
  const { siteId, vehicleId } = visit;
  return db.transaction(async (tx) => {
    const firstToday = await tx
      .insert(vehicleViewVisits)
      .values(visit)
      .onConflictDoNothing({
        target: [
          vehicleViewVisits.siteId,
          vehicleViewVisits.vehicleId,
          vehicleViewVisits.visitor,
          vehicleViewVisits.day,
        ],
      })
      .returning({ vehicleId: vehicleViewVisits.vehicleId });
    if (firstToday.length === 0) {
      const [row] = await tx
        .select({ views: vehicleViewCounts.views })
        .from(vehicleViewCounts)
        .where(and(eq(vehicleViewCounts.siteId, siteId), eq(vehicleViewCounts.vehicleId, vehicleId)));
      return row?.views ?? 0;
    }
    const [row] = await tx
      .insert(vehicleViewCounts)
      .values({ siteId, vehicleId, views: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: [vehicleViewCounts.siteId, vehicleViewCounts.vehicleId],
        set: { views: sql`${vehicleViewCounts.views} + 1`, updatedAt: now },
      })
      .returning({ views: vehicleViewCounts.views });
    return row!.views;
  });
}

/**
 * D-102 `GET /api/cars/{slug}/view.json`: counts one view of this site's car (at most one per visitor, car and
 * day, so the count cannot be run up by repeating the request) and answers the count with it (D-49) and, when the car or its photo count changed since the page was rendered (`updated_at`,
 * `photos_count`), its fresher fields. Another site's slug is a 404 like an unknown one and counts nothing.
 */
export async function handleViewCountApi(
  db: Database,
  site: { id: number; config: { timezone: string } },
  slug: string,
  query: Record<string, string>,
  client: { ip: string | null; now?: Date },
): Promise<ViewCountResponse> {
  const siteId = site.id;
  const now = client.now ?? new Date();
  const parsed = viewQuerySchema.safeParse(query);
  if (!parsed.success) return { status: 400, body: { error: 'Invalid request' } };
  const carSlug = carSlugParamSchema.safeParse(slug);
  const car = carSlug.success ? await findCar(db, siteId, carSlug.data) : null;
  if (!car) return { status: 404, body: { error: 'Not found' } };
  const [views, [photos]] = await Promise.all([
    countView(
      db,
      {
        siteId,
        vehicleId: car.id,
        visitor: visitorKey(client.ip),
        day: isoDateInTimeZone(now, site.config.timezone),
      },
      now,
    ),
    db
      .select({ count: count() })
      .from(vehicleImages)
      .where(and(eq(vehicleImages.siteId, siteId), eq(vehicleImages.vehicleId, car.id))),
  ]);
  const photosCount = photos?.count ?? 0;
  const updatedAt = car.updatedAt.toISOString();
  const { photos_count: renderedPhotos, updated_at: renderedAt } = parsed.data;
  const unchanged =
    renderedPhotos === photosCount &&
    renderedAt !== undefined &&
    new Date(renderedAt).getTime() === car.updatedAt.getTime();
  const carFields = unchanged
    ? {}
    : {
        price: car.price,
        status: car.status,
        reserved: car.reserved,
        sold: car.sold,
        km: car.km,
        photos_count: photosCount,
        updated_at: updatedAt,
      };
  return { status: 200, body: { views, car_fields: carFields } };
}
