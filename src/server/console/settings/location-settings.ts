import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import {
  HOLIDAY_DEPARTMENTS,
  locationSettingsSchema,
  spanColumns,
  spanOfColumns,
  WEEKDAYS,
  type LocationSettings,
} from '@/domain/console/settings/location';
import { LOCATION_TYPES, locationTypeOf, type LocationType } from '@/domain/locations/opening-hours';
import type { Database } from '@/server/db/client';
import { holidayHours, locations, openingHours } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import type { SectionHandler } from './section-handler';

type Hours = LocationSettings['hours'][number];
type HoursRow = {
  department: string;
  weekday: number;
  status: string;
  open: string | null;
  close: string | null;
};

/** A department's week as the form shows it: every weekday, closed where the table has no open row. */
function departmentWeek(department: LocationType, rows: readonly HoursRow[]): Hours {
  const byDay = new Map(
    rows.filter((row) => locationTypeOf(row.department) === department).map((row) => [row.weekday, row]),
  );
  return {
    department,
    days: WEEKDAYS.map(({ weekday }) => {
      const row = byDay.get(weekday);
      return { weekday, ...spanOfColumns(row?.status ?? 'Closed', row?.open ?? null, row?.close ?? null) };
    }),
  };
}

/** The departments whose hours the location keeps, and always its own type (so a new yard can be given hours). */
function weeklyHours(ownType: LocationType, rows: readonly HoursRow[]): Hours[] {
  const kept = new Set([ownType, ...rows.map((row) => locationTypeOf(row.department))]);
  return LOCATION_TYPES.filter((type) => kept.has(type)).map((type) => departmentWeek(type, rows));
}

async function loadLocation(
  db: Database | Tx,
  siteId: number,
  locationId: number,
): Promise<LocationSettings | null> {
  const where = and(eq(locations.siteId, siteId), eq(locations.id, locationId));
  const [location] = await db.select().from(locations).where(where);
  if (!location) return null;
  const hours = await db
    .select()
    .from(openingHours)
    .where(and(eq(openingHours.siteId, siteId), eq(openingHours.locationId, locationId)));
  const holidays = await db
    .select()
    .from(holidayHours)
    .where(and(eq(holidayHours.siteId, siteId), eq(holidayHours.locationId, locationId)))
    .orderBy(asc(holidayHours.date), asc(holidayHours.id));
  return {
    name: location.name,
    street: location.street,
    city: location.city,
    state: locationSettingsSchema.shape.state.safeParse(location.state).data ?? null,
    postcode: location.postcode,
    phone: location.phone,
    email: location.email,
    dealerLicenseNumber: location.dealerLicenseNumber,
    isVisible: location.isVisible,
    hours: weeklyHours(locationTypeOf(location.locationType), hours),
    holidays: holidays.map((holiday) => ({
      date: holiday.date,
      department: HOLIDAY_DEPARTMENTS.find((department) => department === holiday.department) ?? 'all',
      name: holiday.name,
      ...spanOfColumns(holiday.status, holiday.startHour, holiday.endHour),
    })),
  };
}

/** A weekday's span as opening_hours columns. */
export function weekColumns(day: { open: boolean; opens: string; closes: string }) {
  const { status, from, to } = spanColumns(day);
  return { status, open: from, close: to };
}

/** A holiday's span as holiday_hours columns. */
export function holidayColumns(holiday: { open: boolean; opens: string; closes: string }) {
  const { status, from, to } = spanColumns(holiday);
  return { status, startHour: from, endHour: to };
}

/**
 * Writes one location's settings: its row, its weekly hours (each department's seven days replaced) and its
 * holiday hours (the list replaced), in the caller's transaction. False when the location is not this site's.
 */
async function applyLocation(
  tx: Tx,
  siteId: number,
  locationId: number,
  value: LocationSettings,
): Promise<boolean> {
  const { hours, holidays, ...details } = value;
  const updated = await tx
    .update(locations)
    .set({ ...details, updatedAt: new Date() })
    .where(and(eq(locations.siteId, siteId), eq(locations.id, locationId)))
    .returning({ id: locations.id });
  if (updated.length === 0) return false;
  const ofLocation = (table: typeof openingHours | typeof holidayHours) =>
    and(eq(table.siteId, siteId), eq(table.locationId, locationId));
  await tx.delete(openingHours).where(ofLocation(openingHours));
  const weekRows = hours.flatMap(({ department, days }) =>
    days.map((day) => ({
      siteId,
      locationId,
      department,
      weekday: day.weekday,
      ...weekColumns(day),
      formattedHours: null,
    })),
  );
  if (weekRows.length > 0) await tx.insert(openingHours).values(weekRows);
  await tx.delete(holidayHours).where(ofLocation(holidayHours));
  if (holidays.length > 0)
    await tx.insert(holidayHours).values(
      holidays.map((holiday) => ({
        siteId,
        locationId,
        date: holiday.date,
        department: holiday.department,
        name: holiday.name,
        ...holidayColumns(holiday),
      })),
    );
  return true;
}

/** The settings of one of the site's locations. */
export function locationSettings(locationId: number): SectionHandler<LocationSettings> {
  return {
    schema: locationSettingsSchema,
    loadLive: (db, siteId) => loadLocation(db, siteId, locationId),
    apply: (tx, siteId, value) => applyLocation(tx, siteId, locationId, value),
  };
}
