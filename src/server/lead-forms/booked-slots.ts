import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { leads } from '@/server/db/schema';

const DAY_MS = 86_400_000;

/**
 * The test-drive slots already booked at a location: the `dateTime` of its test-drive leads. A lead made
 * more than `days` + 31 days ago cannot hold a slot still ahead (forms offer at most 31 days), so older
 * leads are not read.
 */
export async function listBookedSlots(
  db: Database,
  siteId: number,
  input: { locationId: number; now: Date; days: number },
): Promise<string[]> {
  const since = new Date(input.now.getTime() - (input.days + 31) * DAY_MS);
  // The pipeline keeps the validated fields under payload.fields; a flat payload is read too.
  const dateTime = sql<
    string | null
  >`coalesce(${leads.payload} -> 'fields' ->> 'dateTime', ${leads.payload} ->> 'dateTime')`;
  const rows = await db
    .select({ dateTime })
    .from(leads)
    .where(
      and(
        eq(leads.siteId, siteId),
        eq(leads.locationId, input.locationId),
        eq(leads.formType, 'test_drive'),
        gte(leads.createdAt, since),
      ),
    );
  return rows
    .map((row) => row.dateTime)
    .filter((value): value is string => typeof value === 'string' && value !== '');
}
