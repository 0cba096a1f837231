import 'server-only';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { SiteConfig } from '@/config';
import { isoDateInTimeZone } from '@/domain/format/date';
import {
  TEST_DRIVE_LEAD_TIME_MINUTES,
  TEST_DRIVE_SLOT_MINUTES,
  type AppointmentsResponse,
} from '@/domain/lead-forms/appointments';
import { timeZoneForState } from '@/domain/lead-forms/time-zone';
import { appointmentSlots } from '@/domain/leads';
import type { Database } from '@/server/db/client';
import { holidayHours, locations, openingHours } from '@/server/db/schema';
import { listBookedSlots } from './booked-slots';

export type AppointmentsSite = { id: number; config: Pick<SiteConfig, 'timezone'> };

const DAY_MS = 86_400_000;

async function findLocation(db: Database, siteId: number, locationId: number) {
  const [row] = await db
    .select({ id: locations.id, state: locations.state })
    .from(locations)
    .where(and(eq(locations.siteId, siteId), eq(locations.id, locationId)));
  return row ?? null;
}

async function loadHours(db: Database, siteId: number, locationId: number, from: string, to: string) {
  const weekly = await db
    .select({
      weekday: openingHours.weekday,
      status: openingHours.status,
      open: openingHours.open,
      close: openingHours.close,
      department: openingHours.department,
    })
    .from(openingHours)
    .where(and(eq(openingHours.siteId, siteId), eq(openingHours.locationId, locationId)));
  const holidays = await db
    .select({
      date: holidayHours.date,
      status: holidayHours.status,
      startHour: holidayHours.startHour,
      endHour: holidayHours.endHour,
      department: holidayHours.department,
    })
    .from(holidayHours)
    .where(
      and(
        eq(holidayHours.siteId, siteId),
        eq(holidayHours.locationId, locationId),
        gte(holidayHours.date, from),
        lte(holidayHours.date, to),
      ),
    );
  return { weekly, holidays };
}

/**
 * The free test-drive slots of one location of this site (H-32, decision 012): its sales hours minus holiday
 * hours minus the slots its test-drive leads hold, in the location's own time zone. Null for a location
 * of another site.
 */
export async function loadAppointmentSlots(
  db: Database,
  site: AppointmentsSite,
  input: { locationId: number; days: number; now: Date },
): Promise<AppointmentsResponse | null> {
  const location = await findLocation(db, site.id, input.locationId);
  if (!location) return null;
  const timeZone = timeZoneForState(location.state, site.config.timezone);
  const from = isoDateInTimeZone(input.now, timeZone);
  const to = isoDateInTimeZone(new Date(input.now.getTime() + (input.days + 1) * DAY_MS), timeZone);
  const { weekly, holidays } = await loadHours(db, site.id, location.id, from, to);
  const booked = await listBookedSlots(db, site.id, { ...input, locationId: location.id });
  const slots = appointmentSlots({
    openingHours: weekly,
    holidays,
    booked,
    now: input.now,
    timeZone,
    days: input.days,
    slotMinutes: TEST_DRIVE_SLOT_MINUTES,
    leadTimeMinutes: TEST_DRIVE_LEAD_TIME_MINUTES,
    startDate: from,
    department: 'sales',
  });
  return { locationId: location.id, timeZone, slots };
}
