import 'server-only';
import { and, eq } from 'drizzle-orm';
import { ANALYTICS_EVENTS } from '@/domain/analytics/events';
import type { AnalyticsEventInput } from '@/domain/analytics/event-input';
import type { Database } from '@/server/db/client';
import { analyticsEvents, vehicles } from '@/server/db/schema';

/**
 * Stores one validated event under the site the request came to. A car id must be one of that site's cars:
 * a client cannot attach its event to another tenant's vehicle.
 */
export async function recordAnalyticsEvent(
  db: Database,
  siteId: number,
  event: AnalyticsEventInput,
  now = new Date(),
): Promise<'stored' | 'unknown_car'> {
  if (event.carId !== undefined) {
    const [car] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, event.carId)));
    if (!car) return 'unknown_car';
  }
  const { eventId, carId, path, ...context } = event;
  await db.insert(analyticsEvents).values({
    siteId,
    eventId,
    name: ANALYTICS_EVENTS[eventId],
    vehicleId: carId ?? null,
    pagePath: path ?? null,
    context,
    createdAt: now,
  });
  return 'stored';
}
