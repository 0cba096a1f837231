import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { testDriveBookings } from '@/server/db/schema';

/** A booking holds its slot this long after it starts; an older one cannot overlap a slot still offered. */
const SLOT_HOLD_MS = 86_400_000;

/** The test-drive slots already held at a location of this site: the start instants of its bookings. */
export async function listBookedSlots(
  db: Database,
  siteId: number,
  input: { locationId: number; now: Date },
): Promise<string[]> {
  const rows = await db
    .select({ startsAt: testDriveBookings.startsAt })
    .from(testDriveBookings)
    .where(
      and(
        eq(testDriveBookings.siteId, siteId),
        eq(testDriveBookings.locationId, input.locationId),
        gt(testDriveBookings.startsAt, new Date(input.now.getTime() - SLOT_HOLD_MS)),
      ),
    );
  return rows.map((row) => row.startsAt.toISOString());
}
